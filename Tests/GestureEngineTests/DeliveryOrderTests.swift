import Testing
@testable import GestureEngine

/// Delivery walks the phases of an event lowest raw value first; that must be UIKit's order as the engine models it:
/// began, moved, ended, cancelled [RE Chameleon, GUESS].
@Suite struct DeliveryOrderTests {
    @Test func phaseRawValuesAscendInDeliveryOrder() {
        let order: [TouchPhase] = [.began, .moved, .ended, .cancelled]
        #expect(order.map(\.rawValue) == order.map(\.rawValue).sorted())
        #expect(Set(order.map(\.rawValue)).count == order.count)
    }

    /// The views get one call per view and phase: a view's calls go out together, when the view first appears in the
    /// event, in the order began, moved, ended, cancelled — whatever the order the event lists its touches in. (An event
    /// listing a lift in one view, then touch-downs in another and in the first, used to reach the first view as
    /// `touchesEnded` before `touchesBegan`: the calls were sorted with a comparison that treated different views as
    /// equal.)
    @Test func aViewGetsItsCallsTogetherInPhaseOrder() throws {
        let s = Scene()
        let a = s.env.addView(name: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let b = s.env.addView(name: "b", frame: Rect(x: 200, y: 0, width: 100, height: 100))
        // Views that record their own touches (their methods do not call super: the chain stops at them).
        s.env.setViewFlags(a, multipleTouch: true, handlesTouches: true)
        s.env.setViewFlags(b, multipleTouch: true, handlesTouches: true)
        s.at(0, .down(finger: 1, at: p(10, 10)))
        s.at(0, .down(finger: 2, at: p(210, 10)))
        s.at(10, .up(finger: 1), .down(finger: 3, at: p(220, 20)), .down(finger: 4, at: p(20, 20)))
        #expect(s.host.log.suffix(3) == ["a.touchesBegan [4]", "a.touchesEnded [1]", "b.touchesBegan [3]"])
    }
}

/// The responder chain (docs/engine.md §4.4): a plain view passes each call on to its superview, up to the window
/// (then to the application, which drops it); a view that handles its touches, or a control, stops it. The app hears
/// every call in chain order, each in its own view's coordinates.
@Suite struct ResponderChainTests {
    @Test func aPlainViewPassesItsCallsUpToTheFirstViewThatHandlesThem() throws {
        let s = Scene()
        let card = s.env.addView(name: "card", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        let row = s.env.addView(name: "row", frame: Rect(x: 0, y: 0, width: 200, height: 50), parent: card)
        let icon = s.env.addView(name: "icon", frame: Rect(x: 10, y: 10, width: 20, height: 20), parent: row)
        s.env.setViewFlags(card, handlesTouches: true)
        s.env.countsViewCalls = true
        s.at(0, .down(finger: 1, at: p(115, 115)))
        s.at(10, .up(finger: 1))
        #expect(s.host.log == ["icon.touchesBegan [1]", "row.touchesBegan [1]", "card.touchesBegan [1]",
                               "icon.touchesEnded [1]", "row.touchesEnded [1]", "card.touchesEnded [1]"])
        for (view, calls) in [(icon, 1), (row, 1), (card, 1), (ViewID.window, 0)] {
            #expect(s.env.viewCalls[view, .began] == calls)
            #expect(s.env.viewCalls[view, .ended] == calls)
        }
        let hops = s.env.trace.compactMap { e -> String? in
            guard case .passedOn(_, let from, let to, let call, let f) = e else { return nil }
            return "\(s.env.views[from.index].name) → \(s.env.views[to.index].name) \(call) \(f)"
        }
        #expect(hops == ["icon → row began [1]", "row → card began [1]", "icon → row ended [1]", "row → card ended [1]"])
    }

    /// Without a view that handles them, the calls reach the window; a control stops the chain and sends
    /// touchUpInside for a touch passed on to it. The quiet fast path counts the same calls.
    @Test func theChainEndsAtTheWindowOrAtAControl() throws {
        for fast in [true, false] {
            let env = GestureEnvironment()
            env.isTracing = false
            env.usesFastPaths = fast
            env.countsViewCalls = true
            let box = env.addView(name: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
            let ok = env.addView(name: "ok", frame: Rect(x: 200, y: 0, width: 100, height: 100))
            env.setViewFlags(ok, kind: .button)
            let label = env.addView(name: "label", frame: Rect(x: 10, y: 10, width: 50, height: 50), parent: ok)
            env.setViewFlags(label, kind: .label)
            env.setViewInteraction(label, userInteractionEnabled: true)
            try env.dispatch([.down(finger: 1, at: p(10, 10))])
            try env.dispatch([.up(finger: 1)])
            try env.dispatch([.down(finger: 1, at: p(220, 20))])
            try env.dispatch([.up(finger: 1)])
            #expect(env.viewCalls[box, .began] == 1 && env.viewCalls[box, .ended] == 1)
            #expect(env.viewCalls[label, .ended] == 1 && env.viewCalls[ok, .ended] == 1)
            #expect(env.viewCalls[.window, .began] == 1 && env.viewCalls[.window, .ended] == 1, "fast paths: \(fast)")
            #expect(env.consoleLineCount == 1, "ok.touchUpInside, fast paths: \(fast)")
        }
    }
}
