import Foundation
import GestureScript
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import GestureLabCommands

/// Issue 28, item 5: reports CI tools read — GitHub Actions annotations, and JUnit suites named per shard.
@Suite struct GitHubReportTests {
    /// (The fixture's error message holds a raw escape, as a listing line shows the message it is given; real messages
    /// are escaped when they are made. The annotations escape it again.)
    @Test func fixedOutcomes() {
        let text = GitHubReport.render(SuiteResult(Fixture.all + [Fixture.empty]))
        #expect(text == #"""
            ::stop-commands::gesturelab-1
            PASS  examples/tap.gesture (2 expectations)
            FAIL  examples/chapter/pan.gesture
                  examples/chapter/pan.gesture:4: expectation failed: expected pan state began, got possible
            FAIL  examples/golden.gesture
                  transcript differs from examples/golden.expected (actual transcript in examples/golden.actual):
                  --- examples/golden.expected
                  +++ examples/golden.actual
                  @@ -1,2 +1,2 @@
                   [1] tap at 1,1
                  -  0ms  old
                  +  0ms  new
            ERROR odd/a&b <c>.gesture
                  odd/a&b <c>.gesture:2:1: error: finger 3 is "not" down⎋
            EMPTY examples/draw.gesture (checks nothing: no expect, no draw.expected)
            ::gesturelab-1::
            ::error file=examples/chapter/pan.gesture,line=4,title=expect pan state began::expected pan state began, got possible (pan moved 3 pt < 10 pt)
            ::error file=examples/golden.expected,line=1,title=transcript differs from golden.expected::--- examples/golden.expected%0A+++ examples/golden.actual%0A@@ -1,2 +1,2 @@%0A [1] tap at 1,1%0A-  0ms  old%0A+  0ms  new
            ::error file=odd/a&b <c>.gesture,line=2,col=1,title=error::odd/a&b <c>.gesture:2:1: error: finger 3 is "not" down\u{1B}%0Aup 3%0A^~~~
            ::warning file=examples/draw.gesture,title=checks nothing::no expect and no golden: this test passes whatever the recognizers do
            1 passed, 2 failed, 1 error, 1 empty

            """#.replacingOccurrences(of: "⎋", with: "\u{1B}"))
    }

    /// GitHub's rules (the runner's ActionCommand): a message escapes `%`, CR and LF; a property also `:` and `,`.
    @Test func escaping() {
        #expect(GitHubReport.data("100% done\r\nnext") == "100%25 done%0D%0Anext")
        #expect(GitHubReport.property("a:b,c%d\ne") == "a%3Ab%2Cc%25d\\ne")
        #expect(GitHubReport.property("dir/x.gesture") == "dir/x.gesture")
        // Control characters are shown as visible escapes before anything else: no raw one reaches the log.
        #expect(GitHubReport.command("error", file: "a\u{1B}.gesture", line: 3, title: "t", message: ["x\u{7}", "y"])
                == "::error file=a\\u{1B}.gesture,line=3,title=t::x\\u{7}%0Ay")
    }

    @Test func theStopTokenIsNotInTheListing() {
        #expect(GitHubReport.stopToken(for: "PASS x\n") == "gesturelab-1")
        #expect(GitHubReport.stopToken(for: "::gesturelab-1:: ::gesturelab-2::") == "gesturelab-3")
    }

    /// Each shard's JUnit suite has its own name, so a CI server that collects them keeps them apart.
    @Test func eachShardNamesItsSuite() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        for i in 0..<3 { dir.write("t\(i).gesture", "recognizer tap = tap\ntap at 1,1\nexpect tap actions 1\n") }
        var names: [String] = []
        for k in 1...3 {
            _ = try CLI.run(["test", dir.path, "--shard", "\(k)/3", "--junit", dir.file("j\(k).xml")])
            let xml = try #require(dir.read("j\(k).xml"))
            let root = try #require(XMLElementNode.parse(xml))
            #expect(JUnit4Schema.violations(root) == [])
            names += root.children.compactMap { $0.attributes["name"] }
        }
        #expect(names == ["gesturelab shard 1/3", "gesturelab shard 2/3", "gesturelab shard 3/3"])
        _ = try CLI.run(["test", dir.path, "--junit", dir.file("all.xml")])
        #expect(dir.read("all.xml")?.contains("<testsuite name=\"gesturelab\" tests=\"3\"") == true)
    }

    /// A real run's JUnit: one case per expectation at its line, the expected and actual values in the failure, and a
    /// golden's case at the golden's first differing line.
    @Test func junitOfARealRun() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        dir.write("t.gesture", "recognizer tap = tap\n\ntap at 1,1\nexpect tap actions 1\nrepeat 2 {\n  expect tap actions 2\n}\nup 3\nexpect tap actions 1\n")
        dir.write("t.expected", "> recognizer tap = tap\n> tap at 1,2\n")
        _ = try CLI.run(["test", dir.path, "--junit", dir.file("j.xml")])
        let xml = try #require(dir.read("j.xml"))
        let root = try #require(XMLElementNode.parse(xml))
        #expect(JUnit4Schema.violations(root) == [])
        let cases = root.children[0].children
        #expect(cases.map { $0.attributes["name"] } == ["t.gesture", "expect tap actions 1", "expect tap actions 2", "expect tap actions 1 (2)",
                                                        "t.expected"])
        #expect(cases.map { $0.attributes["line"] } == ["8", "4", "6", "9", "2"])
        #expect(cases.map { $0.children.first?.name } == ["error", nil, "failure", "skipped", "failure"])
        #expect(cases[2].children[0].attributes["message"] == "repeat iteration 1: expected tap actions 2, got 1 (and 1 more failure)")
        #expect(cases[2].children[0].text.contains("t.gesture:6: expectation failed: expected tap actions 2, got 1 (repeat iteration 2)"))
        #expect(cases[4].attributes["file"] == dir.file("t.expected"))
    }

    /// The expectation a run stopped at an error in is no pass: it is skipped as the one the script stopped in, in a
    /// plain script and in a sweep, and the error case stands at its line.
    @Test func anExpectationThatStopsTheRunIsNoPass() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let body = "recognizer tap = tap\ntap at 1,1\nexpect tap actions 1\nexpect nosuch actions 1\nexpect tap actions 1\n"
        dir.write("plain.gesture", body)
        dir.write("sweep.gesture", "param n in 1, 2\n" + body)
        let r = try CLI.run(["test", dir.path, "--junit", dir.file("j.xml")])
        #expect(r.status == 2)
        let xml = try #require(dir.read("j.xml"))
        let root = try #require(XMLElementNode.parse(xml))
        #expect(JUnit4Schema.violations(root) == [])
        let cases = root.children[0].children
        for (file, shift) in [("plain.gesture", 0), ("sweep.gesture", 1)] {
            let mine = cases.filter { $0.attributes["file"] == dir.file(file) }
            #expect(mine.map { $0.attributes["line"] } == ["\(4 + shift)", "\(3 + shift)", "\(4 + shift)", "\(5 + shift)"], "\(file)")
            #expect(mine.map { $0.children.first?.name } == ["error", file == "plain.gesture" ? nil : "skipped", "skipped", "skipped"],
                    "\(file)")
            #expect(mine[2].children.first?.attributes["message"] == "not checked: the script stopped at an error in it", "\(file)")
            #expect(mine[3].children.first?.attributes["message"] == "not run: the script stopped at an error before it", "\(file)")
        }
    }

    /// `expect NAME STATE at TIME` is an expectation like the others: a test case of its own at its line in JUnit, and
    /// an annotation at its line when it fails, saying when the state was entered.
    @Test func aTimingExpectationHasItsOwnCaseAndAnnotation() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        dir.write("t.gesture", """
            recognizer double = tap numberOfTapsRequired = 2
            recognizer single = tap
            single requireToFail double
            mark
            tap at 100,200
            wait 1s
            expect single recognized at 400ms
            expect double failed at 350ms
            expect single actions 1

            """)
        let r = try CLI.run(["test", dir.path, "--junit", dir.file("j.xml"), "--format", "github"])
        #expect(r.status == 1)
        let xml = try #require(dir.read("j.xml"))
        let root = try #require(XMLElementNode.parse(xml))
        #expect(JUnit4Schema.violations(root) == [])
        let cases = root.children[0].children
        #expect(cases.map { $0.attributes["name"] } == ["expect single recognized at 400ms", "expect double failed at 350ms", "expect single actions 1"])
        #expect(cases.map { $0.attributes["line"] } == ["7", "8", "9"])
        #expect(cases.map { $0.children.first?.name } == [nil, "failure", nil])
        #expect(cases[1].children.first?.attributes["message"] == "expected double failed at 350ms, got double entered failed at 400ms")
        #expect(r.stdout.contains("::error file=\(dir.file("t.gesture")),line=8,title=expect double failed at 350ms::"
                                  + "expected double failed at 350ms, got double entered failed at 400ms"), "\(r.stdout)")
        #expect(!r.stdout.contains("line=7,"))
    }
}
