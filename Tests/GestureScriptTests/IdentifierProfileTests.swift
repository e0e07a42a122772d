import Testing
@testable import GestureScript
@testable import GestureLanguage
@testable import GestureTranscript

/// Names beyond ASCII follow one profile (grammar/README.md, "Identifiers"): two names that print the same are the
/// same name, and no name is invisible.
struct IdentifierProfileTests {
    @Test(arguments: [
        "recognizer tap = tap\ntap.numberOfTapsRequired = 2\n",
        "recognizer café = tap\nrecognizer naïve_2 = pan\nrecognizer straße = tap\n",
        "recognizer αβγ = tap\nrecognizer жест = pan\nrecognizer 手势 = tap\n",
        // The combinations one language writes: Japanese (Han, kana, Latin), Korean (Hangul, Han, Latin).
        "recognizer 漢字かなカナabc = tap\nrecognizer 한글漢字x = tap\n",
        "param δτ in 1ms, 2ms\nrecognizer t = tap\nwait $δτ\n",
    ])
    func namesInOneScriptAreFine(_ source: String) {
        let (_, diagnostics) = FrontEnd.parse(source)
        #expect(diagnostics == [])
    }

    @Test(arguments: [
        ("recognizer tаp = tap", #"""
            test.gesture:1:13: error: name 'tаp' mixes Latin and Cyrillic letters: 'а' (U+0430 CYRILLIC SMALL LETTER A) is Cyrillic
            recognizer tаp = tap
                        ^
            note: did you mean 'tap'?
            """#),
        ("recognizer раss = tap", #"""
            test.gesture:1:14: error: name 'раss' mixes Cyrillic and Latin letters: 's' (U+0073 LATIN SMALL LETTER S) is Latin
            recognizer раss = tap
                         ^
            note: did you mean 'pass'?
            """#),
        ("recognizer \u{3164} = tap", #"""
            test.gesture:1:12: error: name '\u{3164}' holds the invisible character U+3164 HANGUL FILLER
            recognizer ㅤ = tap
                       ^
            """#),
        ("recognizer ta\u{3164}p = tap", #"""
            test.gesture:1:14: error: name 'ta\u{3164}p' holds the invisible character U+3164 HANGUL FILLER
            recognizer taㅤp = tap
                         ^
            note: did you mean 'tap'?
            """#),
        ("recognizer ｔap = tap", #"""
            test.gesture:1:12: error: name 'ｔap' holds 'ｔ' (U+FF54 FULLWIDTH LATIN SMALL LETTER T), a compatibility variant of an ordinary letter
            recognizer ｔap = tap
                       ^
            note: did you mean 'tap'?
            """#),
        ("recognizer t𝐚p = tap", #"""
            test.gesture:1:13: error: name 't𝐚p' holds '𝐚' (U+1D41A MATHEMATICAL BOLD SMALL A), a compatibility variant of an ordinary letter
            recognizer t𝐚p = tap
                        ^
            note: did you mean 'tap'?
            """#),
        ("recognizer Ⓐ = tap", #"""
            test.gesture:1:12: error: name 'Ⓐ' holds 'Ⓐ' (U+24B6 CIRCLED LATIN CAPITAL LETTER A), which is not a letter, a digit or '_'
            recognizer Ⓐ = tap
                       ^
            """#),
        ("recognizer t = tap\nt.numberOfTapsRеquired = 2", #"""
            test.gesture:2:16: error: name 'numberOfTapsRеquired' mixes Latin and Cyrillic letters: 'е' (U+0435 CYRILLIC SMALL LETTER IE) is Cyrillic
            t.numberOfTapsRеquired = 2
                           ^
            note: did you mean 'numberOfTapsRequired'?
            """#),
    ])
    func unsafeNamesAreErrorsWithACaretAndASuggestion(source: String, expected: String) {
        let rendered = FrontEnd.render(source)
        // The first diagnostic is the name's (a later one may follow from the name being unknown).
        #expect(String(rendered.prefix(expected.count)) == expected)
    }

    @Test func aParameterNameIsCheckedWhereItIsUsedToo() {
        let (_, diagnostics) = FrontEnd.parse("param dt in 1ms\nwait $dт\n")
        let file = SourceFile(name: "test.gesture", text: "param dt in 1ms\nwait $dт\n")
        let name = diagnostics.filter { $0.id == "mixedScriptName" }
        #expect(name.map { "\(file.location(of: $0.range.start))" } == ["2:8"])
        #expect(name.first?.message == "name 'dт' mixes Latin and Cyrillic letters: 'т' (U+0442 CYRILLIC SMALL LETTER TE) is Cyrillic")
    }

    @Test(arguments: [
        ("tаp.numberOfTapsRequired = 2\n", "1:2"),                       // the script's first token
        ("recognizer tаp = tap\n", "1:13"),                               // its second
        ("recognizer t = tap\nt.numberOfTapsRеquired", "2:16"),           // the last, with no newline after it
        ("wait 1ms; wait 1ms\nmark tаp\n", "2:7"),                        // after many tokens
        ("\u{FEFF}tаp.numberOfTapsRequired = 2\n", "1:2"),               // after a byte-order mark
    ])
    func aNameIsCheckedWhereverItsTokenFalls(source: String, location: String) {
        let (_, diagnostics) = FrontEnd.parse(source)
        let file = SourceFile(name: "test.gesture", text: source)
        let names = diagnostics.filter { $0.id == "mixedScriptName" }
        #expect(names.map { "\(file.location(of: $0.range.start))" } == [location])
    }

    @Test func twoNamesThatPrintTheSameCannotBothExist() {
        let (_, diagnostics) = FrontEnd.parse("recognizer tap = tap\nrecognizer tаp = pan\n")
        #expect(diagnostics.map(\.id) == ["mixedScriptName"])
    }

    @Test func aNameMadeOnlyOfLookAlikesStillPasses() {
        // All Cyrillic, so one script: the profile's documented limit (UTS #39's too).
        let (_, diagnostics) = FrontEnd.parse("recognizer тар = tap\n")
        #expect(diagnostics == [])
    }
}

/// A UTF-8 byte-order mark at the start of a script (what Windows editors write) is skipped.
struct ByteOrderMarkTests {
    @Test func aScriptStartingWithAByteOrderMarkRuns() {
        let (script, diagnostics) = FrontEnd.parse("\u{FEFF}recognizer t = tap\ntap at 1,1\n")
        #expect(diagnostics == [])
        #expect(script.statements.count == 2)
    }

    @Test func columnsOnTheFirstLineCountFromAfterTheMark() {
        #expect(FrontEnd.render("\u{FEFF}wait 600") == """
            test.gesture:1:6: error: duration needs a unit
            wait 600
                 ^~~
            note: did you mean '600ms'?
            """)
        #expect(FrontEnd.render(bytes: [0xEF, 0xBB, 0xBF] + Array("tap at 1,1 @".utf8)) == """
            test.gesture:1:12: error: unexpected character '@'
            tap at 1,1 @
                       ^
            """)
    }

    @Test func aMarkElsewhereIsStillAnUnexpectedCharacter() {
        #expect(FrontEnd.render("wait 1ms\n\u{FEFF}wait 1ms").hasPrefix("test.gesture:2:1: error: unexpected character U+FEFF"))
        #expect(FrontEnd.render("wait 1ms \u{FEFF}").hasPrefix("test.gesture:1:10: error: expected the end of the statement, found U+FEFF"))
    }

    @Test func theStatementTextAndTheTranscriptLeaveTheMarkOut() {
        var out = ""
        _ = ScriptRunner.run(name: "b.gesture", bytes: Array("\u{FEFF}wait 1ms\n".utf8)) { out += $0 }
        #expect(out.hasPrefix("[1] wait 1ms\n"))
    }
}
