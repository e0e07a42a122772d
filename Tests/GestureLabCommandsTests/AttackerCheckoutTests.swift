import Foundation
import Testing

/// Issue 23, "Files and paths", end to end: a checkout prepared by an attacker (what `git clone` of a pull request
/// gives a CI machine), tested with `gesturelab test` in every output form. Nothing outside the suite is written,
/// nothing secret reaches standard output, standard error or the JUnit file, every run ends in bounded time, and each
/// refusal names its file and says why.
@Suite("An attacker's checkout under gesturelab test")
struct AttackerCheckoutTests {
    static let passing = "recognizer tap = tap\ntap at 100,100\nexpect tap states recognized\n"
    /// Strings that must never be printed: each stands for a secret somewhere an attacker's link points.
    static let secret = "SECRET-OUTSIDE-7f3a9"
    static let environmentSecret = "SECRET-ENVIRON-51c2e"
    static let gitToken = "SECRET-GIT-TOKEN-0d4b"
    static let notScript = "SECRET-NOT-A-SCRIPT-9e81"
    /// `caf\xE9.gesture`: a Latin-1 name, not UTF-8.
    static let latin1Name: [UInt8] = Array("suite/caf".utf8) + [0xE9] + Array(".gesture".utf8)

    /// The checkout: `outside/` holds what the links aim at, `suite/` is what the pull request brings, `reports/`
    /// is where CI puts the JUnit file.
    static func checkout() -> LinkTree {
        let t = LinkTree()
        t.directory("outside")
        t.file("outside/secret.txt", secret + "\n")
        t.file("outside/bashrc", "# the user's own bashrc\nalias ll='ls -l'\n")
        t.file("outside/golden.txt", "an outside file a golden link points at\n")
        t.directory("outside/dir")
        t.file("outside/dir/outside.gesture", passing)
        t.directory("reports")
        t.directory("suite")
        t.file("suite/plain.gesture", passing)
        // 1. Writes through links: a stale golden beside a linked .actual; a linked .expected for --update; a FIFO.
        t.file("suite/mismatch.gesture", passing)
        t.file("suite/mismatch.expected", "a stale transcript\n")
        t.link("suite/mismatch.actual", to: "../outside/bashrc")
        t.file("suite/update.gesture", passing)
        t.link("suite/update.expected", to: "../outside/golden.txt")
        t.file("suite/fifo.gesture", passing)
        t.file("suite/fifo.expected", "a stale transcript\n")
        t.fifo("suite/fifo.actual")
        // 2. Reads through links: goldens and scripts that lead outside, into .git, to /proc, to a file not a script.
        t.file("suite/leak.gesture", passing)
        t.link("suite/leak.expected", to: "../outside/secret.txt")
        t.file("suite/environ.gesture", passing)
        t.link("suite/environ.expected", to: "/proc/self/environ")
        t.link("suite/secret.gesture", to: "../outside/secret.txt")
        t.directory("suite/.git")
        t.file("suite/.git/config", "[http]\n\textraheader = AUTHORIZATION: basic \(gitToken)\n")
        t.link("suite/git.gesture", to: ".git/config")
        t.file("suite/notes.txt", notScript + " is not a gesture script\n")
        t.link("suite/notes.gesture", to: "notes.txt")
        // 3. Directory links: to '.', a cycle of two, several to '.' (exponential before), and two leading outside.
        t.link("suite/loop", to: ".")
        for k in 1...6 { t.link("suite/again\(k)", to: ".") }
        t.directory("suite/x")
        t.directory("suite/z")
        t.file("suite/x/in-x.gesture", passing)
        t.file("suite/z/in-z.gesture", passing)
        t.link("suite/x/y", to: "../z")
        t.link("suite/z/w", to: "../x")
        t.link("suite/escape", to: "../outside/dir")
        t.link("suite/up", to: "..")
        // 5. A name that is not UTF-8.
        t.file(latin1Name, Array(passing.utf8))
        return t
    }

    /// What every run must show, whatever its form: no secret anywhere, nothing outside changed, bounded time.
    static func check(_ arguments: [String], junit: Bool = false) -> (listing: String, stderr: String, report: String) {
        let t = checkout()
        defer { t.remove() }
        let before = t.snapshot("outside")
        let junitArguments = junit ? ["--junit", "reports/junit.xml"] : []
        let r = RawCLI.run(["test", "suite"] + arguments + junitArguments, directory: t.path,
                           environment: ["GESTURELAB_CANARY": environmentSecret], deadline: 30)
        #expect(!r.timedOut, "\(arguments): killed after \(r.seconds) s")
        #expect(r.status == 2, "\(arguments): \(r.err)")
        #expect(t.snapshot("outside") == before, "\(arguments): nothing outside the suite is written")
        let report = junit ? t.read("reports/junit.xml") ?? "" : ""
        #expect(!junit || report.hasPrefix("<?xml"), "\(arguments): \(report)")
        for text in [r.out, r.err, report] {
            for s in [secret, environmentSecret, gitToken, notScript, "alias ll"] {
                #expect(!text.contains(s), "\(arguments): \(s) was published:\n\(text)")
            }
        }
        // No script runs through `escape` or `up` (the exact listing, each script once, is checked below).
        #expect(!r.out.contains("outside.gesture"), "\(arguments): \(r.out)")
        // Directory links that lead outside are named on standard error, once each.
        for link in ["suite/escape", "suite/up"] {
            #expect(r.err.components(separatedBy: "gesturelab: error: \(link): not followed: it leads outside the suite 'suite'").count == 2,
                    "\(arguments): \(r.err)")
        }
        return (r.out, r.err, report)
    }

    /// The human listing: one line per script, each refusal with its file and reason.
    @Test func plainRun() {
        let (out, _, _) = Self.check([])
        let results = out.split(separator: "\n").filter { $0.hasPrefix("PASS") || $0.hasPrefix("FAIL") || $0.hasPrefix("ERROR") }
        #expect(results == [
            "PASS  suite/caf\\xE9.gesture (1 expectation)",
            "ERROR suite/environ.gesture",
            "ERROR suite/fifo.gesture",
            "ERROR suite/git.gesture",
            "ERROR suite/leak.gesture",
            "ERROR suite/mismatch.gesture",
            "ERROR suite/notes.gesture",
            "PASS  suite/plain.gesture (1 expectation)",
            "ERROR suite/secret.gesture",
            "ERROR suite/update.gesture",
            "PASS  suite/x/in-x.gesture (1 expectation)",
            "PASS  suite/x/y/in-z.gesture (1 expectation)",
        ], "\(out)")
        let outsideSuite = "it leads outside the suite 'suite' (through a symbolic link); only files inside it are read"
        for line in [
            "suite/environ.gesture: error: cannot read suite/environ.expected: \(outsideSuite)",
            "suite/fifo.gesture: error: cannot write suite/fifo.actual: it is a FIFO, not a regular file; files beside a suite are only written as regular files (remove it)",
            "suite/git.gesture: error: cannot read the file: it leads into the hidden directory '.git' of the suite, which is not read",
            "suite/leak.gesture: error: cannot read suite/leak.expected: \(outsideSuite)",
            "suite/mismatch.gesture: error: cannot write suite/mismatch.actual: it is a symbolic link, not a regular file; files beside a suite are only written as regular files (remove it)",
            "suite/notes.gesture:1:1: error: this file is not a gesture script (1 syntax error); its content is not shown because the file it leads to is not named *.gesture",
            "suite/secret.gesture: error: cannot read the file: \(outsideSuite)",
            "suite/update.gesture: error: cannot read suite/update.expected: \(outsideSuite)",
        ] {
            #expect(out.contains("      " + line), "missing: \(line)\n\(out)")
        }
        #expect(out.hasSuffix("4 passed, 8 failed\n"))
    }

    @Test func update() {
        let (out, _, _) = Self.check(["--update"])
        #expect(out.contains("suite/update.gesture: error: cannot write suite/update.expected: it is a symbolic link, not a regular file"), "\(out)")
        #expect(out.contains("updated suite/mismatch.expected\n"), "\(out)")
        #expect(out.contains("updated suite/fifo.expected\n"), "\(out)")
    }

    @Test func tapAndJUnit() {
        let (out, _, report) = Self.check(["--format", "tap"], junit: true)
        #expect(out.hasPrefix("TAP version 14\n1..12\n"), "\(out)")
        #expect(out.contains("ok 1 - suite/caf\\\\xE9.gesture\n"), "TAP escapes the backslash of \\xE9: \(out)")
        #expect(report.contains("name=\"caf\\xE9.gesture\""), "\(report)")
        #expect(report.contains("cannot read suite/leak.expected: it leads outside the suite"), "\(report)")
    }

    /// `run`, `gesturelab FILE`, `report` and `explain` on a link named *.gesture that leads to a file that is not a
    /// script: its syntax errors do not quote it (the check is the target's name, not the link's).
    @Test func runDoesNotEchoALinkedSecret() {
        let t = Self.checkout()
        defer { t.remove() }
        for arguments in [["run", "suite/secret.gesture"], ["suite/secret.gesture"], ["run", "suite/notes.gesture"],
                          ["report", "suite/secret.gesture"], ["explain", "suite/secret.gesture", "tap"]] {
            let r = RawCLI.run(arguments, directory: t.path, deadline: 30)
            #expect(r.status == 2)
            #expect(!r.err.contains(Self.secret) && !r.err.contains(Self.notScript), "\(arguments): \(r.err)")
            #expect(r.err.contains("error: this file is not a gesture script (1 syntax error); its content is not shown because the file it leads to is not named *.gesture"),
                    "\(arguments): \(r.err)")
        }
    }

    /// Item 5: a file whose name is not UTF-8 runs by name (`run`, `gesturelab FILE`) and is named escaped.
    @Test func aNameThatIsNotUTF8Runs() {
        let t = LinkTree()
        defer { t.remove() }
        t.file([0x63, 0x61, 0x66, 0xE9] + Array(".gesture".utf8), Array((Self.passing + "bogus\n").utf8))
        let name: [UInt8] = [0x63, 0x61, 0x66, 0xE9] + Array(".gesture".utf8)
        for arguments in [[Array("run".utf8), name], [name], [Array("test".utf8), name]] {
            let r = RawCLI.run(arguments, directory: t.path, deadline: 30)
            #expect(r.status == 2)
            #expect((r.err + r.out).contains("caf\\xE9.gesture:4:1: error: unknown statement 'bogus'"), "\(r.err)\(r.out)")
            #expect(!r.stdout.contains(0xE9) && !r.stderr.contains(0xE9), "the raw byte is never printed")
        }
    }
}
