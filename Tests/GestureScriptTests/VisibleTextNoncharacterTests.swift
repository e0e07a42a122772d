import Testing
@testable import GestureScript
import GestureSupport
@testable import GestureTranscript

/// The 66 noncharacters (U+FDD0–U+FDEF, U+nFFFE and U+nFFFF of every plane) reach no terminal raw: text output
/// shows them as escapes, as it shows controls, in the transcript, under a diagnostic and in a file name.
struct VisibleTextNoncharacterTests {
    /// Noncharacters outside the first plane, which Swift's string literals refuse.
    static let plane1 = String(Unicode.Scalar(0x1_FFFE)!) + String(Unicode.Scalar(0x1_FFFF)!)
    static let last = String(Unicode.Scalar(0x10_FFFE)!) + String(Unicode.Scalar(0x10_FFFF)!)
    static let fdd0 = String(Unicode.Scalar(0xFDD0)!), fdef = String(Unicode.Scalar(0xFDEF)!)

    @Test(arguments: [
        ("\u{FFFE}\u{FFFF}", #"\u{FFFE}\u{FFFF}"#),
        ("a" + fdd0 + "b" + fdef + "c", #"a\u{FDD0}b\u{FDEF}c"#),
        (plane1 + last, #"\u{1FFFE}\u{1FFFF}\u{10FFFE}\u{10FFFF}"#),
        // Their neighbours are characters: U+FDCF, U+FDF0, U+FFFD, U+FFFC, U+1FFFD, an emoji, a byte-order mark.
        ("\u{FDCF}\u{FDF0}\u{FFFD}\u{FFFC}\u{1FFFD}😀\u{FEFF}", "\u{FDCF}\u{FDF0}\u{FFFD}\u{FFFC}\u{1FFFD}😀\u{FEFF}"),
        ("a line long enough to be stored out of line, then \u{FFFE}", #"a line long enough to be stored out of line, then \u{FFFE}"#),
    ])
    func textShowsNoncharactersEscaped(text: String, shown: String) {
        #expect(VisibleText.escape(text) == shown)
        #expect(VisibleText.escape(shown) == shown)
        #expect(VisibleText.needsEscaping(text) == (text != shown))
        #expect("\(visible: text)" == shown)
    }

    @Test func exactlyTheSixtySixNoncharacters() {
        var found: [UInt32] = []
        for v in UInt32(0)...0x10FFFF {
            guard let s = Unicode.Scalar(v) else { continue }
            #expect(VisibleText.isEscapedInText(s) == (VisibleText.isEscaped(s) || VisibleText.isNoncharacter(s)))
            if VisibleText.isNoncharacter(s) {
                found.append(v)
                #expect(VisibleText.escaped(s) == "\\u{" + String(v, radix: 16, uppercase: true) + "}")
            }
        }
        let planes = (0...16).flatMap { UInt32($0) << 16 | 0xFFFE...UInt32($0) << 16 | 0xFFFF }
        #expect(found == (Array(0xFDD0...0xFDEF) + planes).sorted())
        #expect(found.count == 66)
    }

    /// The source line under an error shows the noncharacters escaped, and the caret still points at the error.
    @Test func aDiagnosticShowsThemEscapedWithTheCaretInPlace() throws {
        let text = "# \u{FFFE}\(Self.fdd0)\nrecognizer t = tap\nt.bogus = 1 # \(Self.last)\n"
        let outcome = ScriptRunner.run(name: "n.gesture", bytes: Array(text.utf8)) { _ in }
        let shown = outcome.diagnostics
        #expect(!shown.unicodeScalars.contains(where: VisibleText.isNoncharacter), "\(shown.debugDescription)")
        let lines = shown.split(separator: "\n").map(String.init)
        let source = try #require(lines.firstIndex { $0 == "t.bogus = 1 # \\u{10FFFE}\\u{10FFFF}" }, "\(shown)")
        #expect(source + 1 < lines.count && lines[source + 1] == "  ^~~~~", "\(shown)")
    }

    /// A string from the script, echoed in the transcript and in a failed expectation, shows their escapes.
    @Test func theTranscriptShowsThemEscaped() {
        var out = ""
        let text = "recognizer t = tap\ntap at 10,10\nexpect log \"a\u{FFFE}\(Self.fdd0)\(Self.plane1)b\"\n"
        let outcome = ScriptRunner.run(name: "n\u{FFFF}.gesture", bytes: Array(text.utf8)) { out += $0 }
        for shown in [out, outcome.failureLines.joined()] {
            #expect(!shown.unicodeScalars.contains(where: VisibleText.isNoncharacter), "\(shown.debugDescription)")
            #expect(shown.contains(#""a\u{FFFE}\u{FDD0}\u{1FFFE}\u{1FFFF}b""#), "\(shown)")
        }
    }
}
