#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A long sweep's progress as one redrawn line: a bar, runs done, runs per second and the time left (wall-clock
/// time, for the person waiting; the runs themselves use virtual time only). Drawn from half a second on, at most ten
/// times a second, and only where the caller says a terminal is watching (standard error for `gesturelab sweep`, the REPL's terminal
/// for `:sweep`).
public final class SweepProgress {
    let total: Int
    let write: (String) -> Void
    let start = SweepProgress.now()
    var lastDraw = 0.0
    var drawn = false

    public init(total: Int, write: @escaping (String) -> Void) {
        self.total = total
        self.write = write
    }

    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// A sweep shorter than this (seconds) draws nothing: the bar is for waits worth watching.
    static let delay = 0.5

    /// `done` runs of `total` are made.
    public func update(_ done: Int) {
        let t = SweepProgress.now()
        guard t - start >= Self.delay, t - lastDraw >= 0.1 || done == total else { return }
        lastDraw = t
        let elapsed = max(t - start, 1e-9)
        let rate = Double(done) / elapsed
        let left = rate > 0 ? Double(total - done) / rate : 0
        let width = 30
        let filled = total > 0 ? width * min(done, total) / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "·", count: width - filled)
        write("\r\(bar) \(done)/\(total) runs  \(Int(rate)) runs/s  \(Int(left.rounded(.up)))s left ")
        drawn = true
    }

    /// Clears the line (when anything was drawn).
    public func finish() {
        if drawn { write("\r\u{1B}[K") }
    }
}
