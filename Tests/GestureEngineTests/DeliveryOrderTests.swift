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
        s.env.setViewFlags(a, multipleTouch: true)
        s.env.setViewFlags(b, multipleTouch: true)
        s.at(0, .down(finger: 1, at: p(10, 10)))
        s.at(0, .down(finger: 2, at: p(210, 10)))
        s.at(10, .up(finger: 1), .down(finger: 3, at: p(220, 20)), .down(finger: 4, at: p(20, 20)))
        #expect(s.host.log.suffix(3) == ["a.touchesBegan [4]", "a.touchesEnded [1]", "b.touchesBegan [3]"])
    }
}
