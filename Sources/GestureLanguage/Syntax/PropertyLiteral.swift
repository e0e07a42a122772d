/// The value in `PROP = VALUE` and `set NAME VALUE`.
///
/// Syntax (grammar `PropertyValue`): `true`, `false`, a number (`2`, `-3.5`), a duration
/// (`1s`, `150ms`), one or more identifiers joined by `|` (`left`, `left|right`,
/// `all`), or a point `X,Y` (`contentOffset = 0,120`). Which of these a property accepts is the interpreter's to check.
public struct PropertyLiteral: Hashable, Sendable {
    /// The value as written.
    public enum Kind: Hashable, Sendable {
        /// `true` or `false`.
        case bool(Bool)
        /// A plain number (finite). `isInteger` is true when it was written without a
        /// decimal point (`2`, not `2.0`).
        case number(Double, isInteger: Bool)
        /// A duration, in whole microseconds (`>= 0`).
        case duration(microseconds: Int64)
        /// Identifiers joined by `|` (at least one), in source order; a bare identifier
        /// such as `right` or `all` is a list of one.
        case names([Located<String>])
        /// `X,Y`, two finite numbers (a scroll view's `contentOffset` or `contentSize`).
        case point(x: Double, y: Double)
    }

    /// The value as written.
    public var kind: Kind
    /// The whole value.
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}
