import GestureEngine
import GestureScript
import GestureSupport

/// Deliveries a view receives late, released together when the recognizer that withheld them failed, as one part of
/// a step's line at the `normal` and `brief` levels instead of one line each:
/// `canvas.touchesBegan [1], touchesMoved [1] ×4 released (withheld since 0–66.7ms) · console "touchesBegan(_:with:)" · console "touchesMoved(_:with:)" ×4`.
///
/// A run is two or more released deliveries to one view in a row in a step, with the console lines their handlers
/// printed between and after them; repeats of the same call (and of the same console line) in a row are counted. The
/// calls' hops up the responder chain are the same for each call, and are told once, after the release.
/// The `all` level keeps one line per delivery.
struct ReleaseRun {
    private struct Call { var phase: TouchPhase; var fingers: [Int]; var count: Int }
    private struct Log { var line: String; var count: Int }

    private let view: ViewID
    private var calls: [Call] = []
    private var logs: [Log] = []
    /// The responders the view passed its calls on to (the same for each call: a view's chain is fixed).
    private var hops: [ViewID] = []
    private var firstSince: VirtualTime
    private var lastSince: VirtualTime
    /// The index after the run's last event.
    let end: Int

    /// The run that starts at `start`, or nil when fewer than two released deliveries start there.
    init?(_ events: [TraceEvent], from start: Int) {
        guard case .viewCall(_, let view, _, _, .released(let since)) = events[start],
            Self.releasesAnotherInARow(events, after: start, view: view)
        else { return nil }
        self.view = view
        firstSince = since
        lastSince = since
        var j = start
        var callsSeen = 0
        scan: while j < events.endIndex {
            switch events[j] {
            case .passedOn(_, _, let to, _, _):
                if callsSeen == 1 { hops.append(to) }
            case .viewCall(_, let v, let phase, let fingers, .released(let since)) where v == view:
                callsSeen += 1
                if let last = calls.last, last.phase == phase, last.fingers == fingers {
                    calls[calls.count - 1].count += 1
                } else {
                    calls.append(Call(phase: phase, fingers: fingers, count: 1))
                }
                firstSince = min(firstSince, since)
                lastSince = max(lastSince, since)
            case .log(_, let line):
                if let last = logs.last, last.line == line {
                    logs[logs.count - 1].count += 1
                } else {
                    logs.append(Log(line: line, count: 1))
                }
            default:
                break scan
            }
            j += 1
        }
        end = j
    }

    /// Whether a second release to `view` follows the one at `start` with only console lines (and the calls' hops up
    /// the responder chain) between: most releases
    /// come alone, and are told apart here without building a run.
    private static func releasesAnotherInARow(_ events: [TraceEvent], after start: Int, view: ViewID) -> Bool {
        var j = start + 1
        while j < events.endIndex {
            switch events[j] {
            case .viewCall(_, let v, _, _, .released) where v == view: return true
            case .log, .passedOn: j += 1
            default: return false
            }
        }
        return false
    }

    func write(scene: SceneTable, style: Style, into out: inout TextBytes) {
        out.append(scene.name(of: view))
        out.append(".")
        for (k, call) in calls.enumerated() {
            if k > 0 { out.append(", ") }
            out.append(call.phase.responderMethod)
            out.append(" [")
            for (n, finger) in call.fingers.enumerated() {
                if n > 0 { out.append(",") }
                out.append(finger)
            }
            out.append("]")
            if call.count > 1 { out.append(" ×"); out.append(call.count) }
        }
        out.open(style, "33")
        out.append(" released (withheld since ")
        out.append(firstSince == lastSince ? RoundedTime.text(firstSince) : RoundedTime.range(firstSince, lastSince))
        out.append(")")
        out.close(style)
        for (k, to) in hops.enumerated() {
            StepRenderer.writeHop(to: to, ends: k == hops.count - 1, scene: scene, into: &out)
        }
        for log in logs {
            out.append(" · console ")
            out.open(style, "1"); out.append("\""); out.append(visible: log.line); out.append("\""); out.close(style)
            if log.count > 1 { out.append(" ×"); out.append(log.count) }
        }
    }
}
