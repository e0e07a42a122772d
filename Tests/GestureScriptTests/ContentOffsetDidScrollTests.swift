import GestureEngine
import GestureTranscript
import Testing

@testable import GestureScript

/// `NAME.contentOffset = X,Y` is `setContentOffset(_:animated: false)`: when the offset changes the delegate hears
/// `scrollViewDidScroll` (`-[UIScrollView setContentOffset:]` → `_notifyDidScroll`; scroll-view reference D1, "only if
/// the offset actually changed"), shown as the drag's are and counted by `expect view NAME scrollViewDidScroll N`;
/// set to the offset it already has, nothing is called.
@Suite struct ContentOffsetDidScrollTests {
    static let script = """
        view list frame 0,100,375,400 scrollView content 375,2000
        list.contentOffset = 0,400
        list.contentOffset = 0,400
        list.contentOffset = 0,0
        expect view list scrollViewDidScroll 2
        """

    @Test func eachChangeIsAScrollViewDidScroll() {
        #expect(TraceLevelTests.text(Self.script, level: .normal) == """
            [1] view list frame 0,100,375,400 scrollView content 375,2000
            [2] list.contentOffset = 0,400
              0ms          list.scrollViewDidScroll 0,400
            [3] list.contentOffset = 0,400
            [4] list.contentOffset = 0,0
              0ms          list.scrollViewDidScroll 0,0
            [5] expect view list scrollViewDidScroll 2
            """ + "\n")
        #expect(TraceLevelTests.text(Self.script, level: .all).contains("""
            [2] list.contentOffset = 0,400
              0ms        list.scrollViewDidScroll contentOffset 0,400
            [3] list.contentOffset = 0,400
            """))
        // `brief` shows no scrollViewDidScroll, the drag's included.
        #expect(!TraceLevelTests.text(Self.script, level: .brief).contains("scrollViewDidScroll 0"))
    }

    @Test func theCountHoldsOnlyTheChanges() {
        let outcome = ScriptRunner.run(name: "t.gesture", bytes: Array(Self.script.utf8), transcript: false, write: { _ in })
        #expect(outcome.status == .ok)
        let wrong = Self.script.replacingOccurrences(of: "scrollViewDidScroll 2", with: "scrollViewDidScroll 3")
        #expect(ScriptRunner.run(name: "t.gesture", bytes: Array(wrong.utf8), transcript: false, write: { _ in }).status
                == .expectationFailed)
    }

    /// Rounded to the pixel grid as it is set, an offset that rounds to the one the view has does not scroll it.
    @Test func anOffsetRoundedToTheSameIsNoScroll() {
        let source = """
            set screenScale 2
            view list frame 0,100,375,400 scrollView content 375,2000
            list.contentOffset = 0,10
            list.contentOffset = 0,10.1
            expect view list scrollViewDidScroll 1
            """
        #expect(ScriptRunner.run(name: "t.gesture", bytes: Array(source.utf8), transcript: false, write: { _ in }).status == .ok)
    }

    /// Set during a deceleration, the offset stops it: its frame is not shown, the set is, with the new offset.
    @Test func settingItDuringAFlickIsOneMoreScroll() {
        let source = """
            view list frame 0,100,375,400 scrollView content 375,5000
            drag from 100,400 to 100,200 over 100ms
            wait 200ms
            mark
            list.contentOffset = 0,50
            wait 3s
            expect view list scrollViewDidScroll 1
            expect list contentOffset 0,50
            """
        let outcome = ScriptRunner.run(name: "t.gesture", bytes: Array(source.utf8), transcript: false, write: { _ in })
        #expect(outcome.status == .ok)
    }
}
