/// The environment's fast paths, one bit each: each does what a general path does, with less work for the usual case.
/// All run where they apply; `FastPathEquivalenceTests` turns them off to compare the two byte for byte, and
/// `gesturelab bench engine --without-fast-path NAME` turns one off to measure what it buys (docs/performance.md).
package struct FastPaths: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `reportLoneUpdate` (LoneUpdate.swift), in `updatePass`.
    package static let loneUpdate = FastPaths(rawValue: 1 << 0)
    /// `deliverOneTouch` (OneTouchDelivery.swift), in place of `deliverToRecognizers`.
    package static let oneTouchDelivery = FastPaths(rawValue: 1 << 1)
    /// `deliverOneTouchToViews` (OneTouchViewDelivery.swift), in place of `deliverToViews`.
    package static let oneTouchViewDelivery = FastPaths(rawValue: 1 << 2)
    /// `claimQueuedPhases(ofOneTouchIn:by:)` (OneQueuedTouchClaim.swift), in place of `claimQueuedPhases(of:)`.
    package static let oneQueuedTouchClaim = FastPaths(rawValue: 1 << 3)
    /// `showDisplayFrames` (ScrollViewDeceleration.swift): a scroll view's next display frames shown in one loop,
    /// without a timer each, while nothing else is due before them.
    package static let displayFrameRun = FastPaths(rawValue: 1 << 4)

    package static let all: FastPaths = [
        .loneUpdate, .oneTouchDelivery, .oneTouchViewDelivery, .oneQueuedTouchClaim, .displayFrameRun,
    ]

    /// Each fast path by the name `bench engine --without-fast-path` takes.
    package static let byName: [(name: String, path: FastPaths)] = [
        ("lone-update", .loneUpdate), ("one-touch-delivery", .oneTouchDelivery),
        ("one-touch-view-delivery", .oneTouchViewDelivery), ("one-queued-touch-claim", .oneQueuedTouchClaim),
        ("display-frame-run", .displayFrameRun),
    ]
}
