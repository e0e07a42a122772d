import Foundation
import Testing
@testable import GestureScript
import GestureSupport

/// ASCII pictures where the terminal cannot show Unicode: a locale that is not UTF-8, or `TERM=dumb`.
@Suite struct PictureCharsetTests {
    @Test(arguments: [
        (["LANG": "C.UTF-8", "TERM": "xterm"], PictureCharset.unicode),
        (["LANG": "en_US.utf8"], .unicode),
        (["LANG": "C"], .ascii),
        ([:], .ascii),
        (["LANG": "en_US.UTF-8", "TERM": "dumb"], .ascii),
        // LC_ALL outranks LC_CTYPE, which outranks LANG; an empty one does not count.
        (["LC_ALL": "C", "LANG": "en_US.UTF-8"], .ascii),
        (["LC_ALL": "", "LC_CTYPE": "en_US.UTF-8", "LANG": "C"], .unicode),
        (["LC_CTYPE": "POSIX", "LANG": "en_US.UTF-8"], .ascii),
    ])
    func decide(environment: [String: String], charset: PictureCharset) {
        #expect(PictureCharset.decide(environment: environment) == charset)
    }

    /// The sweep map in ASCII: the same rows and columns, only ASCII bytes.
    @Test func theSweepMapInASCII() throws {
        let unicode = try SweepColorTests.render(color: false)
        let ascii = PictureCharset.ascii.draw(unicode)
        #expect(ascii.utf8.allSatisfy { $0 < 0x80 }, "\(ascii)")
        #expect(PictureCharset.unicode.draw(unicode) == unicode)
        let map = ascii[ascii.range(of: "map (")!.lowerBound...]
        #expect(map == "map (hold across, m down):\nm \n 0 |AACC\n 5 |AACC\n20 |BBCC\n   +----\n    0ms 900ms  hold\n"
                + "  A no actions\n  B pan x2\n  C press x3\n  NAME xN: NAME's action ran N times in the run (since the mark)\n",
                "\(map)")
        // Rows keep their widths: a drawn row has as many characters in ASCII as in Unicode.
        for (u, a) in zip(unicode.split(separator: "\n"), ascii.split(separator: "\n")) where u.contains("│") || u.contains("└") {
            #expect(u.count == a.count)
        }
    }

    /// Braille cells become the ASCII stroke closest to their dots; words get their ASCII spelling.
    @Test func brailleAndWords() {
        #expect(PictureCharset.ascii.draw("│\u{2800}\u{2847}\u{2809}\u{28C0}\u{28FF}│") == "| |'_#|")
        // A frame's corners (a full row of dots and a full column).
        #expect(PictureCharset.ascii.draw("│\u{284F}\u{28B9}\u{28C7}\u{28F8}│") == "|++++|")
        #expect(PictureCharset.ascii.draw("tap: possible → failed · 0–5ms …") == "tap: possible -> failed | 0-5ms ...")
        #expect(PictureCharset.ascii.draw("  · axis: one instant") == "  . axis: one instant")
        #expect(PictureCharset.ascii.draw("  ◇ line model changed · · axis: one instant") == "  @ line model changed | . axis: one instant")
    }
}
