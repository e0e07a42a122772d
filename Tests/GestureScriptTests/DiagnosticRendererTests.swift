@testable import GestureAnalysis
import Testing
@testable import GestureScript
@testable import GestureLanguage

@Suite struct DiagnosticRendererTests {
    @Test(arguments: [
        (
            "down 1 at",
            """
            test.gesture:1:10: error: expected a point such as '100,200' after 'at'
            down 1 at
                     ^
            """
        ),
        (
            "wait 600",
            """
            test.gesture:1:6: error: duration needs a unit
            wait 600
                 ^~~
            note: did you mean '600ms'?
            """
        ),
        (
            "wait -5ms",
            """
            test.gesture:1:6: error: duration must not be negative, found '-5ms'
            wait -5ms
                 ^~~~
            """
        ),
        (
            "down 21 at 1,1",
            """
            test.gesture:1:6: error: finger must be a whole number from 1 to 20, found '21'
            down 21 at 1,1
                 ^~
            """
        ),
        (
            "tap at 1,1\nrepeat 3 {\n  tap at 1,1\n",
            """
            test.gesture:2:10: error: expected '}' before the end of the file to close this block
            repeat 3 {
                     ^
            """
        ),
        (
            "recogniser x = tap",
            """
            test.gesture:1:1: error: unknown statement 'recogniser'
            recogniser x = tap
            ^~~~~~~~~~
            note: did you mean 'recognizer'?
            """
        ),
        (
            "wiat 1s",
            """
            test.gesture:1:1: error: unknown statement 'wiat'
            wiat 1s
            ^~~~
            note: did you mean 'wait'?
            """
        ),
        (
            "repeat 99999999999999999999999 { tap at 1,1 }",
            """
            test.gesture:1:8: error: number '99999999999999999999999' is too large
            repeat 99999999999999999999999 { tap at 1,1 }
                   ^~~~~~~~~~~~~~~~~~~~~~~
            """
        ),
        (
            "wait 10000000000000s",
            """
            test.gesture:1:6: error: duration '10000000000000s' is too long
            wait 10000000000000s
                 ^~~~~~~~~~~~~~~
            """
        ),
        (
            "down 1 at 1e400,5",
            """
            test.gesture:1:11: error: numbers are written without exponents, found '1e400'
            down 1 at 1e400,5
                      ^~~~~
            """
        ),
        (
            "repeat -1 { mark }",
            """
            test.gesture:1:8: error: repeat count must not be negative, found '-1'
            repeat -1 { mark }
                   ^~
            """
        ),
        (
            "tap at 1,1 tapz 2",
            """
            test.gesture:1:12: error: unexpected 'tapz' in 'tap'; expected 'taps' or 'fingers'
            tap at 1,1 tapz 2
                       ^~~~
            note: did you mean 'taps'?
            """
        ),
        (
            "expect tap state canceled",
            """
            test.gesture:1:18: error: unknown state 'canceled'; use possible, began, changed, ended, recognized, \
            cancelled or failed
            expect tap state canceled
                             ^~~~~~~~
            note: did you mean 'cancelled'?
            """
        ),
        (
            "wait 5sec",
            """
            test.gesture:1:7: error: unknown duration unit 'sec'; use 'ms', 's' or 'us'
            wait 5sec
                  ^~~
            """
        ),
        (
            "wait 5m",
            """
            test.gesture:1:7: error: unknown duration unit 'm'; use 'ms', 's' or 'us'
            wait 5m
                  ^
            note: did you mean '5ms'?
            """
        ),
        (
            "set hz 0",
            """
            test.gesture:1:8: error: 'hz' must be a whole number from 1 to 1000, found '0'
            set hz 0
                   ^
            """
        ),
        (
            "down 1 at 10 20",
            """
            test.gesture:1:14: error: expected ',' and a y coordinate after '10', found '20'
            down 1 at 10 20
                         ^~
            """
        ),
        (
            "}",
            """
            test.gesture:1:1: error: unexpected '}' without a matching 'repeat … {'
            }
            ^
            """
        ),
        (
            ":help",
            """
            test.gesture:1:1: error: ':help' is a REPL command and cannot appear in a script
            :help
            ^~~~~
            """
        ),
        (
            "tap at 1,1 @",
            """
            test.gesture:1:12: error: unexpected character '@'
            tap at 1,1 @
                       ^
            """
        ),
    ])
    func golden(source: String, expected: String) {
        #expect(FrontEnd.render(source) == expected)
    }

    @Test func severalErrorsInOneFileAreAllReported() {
        let source = """
            use touchtracker
            wait 600
            tap at 100,200 taps 0; wiat 1s; tap at 1,1
            repeat 2 {
              down 1 at
              up 1
            }
            expect tap state begun
            mark
            """
        let expected = """
            test.gesture:2:6: error: duration needs a unit
            wait 600
                 ^~~
            note: did you mean '600ms'?
            test.gesture:3:21: error: tap count must be at least 1, found '0'
            tap at 100,200 taps 0; wiat 1s; tap at 1,1
                                ^
            test.gesture:3:24: error: unknown statement 'wiat'
            tap at 100,200 taps 0; wiat 1s; tap at 1,1
                                   ^~~~
            note: did you mean 'wait'?
            test.gesture:5:12: error: expected a point such as '100,200' after 'at'
              down 1 at
                       ^
            test.gesture:8:18: error: unknown state 'begun'; use possible, began, changed, ended, recognized, \
            cancelled or failed
            expect tap state begun
                             ^~~~~
            note: did you mean 'began'?
            """
        #expect(FrontEnd.render(source) == expected)
        // The statements between the errors still parse.
        let (script, _) = FrontEnd.parse(source)
        #expect(script.statements.map(\.description) == [
            "use touchtracker", "tap at 1,1", "repeat 2 { up 1 }", "mark",
        ])
    }

    @Test func aBadRepeatHeaderDoesNotOrphanItsClosingBrace() {
        let source = "repeat x {\n  wiat 1s\n}\nmark"
        let (script, diagnostics) = FrontEnd.parse(source)
        #expect(diagnostics.map(\.id) == ["expected", "unknownStatement"])
        #expect(script.statements.map(\.description) == ["mark"])
    }

    // MARK: - Encoding problems

    @Test func invalidUTF8IsOneDiagnosticWithoutTheLine() {
        let bytes = Array("tap at 1,1\nwait é".utf8) + [0xFF, 0x41] + Array("\nwiat 1s\n".utf8)
        #expect(FrontEnd.render(bytes: bytes) == "test.gesture:2:7: error: line contains invalid UTF-8 (byte 0xFF)")
    }

    @Test func truncatedSequenceReportsItsLeadByte() {
        #expect(FrontEnd.render(bytes: [0x61, 0xE2, 0x82]) == "test.gesture:1:2: error: line contains invalid UTF-8 (byte 0xE2)")
        #expect(FrontEnd.render(bytes: [0xC0, 0x80]) == "test.gesture:1:1: error: line contains invalid UTF-8 (byte 0xC0)")
        #expect(FrontEnd.render(bytes: [0xED, 0xA0, 0x80]) == "test.gesture:1:1: error: line contains invalid UTF-8 (byte 0xED)")
    }

    @Test func nulByteIsOneDiagnosticWithoutTheLine() {
        let bytes = Array("mark\nmark".utf8) + [0x00] + Array(" secret\nwiat".utf8)
        #expect(FrontEnd.render(bytes: bytes) == "test.gesture:2:5: error: line contains a NUL byte")
        let (script, diagnostics) = Parser.parse(SourceFile(name: "x", bytes: bytes))
        #expect(script.statements.isEmpty && diagnostics.count == 1 && diagnostics[0].id == "nulByte")
    }

    @Test func binaryGarbageNeverCrashes() {
        var generator = SplitMix64(seed: 0x6E57_17E5)
        for round in 0..<300 {
            let count = Int.random(in: 0...400, using: &generator)
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let file = SourceFile(name: "garbage", bytes: bytes)
            let (_, diagnostics) = Parser.parse(file)
            if file.encodingProblem != nil {
                #expect(diagnostics.count == 1, "round \(round)")
            }
            for diagnostic in diagnostics {
                #expect(diagnostic.range.start >= 0 && diagnostic.range.end <= bytes.count)
            }
            _ = DiagnosticRenderer.render(diagnostics, in: file, color: true)
        }
    }

    // MARK: - Long lines, tabs, colour

    // Speed is a benchmark's business (`gesturelab bench parse`), not a timed test's: this one checks the window.
    @Test func aMegabyteLineRendersAWindow() {
        let before = String(repeating: "tap at 1,1; ", count: 45_000)
        let after = String(repeating: "tap at 2,2; ", count: 45_000)
        let source = before + "wait 600; " + after
        #expect(source.utf8.count > 1_000_000)
        let rendered = FrontEnd.render(source)
        let window = "…" + before.suffix(35) + "wait 600; " + after.prefix(75) + "…"
        let expected = [
            "test.gesture:1:540006: error: duration needs a unit",
            window,
            String(repeating: " ", count: 41) + "^~~",
            "note: did you mean '600ms'?",
        ].joined(separator: "\n")
        #expect(rendered == expected)
    }

    @Test func aLongLineWithTheErrorAtTheStartShowsItsBeginning() {
        let source = "wiat 1s; " + String(repeating: "mark; ", count: 100)
        let rendered = FrontEnd.render(source).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rendered[1] == Substring(String(source.prefix(120)) + "…"))
        #expect(rendered[2] == "^~~~")
    }

    @Test func tabsAreShownAsSpacesToTheNextTabStop() {
        // No tab from the script reaches the terminal; the caret line gets the same spaces, so it stays aligned.
        #expect(FrontEnd.render("\twait\t600") == """
            test.gesture:1:7: error: duration needs a unit
                    wait    600
                            ^~~
            note: did you mean '600ms'?
            """)
    }

    @Test func columnsCountUnicodeScalars() {
        #expect(FrontEnd.render("expect log \"é😀\" x") == """
            test.gesture:1:17: error: expected a string such as "Recognized a tap", found 'x'
            expect log "é😀" x
                            ^
            """)
    }

    @Test func controlCharactersAreShownEscaped() {
        #expect(FrontEnd.render("wait 600 \u{1B}[31m") == #"""
            test.gesture:1:6: error: duration needs a unit
            wait 600 \u{1B}[31m
                 ^~~
            note: did you mean '600ms'?
            """#)
    }

    @Test func colourOnlyWhenAsked() {
        let file = SourceFile(name: "t.gesture", text: "wait 600")
        let diagnostics = Parser.parse(file).1
        let plain = DiagnosticRenderer.render(diagnostics, in: file, color: false)
        #expect(!plain.contains("\u{1B}"))
        let coloured = DiagnosticRenderer.render(diagnostics, in: file, color: true)
        #expect(coloured == """
            \u{1B}[1mt.gesture:1:6:\u{1B}[0m \u{1B}[1;31merror:\u{1B}[0m duration needs a unit
            wait 600
            \u{1B}[1;32m     ^~~\u{1B}[0m
            \u{1B}[1;36mnote:\u{1B}[0m did you mean '600ms'?
            """)
    }

    @Test func notesWithARangeGetTheirOwnCaret() {
        let file = SourceFile(name: "t.gesture", text: "recognizer a = tap\nrecognizer a = pan")
        let diagnostic = Diagnostic(
            severity: .error, id: "duplicateRecognizer", message: "a recognizer named 'a' already exists",
            range: SourceRange(start: 30, end: 31),
            notes: [.init("'a' was declared here", at: SourceRange(start: 11, end: 12)), .init("names must be unique")])
        #expect(DiagnosticRenderer.render(diagnostic, in: file) == """
            t.gesture:2:12: error: a recognizer named 'a' already exists
            recognizer a = pan
                       ^
            t.gesture:1:12: note: 'a' was declared here
            recognizer a = tap
                       ^
            note: names must be unique
            """)
    }

    // MARK: - REPL

    @Test func replCaretAlignsWithThePrompt() {
        let file = SourceFile(name: "<repl>", text: "wait 600")
        let diagnostic = Parser.parse(file).1[0]
        #expect(DiagnosticRenderer.renderForREPL(diagnostic, in: file, promptWidth: 9) == """
                          ^~~
            error: duration needs a unit
            note: did you mean '600ms'?
            """)
    }

    @Test func replEchoesAnEarlierLineOfAMultiLineInput() {
        let file = SourceFile(name: "<repl>", text: "repeat 2 {\n  wiat 1s\n}\n")
        let diagnostic = Parser.parse(file).1[0]
        #expect(DiagnosticRenderer.renderForREPL(diagnostic, in: file, promptWidth: 4) == """
                  wiat 1s
                  ^~~~
            error: unknown statement 'wiat' (line 2)
            note: did you mean 'wait'?
            """)
    }

    @Test func replEncodingProblemHasNoCaret() {
        let file = SourceFile(name: "<repl>", text: "wait\u{0}")
        let diagnostic = Parser.parse(file).1[0]
        #expect(DiagnosticRenderer.renderForREPL(diagnostic, in: file, promptWidth: 9) == "error: line contains a NUL byte")
    }
}
