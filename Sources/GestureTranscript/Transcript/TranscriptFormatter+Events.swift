import GestureEngine
import GestureScript
import GestureSupport

extension TranscriptFormatter {
    /// One trace event's line (without time), as `render(_:scene:)` returns it, written into `out`, naming ids as
    /// `scene` does: the `all` transcript writes a line for every event, and building each from pieces of `String`
    /// was most of its cost.
    func write(_ e: TraceEvent, scene: SceneTable, into out: inout TextBytes) {
        let style = self.style
        let names = scene.recognizerNames, viewNames = scene.viewNames
        func r(_ id: RecognizerID) {
            if id.index < names.count { out.append(names[id.index]) } else { out.append("#"); out.append(id.index) }
        }
        func rs(_ ids: [RecognizerID]) {
            for (k, id) in ids.enumerated() {
                if k > 0 { out.append(", ") }
                r(id)
            }
        }
        func v(_ id: ViewID) {
            if id.index < viewNames.count { out.append(viewNames[id.index]) } else { out.append("#"); out.append(id.index) }
        }
        func fingers(_ f: [Int]) {
            out.append("[")
            for (k, finger) in f.enumerated() {
                if k > 0 { out.append(",") }
                out.append(finger)
            }
            out.append("]")
        }
        func state(_ s: GestureState, _ id: RecognizerID) {
            // `s.name(discrete:)`, as a literal.
            let name: StaticString = s == .ended && scene.isDiscrete(id) ? "recognized" : TraceJSON.name(of: s)
            switch s {
            case .began, .changed:
                out.open(style, "32"); out.append(name); out.close(style)
            case .ended:
                out.open(style, "32"); out.open(style, "1"); out.append(name); out.close(style); out.close(style)
            case .failed, .cancelled:
                out.open(style, "31"); out.append(name); out.close(style)
            case .possible:
                out.append(name)
            }
        }
        func bold(_ id: RecognizerID) {
            out.open(style, "1"); r(id); out.close(style)
        }
        switch e {
        case .touchEvent(_, let changes):
            out.open(style, "34")
            out.append("event: ")
            for (k, c) in changes.enumerated() {
                if k > 0 { out.append(", ") }
                out.append("finger ")
                out.append(c.finger)
                switch c.phase {
                case .began:
                    out.append(" down at "); out.append(c.location); out.append(" ("); v(c.view); out.append(")")
                case .moved:
                    out.append(" moved to "); out.append(c.location)
                case .ended: out.append(" up")
                case .cancelled: out.append(" cancelled by the system")
                case .stationary: out.append(" still")
                }
            }
            out.close(style)
        case .timerFired(_, let id, let timer):
            out.append("timer: "); r(id); out.append(" "); out.append(timer.description); out.append(" fired")
        case .touchRejected(_, let id, let finger, let reason):
            r(id); out.append(" does not receive finger "); out.append(finger); out.append(": ")
            out.append(TraceJSON.reasonWords(reason))
        case .transition(_, let id, let from, let to, let cause):
            bold(id); out.append(": "); state(from, id); out.append(" → "); state(to, id)
            if let cause {
                out.append(" (")
                CauseText.write(cause, names: names, viewNames: viewNames, into: &out)
                out.append(")")
            }
        case .waiting(_, let id, let wouldBe, let blockers):
            bold(id); out.append(": "); out.append(StateVerbs.wouldNow(wouldBe, discrete: scene.isDiscrete(id)))
            out.append(", ")
            out.open(style, "33"); out.append("waiting for "); rs(blockers); out.append(" to fail")
            out.append(CycleText.suffix(waiter: id, blockers: blockers, cycle: { scene.requirementCycle(from: $0, backTo: $1) },
                                        name: { scene.name(of: $0) }))
            out.close(style)
            out.append("; stays possible")
        case .action(_, let id, let s, let method):
            out.open(style, "35"); out.append("action "); out.append(Self.methodName(method)); out.close(style)
            out.append(" ← "); r(id); out.append(" ["); state(s, id); out.append("]")
        case .viewCall(_, let view, let call, let f, let delivery):
            v(view); out.append("."); out.append(TraceJSON.responderMethod(call)); out.append(" "); fingers(f)
            switch delivery {
            case .live: break
            case .released(let t):
                out.open(style, "33"); out.append(" released (withheld since "); out.append(microseconds: t.microseconds)
                out.append(")"); out.close(style)
            case .cancelledBy(let id):
                out.open(style, "33"); out.append(" cancelled by "); r(id); out.close(style)
            }
        case .passedOn(_, let from, let to, let call, let f):
            v(to); out.append("."); out.append(TraceJSON.responderMethod(call)); out.append(" "); fingers(f)
            out.append(" passed on by "); v(from)
        case .withheld(_, let view, let phase, let f, let by):
            out.open(style, "33")
            v(view); out.append("."); out.append(TraceJSON.responderMethod(phase)); out.append(" "); fingers(f); out.append(" withheld ")
            if by.isEmpty { out.append("queued behind earlier withheld touches") } else { out.append("by "); rs(by) }
            out.close(style)
        case .dropped(_, let view, let phases, let f, let by):
            out.open(style, "33")
            v(view); out.append(": "); out.append(phases.map(\.responderMethod).joined(separator: ", ")); out.append(" ")
            fingers(f); out.append(" dropped, claimed by "); r(by)
            out.close(style)
        case .reset(_, let ids):
            out.open(style, "2"); out.append("reset: "); rs(ids); out.append(" → possible"); out.close(style)
        case .log(_, let line):
            out.append("console: "); out.open(style, "1"); out.append(visible: line); out.close(style)
        case .controlEvent(_, let view, let event):
            v(view); out.append(" sent "); out.append(event)
        case .delegateAnswer(_, let id, let method, let other, let answer):
            r(id); out.append(" delegate: "); out.append(method)
            if let other { out.append("("); r(other); out.append(")") }
            out.append(" → "); out.append(answer ? "true" : "false")
        case .scrolled(_, let view, let offset, let decelerating):
            v(view); out.append(".scrollViewDidScroll contentOffset "); out.append(offset)
            if decelerating { out.append(" (decelerating)") }
        case .contentTouchAnswer(_, let scrollView, let method, let view, let answer, let overridden):
            v(scrollView); out.append("."); out.append(method.name); out.append("(in: "); v(view); out.append(") → ")
            out.append(answer ? "true" : "false")
            out.append(overridden ? " (overridden)" : " (UIKit's default)")
        case .timerScheduled, .timerCancelled:
            break  // Not shown (`writeLines` and the step renderer leave them out).
        }
    }

    /// The `all` transcript's lines for a batch of events: `  TIME      LINE`.
    func writeLines(_ events: [TraceEvent], scene: SceneTable, into out: inout TextBytes) {
        // The events of a batch mostly share their time: its column is written once, and copied from there for the
        // lines after it with the same time (`out` only grows while the batch is written).
        var columnTime: Int64?
        var column = 0..<0
        for e in events where !e.isTimerBookkeeping {
            out.append("  ")
            let time = e.time.microseconds
            if time == columnTime {
                out.appendCopy(of: column)
            } else {
                let columnStart = out.count
                out.open(style, "2")
                let start = out.count
                out.append(microseconds: time)
                // The time column is at least 10 characters (`pad(_:)`); a time is ASCII, a byte a character.
                for _ in min(10, out.count - start)..<10 { out.append(" ") }
                out.close(style)
                column = columnStart..<out.count
                columnTime = time
            }
            out.append(" ")
            write(e, scene: scene, into: &out)
            out.append("\n")
        }
    }
}
