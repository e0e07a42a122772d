/// Touch statements joined by `&`, delivered as **one** event at one timestamp.
///
/// Syntax (grammar `TouchGroup`): `TouchAction ('&' TouchAction)* [Timing]`.
///
/// Timing (`over DUR [steps N]`) may be written after any `move`. In a group of two or
/// more actions, a timing clause written after the **last** action is the group's
/// ``timing`` and applies to the whole group (grammar/README.md, TouchGroup: an `over DUR` written once
/// at the end applies to the whole group); timing written after an earlier `move`
/// stays with that move. In a group of one, timing after a `move` belongs to the move
/// and ``timing`` is `nil`.
public struct TouchGroup: Hashable, Sendable {
    /// The actions in source order (at least one).
    public var actions: [TouchAction]
    /// Timing for the whole group, written once at its end (groups of two or more only).
    public var timing: MotionTiming?

    public init(actions: [TouchAction], timing: MotionTiming? = nil) {
        self.actions = actions
        self.timing = timing
    }
}

/// One finger action inside a ``TouchGroup``.
public struct TouchAction: Hashable, Sendable {
    /// What the finger does.
    public enum Kind: Hashable, Sendable {
        /// `down F at P`: finger `F` touches down at `P`.
        case down(finger: Located<Int>, at: PointLiteral)
        /// `move F to P [timing]` or `move F by DX,DY [timing]`.
        case move(finger: Located<Int>, target: MoveTarget, timing: MotionTiming?)
        /// `up F`: finger `F` lifts.
        case up(finger: Located<Int>)
        /// `cancel F`: the system cancels finger `F`'s touch.
        case cancel(finger: Located<Int>)
        /// `cancel all`: the system cancels every touch that is down.
        case cancelAll
        /// `up all`: every finger that is down lifts (nothing happens when none is).
        case upAll
    }

    /// What the finger does.
    public var kind: Kind
    /// From the action's keyword to its last token (timing included).
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// Where a `move` goes.
public enum MoveTarget: Hashable, Sendable {
    /// `to X,Y`: an absolute position in screen points.
    case to(PointLiteral)
    /// `by DX,DY`: an offset from the finger's current position, in points.
    case by(PointLiteral)
}

/// `over DUR [steps N]` (also `steps N` alone): how a move is spread over time.
///
/// `over` absent: the move happens at once (one event, no time passes).
/// `steps` absent: the interpreter picks one step per sample at the sampling rate.
/// At least one of the two is present.
public struct MotionTiming: Hashable, Sendable {
    /// `over DUR`: the time the move takes; the clock advances by it.
    public var over: DurationLiteral?
    /// `steps N`: the number of interpolated events (`>= 1`), the last landing on the target.
    public var steps: Located<Int>?
    /// The whole clause.
    public var range: SourceRange

    public init(over: DurationLiteral?, steps: Located<Int>?, range: SourceRange) {
        self.over = over
        self.steps = steps
        self.range = range
    }
}
