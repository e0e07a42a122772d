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

    /// The last gesture ends with its last event (here the double tap's recognition at 250 ms), not with the clock:
    /// a `wait` after it is not part of it.
    @Test func theLastGestureEndsWithItsLastEvent() {
        let last = Self.last(["tap at 100,300 taps 2", "wait 1s", ":timeline"])
        #expect(last.hasPrefix("last gesture: 0ms–250ms\n"), "\(last)")
        #expect(last.contains("250ms\n"), "the axis ends at 250 ms")
        // A finger still down: the gesture goes on until now.
        let held = Self.last(["down 1 at 100,300", "wait 700ms", ":timeline"])
        #expect(held.hasPrefix("last gesture: 0ms–700ms\n"), "\(held)")
    }

    /// `use touchtracker` starts a new scene on a new clock (issue: a scene change left the recorder with the old
    /// clock's items, and `:timeline` trapped on a range that ended before it started).
    @Test func aNewSceneIsANewSectionAndNothingTraps() {
        let lines = ["wait 1s", "tap at 100,300", "use touchtracker stage 01", "tap at 100,300"]
        let last = Self.last(lines + [":timeline"])
        #expect(last.hasPrefix("last gesture: 0ms–50ms\n"), "\(last)")
        #expect(!last.contains("tap  "), "stage 01 has no tap recognizer")
        let all = Self.last(lines + [":timeline all"])
        let headings = all.split(separator: "\n").filter { $0.hasPrefix("session") || $0.hasPrefix("scene") }
        #expect(headings == ["scene 1 of 2: TouchTracker (final)", "session: 0ms–1050ms · 2 input events",
                             "scene 2 of 2: TouchTracker stage 01-double-tap", "session: 0ms–50ms · 2 input events"], "\(all)")
        // The issue's session: stage 01's section has no `tap` lane and one finger-down per tap.
        let issue = Self.last(["tap at 100,300", "wait 1s", "use touchtracker stage 01", "tap at 100,300 taps 2", ":timeline all"])
        let second = issue.components(separatedBy: "scene 2 of 2").last ?? ""
        #expect(!second.contains("\n  tap "), "\(issue)")
        let finger = second.split(separator: "\n").first { $0.hasPrefix("  finger 1") } ?? ""
        #expect(finger.filter { $0 == "●" }.count == 2, "\(finger)")
        // `:reset` starts over: one scene again.
        let reset = Self.last(lines + [":reset", "tap at 10,10", ":timeline all"])
        #expect(reset.contains("session: 0ms–") && !reset.contains("scene 1 of"), "\(reset)")
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
