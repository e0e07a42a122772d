@testable import GestureAnalysis
import GestureEngine
import Testing
@testable import GestureScript

/// Zooming (scroll-view ref A1, A3, A5): its bad inputs, the pinch it brings, the scene statements of a zooming view.
@Suite struct ScrollZoomTests {
    typealias Bad = BadInputCase

    static let bad: [Bad] = [
        Bad(name: "pinch of a plain view", source: "view v frame 0,0,10,10\nrecognizer t = tap\nt requireToFail v.pinchGestureRecognizer",
            location: "bad.gesture:3:17: error:", message: "'v' is a view, not a scroll view: it has no property 'pinchGestureRecognizer'"),
        Bad(name: "pinch of a scroll view that does not zoom",
            source: "view s frame 0,0,10,10 scrollView content 10,100\nrecognizer t = tap\nt requireToFail s.pinchGestureRecognizer",
            location: "bad.gesture:3:17: error:", message: "'s' does not zoom, so it has no 'pinchGestureRecognizer'",
            suggestion: "s.maximumZoomScale = 3"),
        Bad(name: "pinch after zooming was turned off",
            source: "view s frame 0,0,10,10 scrollView content 10,100\ns.maximumZoomScale = 2\ns.maximumZoomScale = 1\nshow s.pinchGestureRecognizer",
            location: "bad.gesture:4:6: error:", message: "does not zoom", suggestion: "s.maximumZoomScale = 3"),
        Bad(name: "zero zoom scale", source: "view s frame 0,0,10,10 scrollView content 10,100\ns.maximumZoomScale = 0",
            location: "bad.gesture:2:22: error:", message: "a zoom scale must be above zero", suggestion: "maximumZoomScale = 1"),
        Bad(name: "negative zoom scale", source: "view s frame 0,0,10,10 scrollView content 10,100\ns.zoomScale = -2",
            location: "bad.gesture:2:15: error:", message: "a zoom scale must be above zero"),
        Bad(name: "non-finite zoom scale", source: "view s frame 0,0,10,10 scrollView content 10,100\ns.minimumZoomScale = 1e400",
            location: "bad.gesture:2:22: error:", message: "exponent"),
        Bad(name: "a switch for a scale", source: "view s frame 0,0,10,10 scrollView content 10,100\ns.minimumZoomScale = true",
            location: "bad.gesture:2:22: error:", message: "'minimumZoomScale' takes a number above zero"),
        Bad(name: "zoom property of a plain view", source: "view v frame 0,0,10,10\nv.maximumZoomScale = 2",
            location: "bad.gesture:2:1: error:", message: "'v' is a view, not a scroll view"),
        Bad(name: "misspelt zoom property", source: "view s frame 0,0,10,10 scrollView content 10,100\ns.maximumZooomScale = 2",
            location: "bad.gesture:2:3: error:", message: "no property 'maximumZooomScale'", suggestion: "maximumZoomScale"),
    ]

    @Test(arguments: bad)
    func badInputGetsADiagnostic(_ c: Bad) {
        c.expectItsDiagnostic()
    }

    /// A1: the pinch exists once the scales differ; A5: it and the pan answer each other simultaneous.
    @Test func thePinchComesWithZoomingAndIsSimultaneousWithThePan() throws {
        let r = ScrollViewSceneTests.run("""
            view photo frame 0,0,375,400 scrollView content 375,400
            photo.maximumZoomScale = 4
            """)
        #expect(r.error == nil)
        let env = r.session.env
        let pinch = try #require(env.recognizer(named: "photo.pinchGestureRecognizer"))
        let pan = try #require(env.recognizer(named: "photo.panGestureRecognizer"))
        #expect(env[pinch].kind == .pinch && env[pinch].view == env.view(named: "photo"))
        #expect(env[pinch].delegate.recognizesSimultaneously(with: pan))
        #expect(env[pan].delegate.recognizesSimultaneously(with: pinch))
        #expect(env.scrollState(of: try #require(env.view(named: "photo")))?.zoom.isEnabled == true)
    }

    /// The scene's statements write the zoom limits (so the pinch is made again) and no delegate answers for the
    /// built-in recognizers (scripts cannot give them one).
    @Test func sceneStatementsWriteTheLimitsNotTheBuiltInAnswers() {
        let r = ScrollViewSceneTests.run("""
            view photo frame 0,0,375,400 scrollView content 375,400
            photo.maximumZoomScale = 4
            photo.bouncesZoom = false
            """)
        let lines = SceneStatements.lines(of: r.session)
        #expect(lines.contains("photo.maximumZoomScale = 4"))
        #expect(lines.contains("photo.bouncesZoom = false"))
        #expect(!lines.contains { $0.hasPrefix("delegate photo.") })
    }
}
