import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A checkout and artifacts prepared by an attacker — file names with line breaks and escape sequences, comments and
/// strings that clear the screen, set the title or write the clipboard, a golden file full of them, a forged sweep
/// shard — run through every command as people run them: nothing reaches standard output, standard error, the TAP
/// stream or the JUnit and HTML files raw, and no line of a listing can be forged.
struct HostileTextTests {
    static let attack = "\u{1B}]0;owned\u{07}\u{1B}]52;c;SGVsbG8=\u{07}\u{1B}[2J\u{9B}31m\u{7F}\u{202E}"
    static let shown = #"\u{1B}]0;owned\u{7}\u{1B}]52;c;SGVsbG8=\u{7}\u{1B}[2J\u{9B}31m\u{7F}\u{202E}"#

    /// The characters a terminal would act on (everything but line feeds), as `U+XXXX`.
    static func raw(_ text: String) -> [String] {
        text.unicodeScalars.filter { s in
            s != "\n" && (s.value < 0x20 || (0x7F...0x9F).contains(s.value) || (0x202A...0x202E).contains(s.value)
                || (0x2066...0x2069).contains(s.value) || [0x61C, 0x200E, 0x200F, 0x2028, 0x2029].contains(s.value))
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    static func expectClean(_ r: CLI.Result, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(raw(r.stdout) == [], "\(what): standard output", sourceLocation: sourceLocation)
        #expect(raw(r.stderr) == [], "\(what): standard error", sourceLocation: sourceLocation)
    }

    /// A suite of three tests: a newline in a name, a failed `expect` quoting an escape sequence (with a golden file
    /// that differs by escape sequences), and a syntax error on a line full of them.
    static func suite() -> TempDirectory {
        let dir = TempDirectory()
        dir.write("evil\nok 5 - fake.gesture", "recognizer t = tap\ntap at 1,1\nexpect t actions 1\n")
        dir.write("esc\(attack).gesture",
                  "recognizer t = tap   # \(attack)\ndown 1 at 1,1 & # \(attack)\n  down 2 at 2,2\nup all\nexpect log \"\(attack)\"\n")
        dir.write("esc\(attack).expected", "[1] \(attack)\n\(attack)\n")
        dir.write("broken.gesture", "wait 5 # \(attack)\n")
        return dir
    }

    @Test func theTestListingCannotBeForged() throws {
        let dir = Self.suite()
        defer { dir.remove() }
        let r = try CLI.run(["test", dir.path])
        #expect(r.status == 2)
        Self.expectClean(r, "test")
        let lines = r.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(!lines.contains { $0.hasPrefix("ok 5") })
        #expect(lines.contains { $0 == #"PASS  \#(dir.path)/evil\nok 5 - fake.gesture (1 expectation)"# })
        #expect(lines.contains { $0 == "FAIL  \(dir.path)/esc\(Self.shown).gesture" })
        #expect(r.stdout.contains(#"expected log "\#(Self.shown)", got "#))
        #expect(r.stdout.contains("\n      -" + Self.shown + "\n"))  // the golden file's line, in the diff
        #expect(lines.last == "" && lines[lines.count - 2] == "1 passed, 2 failed")
    }

    @Test func tapAndJUnitCarryNothingRaw() throws {
        let dir = Self.suite()
        defer { dir.remove() }
        let junit = dir.file("report.xml")
        let r = try CLI.run(["test", dir.path, "--format", "tap", "--junit", junit])
        Self.expectClean(r, "test --format tap")
        let points = r.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }
        #expect(points.count == 3)
        #expect(r.stdout.contains("\n    wait 5 # \(Self.shown)\n"))  // the syntax error's snippet
        #expect(points.contains { $0 == #"ok 3 - \#(dir.path)/evil\\nok 5 - fake.gesture"# })
        let xml = try #require(dir.read("report.xml"))
        #expect(Self.raw(xml) == [])
        let root = try #require(XMLElementNode.parse(xml))
        let names = root.children.first?.children.compactMap { $0.attributes["name"] } ?? []
        #expect(names.contains(#"evil\nok 5 - fake.gesture"#))
        #expect(names.contains("esc\(Self.shown).gesture"))
    }

    @Test func runReportAndExplainShowEverythingEscaped() throws {
        let dir = Self.suite()
        defer { dir.remove() }
        let script = dir.file("esc\(Self.attack).gesture")
        let run = try CLI.run(["run", script, dir.file("evil\nok 5 - fake.gesture")])
        Self.expectClean(run, "run")
        #expect(run.stdout.contains("==> \(dir.path)/esc\(Self.shown).gesture <=="))
        #expect(run.stdout.contains("[2] down 1 at 1,1 & # \(Self.shown) …\n"))
        let missing = try CLI.run(["run", dir.file("gone\(Self.attack).gesture")])
        Self.expectClean(missing, "run of a missing file")
        #expect(missing.stderr.contains("gone\(Self.shown).gesture"))
        let report = try CLI.run(["report", script])
        Self.expectClean(report, "report")
        #expect(report.stdout.contains("recognizer t = tap   # \(Self.shown)\n"))
        let page = dir.file("report.html")
        let html = try CLI.run(["report", script, "--html", "-o", page])
        Self.expectClean(html, "report --html")
        let text = try #require(dir.read("report.html"))
        #expect(Self.raw(text) == [])
        #expect(XMLElementNode.parse(text) != nil)
        let explain = try CLI.run(["explain", script, "t\(Self.attack)"])
        Self.expectClean(explain, "explain")
        let unknown = try CLI.run(["\(Self.attack)"])
        Self.expectClean(unknown, "an unknown command")
        let badOption = try CLI.run(["run", script, "--trace", Self.attack])
        Self.expectClean(badOption, "a bad option value")
    }

    @Test func aForgedShardIsMergedWithItsStringsEscaped() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let file = dir.write("s.gesture", "param dt in 10ms, 20ms\nrecognizer t = tap\ntap at 1,1\nwait $dt\n")
        let shard = dir.write("shard.jsonl", "")
        #expect(try CLI.run(["sweep", file, "--shard", "1/1", "--format", "jsonl"], stdoutPath: shard).status == 0)
        let genuine = try #require(dir.read("shard.jsonl"))
        let forged = genuine.replacingOccurrences(of: #""actions":{"#, with: #""actions":{"\u001b]0;owned\u0007\u009b2J\n":1,"#)
        #expect(forged != genuine)
        dir.write("forged.jsonl", forged)
        for format in ["text", "csv", "jsonl"] {
            let merged = try CLI.run(["sweep", "--format", format, "--merge", dir.file("forged.jsonl")])
            #expect(merged.status == 0, "\(merged.stderr)")
            Self.expectClean(merged, "sweep --merge --format \(format)")
            if format != "jsonl" { #expect(merged.stdout.contains(#"\u{1B}]0;owned\u{7}\u{9B}2J\n"#)) }
        }
    }
}
