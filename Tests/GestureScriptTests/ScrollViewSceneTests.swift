@testable import GestureAnalysis
import GestureEngine
import Testing
@testable import GestureScript
@testable import GestureLanguage
@testable import GestureTranscript

/// Scroll views in the scene (LANGUAGE §8): `view … scrollView content W,H`, their properties, content coordinates,
/// `show`, `expect NAME contentOffset`, the bug report's scene, and the bad inputs of issue 25. Facts cite the
/// scroll-view reference by id.
@Suite struct ScrollViewSceneTests {
    static func run(_ script: String) -> (session: Session, shows: [[String]], error: String?) {
        let r = ShowTests.run(script)
        return (r.session, r.shows, r.error.map { $0.message })
    }

    @Test func declarationParsesAndPrintsBack() throws {
        let file = SourceFile(name: "s.gesture", text: "view list frame 0,100,375,400 in window scrollView content 375,2000 exclusiveTouch")
        let (script, diagnostics) = Parser.parse(file)
        #expect(diagnostics.isEmpty)
        guard case .view(let d) = try #require(script.statements.first).kind else {
            Issue.record("not a view statement")
            return
        }
        #expect(d.scrollContent.map { [$0.x, $0.y] } == [375, 2000])
        #expect(d.description == "view list frame 0,100,375,400 in window exclusiveTouch scrollView content 375,2000")
    }

    /// UIKit's defaults, ref §1: delays and cancels content touches, scrolls, bounces, never bounces on an axis
    /// the content does not exceed (C3).
    @Test func defaultsAreUIKits() throws {
        let r = Self.run("view list frame 0,0,375,400 scrollView content 375,2000")
        let list = try #require(r.session.env.view(named: "list"))
        let s = try #require(r.session.env.scrollState(of: list))
        #expect(s.delaysContentTouches && s.canCancelContentTouches && s.isScrollEnabled && s.bounces)
        #expect(!s.alwaysBounceVertical && !s.alwaysBounceHorizontal && !s.isPagingEnabled && !s.isDirectionalLockEnabled)
        #expect(s.contentOffset == .zero)
        #expect(!s.canScrollX(boundsWidth: 375) && s.canScrollY(boundsHeight: 400))
    }

    /// C3: an axis scrolls when the content exceeds the bounds, or with alwaysBounce and bounces both on.
    @Test(arguments: [
        // content h, alwaysBounceVertical, bounces, scrolls vertically
        (400.0, false, true, false), (400.0001, false, true, false), (401.0, false, true, true),
        (100.0, true, true, true), (100.0, true, false, false), (2000.0, false, false, true),
    ])
    func canScrollFollowsC3(_ c: (Double, Bool, Bool, Bool)) {
        var s = ScrollViewState(contentSize: Point(x: 0, y: c.0))
        s.alwaysBounceVertical = c.1
        s.bounces = c.2
        #expect(s.canScrollY(boundsHeight: 400) == c.3)
    }

    @Test func propertiesAreSetInUIKitSpelling() throws {
        let r = Self.run("""
            view list frame 0,0,375,400 scrollView content 375,2000
            list.contentOffset = 0,120
            list.contentSize = 375,3000
            list.delaysContentTouches = false
            list.canCancelContentTouches = false
            list.isScrollEnabled = false
            list.bounces = false
            list.alwaysBounceVertical = true
            list.alwaysBounceHorizontal = true
            list.isPagingEnabled = true
            list.isDirectionalLockEnabled = true
            list.transfersHorizontalScrollingToParent = false
            list.transfersVerticalScrollingToParent = false
            """)
        #expect(r.error == nil)
        let list = try #require(r.session.env.view(named: "list"))
        let s = try #require(r.session.env.scrollState(of: list))
        #expect(s.contentOffset == Point(x: 0, y: 120) && s.contentSize == Point(x: 375, y: 3000))
        for p in ScrollViewProperty.allCases where !p.isPoint {
            #expect(s.flag(p) == !(p.defaultFlag!), "\(p)")
        }
    }

    /// Content frames are in content coordinates; a new subview of a scrolled view, and the content of a nested
    /// view, take the offset into account.
    @Test func contentMovesWithContentOffset() throws {
        let r = Self.run("""
            view outer frame 0,100,375,400 scrollView content 375,2000
            view box frame 0,300,375,200 in outer
            view inner frame 10,20,50,50 in box
            outer.contentOffset = 0,250
            view late frame 0,260,375,10 in outer
            """)
        let env = r.session.env
        #expect(env.views[try #require(env.view(named: "box")).index].windowOrigin == Point(x: 0, y: 150))
        #expect(env.views[try #require(env.view(named: "inner")).index].windowOrigin == Point(x: 10, y: 170))
        #expect(env.views[try #require(env.view(named: "late")).index].windowOrigin == Point(x: 0, y: 110))
    }

    @Test func showOfAScrollViewGivesOffsetSizeAxesAndSwitches() throws {
        let r = Self.run("""
            view list frame 0,0,375,400 scrollView content 375,2000
            list.contentOffset = 0,40
            list.bounces = false
            show list
            show view list
            """)
        #expect(r.error == nil)
        #expect(r.shows.count == 2)
        #expect(r.shows[0] == r.shows[1])
        let lines = try #require(r.shows.first)
        #expect(lines.contains("  contentOffset 0,40, contentSize 375,2000; scrolls: vertical"))
        #expect(lines.contains { $0.hasPrefix("  scroll view: delaysContentTouches true, ") && $0.contains("bounces false (default true)") })
    }

    /// The bug report's scene statements recreate a scroll view with its offset and changed switches.
    @Test func bugReportSceneRecreatesTheScrollView() {
        let r = Self.run("""
            view list frame 0,0,375,400 scrollView content 375,2000
            view row frame 0,440,375,44 in list
            list.contentOffset = 0,400
            list.delaysContentTouches = false
            """)
        let lines = SceneStatements.lines(of: r.session)
        #expect(lines.contains("view list frame 0,0,375,400 scrollView content 375,2000"))
        #expect(lines.contains("list.contentOffset = 0,400"))
        #expect(lines.contains("list.delaysContentTouches = false"))
        #expect(!lines.contains { $0.hasPrefix("list.bounces") })
        // The built-in pan comes with the view: never declared again.
        #expect(!lines.contains { $0.contains("recognizer list.panGestureRecognizer") })
    }

    typealias Bad = BadInputCase

    /// Issue 25's bad inputs that belong to scroll views: each a `FILE:LINE:COLUMN` diagnostic, exit 2.
    static let bad: [Bad] = [
        Bad(name: "negative content size", source: "view s frame 0,0,10,10 scrollView content 10,-1",
            location: "bad.gesture:1:46: error:", message: "must not be negative"),
        Bad(name: "content without a size", source: "view s frame 0,0,10,10 scrollView content",
            location: "bad.gesture:1:", message: "content size"),
        Bad(name: "scrollView without content", source: "view s frame 0,0,10,10 scrollView 10,10",
            location: "bad.gesture:1:", message: "'content'"),
        Bad(name: "non-finite offset", source: "view s frame 0,0,10,10 scrollView content 10,10\ns.contentOffset = 1e400,0",
            location: "bad.gesture:2:19: error:", message: "exponent"),
        Bad(name: "negative content size set later", source: "view s frame 0,0,10,10 scrollView content 10,10\ns.contentSize = 5,-5",
            location: "bad.gesture:2:17: error:", message: "out of range for 'contentSize'"),
        Bad(name: "property of a plain view", source: "view v frame 0,0,10,10\nv.contentOffset = 0,10",
            location: "bad.gesture:2:1: error:", message: "'v' is a view, not a scroll view"),
        Bad(name: "unknown scroll-view property", source: "view s frame 0,0,10,10 scrollView content 10,10\ns.delayContentTouches = false",
            location: "bad.gesture:2:3: error:", message: "scroll views have no property 'delayContentTouches'",
            suggestion: "did you mean 'delaysContentTouches'?"),
        Bad(name: "a point for a switch", source: "view s frame 0,0,10,10 scrollView content 10,10\ns.bounces = 1,2",
            location: "bad.gesture:2:13: error:", message: "'bounces' takes true or false"),
        Bad(name: "a switch for a point", source: "view s frame 0,0,10,10 scrollView content 10,10\ns.contentOffset = true",
            location: "bad.gesture:2:19: error:", message: "'contentOffset' takes a point"),
        Bad(name: "a point for a recognizer property", source: "recognizer t = tap numberOfTapsRequired = 1,2",
            location: "bad.gesture:1:43: error:", message: "'numberOfTapsRequired' takes"),
        Bad(name: "contentOffset of a plain view", source: "view v frame 0,0,10,10\nexpect v contentOffset 0,0",
            location: "bad.gesture:2:8: error:", message: "not a scroll view"),
    ]

    @Test(arguments: bad)
    func badInputGetsADiagnostic(_ c: Bad) {
        c.expectItsDiagnostic()
    }
}

/// The scroll view's pan as a member of the environment: its name, C2's axis rule, D2's arithmetic, D3's rubber band.
@Suite struct ScrollViewPanTests {
    /// `NAME.panGestureRecognizer` is one name wherever a recognizer's may stand; a longer word is not.
    @Test func builtInRecognizerNamesAreOneToken() {
        let tokens = Lexer.tokenize(Array("list.panGestureRecognizer list.pinchGestureRecognizer list.panGestureRecognizers a.b".utf8))
            .filter { $0.kind == .identifier }.map { $0.range.end - $0.range.start }
        #expect(tokens == ["list.panGestureRecognizer".utf8.count, "list.pinchGestureRecognizer".utf8.count, 4, "panGestureRecognizers".utf8.count, 1, 1])
    }

    @Test func itsPropertiesAreSetThroughItsName() throws {
        let r = ScrollViewSceneTests.run("""
            view list frame 0,0,375,400 scrollView content 375,2000
            list.panGestureRecognizer.cancelsTouchesInView = false
            recognizer tap = tap
            tap requireToFail list.panGestureRecognizer
            list.panGestureRecognizer.require(toFail: tap)
            """)
        // The last line closes a failure-requirement cycle, which the engine takes as UIKit does.
        #expect(r.error == nil)
        let pan = try #require(r.session.env.recognizer(named: "list.panGestureRecognizer"))
        let tap = try #require(r.session.env.recognizer(named: "tap"))
        #expect(r.session.env[tap].failureRequirements == [pan] && r.session.env[pan].failureRequirements == [tap])
        #expect(!r.session.env[pan].cancelsTouchesInView)
        #expect(r.session.env.scrollView(ofPan: pan) == r.session.env.view(named: "list"))
    }

    /// D3's worked example (d = 960): 100 pt of overshoot shows 52.02 pt, 400 pt shows 178.98 pt; inside the range
    /// the raw offset stands; without bounces the edge.
    @Test func rubberBandFollowsD3() {
        var s = ScrollViewState(contentSize: Point(x: 0, y: 3000))
        #expect(abs(s.displayedOffset(raw: -100, maximum: 2040, boundsSize: 960) + 52.02) < 0.01)
        #expect(abs(s.displayedOffset(raw: 2440, maximum: 2040, boundsSize: 960) - (2040 + 178.98)) < 0.01)
        #expect(s.displayedOffset(raw: 700, maximum: 2040, boundsSize: 960) == 700)
        s.bounces = false
        #expect(s.displayedOffset(raw: -100, maximum: 2040, boundsSize: 960) == 0)
        #expect(s.displayedOffset(raw: 2500, maximum: 2040, boundsSize: 960) == 2040)
    }

    struct Bad: CustomTestStringConvertible, Sendable {
        var source: String
        var message: String
        var testDescription: String { message }
    }

    @Test(arguments: [
        Bad(source: "view v frame 0,0,10,10\nrecognizer t = tap\nt requireToFail v.panGestureRecognizer",
            message: "bad.gesture:3:17: error: 'v' is a view, not a scroll view: it has no property 'panGestureRecognizer'"),
        Bad(source: "view s frame 0,0,10,10 scrollView content 10,100\ndelegate s.panGestureRecognizer shouldBegin = false",
            message: "bad.gesture:2:10: error: 's.panGestureRecognizer' must have its scroll view as its delegate"),
    ])
    func badUseOfTheBuiltInPan(_ c: Bad) {
        let outcome = ScriptRunner.run(name: "bad.gesture", bytes: Array(c.source.utf8), transcript: false, write: { _ in })
        #expect(outcome.status == .scriptError)
        #expect(outcome.diagnostics.hasPrefix(c.message), "\(outcome.diagnostics)")
    }
}
