import Testing

@testable import GestureEngine

/// G9: a swiped row's offset past the `Delete` button's width (74 pt to the left) or past its rest (to the right) is
/// threshold + (x − threshold)^0.7 [DEC S-SWP `_swipeRecognizerChanged:`]; inside, the finger's translation as it is.
@Suite struct SwipeRubberBandTests {
    static let cases: [(x: Double, shown: Double)] = [
        (0, 0), (-30, -30), (-74, -74),
        (-75, -75),  // 1^0.7 = 1
        (-174, -74 - 25.118864315095795),  // 100^0.7
        (-1074, -74 - 125.89254117941665),  // 1000^0.7
        (10, 5.011872336272722),  // 10^0.7, the wrong way: banded from 0
        (1, 1),
    ]

    @Test func rubberBandPastTheButton() {
        for c in Self.cases {
            let got = TableViewState.swipeRubberBand(c.x)
            #expect(abs(got - c.shown) < 1e-9, "x = \(c.x): \(got), expected \(c.shown)")
        }
    }
}
