import Testing
@testable import GestureScript
@testable import GestureTranscript

/// A word for a value no number may have (`inf`, `nan`, `-Infinity`) wherever a script reads a number or a point: the
/// whole diagnostic, pointing at the word and saying what is read there with an example (docs/limits.md, Numbers).
/// `s.contentOffset = inf,0` used to be reported at the comma as the end of a statement it was not.
@Suite struct NonFiniteNumberTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var line: String
        var column: Int
        var message: String
        var testDescription: String { line }
    }

    static let cases: [Case] = [
        Case(line: "s.contentOffset = inf,0", column: 19, message: "'inf' is not a number: a point is X,Y in points, e.g. 0,120"),
        Case(line: "s.contentOffset = 0,nan", column: 21, message: "'nan' is not a number: a point is X,Y in points, e.g. 0,120"),
        Case(line: "s.contentOffset = -Infinity,0", column: 19, message: "'-Infinity' is not a number: a point is X,Y in points, e.g. 0,120"),
        Case(line: "s.contentOffset = (NaN, 0)", column: 20, message: "'NaN' is not a number: a point is X,Y in points, e.g. 0,120"),
        Case(line: "s.contentSize = inf,5", column: 17, message: "'inf' is not a number: a point is X,Y in points, e.g. 0,120"),
        Case(line: "s.zoomScale = -inf", column: 15, message: "'-inf' is not a number: a number is written in digits, e.g. 12, -3.5 or 0.25"),
        Case(line: "expect s contentOffset inf,0", column: 24, message: "'inf' is not a number: a point is X,Y in points, e.g. 0,120"),
        Case(line: "tap at inf,0", column: 8, message: "'inf' is not a number: a point is X,Y in points, e.g. 100,200"),
        Case(line: "down 1 at 0,-inf", column: 13, message: "'-inf' is not a number: a point is X,Y in points, e.g. 100,200"),
        Case(line: "move 1 by inf,0", column: 11, message: "'inf' is not a number: an offset is DX,DY in points, e.g. 10,-20"),
        Case(line: "view v frame 0,0,inf,10", column: 18, message: "'inf' is not a number: a frame is X,Y,W,H in points, e.g. 0,0,100,50"),
        Case(line: "view w frame 0,0,1,1 scrollView content inf,9", column: 41,
             message: "'inf' is not a number: a content size is W,H in points, e.g. 375,2000"),
        Case(line: "view t frame 0,0,9,9 tableView rows 3 rowHeight nan", column: 49,
             message: "'nan' is not a number: a row height is a number of points, e.g. 44"),
        Case(line: "view c frame 0,0,9,9 collectionView items 3 itemSize 4,inf", column: 56,
             message: "'inf' is not a number: an item size is W,H in points, e.g. 100,100"),
        Case(line: "screen inf,667", column: 8, message: "'inf' is not a number: a screen size is W,H in points, e.g. 375,667"),
        Case(line: "wait inf", column: 6, message: "'inf' is not a number: a duration is a number with a unit, e.g. 300ms"),
        Case(line: "swipe left distance inf", column: 21, message: "'inf' is not a number: a distance is a number of points, e.g. 200"),
        Case(line: "pinch at 10,10 from 50 to inf", column: 27, message: "'inf' is not a number: a distance is a number of points, e.g. 200"),
        Case(line: "rotate at 10,10 by nan", column: 20, message: "'nan' is not a number: an angle is a number of degrees, e.g. 90"),
        Case(line: "repeat inf { }", column: 8, message: "'inf' is not a number: a repeat count is a whole number, e.g. 2"),
        Case(line: "down inf at 1,1", column: 6, message: "'inf' is not a number: a finger is a whole number from 1 to 20, e.g. 1"),
        Case(line: "set hz inf", column: 8, message: "'inf' is not a number: 'hz' is a whole number from 1 to 1000, e.g. 60"),
        Case(line: "param d from 0 to inf step 1", column: 19,
             message: "'inf' is not a number: a parameter's value is a number, a duration or a point, e.g. 5, 300ms or (100,200)"),
        Case(line: "param p in (inf,0)", column: 13, message: "'inf' is not a number: a point is X,Y in points, e.g. 100,200"),
        Case(line: "expect pan translation 0,nan", column: 26, message: "'nan' is not a number: a translation is X,Y in points, e.g. 10,0"),
        Case(line: "expect pan velocity inf,0", column: 21,
             message: "'inf' is not a number: a pan's velocity is X,Y in points per second, e.g. 10,0; a pinch's or a rotation's is a number, e.g. 1.5"),
        Case(line: "expect pan scale inf", column: 18, message: "'inf' is not a number: a scale is a number, e.g. 1.5"),
        Case(line: "expect pan rotation nan", column: 21, message: "'nan' is not a number: a rotation is a number of radians, e.g. 0.5"),
    ]

    @Test(arguments: cases)
    func theWordIsNamedWithWhatIsReadThere(_ c: Case) {
        let source = "view s frame 0,0,375,400 scrollView content 375,2000\nrecognizer pan = pan\n\(c.line)\n"
        let outcome = ScriptRunner.run(name: "bad.gesture", bytes: Array(source.utf8), transcript: false, write: { _ in })
        #expect(outcome.status == .scriptError)
        let word = c.message.split(separator: "'")[0]
        let caret = String(repeating: " ", count: c.column - 1) + "^" + String(repeating: "~", count: word.count - 1)
        #expect(outcome.diagnostics == "bad.gesture:3:\(c.column): error: \(c.message)\n\(c.line)\n\(caret)")
    }

    /// Alone, a property's value is left to the property's own check, which names what the property takes.
    @Test func aWordAloneIsLeftToTheProperty() {
        let source = "view s frame 0,0,375,400 scrollView content 375,2000\ns.zoomScale = inf\n"
        let outcome = ScriptRunner.run(name: "bad.gesture", bytes: Array(source.utf8), transcript: false, write: { _ in })
        #expect(outcome.diagnostics.hasPrefix("bad.gesture:2:15: error: 'zoomScale' takes a number above zero such as 3, not 'inf'\n"))
    }

    /// A name that only starts like one is a name (`information` is no number, and no property takes it).
    @Test func longerNamesAreNames() {
        let source = "view s frame 0,0,375,400 scrollView content 375,2000\ntap at info,0\n"
        let outcome = ScriptRunner.run(name: "bad.gesture", bytes: Array(source.utf8), transcript: false, write: { _ in })
        #expect(outcome.diagnostics.hasPrefix("bad.gesture:2:8: error: expected a point such as '100,200' after 'at', found 'info'\n"))
    }

    /// A number written with an exponent is named whole wherever it stands, with a duration's unit after it or a
    /// sign in the exponent (which the lexer splits off), and the plain number suggested when it has one of at most
    /// 24 characters: `wait 1e3ms` used to be "unknown duration unit 'e3ms'", `1e-3` "expected a plain number, found '1e'".
    @Test(arguments: [
        ("wait 1e3ms", 6, "1e3ms", "1000ms"),
        ("wait 1e999s", 6, "1e999s", nil),
        ("wait 1e-3s", 6, "1e-3s", "0.001s"),
        ("tap at 1.25e2,3", 8, "1.25e2", "125"),
        ("tap at 1e-3,3", 8, "1e-3", "0.001"),
        ("tap at -2E+5,3", 8, "-2E+5", "-200000"),
        ("tap at 3,0.5e-2", 10, "0.5e-2", "0.005"),
        ("tap at 1e400,5", 8, "1e400", nil),
        ("s.contentOffset = 1e999,0", 19, "1e999", nil),
        ("recognizer p = tap maximumTapDuration = 1e3s", 41, "1e3s", "1000s"),
    ] as [(String, Int, String, String?)])
    func anExponentIsNamedWithThePlainNumber(_ line: String, _ column: Int, _ written: String, _ plain: String?) {
        let source = "view s frame 0,0,375,400 scrollView content 375,2000\nrecognizer pan = pan\n\(line)\n"
        let outcome = ScriptRunner.run(name: "bad.gesture", bytes: Array(source.utf8), transcript: false, write: { _ in })
        #expect(outcome.status == .scriptError)
        let caret = String(repeating: " ", count: column - 1) + "^" + String(repeating: "~", count: written.count - 1)
        #expect(outcome.diagnostics == "bad.gesture:3:\(column): error: numbers are written without exponents, found '\(written)'\n"
                + "\(line)\n\(caret)" + (plain.map { "\nnote: did you mean '\($0)'?" } ?? ""))
    }
}
