import GestureEngine
import GestureLanguage
import Testing
@testable import GestureScript
@testable import GestureTranscript

/// `override NAME touchesShouldBegin|touchesShouldCancel = BOOL [in VIEW]` (LANGUAGE §8): the forms, their canonical
/// text, `in VIEW` winning over the answer for every view, and the bad inputs of issue 25 (each a whole diagnostic:
/// `FILE:LINE:COLUMN: error:`, the line, the caret, the suggestion; status 2).
@Suite struct ContentTouchScriptTests {
    static let scene = "view list frame 0,100,375,400 scrollView content 375,2000\nview ok frame 20,40,100,44 in list button\n"

    @Test(arguments: [
        "override list touchesShouldBegin = false",
        "override list touchesShouldCancel = true",
        "override list touchesShouldCancel = false in ok",
    ])
    func overridesParseAndPrintBack(_ text: String) throws {
        let (script, diagnostics) = Parser.parse(SourceFile(name: "o.gesture", text: text))
        #expect(diagnostics.isEmpty)
        let s = try #require(script.statements.first)
        guard case .override = s.kind else {
            Issue.record("not an override")
            return
        }
        #expect(s.description == text)
    }

    /// The answer `in VIEW` holds for that view and wins over the one for every view; other views get the general one.
    @Test func anAnswerInAViewWinsForThatView() throws {
        let (session, _, error) = ContentTouchMatrixTests.run(Self.scene + """
            view other frame 20,100,100,44 in list
            override list touchesShouldCancel = false
            override list touchesShouldCancel = true in ok
            override list touchesShouldBegin = false in other
            """)
        #expect(error == nil)
        let list = try #require(session.env.view(named: "list"))
        let ok = try #require(session.env.view(named: "ok"))
        let other = try #require(session.env.view(named: "other"))
        let settings = try #require(session.env.contentTouchSettings(of: list))
        #expect(settings.override(.touchesShouldCancel).answer(in: ok) == true)
        #expect(settings.override(.touchesShouldCancel).answer(in: other) == false)
        #expect(settings.override(.touchesShouldBegin).answer(in: other) == false)
        #expect(settings.override(.touchesShouldBegin).answer(in: ok) == nil)
    }

    struct Bad: Sendable, CustomTestStringConvertible {
        var name: String
        var source: String
        /// The whole diagnostic.
        var diagnostic: String
        var testDescription: String { name }
    }

    static let bad: [Bad] = [
        Bad(name: "override on the content, not the scroll view", source: scene + "override ok touchesShouldCancel = true", diagnostic: """
            bad.gesture:3:10: error: 'ok' is a view, not a scroll view: only a UIScrollView subclass overrides 'touchesShouldCancel' (declare it with 'scrollView content W,H')
            override ok touchesShouldCancel = true
                     ^~
            note: did you mean 'list'?
            """),
        Bad(name: "override on a plain view outside any scroll view", source: "view box frame 0,0,10,10\noverride box touchesShouldBegin = false",
            diagnostic: """
            bad.gesture:2:10: error: 'box' is a view, not a scroll view: only a UIScrollView subclass overrides 'touchesShouldBegin' (declare it with 'scrollView content W,H')
            override box touchesShouldBegin = false
                     ^~~
            """),
        Bad(name: "override on a recognizer", source: "recognizer t = tap\noverride t touchesShouldCancel = true", diagnostic: """
            bad.gesture:2:10: error: 't' is a recognizer: 'touchesShouldCancel' is a method of a scroll view (override SCROLLVIEW touchesShouldCancel = true|false)
            override t touchesShouldCancel = true
                     ^
            """),
        Bad(name: "misspelt method", source: scene + "override list touchesShouldCancle = true", diagnostic: """
            bad.gesture:3:15: error: unknown scroll-view method 'touchesShouldCancle' to override ('touchesShouldBegin' or 'touchesShouldCancel')
            override list touchesShouldCancle = true
                          ^~~~~~~~~~~~~~~~~~~
            note: did you mean 'touchesShouldCancel'?
            """),
        Bad(name: "unknown view in", source: scene + "override list touchesShouldBegin = false in okk", diagnostic: """
            bad.gesture:3:45: error: no view named 'okk'
            override list touchesShouldBegin = false in okk
                                                        ^~~
            note: did you mean 'ok'?
            """),
        Bad(name: "answer missing", source: scene + "override list touchesShouldBegin =", diagnostic: """
            bad.gesture:3:35: error: expected 'true' or 'false' after '='
            override list touchesShouldBegin =
                                              ^
            """),
        Bad(name: "declaring the delay recognizer's kind", source: "recognizer d = contentTouchDelay", diagnostic: """
            bad.gesture:1:16: error: unknown recognizer kind 'contentTouchDelay'
            recognizer d = contentTouchDelay
                           ^~~~~~~~~~~~~~~~~
            note: kinds: tap, longPress, pan, swipe, pinch, rotation, screenEdgePan
            """),
    ]

    @Test(arguments: bad)
    func badInputGetsItsDiagnosticAndStatus2(_ c: Bad) {
        let outcome = ScriptRunner.run(name: "bad.gesture", bytes: Array(c.source.utf8), transcript: false, write: { _ in })
        #expect(outcome.status == .scriptError)
        #expect(outcome.diagnostics == c.diagnostic)
    }

    /// `:why` for a content control whose tap never came names the content-touch delay and the pan that dropped the
    /// touch (B5e), for the touch method and for the control event alike; a quick tap tells the release at the lift.
    @Test func whyNamesTheDelayAndTheDrop() {
        let dragged = Self.scene + "drag from 60,160 to 60,60 over 100ms"
        func why(_ subject: String, _ script: String) -> String {
            let o = WhyForEverythingTests.explain(script, subject)
            #expect(o.status == .ok)
            return o.text.split(separator: "\n").first.map(String.init) ?? ""
        }
        let began = why("ok.touchesBegan", dragged)
        #expect(began == "ok.touchesBegan (finger 1) was withheld at t=0ms by list's content-touch delay's delaysTouchesBegan; "
            + "dropped at t=16.666ms because list.panGestureRecognizer began (moved 16.7 pt ≥ hysteresis 10 pt) and claimed the touches, "
            + "so ok never heard them.", "\(began)")
        let up = why("ok.touchUpInside", dragged)
        #expect(up.hasPrefix("ok sent no touchUpInside in the last gesture. ok.touchesBegan (finger 1) was withheld at t=0ms by "
            + "list's content-touch delay's delaysTouchesBegan; dropped at t=16.666ms"), "\(up)")
        let tapped = why("ok", Self.scene + "tap at 60,160")
        #expect(tapped.contains("withheld at t=0ms by list's content-touch delay's delaysTouchesBegan; released at t=50ms, 50ms late, "
            + "when list's content-touch delay failed at t=50ms (touches ended)"), "\(tapped)")
    }

    /// `expect view NAME touchesShouldCancel N` counts UIKit's calls since the mark: asked once per view with a
    /// delivered touch when the pan would begin (B7), never with `canCancelContentTouches` false, and
    /// `touchesShouldBegin` once per touch released (B6); on a view that is not a scroll view it is an error.
    @Test func expectCountsTheCallsOnTheScrollView() {
        let session = Session()
        let file = SourceFile(name: "count.gesture", text: Self.scene + """
            down 1 at 60,160
            wait 200ms
            move 1 by 0,-60 over 100ms
            up 1
            expect view list touchesShouldBegin 1
            expect view list touchesShouldCancel 1
            mark
            list.canCancelContentTouches = false
            down 1 at 60,160
            wait 200ms
            move 1 by 0,-60 over 100ms
            up 1
            expect view list touchesShouldBegin 1
            expect view list touchesShouldCancel 0
            expect view list touchesShouldCancel 1
            """)
        var failures: [String] = []
        var error: Diagnostic?
        session.run(Parser.parse(file).0) { output in
            if case .expectationFailure(let f) = output { failures.append("\(f.line): \(f.expected), got \(f.actual)") }
            if case .error(let d) = output { error = d }
        }
        #expect(error == nil)
        #expect(failures == ["17: view list touchesShouldCancel 1, got 0"])
        let bad = ScriptRunner.run(name: "bad.gesture", bytes: Array((Self.scene + "expect view ok touchesShouldCancel 0").utf8), transcript: false,
                                   write: { _ in })
        #expect(bad.status == .scriptError)
        #expect(bad.diagnostics.hasPrefix("bad.gesture:3:16: error: 'ok' is a view, not a scroll view: its delegate gets no 'touchesShouldCancel'"))
    }

    /// `show NAME` of a scroll view lists its subclass's overrides: UIKit's default answer where there is none, the
    /// answer for every view, per-view answers in the views' order, and how often UIKit asked each (issue 25 item 7).
    @Test func showListsTheOverridesAndTheirCalls() throws {
        let r = ScrollViewSceneTests.run(Self.scene + """
            view other frame 20,100,100,44 in list
            show list
            tap at 60,160
            override list touchesShouldCancel = true
            override list touchesShouldBegin = false in other
            override list touchesShouldBegin = true in ok
            override list touchesShouldCancel = false in ok
            show list
            """)
        #expect(r.error == nil)
        #expect(r.shows.count == 2)
        let before = r.shows[0].filter { $0.hasPrefix("  overrides: ") }
        #expect(before == ["  overrides: touchesShouldBegin: UIKit's default (true), not asked yet; "
                           + "touchesShouldCancel: UIKit's default (false for a control, true otherwise), not asked yet"])
        let after = r.shows[1].filter { $0.hasPrefix("  overrides: ") }
        #expect(after == ["  overrides: touchesShouldBegin in ok = true, in other = false, elsewhere UIKit's default (true), asked once; "
                          + "touchesShouldCancel = true, in ok = false, not asked yet"])
        // A plain view has none.
        let plain = ScrollViewSceneTests.run("view box frame 0,0,100,100\nshow box")
        #expect(!(plain.shows.first ?? []).contains { $0.contains("overrides") })
    }
}
