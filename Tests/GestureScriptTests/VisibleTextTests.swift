import Foundation
import Testing
@testable import GestureScript
import GestureSupport

/// The escaping policy itself (`VisibleText`) and the writers that build on it (`MarkupText`, `JSONValue`).
struct VisibleTextTests {
    @Test(arguments: [
        ("plain text, é 😀 × → ·", "plain text, é 😀 × → ·"),
        ("\u{1B}[2J", #"\u{1B}[2J"#),
        ("a\nb\tc\rd\0e", #"a\nb\tc\rd\0e"#),
        ("\u{7}\u{8}\u{B}\u{C}\u{1F}", #"\u{7}\u{8}\u{B}\u{C}\u{1F}"#),
        ("\u{7F}\u{80}\u{85}\u{9B}\u{9F}\u{A0}", "\\u{7F}\\u{80}\\u{85}\\u{9B}\\u{9F}\u{A0}"),
        ("\u{61C}\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}", #"\u{61C}\u{200E}\u{200F}\u{202A}\u{202E}\u{2066}\u{2069}"#),
        ("\u{2028}\u{2029}", #"\u{2028}\u{2029}"#),
        // Small strings (up to 15 bytes, stored inline) and large ones are scanned alike.
        ("tap", "tap"),
        ("a line long enough to be stored out of line, then \u{1B}[0m", #"a line long enough to be stored out of line, then \u{1B}[0m"#),
        ("a line long enough to be stored out of line, ending in a C1 \u{9B}", #"a line long enough to be stored out of line, ending in a C1 \u{9B}"#),
        // Not controls: joiners in emoji, a byte-order mark, letters of every script, U+2027 and U+202F.
        ("👨\u{200D}👩 \u{FEFF} tаp \u{2027}\u{202F}", "👨\u{200D}👩 \u{FEFF} tаp \u{2027}\u{202F}"),
    ])
    func thePolicy(text: String, shown: String) {
        #expect(VisibleText.escape(text) == shown)
        #expect(VisibleText.escape(shown) == shown)  // idempotent: escapes are printable ASCII
        #expect(VisibleText.needsEscaping(text) == (text != shown))
        #expect("\(visible: text)" == shown)
    }

    @Test func everyEscapedScalarIsNamedAndNothingElse() {
        var escaped: [UInt32] = []
        for v in UInt32(0)...0x3000 {
            guard let s = Unicode.Scalar(v) else { continue }
            if VisibleText.isEscaped(s) {
                escaped.append(v)
                #expect(VisibleText.escaped(s).unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F })
            } else {
                #expect(VisibleText.escaped(s) == String(s))
            }
        }
        let expected = Array(0...0x1F) + Array(0x7F...0x9F) + [0x61C, 0x200E, 0x200F] + Array(0x2028...0x202E) + Array(0x2066...0x2069)
        #expect(escaped == expected.map(UInt32.init))
    }

    @Test func markupIsWellFormedForEveryInput() {
        #expect(MarkupText.escape("a&b<c>\"d\"'e'") == "a&amp;b&lt;c&gt;&quot;d&quot;&#39;e&#39;")
        #expect(MarkupText.escape("a\nb\tc\rd") == "a&#10;b&#9;c&#13;d")
        #expect(MarkupText.escape("a\nb\tc\rd", attribute: false) == "a\nb\tc&#13;d")
        #expect(MarkupText.escape("\u{1B}[2J\u{9B}\u{7F}\u{0}", attribute: false) == #"\u{1B}[2J\u{9B}\u{7F}\0"#)
        // Noncharacters are shown as what they are: XML 1.0 forbids U+FFFE and U+FFFF and discourages the others.
        // (Swift's literals refuse U+FDD0–U+FDEF: it is built from its value.)
        let fdd0 = String(Unicode.Scalar(0xFDD0)!)
        #expect(MarkupText.escape("\u{FFFE}\u{FFFF}\u{FFFD}" + fdd0 + "\u{10FFFF}") == #"\u{FFFE}\u{FFFF}"# + "\u{FFFD}" + #"\u{FDD0}\u{10FFFF}"#)
        // A lone surrogate cannot be in a Swift string: invalid UTF-8 decodes to U+FFFD first.
        #expect(MarkupText.escape(String(decoding: [0x61, 0xED, 0xA0, 0x80, 0x62], as: UTF8.self)) == "a\u{FFFD}\u{FFFD}\u{FFFD}b")
    }

    @Test func jsonEscapesEveryControlAndCanBeMadeHTMLSafe() throws {
        let out = JSONText.quoted("\u{1B}\u{7F}\u{9B}\u{202E}\u{2028}\n\"\\</x>&")
        #expect(out == #""\u001b\u007f\u009b\u202e\u2028\n\"\\</x>&""#)
        #expect(JSONText.quoted("</script>&", htmlSafe: true) == #""\u003c/script\u003e\u0026""#)
        // Inside a page, noncharacters are escaped too (beyond U+FFFF as a surrogate pair); plain JSON keeps them.
        #expect(JSONText.quoted("\u{FFFE}" + String(Unicode.Scalar(0xFDD0)!) + "\u{10FFFF}", htmlSafe: true) == #""\ufffe\ufdd0\udbff\udfff""#)
        #expect(JSONText.quoted("\u{FFFE}") == "\"\u{FFFE}\"")
        // A byte-order mark is escaped: Foundation's reader drops it raw after an escape.
        #expect(JSONText.quoted("\n\u{FEFF}x") == #""\n\ufeffx""#)
        let back = try JSONSerialization.jsonObject(with: Data("[\(out)]".utf8)) as? [String]
        #expect(back == ["\u{1B}\u{7F}\u{9B}\u{202E}\u{2028}\n\"\\</x>&"])
    }
}
