import Foundation
import Testing
import GestureREPL
import GestureScript

@Suite("REPL pictures")
struct ReplPictureTests {
    /// The output of the last line only, with the terminal 80 columns wide.
    static func last(_ lines: [String]) -> String {
        let (before, _) = replOutput(Array(lines.dropLast()))
        let (all, _) = replOutput(lines)
        return String(all.dropFirst(before.count))
    }

    @Test func timelineShowsTheLastGestureAndAllShowsTheSession() {
        let setup = ["drag from 50,100 to 250,100", "tap at 100,300 taps 2"]
        let last = Self.last(setup + [":timeline"])
        #expect(last.hasPrefix("last gesture: 300ms–"), "\(last)")
        #expect(last.contains("  doubleTap"))
        #expect(last.contains("✓"), "doubleTap recognized")
        #expect(!last.contains("━"), "the drag's moves belong to an earlier gesture")
        let all = Self.last(setup + [":timeline all"])
        #expect(all.hasPrefix("session: 0ms–"))
        #expect(all.contains("━"), "the drag is in the session")
        #expect(Self.last([":timeline"]).contains("no gesture yet"))
        #expect(Self.last([":timeline everything"]).contains("error: ':timeline everything'"))
    }

    @Test func canvasDrawsTheScreenNow() {
        let out = Self.last(["drag from 50,100 to 250,100", ":canvas"])
        #expect(out.contains("375 × 667 pt"))
        #expect(out.contains("line 0 50,100 → 250,100"))
        #expect(out.unicodeScalars.contains { $0.value > 0x2800 && $0.value <= 0x28FF }, "braille dots")
    }

    @Test func pictureWritesAFileOrSaysWhyNot() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let svg = dir.appendingPathComponent("s.svg").path
        #expect(Self.last(["tap at 100,300", ":picture \(svg)"]) == "  SVG picture written to \(svg)\n")
        #expect(try String(contentsOfFile: svg, encoding: .utf8).hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        let html = dir.appendingPathComponent("p.html").path
        #expect(Self.last(["tap at 100,300", ":picture \(html)"]) == "  HTML page written to \(html)\n")
        // A directory, a wrong extension and a missing folder are errors; nothing is left behind.
        #expect(Self.last([":picture \(dir.path)"]).contains("error: cannot write \(dir.path): it is a directory"))
        #expect(Self.last([":picture \(dir.path)/x.png"]).contains("name the file .svg"))
        #expect(Self.last([":picture \(dir.path)/no/such.svg"]).contains("error: cannot write"))
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: dir.path)) == ["s.svg", "p.html"])
        #expect(Self.last([":picture"]).contains("usage: :picture FILE.svg"))
    }
}
