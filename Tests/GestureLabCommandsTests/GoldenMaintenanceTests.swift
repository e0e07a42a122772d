#if canImport(Glibc)
import Glibc
#endif
import Foundation
import GestureREPL
import GestureScript
import Testing

@testable import GestureLabCommands

/// Issue 28, item 4: goldens that survive edits — a diff that opens with what the script did differently, golden files
/// left without a script reported (and removed only when asked), `--update` saying what it wrote.
@Suite struct GoldenMaintenanceTests {
    /// A statement's text changed near the top, what it did changed further down: the behaviour's hunk comes first.
    @Test func aDiffOpensWithTheBehaviour() {
        var old = ["> recognizer tap = tap", "> wait 1s"]
        for i in 0..<10 { old += ["> wait \(i)ms"] }
        old += ["> tap at 1,1", "  0ms  event: finger 1 down", "  50ms tap: possible → recognized"]
        var new = old
        new[1] = "> wait 1000ms"
        new[14] = "  50ms tap: possible → failed"
        let expected = old.joined(separator: "\n") + "\n", actual = new.joined(separator: "\n") + "\n"
        let plain = GoldenDiff.diff(expected: expected, actual: actual, expectedName: "e", actualName: "a")
        #expect(plain.lines[2] == "@@ -1,5 +1,5 @@")
        #expect(plain.line == 2)
        let ordered = GoldenDiff.diff(expected: expected, actual: actual, expectedName: "e", actualName: "a",
                                      isScriptText: Golden.isStatementHeader)
        #expect(ordered.lines == [
            "--- e", "+++ a", "@@ -12,4 +12,4 @@", " > wait 9ms", " > tap at 1,1", "   0ms  event: finger 1 down",
            "-  50ms tap: possible → recognized", "+  50ms tap: possible → failed",
            "@@ -1,5 +1,5 @@", " > recognizer tap = tap", "-> wait 1s", "+> wait 1000ms", " > wait 0ms", " > wait 1ms", " > wait 2ms",
        ])
        #expect(ordered.line == 15)
        // Through the runner: a golden's mismatch says where its file first differs.
        let inserted = GoldenDiff.diff(expected: "a\nb\n", actual: "a\nx\nb\n", expectedName: "e", actualName: "a")
        #expect(inserted.line == 2)
    }

    /// A golden written with line numbers (before this format) fails with a hint to rewrite it once.
    @Test func anOldGoldenSaysHowToRewriteIt() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let path = dir.write("t.gesture", "recognizer tap = tap\n")
        dir.write("t.expected", "[1] recognizer tap = tap\n")
        let test = TestRunner.runOne(path, options: SessionOptions(), update: false)
        #expect(test.diff.last == "(t.expected was written before golden transcripts left out line numbers: rewrite it once with "
                + "gesturelab test --update)")
        #expect(Golden.hasNumberedHeaders("[12] tap at 1,1\n  0ms  canvas.touchesBegan [1]\n"))
        #expect(!Golden.hasNumberedHeaders("> tap at 1,1\n  0ms  canvas.touchesBegan [1]\n--- diagnostics\n[1] x\n"))
    }

    /// Golden files whose script is gone are listed, kept by `--update`, removed by `--update --prune` — only as
    /// regular files, and only those of the files selected.
    @Test func obsoleteGoldensAreReportedAndPrunedOnlyWhenAsked() throws {
        let t = LinkTree()
        defer { t.remove() }
        t.directory("suite")
        t.directory("suite/sub")
        t.file("suite/a.gesture", "recognizer tap = tap\ntap at 1,1\nexpect tap actions 1\n")
        t.file("suite/old.expected", "> x\n")
        t.file("suite/sub/gone.boundaries", "dt = 1ms: a → b\n")
        t.file("suite/sub/other.expected", "> y\n")
        t.link("suite/linked.expected", to: "a.gesture")
        let listing = try CLI.run(["test", "suite"], directory: t.path)
        #expect(listing.status == 0)
        #expect(listing.stdout == """
            PASS  suite/a.gesture (1 expectation)
            obsolete golden suite/linked.expected: there is no suite/linked.gesture (gesturelab test --update --prune removes it)
            obsolete golden suite/old.expected: there is no suite/old.gesture (gesturelab test --update --prune removes it)
            obsolete golden suite/sub/gone.boundaries: there is no suite/sub/gone.gesture (gesturelab test --update --prune removes it)
            obsolete golden suite/sub/other.expected: there is no suite/sub/other.gesture (gesturelab test --update --prune removes it)
            1 passed, 0 failed

            """)
        let filtered = try CLI.run(["test", "suite", "--filter", "sub/"], directory: t.path)
        #expect(filtered.stdout.contains("suite/sub/gone.boundaries") && !filtered.stdout.contains("suite/old.expected"))

        let update = try CLI.run(["test", "suite", "--update"], directory: t.path)
        #expect(update.stdout.contains("updated suite/a.expected (new)\ngolden: 1 updated, 0 unchanged\n"), "\(update.stdout)")
        #expect(t.read("suite/old.expected") == "> x\n")

        #expect(try CLI.run(["test", "suite", "--prune"], directory: t.path).status == 64)
        let pruned = try CLI.run(["test", "suite", "--update", "--prune", "--filter", "a.gesture", "--filter", "old", "--filter", "sub"],
                                 directory: t.path)
        #expect(pruned.stdout.contains("obsolete golden suite/old.expected: there is no suite/old.gesture; removed\n"), "\(pruned.stdout)")
        #expect(pruned.stdout.contains("obsolete golden suite/sub/gone.boundaries: there is no suite/sub/gone.gesture; removed\n"))
        #expect(!pruned.stdout.contains("linked.expected"))
        #expect(!t.exists("suite/old.expected") && !t.exists("suite/sub/gone.boundaries") && !t.exists("suite/sub/other.expected"))
        #expect(pruned.status == 0)

        // A link of a golden's name is not removed (nor what it leads to).
        let link = try CLI.run(["test", "suite", "--update", "--prune"], directory: t.path)
        #expect(link.stdout.contains("obsolete golden suite/linked.expected: there is no suite/linked.gesture; not removed: it is a "
                                     + "symbolic link, not a regular file\n"), "\(link.stdout)")
        #expect(link.status == 2)
        #expect(t.snapshot("suite/linked.expected") == ["suite/linked.expected": "link a.gesture"])
        #expect(t.read("suite/a.gesture")?.hasPrefix("recognizer tap") == true)
    }

    /// Shards split the obsolete goldens as they split the files: each is reported by one shard.
    @Test func shardsReportEachObsoleteGoldenOnce() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        for i in 0..<4 { dir.write("t\(i).gesture", "recognizer tap = tap\ntap at 1,1\nexpect tap actions 1\n") }
        for i in 0..<5 { dir.write("old\(i).expected", "> x\n") }
        var reported: [String] = []
        for k in 1...3 {
            let r = try CLI.run(["test", dir.path, "--shard", "\(k)/3"])
            reported += r.stdout.split(separator: "\n").filter { $0.hasPrefix("obsolete golden") }.map(String.init)
        }
        #expect(reported.count == 5 && Set(reported).count == 5)
    }
}

extension LinkTree {
    func exists(_ name: String) -> Bool {
        var st = stat()
        return lstat(path + "/" + name, &st) == 0
    }
}
