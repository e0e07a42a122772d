import GestureScript
import Testing
@testable import GestureREPL
import GestureSupport

/// Issue 23 item 5: a path is its bytes; its `String` spelling gives them back unchanged, and people see it escaped.
@Suite("File paths as bytes")
struct FilePathTests {
    @Test(arguments: [
        ([0x63, 0x61, 0x66, 0xE9], "caf\\xE9"),                 // Latin-1 é
        (Array("café".utf8), "café"),                            // UTF-8 é stays
        ([0x61, 0x0A, 0x62, 0x09, 0x1B, 0x7F], "a\\nb\\t\\u{1B}\\u{7F}"),  // C0 and DEL, as every text path shows them
        ([0xC2, 0x9B, 0x5B, 0x32, 0x4A], "\\u{9B}[2J"),           // C1 CSI (U+009B)
        ([0xE2, 0x80, 0xAE, 0x61], "\\u{202E}a"),                // a bidirectional override
        ([0xE9, 0x0A], "\\xE9\\n"),                             // both kinds
        ([0xED, 0xA0, 0x80], "\\xED\\xA0\\x80"),                 // an encoded surrogate is not UTF-8
        ([0xC0, 0xAF], "\\xC0\\xAF"),                            // an overlong '/'
        ([0xF4, 0x8F, 0xBF, 0xBF], "\\xF4\\x8F\\xBF\\xBF"),      // U+10FFFF: one of the scalars the spelling uses
        ([0xE2, 0x80], "\\xE2\\x80"),                            // cut short
    ] as [([UInt8], String)])
    func displayAndSpelling(_ bytes: [UInt8], _ shown: String) {
        let path = FilePath(bytes: bytes)
        #expect(path.display == shown)
        #expect(FilePath(path.argument).bytes == bytes)
        #expect(path.argument.unicodeScalars.allSatisfy { $0.value >= 0x20 || $0 == "\n" || $0 == "\t" || $0 == "\u{1B}" })
    }

    @Test func plainTextIsItsOwnSpelling() {
        for text in ["tests/tap.gesture", "双击.gesture", "a b/c", ""] {
            #expect(FilePath(text).bytes == Array(text.utf8))
            #expect(FilePath(text).argument == text)
            #expect(FilePath(text).display == text)
        }
    }

    @Test func components() {
        #expect(FilePath("a/b/c.gesture").lastComponent == FilePath("c.gesture"))
        #expect(FilePath("c.gesture").directory == FilePath("."))
        #expect(FilePath("/c").directory == FilePath("/"))
        #expect(FilePath("a/b/").appending(Array("x".utf8)) == FilePath("a/b/x"))
        #expect(FilePath("a").appending(Array("x".utf8)) == FilePath("a/x"))
    }

    /// Every byte string survives the spelling, and its display holds no control character.
    @Test func everyByteStringRoundTrips() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            state = state &* 6364136223846793005 &+ 1442695040888963407
            for _ in 0..<Int(state >> 59) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                bytes.append(UInt8(truncatingIfNeeded: state >> 33))
            }
            let path = FilePath(bytes: bytes)
            #expect(FilePath(path.argument).bytes == bytes, "\(bytes)")
            #expect(!path.display.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(bytes)")
            #expect(VisibleText.escape(path.display) == path.display, "\(bytes): escaping again changes nothing")
        }
    }
}
