import GestureEngine
import Testing

@testable import GestureScript
@testable import GestureTranscript

/// Per-axis bouncing (`bouncesHorizontally`, `bouncesVertically`, iOS 17.4+; `bounces` sets both [DOC D-SV]) and
/// `decelerationRate` (`.normal` 0.998, `.fast` 0.99 per ms, D6), run as scripts: each case compares the offsets a
/// drag or a flick leaves.
@Suite struct ScrollBouncesAndRateTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var script: String
        var testDescription: String { name }
    }

    /// Content larger than the view on both axes, so both scroll (C3).
    static let scene = """
        view s frame 0,0,375,667 scrollView content 1000,2000

        """

    static let cases: [Case] = [
        // The drag moves 100,100 from touch-down; the pan takes 10 pt off each axis, so the raw offset is −90,−90.
        // x rubber-bands: 375·(1 − 1/(0.55·90/375 + 1)) = 43.73, y 667·(1 − 1/(0.55·90/667 + 1)) = 46.08 (D3).
        Case(name: "bouncesVertically false: the vertical axis stops at the edge, the horizontal one rubber-bands", script: """
            s.bouncesVertically = false
            down 1 at 200,300
            move 1 to 300,400 over 200ms
            expect s contentOffset -43.7,0
            """),
        Case(name: "bouncesHorizontally false: the other way round", script: """
            s.bouncesHorizontally = false
            down 1 at 200,300
            move 1 to 300,400 over 200ms
            expect s contentOffset 0,-46.1
            """),
        Case(name: "bounces false then bouncesVertically true: only the vertical axis bounces", script: """
            s.bounces = false
            s.bouncesVertically = true
            down 1 at 200,300
            move 1 to 300,400 over 200ms
            expect s contentOffset 0,-46.1
            """),
        Case(name: "bounces true sets both axes again", script: """
            s.bouncesHorizontally = false
            s.bouncesVertically = false
            s.bounces = true
            down 1 at 200,300
            move 1 to 300,400 over 200ms
            expect s contentOffset -43.7,-46.1
            """),
        // C3: alwaysBounceVertical makes a short content scroll only while that axis bounces.
        Case(name: "alwaysBounceVertical needs bouncesVertically", script: """
            view t frame 0,0,375,667 scrollView content 375,300
            t.alwaysBounceVertical = true
            t.bouncesVertically = false
            drag from 100,300 to 100,450 over 200ms
            expect t.panGestureRecognizer states failed
            """),
        Case(name: "alwaysBounceVertical ignores bouncesHorizontally", script: """
            view t frame 0,0,375,667 scrollView content 375,300
            t.alwaysBounceVertical = true
            t.bouncesHorizontally = false
            drag from 100,300 to 100,450 over 200ms
            expect t.panGestureRecognizer states began changed ended
            """),
    ]

    @Test(arguments: cases)
    func scenario(_ c: Case) {
        let source = Self.scene + c.script
        let outcome = ScriptRunner.run(name: "t.gesture", bytes: Array(source.utf8), transcript: false, write: { _ in })
        #expect(outcome.status == .ok, "\(outcome.diagnostics)\(outcome.failureLines.joined(separator: "\n"))")
    }

    /// D6: after the same flick, a `.fast` view coasts about rate/(1 − rate) times its lift speed: 99·v against
    /// 499·v for `.normal`, so about a fifth as far (the frames and the stop speed make it not exactly 99/499).
    @Test func fastDecelerationCoastsAboutAFifthAsFar() throws {
        func coast(_ rate: String) throws -> Double {
            let r = ShowTests.run("""
                view s frame 0,0,375,667 scrollView content 375,100000
                s.contentOffset = 0,40000
                \(rate)
                drag from 200,500 to 200,200 over 100ms
                show s
                wait 10s
                show s
                """)
            #expect(r.error == nil, "\(r.error.map { $0.message } ?? "")")
            let s = try #require(r.session.env.view(named: "s"))
            let end = try #require(r.session.env.scrollState(of: s)).contentOffset.y
            // The drag itself moved the offset 300 − 10 pt before the lift.
            return end - 40000 - 290
        }
        let normal = try coast("")
        let fast = try coast("s.decelerationRate = fast")
        let ratio = fast / normal
        #expect(normal > 1000, "normal coast \(normal)")
        #expect(ratio > 0.17 && ratio < 0.23, "fast \(fast) / normal \(normal) = \(ratio)")
        // A rate given as a number is UIKit's DecelerationRate(rawValue:); 0.99 is `.fast`.
        let number = try coast("s.decelerationRate = 0.99")
        #expect(number == fast)
        let back = try coast("s.decelerationRate = fast\ns.decelerationRate = normal")
        #expect(back == normal)
    }

    @Test func showListsAChangedRateAndAxis() throws {
        let r = ShowTests.run(Self.scene + """
            s.decelerationRate = fast
            s.bouncesHorizontally = false
            show s
            """)
        let lines = try #require(r.shows.last)
        #expect(lines.contains("  decelerationRate 0.99 per ms (.fast) (default .normal 0.998)"), "\(lines)")
        #expect(lines.contains { $0.contains("bounces true") && $0.contains("bouncesHorizontally false (default true)") }, "\(lines)")
        // A plain scroll view's delegate: its one answer and the calls it heard.
        #expect(lines.contains("  delegate: viewForZooming(in:) → nil (the zoom scales are equal: no zooming); no calls yet"), "\(lines)")
        let dragged = ShowTests.run(Self.scene + """
            s.maximumZoomScale = 2
            drag from 200,500 to 200,300 over 200ms
            show s
            """)
        let after = try #require(dragged.shows.last)
        #expect(after.contains { $0.hasPrefix("  delegate: viewForZooming(in:) → its content; calls so far: scrollViewWillBeginDragging 1, scrollViewDidScroll ") }, "\(after)")
    }

    /// D2: offsets are the exact arithmetic by default; `set screenScale 3` rounds each offset set to 1/3 pt, as
    /// UIKit's setContentOffset rounds to the pixel grid of an @3x screen.
    @Test(arguments: [("", -43.727915), ("set screenScale 3\n", -131.0 / 3), ("set screenScale 2\n", -87.0 / 2),
                      ("set screenScale 3\nset screenScale 0\n", -43.727915)])
    func screenScaleRoundsTheOffset(_ c: (setting: String, x: Double)) throws {
        let r = ShowTests.run(c.setting + Self.scene + """
            down 1 at 200,300
            move 1 to 300,300 over 200ms
            """)
        #expect(r.error == nil)
        let s = try #require(r.session.env.view(named: "s"))
        let x = try #require(r.session.env.scrollState(of: s)).contentOffset.x
        #expect(abs(x - c.x) < 1e-4, "\(x)")
        if c.setting.hasSuffix("3\n") { #expect(x == -131.0 / 3) }
    }

    /// D2: a deceleration's display frames round too, every frame on the 1/3 pt grid.
    @Test func screenScaleRoundsTheDisplayFrames() throws {
        let r = ShowTests.run("""
            set screenScale 3
            view s frame 0,0,375,667 scrollView content 375,100000
            s.contentOffset = 0,40000
            drag from 200,500 to 200,200 over 100ms
            wait 100ms
            """)
        #expect(r.error == nil)
        let s = try #require(r.session.env.view(named: "s"))
        let state = try #require(r.session.env.scrollState(of: s))
        #expect(state.isDecelerating)
        let y3 = state.contentOffset.y * 3
        #expect(y3 == y3.rounded(), "\(state.contentOffset.y)")
    }

    static let bad: [BadInputCase] = [
        BadInputCase(name: "a screen scale of 4", source: "set screenScale 4", location: "bad.gesture:1:17: error:",
                     message: "0 (offsets not rounded), 1, 2 or 3", suggestion: "set screenScale 3"),
        BadInputCase(name: "a fractional screen scale", source: "set screenScale 2.5", location: "bad.gesture:1:17: error:",
                     message: "0 (offsets not rounded), 1, 2 or 3", suggestion: nil),
        BadInputCase(name: "a rate of 1 never stops", source: "view s frame 0,0,10,10 scrollView content 10,100\ns.decelerationRate = 1",
                     location: "bad.gesture:2:22: error:", message: "a rate per millisecond must be above 0 and below 1",
                     suggestion: "did you mean 'decelerationRate = fast'?"),
        BadInputCase(name: "a negative rate", source: "view s frame 0,0,10,10 scrollView content 10,100\ns.decelerationRate = -0.5",
                     location: "bad.gesture:2:22: error:", message: "above 0 and below 1", suggestion: nil),
        BadInputCase(name: "a misspelt rate", source: "view s frame 0,0,10,10 scrollView content 10,100\ns.decelerationRate = fats",
                     location: "bad.gesture:2:22: error:", message: "fast, normal or a rate such as 0.995",
                     suggestion: "did you mean 'decelerationRate = fast'?"),
        BadInputCase(name: "a switch for a rate", source: "view s frame 0,0,10,10 scrollView content 10,100\ns.decelerationRate = true",
                     location: "bad.gesture:2:22: error:", message: "fast, normal or a rate", suggestion: nil),
        BadInputCase(name: "a rate on a plain view", source: "view s frame 0,0,10,10\ns.decelerationRate = fast",
                     location: "bad.gesture:2:1: error:", message: "not a scroll view", suggestion: nil),
        BadInputCase(name: "a number for an axis's bounce", source: "view s frame 0,0,10,10 scrollView content 10,100\ns.bouncesVertically = 2",
                     location: "bad.gesture:2:23: error:", message: "true or false", suggestion: nil),
        BadInputCase(name: "a misspelt axis", source: "view s frame 0,0,10,10 scrollView content 10,100\ns.bouncesVerticaly = false",
                     location: "bad.gesture:2:3: error:", message: "scroll views have no property 'bouncesVerticaly'",
                     suggestion: "did you mean 'bouncesVertically'?"),
    ]

    @Test(arguments: bad)
    func badInputGetsADiagnosticAndStatus2(_ c: BadInputCase) { c.expectItsDiagnostic() }
}

/// A5: with zooming on, the scroll view's pan tracks at most 2 touches [DEC S-SV `_updatePanGestureConfiguration`];
/// being a scroll view's pan it does not fail past them (A7: `failsPastMaxTouches` off), it ignores the rest.
@Suite struct ZoomingPanTouchLimitTests {
    static func touches(zooming: Bool, together: Bool) throws -> Int? {
        let down = together ? "down 1 at 100,300 & down 2 at 200,300 & down 3 at 150,400"
            : "down 1 at 100,300 & down 2 at 200,300\ndown 3 at 150,400"
        let r = ShowTests.run("""
            view s frame 0,0,375,667 scrollView content 375,3000
            \(zooming ? "s.maximumZoomScale = 3" : "")
            \(down)
            move 1 by 0,-100 & move 2 by 0,-100 & move 3 by 0,-100 over 200ms
            """)
        #expect(r.error == nil, "\(r.error.map { $0.message } ?? "")")
        let s = try #require(r.session.env.view(named: "s"))
        let pan = try #require(r.session.env.scrollState(of: s)?.panGestureRecognizer)
        guard r.session.env.state(of: pan) == .changed || r.session.env.state(of: pan) == .began else { return nil }
        return r.session.env.numberOfTouches(of: pan)
    }

    @Test(arguments: [(false, true, 3), (false, false, 3), (true, true, 2), (true, false, 2)])
    func zoomingPanTracksTwoTouches(_ c: (zooming: Bool, together: Bool, tracked: Int)) throws {
        #expect(try Self.touches(zooming: c.zooming, together: c.together) == c.tracked)
    }
}

/// F3: a paging scroll view takes over when the scroll view inside it reaches its edge mid-drag [DEC S-SV
/// `_attemptToDragParent:forNewBounds:oldBounds:`]: the inner view stays at its edge, the overflow moves the pager,
/// and at the lift the pager settles on a page (D7).
@Suite struct PagingParentHandOffTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var script: String
        var testDescription: String { name }
    }

    /// A pager of three 375 pt pages; its middle page is a strip that scrolls horizontally (content 1125, so its
    /// offsets run 0…750), near its end.
    static let scene = """
        view pager frame 0,0,375,667 scrollView content 1125,667
        pager.isPagingEnabled = true
        view photos frame 375,0,375,667 in pager scrollView content 1125,667
        pager.contentOffset = 375,0
        photos.contentOffset = 700,0

        """

    static let cases: [Case] = [
        // The strip's pan begins at 10 pt; 190 pt more would take it to 890, 140 past its end: the pager gets those.
        Case(name: "past the strip's end the pager follows the finger, and a fast lift turns the page", script: """
            down 1 at 300,400
            move 1 to 100,400 over 200ms
            expect photos contentOffset 750,0
            expect pager contentOffset 515,0
            expect pager.panGestureRecognizer states failed
            up 1
            wait 2s
            expect pager contentOffset 750,0
            expect photos contentOffset 750,0
            expect view pager scrollViewDidEndDecelerating 1
            """),
        Case(name: "pulled back, the overflow goes first, then the strip scrolls again", script: """
            down 1 at 300,400
            move 1 to 100,400 over 200ms
            move 1 to 280,400 over 200ms
            expect pager contentOffset 375,0
            expect photos contentOffset 710,0
            """),
        Case(name: "a slow lift a little past the edge settles back on the page", script: """
            down 1 at 300,400
            move 1 to 200,400 over 500ms
            wait 100ms
            expect pager contentOffset 415,0
            up 1
            wait 2s
            expect pager contentOffset 375,0
            expect photos contentOffset 750,0
            """),
        Case(name: "without paging the parent does not take over: the strip rubber-bands", script: """
            pager.isPagingEnabled = false
            drag from 300,400 to 100,400 over 200ms
            expect pager contentOffset 375,0
            """),
        Case(name: "with transfersHorizontalScrollingToParent false the strip keeps the drag", script: """
            photos.transfersHorizontalScrollingToParent = false
            down 1 at 300,400
            move 1 to 100,400 over 200ms
            expect pager contentOffset 375,0
            up 1
            wait 2s
            expect pager contentOffset 375,0
            expect photos contentOffset 750,0
            """),
    ]

    @Test(arguments: cases)
    func scenario(_ c: Case) {
        let source = Self.scene + c.script
        let outcome = ScriptRunner.run(name: "t.gesture", bytes: Array(source.utf8), transcript: false, write: { _ in })
        #expect(outcome.status == .ok, "\(outcome.diagnostics)\(outcome.failureLines.joined(separator: "\n"))")
    }
}
