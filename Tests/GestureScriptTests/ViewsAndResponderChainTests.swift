@testable import GestureAnalysis
import GestureEngine
import Testing

@testable import GestureScript
@testable import GestureLanguage
@testable import GestureTranscript

/// Views as UIKit ships them (`isUserInteractionEnabled`, `isHidden`, `alpha` in hit-testing; `label` and `imageView`),
/// the responder chain (a plain view passes its touch calls on to its superview, up to the window; `handlesTouches`,
/// controls and the canvas stop it) and `shouldReceive … within VIEW`, run as scripts (issue 25 items 3–5).
@Suite struct ViewsAndResponderChainTests {
    /// Runs `source`; every expectation in it must hold.
    private func passes(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let outcome = ScriptRunner.run(name: "v.gesture", bytes: Array(source.utf8), transcript: false, write: { _ in })
        #expect(outcome.status == .ok, "\(outcome.diagnostics)\(outcome.failureLines.joined(separator: "\n"))",
                sourceLocation: sourceLocation)
    }

    private func transcript(_ source: String, level: String) -> String {
        var out = ""
        _ = ScriptRunner.run(name: "v.gesture", bytes: Array(("set trace \(level)\n" + source).utf8), transcript: true,
                             write: { out += $0 })
        return out
    }

    // MARK: - Hit-testing [DOC UIView.hitTest(_:with:)]

    struct HitCase: CustomTestStringConvertible, Sendable {
        var name: String
        /// Statements after `view back …; view front …` (front on top of back, both under the finger).
        var setup: String
        /// The view the touch at 50,50 belongs to.
        var hit: String
        var testDescription: String { name }
    }

    static let hitCases: [HitCase] = [
        HitCase(name: "front view on top", setup: "", hit: "front"),
        HitCase(name: "interaction off: the view behind", setup: "front.isUserInteractionEnabled = false", hit: "back"),
        HitCase(name: "hidden: the view behind", setup: "front.isHidden = true", hit: "back"),
        HitCase(name: "alpha below 0.01: the view behind", setup: "front.alpha = 0.009", hit: "back"),
        HitCase(name: "alpha 0.01 is still hit", setup: "front.alpha = 0.01", hit: "front"),
        HitCase(name: "alpha 0: the view behind", setup: "front.alpha = 0", hit: "back"),
        HitCase(name: "interaction back on", setup: "front.isUserInteractionEnabled = false\nfront.isUserInteractionEnabled = true", hit: "front"),
        HitCase(name: "a hidden superview hides its subviews", setup: "view inner frame 0,0,100,100 in front\nfront.isHidden = true", hit: "back"),
        HitCase(name: "a subview of a view with interaction off is skipped too",
                setup: "view inner frame 0,0,100,100 in front\nfront.isUserInteractionEnabled = false", hit: "back"),
        HitCase(name: "an image view starts with interaction off", setup: "view photo frame 0,0,100,100 imageView", hit: "front"),
        HitCase(name: "a label starts with interaction off", setup: "view caption frame 0,0,100,100 label", hit: "front"),
        HitCase(name: "an image view with interaction on is hit",
                setup: "view photo frame 0,0,100,100 imageView\nphoto.isUserInteractionEnabled = true", hit: "photo"),
        HitCase(name: "everything skipped: the window", setup: "front.isHidden = true\nback.alpha = 0", hit: "window"),
    ]

    @Test(arguments: hitCases)
    func hitTestingSkipsViewsAsUIKitDoes(_ c: HitCase) {
        let source = "view back frame 0,0,200,200 handlesTouches\nview front frame 0,0,200,200 handlesTouches\n\(c.setup)\n"
            + "down 1 at 50,50\nexpect view \(c.hit) touchesBegan 1\nup 1\n"
        passes(source)
        #expect(transcript(source, level: "all").contains("finger 1 down at 50,50 (\(c.hit))"))
    }

    /// The image view whose tap never fires, and its fix: the tap on the image view never gets the touch while
    /// interaction is off (the touch hits the view behind it); turned on, the tap recognizes.
    @Test func theImageViewsTapFiresOnceInteractionIsOn() {
        passes("""
            view photo frame 100,100,100,100 imageView
            recognizer tap = tap on photo
            tap at 150,150
            expect tap actions 0
            photo.isUserInteractionEnabled = true
            mark
            tap at 150,150
            expect tap actions 1
            """)
    }

    /// Properties decide hit-testing only: a touch already down keeps its view.
    @Test func aTouchDownKeepsItsViewWhenTheViewIsHidden() {
        passes("""
            view box frame 0,0,100,100 handlesTouches
            down 1 at 50,50
            box.isHidden = true
            up 1
            expect view box touchesEnded 1
            expect view window touchesEnded 0
            """)
    }

    // MARK: - The responder chain [DOC UIResponder: the default implementation forwards the message]

    /// Who counts a call: the hit view and each responder it is passed on to, up to the one that handles it.
    @Test func expectViewCountsTheCallsPassedOn() {
        passes("""
            view root frame 0,0,375,667
            view box frame 50,50,100,100 in root
            tap at 80,80
            expect view box touchesBegan 1
            expect view root touchesBegan 1
            expect view window touchesBegan 1
            expect view window touchesEnded 1
            """)
        passes("""
            view card frame 0,0,375,667 handlesTouches
            view box frame 50,50,100,100 in card
            tap at 80,80
            expect view box touchesBegan 1
            expect view card touchesBegan 1
            expect view window touchesBegan 0
            """)
        // A control handles its touches; a plain view inside it passes its calls to it, and the control sends
        // touchUpInside as for its own touch.
        passes("""
            view ok frame 0,0,200,200 button
            view icon frame 10,10,50,50 in ok
            tap at 20,20
            expect view icon touchesEnded 1
            expect view ok touchesEnded 1
            expect view window touchesEnded 0
            expect log "ok.touchUpInside"
            """)
        // A touch on the window itself: nothing passed on to a view.
        passes("""
            view box frame 50,50,100,100
            tap at 300,300
            expect view window touchesBegan 1
            expect view box touchesBegan 0
            """)
    }

    /// A plain view inside TouchTracker's canvas passes its touches to the canvas, which draws the line.
    @Test func theCanvasHandlesTheTouchesPassedOnToIt() {
        passes("""
            use touchtracker bare
            view sticker frame 50,50,100,100 in canvas
            drag from 60,60 to 140,140
            expect view sticker touchesBegan 1
            expect view canvas touchesBegan 1
            expect view window touchesBegan 0
            expect lines 1
            """)
    }

    /// `all` shows each hop on its own line; `normal` folds the hops into the call's part, saying where the call
    /// ended; `brief` leaves both out (live deliveries are not shown there).
    @Test func theTranscriptShowsTheHops() {
        let source = """
            view root frame 0,0,375,667
            view box frame 50,50,100,100 in root
            view card frame 200,200,100,100 handlesTouches
            view corner frame 0,0,50,50 in card
            down 1 at 80,80
            up 1
            down 1 at 210,210
            up 1
            """
        let all = transcript(source, level: "all")
        #expect(all.contains("box.touchesBegan [1]\n  0ms        root.touchesBegan [1] passed on by box\n"
                              + "  0ms        window.touchesBegan [1] passed on by root\n"), "\(all)")
        #expect(all.contains("card.touchesBegan [1] passed on by corner\n"))
        let normal = transcript(source, level: "normal")
        #expect(normal.contains("finger 1 down at 80,80 (box) · box.touchesBegan [1] → root → window (unhandled)\n"))
        #expect(normal.contains("finger 1 up · box.touchesEnded [1] → root → window (unhandled)\n"))
        #expect(normal.contains("finger 1 down at 210,210 (corner) · corner.touchesBegan [1] → card\n"))
        let brief = transcript(source, level: "brief")
        #expect(!brief.contains("→ root") && !brief.contains("passed on"))
    }

    /// Uneventful moves of a plain view still fold into one line at `normal`, with the chain.
    @Test func foldedMovesKeepTheChain() {
        let normal = transcript("""
            view box frame 0,0,200,200
            down 1 at 10,10
            move 1 to 110,10 over 100ms
            up 1
            """, level: "normal")
        #expect(normal.contains("· box.touchesMoved ×6 → window (unhandled)\n"), "\(normal)")
    }

    /// Calls released together to a plain view stay one part at `normal`, the chain told once after them.
    @Test func releasedCallsFoldWithTheirChain() {
        let normal = transcript("""
            view box frame 0,0,200,200
            recognizer d = tap on box numberOfTapsRequired = 2 delaysTouchesBegan = true
            down 1 at 10,10
            move 1 to 40,10 over 50ms
            up 1
            wait 400ms
            """, level: "normal")
        #expect(normal.contains("box.touchesBegan [1], touchesMoved [1] ×3, touchesEnded [1] released (withheld since 0–50ms) → window (unhandled) · reset: d\n"),
                "\(normal)")
    }

    /// A scene where no plain view but the window receives touches prints as it did: the window's calls have no hop.
    @Test func callsToTheWindowOrToTheCanvasHaveNoHops() {
        #expect(!transcript("recognizer t = tap\ntap at 10,10\n", level: "all").contains("passed on"))
        #expect(!transcript("use touchtracker\ndrag from 10,10 to 100,100\n", level: "all").contains("passed on"))
        #expect(!transcript("recognizer t = tap\ntap at 10,10\n", level: "normal").contains("unhandled"))
    }

    // MARK: - shouldReceive … within VIEW

    /// The article's fix: the tap's delegate refuses touches in the list or any of its subviews (`within`); `in`
    /// refuses only touches whose hit view is the list itself.
    @Test func shouldReceiveWithinCoversDescendants() {
        let scene = """
            view list frame 0,100,375,400
            view row frame 0,0,375,44 in list
            recognizer tap = tap
            """
        passes(scene + "\ndelegate tap shouldReceive = false within list\ntap at 20,120\ntap at 20,400\ntap at 20,600\nexpect tap actions 1")
        passes(scene + "\ndelegate tap shouldReceive = false in list\nmark\ntap at 20,120\nexpect tap actions 1\nmark\ntap at 20,400\nexpect tap actions 0")
        // `true within`: only touches in the list reach the tap.
        passes(scene + "\ndelegate tap shouldReceive = true within list\ntap at 20,120\ntap at 20,600\nexpect tap actions 1")
        // The later statement replaces the earlier answer, `in` and `within` alike.
        passes(scene + "\ndelegate tap shouldReceive = false within list\ndelegate tap shouldReceive = false in list\ntap at 20,120\nexpect tap actions 1")
    }

    /// A bug report's scene (the statements that rebuild it) keeps the view kinds, `handlesTouches`, the view
    /// properties that differ from the kind's defaults, and `within`.
    @Test func aBugReportRebuildsTheViewsAndTheDelegate() {
        let (_, session, error) = ShowTests.run("""
            view card frame 0,0,375,300
            view photo frame 20,20,100,100 in card imageView
            photo.isUserInteractionEnabled = true
            view caption frame 20,150,100,20 in card label
            view sketch frame 0,300,375,300 handlesTouches
            sketch.isHidden = true
            sketch.alpha = 0.5
            recognizer t = tap on card
            delegate t shouldReceive = false within card
            """)
        #expect(error == nil)
        let lines = SceneStatements.lines(of: session)
        for line in ["view photo frame 20,20,100,100 in card imageView", "photo.isUserInteractionEnabled = true",
                     "view caption frame 20,150,100,20 in card label", "view sketch frame 0,300,375,300 handlesTouches",
                     "sketch.isHidden = true", "sketch.alpha = 0.5", "delegate t shouldReceive = false within card"] {
            #expect(lines.contains(line), "\(lines)")
        }
        #expect(!lines.contains { $0.hasPrefix("caption.") }, "a label's interaction is off by default: \(lines)")
    }

    // MARK: - Bad input

    struct BadCase: CustomTestStringConvertible, Sendable {
        var name: String
        var line: String
        var location: String
        var message: String
        var suggestion: String?
        var testDescription: String { name }
    }

    static let badCases: [BadCase] = [
        BadCase(name: "isHidden on a recognizer", line: "t.isHidden = true", location: "bad.gesture:3:3: error:",
                message: "'isHidden' is a property of views, and 't' is a recognizer (attached to view 'photo')",
                suggestion: "photo.isHidden = true"),
        BadCase(name: "a view property in a recognizer declaration", line: "recognizer u = tap on photo alpha = 0.5",
                location: "bad.gesture:3:29: error:", message: "'alpha' is a property of views", suggestion: "photo.alpha = 0.5"),
        BadCase(name: "isUserInteractionEnabled on a window recognizer", line: "recognizer w = tap\nw.isUserInteractionEnabled = false",
                location: "bad.gesture:4:3: error:", message: "'isUserInteractionEnabled' is a property of views",
                suggestion: "w.isEnabled = false"),
        BadCase(name: "unknown view property", line: "photo.isHiden = true", location: "bad.gesture:3:7: error:",
                message: "view 'photo' has no property 'isHiden'", suggestion: "isHidden"),
        BadCase(name: "non-numeric alpha", line: "photo.alpha = high", location: "bad.gesture:3:15: error:",
                message: "'alpha' takes a number from 0 to 1, not 'high'"),
        BadCase(name: "boolean alpha", line: "photo.alpha = true", location: "bad.gesture:3:15: error:",
                message: "'alpha' takes a number from 0 to 1"),
        BadCase(name: "alpha above 1", line: "photo.alpha = 50", location: "bad.gesture:3:15: error:",
                message: "'50' is out of range for 'alpha': from 0 (transparent) to 1 (opaque); UIKit would clamp it to 1",
                suggestion: "photo.alpha = 1"),
        BadCase(name: "alpha below 0", line: "photo.alpha = -0.5", location: "bad.gesture:3:15: error:",
                message: "UIKit would clamp it to 0", suggestion: "photo.alpha = 0"),
        BadCase(name: "a number for a boolean", line: "photo.isHidden = 1", location: "bad.gesture:3:18: error:",
                message: "'isHidden' takes true or false, not '1'"),
        BadCase(name: "the window's properties", line: "window.isHidden = true", location: "bad.gesture:3:1: error:",
                message: "the window's 'isHidden' cannot be changed"),
        BadCase(name: "within after another delegate method", line: "delegate t shouldBegin = false within photo",
                location: "bad.gesture:3:32: error:", message: "shouldReceive"),
        BadCase(name: "within an unknown view", line: "delegate t shouldReceive = false within phot",
                location: "bad.gesture:3:41: error:", message: "phot", suggestion: "photo"),
    ]

    @Test(arguments: badCases)
    func badInputGetsADiagnostic(_ c: BadCase) {
        let source = "view photo frame 0,0,100,100 imageView\nrecognizer t = tap on photo\n\(c.line)\n"
        let outcome = ScriptRunner.run(name: "bad.gesture", bytes: Array(source.utf8), transcript: false, write: { _ in })
        #expect(outcome.status == .scriptError)
        let first = outcome.diagnostics.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix(c.location), "\(first)")
        #expect(first.contains(c.message), "\(first)")
        #expect(outcome.diagnostics.contains("^"))
        if let s = c.suggestion { #expect(outcome.diagnostics.contains("did you mean '\(s)'?"), "\(outcome.diagnostics)") }
    }
}
