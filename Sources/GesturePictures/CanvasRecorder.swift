import GestureEngine
import GestureScript
import TouchTracker

/// What the canvas pictures need beyond the scene: each finger's path over time and the line model as it changed.
/// Bounded: the latest `maxPaths` to 2 × `maxPaths` paths, `maxPoints` points each (thinned evenly), `maxModels`
/// models holding at most `PictureLimits.modelLines` lines together (beyond one model that alone holds more).
public struct CanvasRecorder {
    public static let maxPaths = PictureLimits.paths
    public static let maxPoints = PictureLimits.pointsPerPath
    public static let maxModels = PictureLimits.models

    /// One touch's path from touch-down to lift, in window points with times in microseconds.
    public struct Path: Sendable, Equatable {
        public var finger: Int
        public var points: [Sample]
        /// Whether the finger is still down at the end.
        public var isDown: Bool
        /// Samples thinned away to stay within `maxPoints`.
        public var thinned = 0
    }

    public struct Sample: Sendable, Equatable {
        public var time: Int64
        /// The step (input event count) of the sample, as `LaneItem.startStep` counts.
        public var step: Int
        public var x: Double
        public var y: Double
    }

    /// The line model after a change, and when (microseconds).
    public struct ModelAt: Sendable {
        public var time: Int64
        public var step: Int
        public var model: ModelSnapshot
    }

    public private(set) var paths: [Path] = []
    /// Paths dropped to stay within `maxPaths` (the oldest go first).
    public private(set) var droppedPaths = 0
    public private(set) var models: [ModelAt] = []
    /// Models thinned away to stay within `maxModels` and `PictureLimits.modelLines`.
    public private(set) var thinnedModels = 0
    /// The lines of all the models kept.
    private var modelLines = 0
    private var openPath: [Int: Int] = [:]
    /// Counted as `TimelineBuilder` counts them: input events and timer firings.
    private var step = 0

    public init() {}

    public mutating func consume(_ output: SessionOutput, at now: Int64) {
        switch output {
        case .trace(let events):
            for e in events {
                switch e {
                case .touchEvent(let time, let changes):
                    step += 1
                    for c in changes { record(c, at: time.microseconds) }
                case .timerFired:
                    step += 1
                case .touchRejected, .transition, .waiting, .action, .viewCall, .passedOn, .withheld, .dropped, .reset, .log, .controlEvent,
                    .delegateAnswer, .timerScheduled, .timerCancelled, .scrolled, .contentTouchAnswer:
                    break
                }
            }
        case .model(let m), .modelStep(let m):
            if let last = models.last, last.model == m { return }
            let lines = Self.lines(m)
            // Keep every other one, and always the latest: constant work per model on average.
            while !models.isEmpty, models.count >= Self.maxModels || modelLines + lines > PictureLimits.modelLines {
                let before = models.count
                models = models.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
                thinnedModels += before - models.count
                modelLines = models.reduce(0) { $0 + Self.lines($1.model) }
            }
            models.append(ModelAt(time: now, step: step, model: m))
            modelLines += lines
        case .statement, .expectationFailure, .note, .show, .error, .iteration, .repeatEnd, .scene, .clock, .summary:
            break
        }
    }

    static func lines(_ m: ModelSnapshot) -> Int { m.finishedLines.count + m.currentLines.count }

    /// This recording with every `k`-th point of each path (the first and the last kept) and every `m`-th model (the
    /// latest kept): what a picture draws when its scenes hold more than `PictureLimits.pointsDrawn` points or
    /// `PictureLimits.modelLines` model lines together.
    func thinned(points k: Int, models m: Int) -> CanvasRecorder {
        var c = self
        if k > 1 {
            for i in c.paths.indices where c.paths[i].points.count > 2 {
                let p = c.paths[i].points
                var kept = stride(from: 0, to: p.count - 1, by: k).map { p[$0] }
                kept.append(p[p.count - 1])
                c.paths[i].thinned += p.count - kept.count
                c.paths[i].points = kept
            }
        }
        if m > 1, c.models.count > 1 {
            let n = c.models.count
            let kept = c.models.enumerated().filter { ($0.offset - (n - 1)) % m == 0 }.map(\.element)
            c.thinnedModels += n - kept.count
            c.models = kept
            c.modelLines = kept.reduce(0) { $0 + Self.lines($1.model) }
        }
        return c
    }

    /// Points over all paths.
    var pointCount: Int { paths.reduce(0) { $0 + $1.points.count } }
    /// Lines over all models kept.
    var modelLineCount: Int { modelLines }

    private mutating func record(_ c: TouchChangeRecord, at t: Int64) {
        let s = Sample(time: t, step: step, x: c.location.x, y: c.location.y)
        switch c.phase {
        case .began:
            if paths.count >= 2 * Self.maxPaths {
                // The oldest half goes at once (constant work per touch on average); paths still open move down.
                paths.removeFirst(Self.maxPaths)
                droppedPaths += Self.maxPaths
                openPath = openPath.compactMapValues { $0 >= Self.maxPaths ? $0 - Self.maxPaths : nil }
            }
            paths.append(Path(finger: c.finger, points: [s], isDown: true))
            openPath[c.finger] = paths.count - 1
        case .moved, .stationary, .ended, .cancelled:
            guard let i = openPath[c.finger] else { return }
            if paths[i].points.count >= Self.maxPoints {
                // Keep the first point and every other one after it.
                let p = paths[i].points
                paths[i].points = [p[0]] + stride(from: 2, to: p.count, by: 2).map { p[$0] }
                paths[i].thinned += p.count - paths[i].points.count
            }
            paths[i].points.append(s)
            if c.phase == .ended || c.phase == .cancelled {
                paths[i].isDown = false
                openPath[c.finger] = nil
            }
        }
    }
}

/// The line model in words, for titles and markers.
enum ModelText {
    static func summary(_ m: ModelSnapshot) -> String {
        var s = "model: \(m.finishedLines.count) line\(m.finishedLines.count == 1 ? "" : "s"), \(m.currentLines.count) in progress"
        s += ", selected \(m.selectedLineIndex.map(String.init) ?? "none")"
        s += m.menuVisible ? ", menu visible [\(m.menuItems.joined(separator: ", "))]" : ", menu hidden"
        return s
    }
}
