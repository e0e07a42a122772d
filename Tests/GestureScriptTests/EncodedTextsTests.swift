import GestureSupport
import Testing

@testable import GestureTranscript

/// `EncodedTexts` copies a text it has escaped before instead of escaping it again: whatever texts come, in whatever
/// slots, the bytes are always `json(_: String)`'s.
@Suite struct EncodedTextsTests {
    /// Writes `texts` (text and key) as members of one object through the cache and directly, and compares.
    private func expectSameBytes(_ texts: [(String, Int)], sourceLocation: SourceLocation = #_sourceLocation) {
        var cache = EncodedTexts()
        var cached = TextBytes(), plain = TextBytes()
        cached.beginObject(); plain.beginObject()
        for (text, key) in texts {
            cached.key("a"); cache.write(text, key: key, into: &cached)
            plain.key("a"); plain.json(text)
        }
        cached.endObject(); plain.endObject()
        #expect(cached.string == plain.string, sourceLocation: sourceLocation)
    }

    /// Texts met again, texts that share a slot (same key and length, different words), texts with characters to
    /// escape, an empty text.
    @Test func textsMetAgainAndTextsThatShareASlot() {
        let texts = ["log", "pan changed", "wait 50ms", "wait 70ms", "", "say \"hi\"\u{1B}[2J", "\u{202E}evil", "é ü ß", "log"]
        var sequence: [(String, Int)] = []
        for round in 0..<3 {
            for (k, text) in texts.enumerated() { sequence.append((text, k % 2 == 0 ? 13 : round)) }
            // The same texts under other keys, and each twice in a row.
            for text in texts.reversed() { sequence += [(text, 0), (text, 0)] }
        }
        expectSameBytes(sequence)
        // Equal texts that are different strings (built apart).
        expectSameBytes((0..<4).map { (String(repeating: "x", count: 20) + "\($0 % 2)", 7) })
    }

    /// More distinct text than the cache keeps, and a text longer than it keeps at all: it is emptied and starts again.
    @Test func moreTextThanTheCacheKeeps() {
        var sequence: [(String, Int)] = []
        for k in 0..<3000 { sequence.append(("statement number \(k) " + String(repeating: "é", count: k % 50), k)) }
        let long = String(repeating: "long \"text\" ", count: EncodedTexts.byteLimit / 8)
        sequence += [(long, 1), ("short", 1), (long, 1), ("short", 1)]
        sequence += sequence.prefix(200)
        expectSameBytes(sequence)
    }
}
