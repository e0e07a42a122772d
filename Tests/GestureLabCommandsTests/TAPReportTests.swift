import Foundation
import Testing

@testable import GestureLabCommands

/// A small TAP 14 consumer: enough to check the version line, the plan, the test points' numbers and the YAML
/// blocks' framing, as a harness would.
struct TAPDocument {
    struct Point: Equatable {
        var ok: Bool
        var number: Int
        var description: String
        var yaml: [String]?
    }

    var version: Int
    var planned: Int
    var points: [Point] = []
    var comments: [String] = []

    enum Problem: Error, Equatable { case noVersion, badPlan(String), unexpected(String), unterminatedYAML, orphanYAML }

    init(_ text: String) throws {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        guard let first = lines.first, first.hasPrefix("TAP version "), let v = Int(first.dropFirst(12)) else { throw Problem.noVersion }
        version = v
        guard lines.count > 1, lines[1].hasPrefix("1..") else { throw Problem.badPlan(lines.count > 1 ? lines[1] : "") }
        let planText = lines[1].dropFirst(3).prefix { $0.isNumber }
        guard let n = Int(planText) else { throw Problem.badPlan(lines[1]) }
        planned = n
        var i = 2
        while i < lines.count {
            let line = lines[i]
            if line.hasPrefix("#") {
                comments.append(line)
            } else if line.hasPrefix("ok ") || line.hasPrefix("not ok ") {
                let ok = line.hasPrefix("ok ")
                let rest = line.dropFirst(ok ? 3 : 7)
                let digits = rest.prefix { $0.isNumber }
                guard let number = Int(digits) else { throw Problem.unexpected(line) }
                let after = rest.dropFirst(digits.count)
                let description = after.hasPrefix(" - ") ? String(after.dropFirst(3)) : String(after)
                points.append(Point(ok: ok, number: number, description: description, yaml: nil))
            } else if line == "  ---" {
                guard !points.isEmpty, points[points.count - 1].yaml == nil, lines[i - 1].hasPrefix("ok ") || lines[i - 1].hasPrefix("not ok ")
                else { throw Problem.orphanYAML }
                var yaml: [String] = []
                i += 1
                while i < lines.count, lines[i] != "  ..." {
                    guard lines[i].isEmpty || lines[i].hasPrefix("  ") else { throw Problem.unterminatedYAML }
                    yaml.append(String(lines[i].dropFirst(2)))
                    i += 1
                }
                guard i < lines.count else { throw Problem.unterminatedYAML }
                points[points.count - 1].yaml = yaml
            } else {
                throw Problem.unexpected(line)
            }
            i += 1
        }
    }
}

@Suite struct TAPReportTests {
    static let expected = #"""
        TAP version 14
        1..4
        ok 1 - examples/tap.gesture
        not ok 2 - examples/chapter/pan.gesture
          ---
          message: "1 expectation failed"
          severity: fail
          failures:
            - |
              examples/chapter/pan.gesture:4: expectation failed: expected pan state began, got possible
          ...
        not ok 3 - examples/golden.gesture
          ---
          message: "transcript differs from examples/golden.expected"
          severity: fail
          diff: |
            --- examples/golden.expected
            +++ examples/golden.actual
            @@ -1,2 +1,2 @@
             [1] tap at 1,1
            -  0ms  old
            +  0ms  new
          ...
        not ok 4 - odd/a&b <c>.gesture
          ---
          message: "odd/a&b <c>.gesture:2:1: error: finger 3 is \"not\" down\\u{1B}"
          severity: error
          diagnostics: |
            odd/a&b <c>.gesture:2:1: error: finger 3 is "not" down\u{1B}
            up 3
            ^~~~
          ...
        # 1 passed, 3 failed

        """#

    @Test func fixedOutcomes() {
        #expect(TAPReport.render(Fixture.all) == Self.expected)
    }

    @Test func parsesAsTAP14() throws {
        let doc = try TAPDocument(TAPReport.render(Fixture.all))
        #expect(doc.version == 14)
        #expect(doc.planned == 4)
        #expect(doc.points.map(\.number) == [1, 2, 3, 4])
        #expect(doc.points.map(\.ok) == [true, false, false, false])
        #expect(doc.points.map { $0.yaml != nil } == [false, true, true, true])
        #expect(doc.points[3].description == "odd/a&b <c>.gesture")
        #expect(doc.comments.last == "# 1 passed, 3 failed")
    }

    @Test func noTests() throws {
        let text = TAPReport.render([])
        #expect(text == "TAP version 14\n1..0 # SKIP no tests found\n# 0 passed, 0 failed\n")
        let doc = try TAPDocument(text)
        #expect(doc.planned == 0 && doc.points.isEmpty)
    }

    @Test func updateComments() throws {
        var a = Fixture.passed
        a.golden = .updated(created: true)
        var b = Fixture.failed
        b.golden = .unchanged
        let text = TAPReport.render([a, b], update: true)
        #expect(text.hasSuffix("""
            # updated examples/tap.expected (new)
            # golden: 1 updated, 1 unchanged
            # 1 passed, 1 failed

            """))
        #expect(try TAPDocument(text).points.count == 2)
    }

    @Test func descriptionEscapesDirectives() {
        #expect(TAPReport.description("a#b\\c.gesture") == "a\\#b\\\\c.gesture")
        // A newline cannot forge a test point: it is shown as `\n` (the backslash doubled for TAP).
        #expect(TAPReport.description("two\nlines") == "two\\\\nlines")
        #expect(TAPReport.description("x\nok 5 - fake.gesture\r\u{1B}[2J\u{9B}") == "x\\\\nok 5 - fake.gesture\\\\r\\\\u{1B}[2J\\\\u{9B}")
    }

    @Test func quotedScalars() {
        #expect(TAPReport.quoted("plain") == "\"plain\"")
        // Control characters are shown as visible escapes first, so a reader that decodes the YAML gets no raw one.
        #expect(TAPReport.quoted("a \"b\" \\ c\n\u{7}") == #""a \"b\" \\ c\\n\\u{7}""#)
    }

    @Test func blockScalarKeepsLeadingSpaces() {
        #expect(TAPReport.block("diff", [" x", "y"]) == ["diff: |2", "   x", "  y"])
        #expect(TAPReport.block(nil, ["x"]) == ["- |", "  x"])
    }

    /// Perl's TAP::Parser (prove's parser), when installed, reads the same stream: 4 tests, 3 failed, each YAML block
    /// parsed. Its only complaint may be the version: Test::Harness 3.44 (Debian 12) predates TAP 14.
    static var hasPerlTAPParser: Bool {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/perl") else { return false }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/perl")
        check.arguments = ["-MTAP::Parser", "-e", "1"]
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return false }
        check.waitUntilExit()
        return check.terminationStatus == 0
    }

    @Test(.enabled(if: hasPerlTAPParser))
    func perlTAPParserReadsIt() throws {
        let script = #"""
            use strict; use TAP::Parser;
            my $tap = do { local $/; <STDIN> };
            my $p = TAP::Parser->new({ tap => $tap });
            my $yaml = 0;
            while (my $r = $p->next) { $yaml++ if $r->is_yaml && ref $r->data eq 'HASH' && $r->data->{message}; }
            my @errors = grep { !/TAP specified version 14/ } $p->parse_errors;
            print "run=", $p->tests_run, " failed=", scalar($p->failed), " yaml=$yaml errors=", scalar(@errors), "\n";
            print "$_\n" for @errors;
            """#
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/perl")
        process.arguments = ["-e", script]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(TAPReport.render(Fixture.all).utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text == "run=4 failed=3 yaml=3 errors=0\n")
    }
}
