/// A gesture shorthand (grammar/README.md, touches and shorthands). The parser keeps what was written; the
/// interpreter fills in the documented defaults and expands it into touch statements.
///
/// Options after the required part may be written in any order, each at most once.
public enum Shorthand: Hashable, Sendable {
    /// `tap at P [taps N] [fingers N]`. `taps >= 1`; `fingers` in `1...20`.
    case tap(at: PointLiteral, taps: Located<Int>?, fingers: Located<Int>?)
    /// `longpress at P [for DUR]`.
    case longPress(at: PointLiteral, duration: DurationLiteral?)
    /// `drag from P to P [over DUR]`.
    case drag(from: PointLiteral, to: PointLiteral, over: DurationLiteral?)
    /// `swipe DIRECTION [at P] [distance D] [over DUR] [fingers N]`. `distance >= 0`.
    case swipe(
        direction: Located<SwipeDirectionName>,
        at: PointLiteral?,
        distance: Located<Double>?,
        over: DurationLiteral?,
        fingers: Located<Int>?
    )
    /// `pinch at P from D1 to D2 [over DUR]`: two fingers whose distance goes from
    /// `D1` to `D2` points (both `>= 0`).
    case pinch(at: PointLiteral, from: Located<Double>, to: Located<Double>, over: DurationLiteral?)
    /// `rotate at P by DEG [over DUR]`: two fingers turn by `DEG` **degrees**
    /// (positive is clockwise on screen, as UIKit's rotation).
    case rotate(at: PointLiteral, byDegrees: Located<Double>, over: DurationLiteral?)
}

/// The direction word of a `swipe` shorthand.
public enum SwipeDirectionName: String, Hashable, Sendable, CaseIterable {
    case left, right, up, down
}
