internal import GestureEngine
internal import GestureLanguage
internal import GestureScript

// The one place engine and interpreter types become the library's own: everything public above this file is
// GestureLab's, so the internals can change shape without breaking users.

extension Event {
    /// `event` with its identifiers named as the stream told them so far (called while the event is reported); nil
    /// for what the library does not show (timer bookkeeping).
    init?(_ event: GestureEngine.TraceEvent, scene: SceneTable) {
        let r = { (id: RecognizerID) in scene.name(of: id) }
        let v = { (id: ViewID) in scene.name(of: id) }
        let kind: Kind
        switch event {
        case .touchEvent(_, let changes):
            kind = .touches(changes.map {
                TouchChange(finger: $0.finger, phase: TouchPhase($0.phase), x: $0.location.x, y: $0.location.y, view: v($0.view))
            })
        case .timerFired(_, let id, let timer):
            kind = .timerFired(recognizer: r(id), timer: timer.description)
        case .touchRejected(_, let id, let finger, _):
            kind = .touchRejected(recognizer: r(id), finger: finger)
        case .transition(_, let id, let from, let to, _):
            kind = .transition(recognizer: r(id), from: RecognizerState(from), to: RecognizerState(to))
        case .waiting(_, let id, let wouldBe, let blockedBy):
            kind = .waiting(recognizer: r(id), wouldBe: RecognizerState(wouldBe), blockedBy: blockedBy.map(r))
        case .action(_, let id, let state, let method):
            kind = .action(recognizer: r(id), state: RecognizerState(state), method: method)
        case .viewCall(_, let view, let call, let fingers, let delivery):
            let d: Delivery = switch delivery {
            case .live: .live
            case .released(let since): .released(since: .microseconds(since.microseconds))
            case .cancelledBy(let id): .cancelledBy(r(id))
            }
            kind = .viewCall(view: v(view), call: TouchCall(call), fingers: fingers, delivery: d)
        case .passedOn(_, let from, let to, let call, let fingers):
            kind = .passedOn(view: v(to), from: v(from), call: TouchCall(call), fingers: fingers)
        case .withheld(_, let view, let phase, let fingers, let by):
            kind = .withheld(view: v(view), call: TouchCall(phase), fingers: fingers, by: by.map(r))
        case .dropped(_, let view, let phases, let fingers, let by):
            kind = .dropped(view: v(view), calls: phases.map(TouchCall.init), fingers: fingers, by: r(by))
        case .reset(_, let ids):
            kind = .reset(recognizers: ids.map(r))
        case .log(_, let line):
            kind = .log(line)
        case .controlEvent(_, let view, let name):
            kind = .controlEvent(view: v(view), event: name)
        case .delegateAnswer(_, let id, let method, let other, let answer):
            kind = .delegateAnswer(recognizer: r(id), method: method, other: other.map(r), answer: answer)
        case .timerScheduled, .timerCancelled:
            return nil  // Timer bookkeeping is not one of the library's events.
        case .scrolled(_, let view, let offset, let decelerating):
            kind = .scrolled(view: v(view), x: offset.x, y: offset.y, decelerating: decelerating)
        case .contentTouchAnswer(_, let scrollView, let method, let view, let answer, let overridden):
            kind = .contentTouchAnswer(scrollView: v(scrollView), method: method.name, view: v(view), answer: answer, overridden: overridden)
        }
        self.init(time: .microseconds(event.time.microseconds), kind: kind)
    }
}

extension RecognizerState {
    init(_ state: GestureState) {
        self = switch state {
        case .possible: .possible
        case .began: .began
        case .changed: .changed
        case .ended: .ended
        case .cancelled: .cancelled
        case .failed: .failed
        }
    }
}

extension Event.TouchPhase {
    init(_ phase: GestureEngine.TouchPhase) {
        self = switch phase {
        case .began: .began
        case .moved: .moved
        case .stationary: .stationary
        case .ended: .ended
        case .cancelled: .cancelled
        }
    }
}

extension Event.TouchCall {
    /// The responder method a phase is delivered with (a stationary touch rides along with `touchesMoved`).
    init(_ phase: GestureEngine.TouchPhase) {
        self = switch phase {
        case .began: .touchesBegan
        case .moved, .stationary: .touchesMoved
        case .ended: .touchesEnded
        case .cancelled: .touchesCancelled
        }
    }
}

extension GestureLabError {
    /// `diagnostics` in `file`, rendered as the command line renders them (no color).
    init(_ diagnostics: [GestureLanguage.Diagnostic], in file: SourceFile) {
        self.init(
            diagnostics: diagnostics.map { d in
                let at = file.location(of: d.range.start)
                let severity: Diagnostic.Severity = switch d.severity {
                case .error: .error
                case .warning: .warning
                case .note: .note
                }
                return Diagnostic(file: file.name, line: at.line, column: at.column, severity: severity, id: d.id, message: d.message)
            },
            rendered: DiagnosticRenderer.render(diagnostics, in: file))
    }
}
