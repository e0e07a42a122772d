import GestureEngine
import GestureLanguage

/// A statement of a `repeat` body as the session runs it, worked out once per `repeat` rather than on every
/// iteration: a lone untimed touch is already its engine input and a `wait` its span. Everything else runs as
/// written (`Session.execute`). Both forms do the same thing; the prepared one skips unpacking the syntax tree.
enum PreparedStatement {
    /// A touch statement of one action that needs neither the finger's location nor a timeline: one event.
    /// `action` is where the action is written (engine errors about its finger point there).
    case input(TouchInput, action: SourceRange)
    /// A touch statement of one timed move (`move 1 to 220,140 over 320ms`): its step, run without unpacking the
    /// statement or listing its actions. `action` is where the move is written.
    case timedMove(GroupAction, finger: Int, timing: StepTiming, action: SourceRange)
    /// `wait DUR`; `range` is the duration's, for the clock-overflow error.
    case wait(TimeSpan, range: SourceRange)
    /// Run as written.
    case statement

    init(_ statement: Statement) {
        switch statement.kind {
        case .touches(let group):
            if let input = Self.loneInput(group) {
                self = .input(input, action: group.actions[0].range)
            } else if group.actions.count == 1, group.timing == nil, case .move(let f, _, let t?) = group.actions[0].kind {
                self = .timedMove(Session.groupAction(group.actions[0].kind), finger: f.value, timing: Session.timing(t),
                                  action: group.actions[0].range)
            } else {
                self = .statement
            }
        case .wait(let d):
            self = .wait(TimeSpan(microseconds: d.microseconds), range: d.range)
        case .repeat, .shorthand, .screen, .view, .recognizer, .setProperty, .requireToFail, .delegate, .action, .override,
            .useTouchTracker, .menuTap, .panelPick, .set, .expect, .mark, .show:
            self = .statement
        }
    }

    /// The input of a group of one untimed action that needs neither the finger's location nor a timeline (most
    /// touch statements); nil otherwise.
    static func loneInput(_ group: TouchGroup) -> TouchInput? {
        guard group.actions.count == 1, group.timing == nil else { return nil }
        switch group.actions[0].kind {
        case .down(let f, let p): return .down(finger: f.value, at: Point(x: p.x, y: p.y))
        case .move(let f, .to(let p), nil): return .move(finger: f.value, to: Point(x: p.x, y: p.y))
        case .up(let f): return .up(finger: f.value)
        case .cancel(let f): return .cancel(finger: f.value)
        case .move, .cancelAll, .upAll: return nil
        }
    }
}
