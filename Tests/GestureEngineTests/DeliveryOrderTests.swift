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
}
