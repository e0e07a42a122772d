import GestureSupport
import Testing

@testable import GestureTranscript

/// `TextBytes` writes JSON strings and times with shortcuts of its own (a string without a character to escape is
/// copied whole, a time written again is copied from where it was): the bytes are always what ``JSONText`` and the
/// digits say.
@Suite struct TextBytesJSONTests {
    /// Strings around the characters the policy escapes, and characters that share their first UTF-8 byte with
    /// them (C1 and U+00A0…, U+061C and Arabic, U+200E–U+2069 and the other punctuation of that block, U+FEFF and
    /// the noncharacters after it).
    static let strings = [
        "", "plain", "moved 12 pt ≥ hysteresis 10 pt", "a … b – c “d”", "°±µ\u{A0}×", "é", "😀",
        "quote \" backslash \\", "tab\t newline\n", "\u{7F}", "\u{80}", "\u{85}", "\u{9B}[2J", "\u{9F}",
        "\u{600}\u{61B}\u{61C}\u{61D}", "\u{2000}\u{200D}", "\u{200E}", "\u{200F}", "\u{2027}\u{2028}", "\u{2029}",
        "\u{202A}", "\u{202E}\u{202F}", "\u{2065}\u{2066}", "\u{2069}\u{206A}", "\u{FEFE}", "\u{FEFF}", "\u{FFFD}",
        "x\u{200E}", "\u{FEFF}y",
    ] + [0xFDD0, 0xFFFE, 0xFFFF, 0x10FFFF].map { String(Unicode.Scalar($0)!) }  // noncharacters: no literal spells them

    @Test(arguments: strings)
    func aStringIsWrittenAsJSONTextQuotesIt(_ s: String) {
        var out = TextBytes()
        out.json(s)
        #expect(out.string == JSONText.quoted(s))
        // Written in place as a string's text (a cause's words that `CauseText` does not write itself).
        var written = TextBytes()
        written.jsonString { $0.append(jsonContent: s) }
        #expect(written.string == JSONText.quoted(s))
    }

    @Test func aTimeWrittenAgainHasTheSameDigits() {
        let times: [Int64] = [0, 0, 5, 5, 10, 1_234_567_890, 1_234_567_890, 1_234_567_891, -3, -3, 9_223_372_036_854_775_807]
        var cached = TextBytes(), plain = TextBytes()
        for t in times {
            cached.beginObject(); cached.key("t"); cached.json(time: t); cached.endObject(); cached.newline()
            plain.beginObject(); plain.key("t"); plain.json(t); plain.endObject(); plain.newline()
        }
        #expect(cached.string == plain.string)
        // Emptied (a chunk handed on): the digits it copied from are gone.
        cached.removeAll()
        cached.append("abcdefghijklmnop")
        cached.json(time: 9_223_372_036_854_775_807)
        #expect(cached.string == "abcdefghijklmnop9223372036854775807")
    }
}
