import GestureEngine
import Testing

@testable import GestureScript

/// What the transcript shows of a flick and its deceleration (LANGUAGE §8: `scrollViewDidScroll` is shown in the
/// transcript and counted, not printed): at `normal` the drag's scrolls fold with its moves and the display frames
/// fold into one line; `brief` keeps the delegate's console lines only; `all` has one line per frame.
@Suite struct ScrollTranscriptTests {
    static let flick = """
        view list frame 0,100,375,400 scrollView content 375,5000
        drag from 100,400 to 100,200 over 100ms
        wait 3s
        """

    @Test func normalFoldsTheFrames() {
        #expect(TraceLevelTests.text(Self.flick, level: .normal) == """
            [1] view list frame 0,100,375,400 scrollView content 375,5000
            [2] drag from 100,400 to 100,200 over 100ms
              0ms          finger 1 down at 100,400 (list) · list.touchesBegan [1] withheld by list's content-touch delay
              16.7ms       finger 1 moved to 100,366.7 · list.panGestureRecognizer: possible → began (moved 33.3 pt ≥ hysteresis 10 pt) · console "list.scrollViewWillBeginDragging" · list.scrollViewDidScroll 0,23.3
              16.7ms       list: touchesBegan [1] dropped, claimed by list.panGestureRecognizer
              16.7ms       list's content-touch delay: possible → failed (reset: list.panGestureRecognizer began) · reset: list's content-touch delay
              33.3ms       finger 1 moved to 100,333.3 · list.panGestureRecognizer: began → changed · list.scrollViewDidScroll 0,56.7
              50–100ms     finger 1 moved ×4 (100,300 → 100,200) · list.panGestureRecognizer: changed → changed ×4 · list.scrollViewDidScroll ×4 (0,90 → 0,190)
              100ms        finger 1 up · list.panGestureRecognizer: changed → ended (touches ended) · console "list.scrollViewWillEndDragging" · console "list.scrollViewDidEndDragging" · console "list.scrollViewWillBeginDecelerating" · reset: list.panGestureRecognizer
            [3] wait 3s
              116.7–2633.3ms list.scrollViewDidScroll ×152 (0,216.9 → 0,1005.2) (decelerating)
              2650ms       list.scrollViewDidScroll 0,1005.4 (decelerating) · console "list.scrollViewDidEndDecelerating"
            """ + "\n")
    }

    @Test func briefKeepsTheDelegatesLines() {
        #expect(TraceLevelTests.text(Self.flick, level: .brief) == """
            [1] view list frame 0,100,375,400 scrollView content 375,5000
            [2] drag from 100,400 to 100,200 over 100ms
              0ms          list.touchesBegan [1] withheld by list's content-touch delay
              16.7ms       list.panGestureRecognizer: possible → began (moved 33.3 pt ≥ hysteresis 10 pt) · console "list.scrollViewWillBeginDragging"
              16.7ms       list: touchesBegan [1] dropped, claimed by list.panGestureRecognizer
              16.7ms       list's content-touch delay: possible → failed (reset: list.panGestureRecognizer began)
              33.3ms       list.panGestureRecognizer: began → changed
              50–100ms     list.panGestureRecognizer: changed → changed ×4
              100ms        list.panGestureRecognizer: changed → ended (touches ended) · console "list.scrollViewWillEndDragging" · console "list.scrollViewDidEndDragging" · console "list.scrollViewWillBeginDecelerating"
            [3] wait 3s
              2650ms       console "list.scrollViewDidEndDecelerating"
            """ + "\n")
    }

    /// D6: one `scrollViewDidScroll` per 60 Hz display frame from the lift until the speed is below 0.01 pt/ms
    /// (≈ 2.55 s for this flick), each on its own line at `all`, and nothing after the last.
    @Test func allHasALinePerFrame() {
        let text = TraceLevelTests.text(Self.flick, level: .all)
        let frames = text.split(separator: "\n").filter { $0.contains("list.scrollViewDidScroll contentOffset") && $0.hasSuffix("(decelerating)") }
        #expect(frames.count == 153)
        #expect(frames.first?.hasPrefix("  116.667ms") == true)
        #expect(frames.last?.hasPrefix("  2650ms") == true)
    }

    /// `expect view NAME scrollViewDidScroll N` is for scroll views: on another view it is an error with the fix.
    @Test func scrollCallsOfAPlainViewAreAnError() {
        let r = ScrollViewSceneTests.run("""
            view box frame 0,0,100,100
            expect view box scrollViewDidScroll 0
            """)
        #expect(r.error == "'box' is a view, not a scroll view: its delegate gets no 'scrollViewDidScroll' (declare it with 'scrollView content W,H')")
    }
}
