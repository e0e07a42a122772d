import Foundation
import Testing

/// `scripts/install [PREFIX]` installs the program, its manual page and its bash, zsh and fish completions under
/// PREFIX, and the installed program runs. The release build is left out (it takes minutes): `GESTURELAB` names this
/// test's build to install instead, which is the script's documented way to install a binary built elsewhere.
@Suite(.serialized) struct InstallScriptTests {
    static let root = SweepCommandTests.root

    static let installed: [(path: String, mode: Int)] = [
        ("bin/gesturelab", 0o755),
        ("share/man/man1/gesturelab.1", 0o644),
        ("share/bash-completion/completions/gesturelab", 0o644),
        ("share/zsh/site-functions/_gesturelab", 0o644),
        ("share/fish/vendor_completions.d/gesturelab.fish", 0o644),
    ]

    /// Runs `scripts/install ARGUMENTS` in `directory` (the repository root when nil).
    static func install(_ arguments: [String], in directory: String? = nil, binary: String = CLI.binary) throws -> Shell.Result {
        let quoted = ([root + "/scripts/install"] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        return try Shell.run(quoted.joined(separator: " "), in: directory ?? root, environment: ["GESTURELAB": binary])
    }

    /// The files below `dir`, by relative path.
    static func files(_ dir: String) -> [String] {
        (FileManager.default.subpaths(atPath: dir) ?? []).filter {
            var directory: ObjCBool = false
            return FileManager.default.fileExists(atPath: dir + "/" + $0, isDirectory: &directory) && !directory.boolValue
        }.sorted()
    }

    static func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func installsTheProgramItsManualPageAndItsCompletions() throws {
        let prefix = try CIRecipeTests.Workspace.scratch() + "/prefix"
        defer { try? FileManager.default.removeItem(atPath: (prefix as NSString).deletingLastPathComponent) }
        let r = try Self.install([prefix])
        #expect(r.status == 0, "\(r.output)")
        #expect(Self.files(prefix) == Self.installed.map(\.path).sorted())
        for (path, mode) in Self.installed {
            let attributes = try FileManager.default.attributesOfItem(atPath: prefix + "/" + path)
            #expect((attributes[.posixPermissions] as? Int) == mode, "\(path)")
            #expect(r.output.contains("installed \(prefix)/\(path)\n"), "\(r.output)")
        }
        // The installed program runs, from anywhere.
        let version = try Shell.run("'\(prefix)/bin/gesturelab' --version", in: NSTemporaryDirectory())
        let own = try CLI.run(["--version"])
        #expect(version.status == 0 && version.output == own.stdout)
        let dir = (prefix as NSString).deletingLastPathComponent
        try "recognizer t = tap\ntap at 1,1\nexpect t actions 1\n".write(toFile: dir + "/run.gesture", atomically: true, encoding: .utf8)
        let script = try Shell.run("'\(prefix)/bin/gesturelab' run --quiet run.gesture", in: dir)
        #expect(script.status == 0, "\(script.output)")
        // The completions are the program's own.
        for (shell, path) in [("bash", "share/bash-completion/completions/gesturelab"), ("zsh", "share/zsh/site-functions/_gesturelab"),
                              ("fish", "share/fish/vendor_completions.d/gesturelab.fish")] {
            let generated = try CLI.run(["--generate-completion-script", shell])
            #expect(generated.status == 0 && !generated.stdout.isEmpty, "\(shell): \(generated.stderr)")
            #expect(try Self.read(prefix + "/" + path) == generated.stdout, "\(shell)")
        }
        #expect(try Self.read(prefix + "/share/zsh/site-functions/_gesturelab").hasPrefix("#compdef gesturelab"))
        #expect(try Self.read(prefix + "/share/fish/vendor_completions.d/gesturelab.fish").contains("complete -c 'gesturelab'"))
        let syntax = try Shell.run("bash -n '\(prefix)/share/bash-completion/completions/gesturelab'", in: NSTemporaryDirectory())
        #expect(syntax.status == 0, "\(syntax.output)")
    }

    @Test func theManualPageIsEveryCommandsHelp() throws {
        let prefix = try CIRecipeTests.Workspace.scratch()
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        #expect(try Self.install([prefix]).status == 0)
        let page = try Self.read(prefix + "/share/man/man1/gesturelab.1")
        let version = try CLI.run(["--version"]).stdout.trimmingCharacters(in: .newlines)
        #expect(page.hasPrefix(".TH GESTURELAB 1 \"\" \"GestureLab \(version)\" \"User Commands\"\n"))
        #expect(page.contains("\n.SH NAME\ngesturelab \\- Explore UIKit's gesture recognizers on a virtual clock: a REPL and a script runner.\n"))
        // A section per command, holding its help text (wrapped at 72 columns), characters beyond ASCII kept.
        let commands = ["repl", "run", "test", "sweep", "report", "explain", "bench"]
        for command in commands {
            #expect(page.contains("\n.SH \"gesturelab \(command)\"\n.nf\nOVERVIEW: "), "\(command)")
        }
        let test = try Shell.run("COLUMNS=72 '\(CLI.binary)' test --help", in: NSTemporaryDirectory())
        // As roff shows text as it is: a backslash written `\e`, a leading `.` or `'` (a request) behind a `\&`.
        func roff(_ line: Substring) -> String {
            let text = line.replacingOccurrences(of: "\\", with: "\\e")
            return line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + text : text
        }
        for line in test.output.split(separator: "\n") where !line.hasPrefix("USAGE:") {
            #expect(page.contains("\n" + roff(line) + "\n"), "missing: \(line)")
        }
        #expect(page.contains("×") && page.contains("–") && page.contains("·"))
        // Every line that starts with a dot is one of the page's requests, never help text read as one.
        let requests = Set(page.split(separator: "\n").filter { $0.hasPrefix(".") || $0.hasPrefix("'") }.map { $0.split(separator: " ").first! })
        #expect(requests == [".TH", ".SH", ".B", ".nf", ".fi"], "\(requests)")
        // The help is laid out for 72 columns (man indents it by 7), long USAGE lines folded between options.
        var verbatim = false
        for line in page.split(separator: "\n") {
            if line == ".nf" || line == ".fi" {
                verbatim = line == ".nf"
            } else if verbatim {
                let shown = (line.hasPrefix("\\&") ? line.dropFirst(2) : line).replacingOccurrences(of: "\\e", with: "\\")
                #expect(shown.count <= 72, "\(line)")
            }
        }
        #expect(page.contains("\nUSAGE: gesturelab run <files> ... [--quiet] [--format <format>]\n       [--trace <trace>]"))
        // groff reads it without a warning, when it is installed.
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/groff") {
            let groff = try Shell.run("preconv '\(prefix)/share/man/man1/gesturelab.1' | groff -man -Tutf8 -ww -z", in: NSTemporaryDirectory())
            #expect(groff.status == 0 && groff.output.isEmpty, "\(groff.output)")
        }
    }

    @Test func aRelativePrefixIsTakenFromTheCurrentDirectory() throws {
        let dir = try CIRecipeTests.Workspace.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = try Self.install(["here/"], in: dir)
        #expect(r.status == 0, "\(r.output)")
        #expect(Self.files(dir + "/here") == Self.installed.map(\.path).sorted())
        #expect(r.output.contains("installed \(dir)/here/bin/gesturelab\n"), "\(r.output)")
    }

    @Test func badUsageAndABinaryThatDoesNotRunInstallNothing() throws {
        let dir = try CIRecipeTests.Workspace.scratch()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let two = try Self.install(["a", "b"], in: dir)
        #expect(two.status == 2 && two.output.contains("usage: scripts/install [PREFIX]"), "\(two.output)")
        let option = try Self.install(["--prefix"], in: dir)
        #expect(option.status == 2 && option.output.contains("install: unknown option '--prefix'"), "\(option.output)")
        let broken = try Self.install([dir + "/p"], in: dir, binary: "/bin/false")
        #expect(broken.status == 1 && broken.output.contains("install: '/bin/false' does not run"), "\(broken.output)")
        #expect(Self.files(dir).isEmpty)
    }

    @Test func theCompletionScriptOptionIsNotReadAsAFileOrACommand() throws {
        // `bash` after `--generate-completion-script` is its value, not a command word to route.
        for shell in ["bash", "zsh", "fish"] {
            let r = try CLI.run(["--generate-completion-script", shell])
            #expect(r.status == 0, "\(shell): \(r.stderr)")
            #expect(r.stdout.contains("gesturelab"))
        }
        let joined = try CLI.run(["--generate-completion-script=bash"])
        let separate = try CLI.run(["--generate-completion-script", "bash"])
        #expect(joined.status == 0 && joined.stdout == separate.stdout)
    }
}
