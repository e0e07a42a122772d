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
    /// A one-finger `tap` or `longpress` shorthand (the shorthands of long loops): its steps, run as
    /// `executeShorthand` runs them, without copying the statement and its shorthand on every iteration. `range` is
    /// the statement's.
    case press(ShorthandPress, range: SourceRange)
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
        case .shorthand(let shorthand):
            if let press = ShorthandPress(shorthand) { self = .press(press, range: statement.range) } else { self = .statement }
        case .repeat, .screen, .view, .recognizer, .setProperty, .requireToFail, .delegate, .action, .override,
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


/// A one-finger tap or long press shorthand, as it runs: the tap's `taps` down–up pairs, or the press's one pair
/// `hold` apart (`Session.run(_:range:)`), at `at`, with the lowest free finger.
enum ShorthandPress {
    case tap(at: Point, taps: Int)
    case longPress(at: Point, hold: TimeSpan)

    /// `s` when it is a one-finger tap or a long press; nil for every other shorthand.
    init?(_ s: Shorthand) {
        switch s {
        case .tap(let at, let taps, let fingers) where fingers == nil || fingers?.value == 1:
            self = .tap(at: Point(x: at.x, y: at.y), taps: taps?.value ?? 1)
        case .longPress(let at, let duration):
            self = .longPress(at: Point(x: at.x, y: at.y),
                              hold: duration.map { TimeSpan(microseconds: $0.microseconds) } ?? ShorthandDefaults.longPressHold)
        case .tap, .drag, .swipe, .pinch, .rotate:
            return nil
        }
    }

    /// Its events, as `StatementCost.events` counts them for the shorthand.
    var events: Int {
        switch self {
        case .tap(_, let taps): Saturating.multiply(2, taps)
        case .longPress: 2
        }
    }
}
