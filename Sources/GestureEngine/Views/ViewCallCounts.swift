/// How many responder calls (`touchesBegan`, `touchesMoved`, …) each view received, by phase. One call may carry
/// several touches (a view gets one call per phase per event). A value: copy it to remember the counts at a moment
/// and subtract later.
public struct ViewCallCounts: Equatable, Sendable {
    /// `phases` counters per view index; views past the end have received nothing.
    private var counts: [Int] = []
    private static let phases = TouchPhase.allCases.count

    public init() {}

    /// Calls of `phase` that `view` received.
    public subscript(view: ViewID, phase: TouchPhase) -> Int {
        let k = view.index * Self.phases + phase.rawValue
        return k >= 0 && k < counts.count ? counts[k] : 0
    }

    /// Counts one call.
    @inline(__always)
    mutating func add(_ view: ViewID, _ phase: TouchPhase) {
        let k = view.index &* Self.phases &+ phase.rawValue
        if k >= counts.count { grow(to: k + 1) }
        counts[k] &+= 1
    }

    private mutating func grow(to n: Int) {
        // Whole views at a time, so a scene's views are laid out once.
        let views = (n + Self.phases - 1) / Self.phases
        counts += Array(repeating: 0, count: views * Self.phases - counts.count)
    }
}
