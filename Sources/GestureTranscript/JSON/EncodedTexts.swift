/// Texts that recur in a run's JSON lines (an action's method, a console line, a statement's source, a timer's or a
/// property's name) kept as JSON strings, quotes and escapes included, so that a text met again is copied instead
/// of escaped again: a run writes few distinct such texts, thousands of times each.
///
/// A small cache of two ways a set: a text's set is chosen from a key its writer knows (a recognizer, a line number)
/// and the text's length, and holds the last two texts written through it, the latest first; a third one replaces
/// the older. The lookup compares strings, which for the same string (an event's text is the engine's or the
/// statement header's, shared) compares two words. The encodings lie one after another in one array, found by
/// ranges (as `TraceJSON.EncodedNames`); when it would pass `byteLimit`, it is emptied with every entry, so the
/// memory stays bounded whatever a run writes.
struct EncodedTexts {
    /// Sets in the cache (a power of two), of two entries each.
    static let setCount = 64
    /// The most bytes of encodings kept; a text whose encoding is longer is written without being kept.
    static let byteLimit = 64 * 1024

    /// Entry `2 × set + way`.
    private var texts = [String](repeating: "", count: 2 * setCount)
    /// Where each entry's encoding lies in `bytes`; empty for an entry that holds nothing (an encoding has its quotes).
    private var ranges = [Range<Int>](repeating: 0..<0, count: 2 * setCount)
    private var bytes: [UInt8] = []

    init() {}

    /// Writes `text` as `out.json(text)` writes it, as a member's value or an array's element. `key` spreads the
    /// texts of one kind over the sets (a recognizer's index for its action's method, a statement's line).
    mutating func write(_ text: String, key: Int, into out: inout TextBytes) {
        let first = 2 * ((key &* 31 &+ text.utf8.count) & (Self.setCount - 1))
        if !ranges[first].isEmpty, texts[first] == text {
            out.json(encoded: bytes, ranges[first])
            return
        }
        let second = first + 1
        if !ranges[second].isEmpty, texts[second] == text {
            // The latest first: a text written again and again costs one comparison.
            texts.swapAt(first, second)
            ranges.swapAt(first, second)
            out.json(encoded: bytes, ranges[first])
            return
        }
        let start = bytes.count
        out.json(text, copyingInto: &bytes)
        guard bytes.count <= Self.byteLimit else {
            // Full: emptied of every entry, and the text kept alone (unless it is too long to keep at all).
            let encoding = bytes.count - start <= Self.byteLimit ? Array(bytes[start...]) : []
            self = EncodedTexts()
            if !encoding.isEmpty {
                bytes = encoding
                texts[first] = text
                ranges[first] = 0..<bytes.count
            }
            return
        }
        texts[second] = texts[first]
        ranges[second] = ranges[first]
        texts[first] = text
        ranges[first] = start..<bytes.count
    }
}
