import GestureEngine
import GestureScript
import GestureTranscript
import Testing

/// The foundation issue's bad inputs: each gets a diagnostic (`FILE:LINE:COLUMN: error: …`) and exit status 2 —
/// never a crash, a hang or runaway memory.
@Suite struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var source: String
        /// The first diagnostic line must start with this (`FILE:LINE:COL: error:`) …
        var location: String
        /// … and contain this.
        var message: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "truncated statement", source: "down 1 at", location: "bad.gesture:1:10: error:", message: "expected a point"),
        Case(name: "finger lifted that is not down", source: "up 3", location: "bad.gesture:1:1: error:", message: "finger 3 is not down"),
        Case(name: "finger put down twice", source: "down 1 at 10,10\ndown 1 at 20,20", location: "bad.gesture:2:1: error:",
             message: "finger 1 is already down"),
        Case(name: "unknown recognizer kind", source: "recognizer x = tapp", location: "bad.gesture:1:16: error:",
             message: "unknown recognizer kind 'tapp'"),
        Case(name: "unknown property", source: "recognizer x = tap\nx.numberOfTapRequired = 2", location: "bad.gesture:2:3: error:",
             message: "no property 'numberOfTapRequired'"),
        Case(name: "negative duration", source: "wait -5ms", location: "bad.gesture:1:6: error:", message: "must not be negative"),
        Case(name: "unit-less duration", source: "wait 600", location: "bad.gesture:1:6: error:", message: "duration needs a unit"),
        Case(name: "property out of range", source: "recognizer x = tap numberOfTapsRequired = -2", location: "bad.gesture:1:43: error:",
             message: "out of range for 'numberOfTapsRequired'"),
        Case(name: "unknown recognizer", source: "expect foo state began", location: "bad.gesture:1:8: error:",
             message: "no gesture recognizer named 'foo'"),
        Case(name: "unclosed repeat", source: "repeat 3 {\n  tap at 1,1", location: "bad.gesture:1:10: error:", message: "'}'"),
        Case(name: "finger out of range", source: "down 21 at 1,1", location: "bad.gesture:1:6: error:", message: "from 1 to 20"),
        Case(name: "number that overflows", source: "repeat 99999999999999999999999 { tap at 1,1 }", location: "bad.gesture:1:8: error:",
             message: "too large"),
        Case(name: "coordinate that overflows", source: "down 1 at 1e400,5", location: "bad.gesture:1:11: error:", message: "exponent"),
        Case(name: "duration property without unit", source: "recognizer lp = longPress minimumPressDuration = 1",
             location: "bad.gesture:1:50: error:", message: "needs a unit"),
        Case(name: "point outside the screen", source: "down 1 at 400,10", location: "bad.gesture:1:1: error:", message: "outside the 375×667 screen"),
    ]

    @Test(arguments: cases)
    func badInputGetsADiagnosticAndStatus2(_ c: Case) {
        let outcome = ScriptRunner.run(name: "bad.gesture", bytes: Array(c.source.utf8), transcript: false, write: { _ in })
        #expect(outcome.status == .scriptError)
        let first = outcome.diagnostics.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix(c.location), "\(first)")
        #expect(first.contains(c.message), "\(first)")
        // The source line and a caret follow the headline.
        #expect(outcome.diagnostics.contains("^"))
    }

    @Test func suggestionsNameTheFix() {
        let kind = ScriptRunner.run(name: "s.gesture", bytes: Array("recognizer x = pann".utf8), transcript: false, write: { _ in })
        #expect(kind.diagnostics.contains("did you mean 'pan'?"))
        let prop = ScriptRunner.run(name: "s.gesture", bytes: Array("recognizer x = tap\nx.numberOfTapRequired = 2".utf8),
                                    transcript: false, write: { _ in })
        #expect(prop.diagnostics.contains("did you mean 'numberOfTapsRequired'?"))
        let wait = ScriptRunner.run(name: "s.gesture", bytes: Array("wait 600".utf8), transcript: false, write: { _ in })
        #expect(wait.diagnostics.contains("did you mean '600ms'?"))
    }

    @Test func invalidUTF8AndNULAreReportedWithoutEchoingTheLine() {
        for bytes: [UInt8] in [[0x77, 0x61, 0x69, 0x74, 0x20, 0xFF, 0xFE], [0x75, 0x70, 0x00, 0x31]] {
            let outcome = ScriptRunner.run(name: "bin.gesture", bytes: bytes, transcript: false, write: { _ in })
            #expect(outcome.status == .scriptError)
            #expect(outcome.diagnostics.hasPrefix("bin.gesture:1:"))
            #expect(!outcome.diagnostics.contains("wait"))
            #expect(!outcome.diagnostics.contains("up"))
        }
    }

    /// Binary garbage of every byte value, from a fixed generator: always a diagnostic, never a crash.
    @Test func binaryGarbage() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<50 {
            var bytes: [UInt8] = []
            for _ in 0..<400 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(UInt8(truncatingIfNeeded: state >> 56))
            }
            let outcome = ScriptRunner.run(name: "garbage.gesture", bytes: bytes, transcript: false, write: { _ in })
            #expect(outcome.status == .scriptError)
        }
    }

    /// A 1 MB line is parsed and reported quickly; the diagnostic shows a window, not the megabyte.
    @Test func megabyteLine() {
        let line = String(repeating: "wait 1ms; ", count: 100_000) + "wait 5"
        let outcome = ScriptRunner.run(name: "long.gesture", bytes: Array(line.utf8), transcript: false, write: { _ in })
        #expect(outcome.status == .scriptError)
        #expect(outcome.diagnostics.contains("duration needs a unit"))
        #expect(outcome.diagnostics.utf8.count < 2_000)
    }

    /// `repeat 100000 { repeat 100 { tap at 1,1 } }` is refused before its first event: it would pass the event
    /// limit (small here; the default is 20,000,000), and the error names the count and the limit.
    @Test func runawayRepeatIsRefusedByTheEventLimit() {
        var options = SessionOptions()
        options.maxEvents = 5_000
        let source = "repeat 100000 { repeat 100 { tap at 1,1 } }"
        let outcome = ScriptRunner.run(name: "soak.gesture", bytes: Array(source.utf8), options: options, transcript: false,
                                       write: { _ in })
        #expect(outcome.status == .scriptError)
        #expect(outcome.diagnostics.contains("would dispatch at least 20000000 events, more than the 5000 left of the event limit of 5000"))
        #expect(outcome.diagnostics.contains("--max-events"))
        #expect(outcome.events == 0)
    }

    /// A repeat whose body dispatches nothing is refused by the statement limit instead of spinning.
    @Test func runawayRepeatWithoutEventsIsRefusedByTheStatementLimit() {
        var options = SessionOptions()
        options.maxStatements = 10_000
        let outcome = ScriptRunner.run(name: "spin.gesture", bytes: Array("repeat 1000000 { repeat 1000000 { mark } }".utf8),
                                       options: options, transcript: false, write: { _ in })
        #expect(outcome.status == .scriptError)
        #expect(outcome.diagnostics.contains("this repeat would execute 1000001000000 statements, more than the 9999 left of the statement limit of 10000"))
    }

    /// A failed expectation is exit status 1, and the script goes on to the next statement.
    @Test func failedExpectationIsStatus1AndTheScriptGoesOn() {
        let source = "recognizer t = tap\ntap at 10,10\nexpect t state began\nexpect t actions 1\nexpect t actions 5"
        var text = ""
        let outcome = ScriptRunner.run(name: "e.gesture", bytes: Array(source.utf8), transcript: false, write: { text += $0 })
        #expect(outcome.status == .expectationFailed)
        #expect(outcome.expectationsChecked == 3)
        #expect(outcome.failureLines == [
            "e.gesture:3: expectation failed: expected t state began, got possible",
            "e.gesture:5: expectation failed: expected t actions 5, got 1",
        ])
    }
}

/// A file the user names that is not a `.gesture` script: its content never appears in an error.
@Suite struct NamedFileTests {
    @Test func nonScriptFileContentIsNotEchoed() {
        let secret = "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n"
        let outcome = ScriptRunner.run(name: "/etc/passwd", bytes: Array(secret.utf8), transcript: false, write: { _ in })
        #expect(outcome.status == .scriptError)
        #expect(outcome.diagnostics.hasPrefix("/etc/passwd:1:1: error: this file is not a gesture script"))
        for token in ["root", "daemon", "bash", "nologin"] { #expect(!outcome.diagnostics.contains(token)) }
        #expect(!(outcome.firstError ?? "").contains("root"))
    }

    @Test func gestureFilesStillShowTheLineAndCaret() {
        let outcome = ScriptRunner.run(name: "demo.gesture", bytes: Array("wait 600".utf8), transcript: false, write: { _ in })
        #expect(outcome.diagnostics == """
            demo.gesture:1:6: error: duration needs a unit
            wait 600
                 ^~~
            note: did you mean '600ms'?
            """)
    }
}
