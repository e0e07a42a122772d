/// A half-open range of **byte offsets** (`start..<end`) into a ``SourceFile``'s UTF-8 bytes.
///
/// Offsets are cheap to store and compare; convert them to a human-readable
/// ``SourceLocation`` (line and column) only when rendering, with
/// ``SourceFile/location(of:)``.
///
/// Invariant: `0 <= start <= end <= file.bytes.count`. An empty range (`start == end`)
/// marks an insertion point, for example the end of the file.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    /// The offset of the first byte in the range.
    public var start: Int
    /// The offset one past the last byte in the range.
    public var end: Int

    /// Creates a range from `start` up to, but not including, `end`.
    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// Creates a range from a Swift half-open range of offsets.
    public init(_ range: Range<Int>) {
        self.init(start: range.lowerBound, end: range.upperBound)
    }

    /// An empty range at `offset`.
    public static func at(_ offset: Int) -> SourceRange {
        SourceRange(start: offset, end: offset)
    }

    /// The number of bytes covered.
    public var length: Int { end - start }

    /// Whether the range covers no bytes.
    public var isEmpty: Bool { start == end }

    /// The offsets as a Swift range.
    public var offsets: Range<Int> { start..<end }

    /// The smallest range covering both `self` and `other`.
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(start: min(start, other.start), end: max(end, other.end))
    }

    public var description: String { "\(start)..<\(end)" }
}

/// A human-readable position in a ``SourceFile``.
///
/// Both fields are **1-based**. `column` counts **Unicode scalars** from the start of
/// the line (so `é` written as one scalar is one column, a tab is one column, and an
/// emoji made of several scalars counts as several columns). This matches what
/// `swiftc` and most editors report for ASCII text and is cheap to compute.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The line number, starting at 1.
    public var line: Int
    /// The column number in Unicode scalars, starting at 1.
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }
}

/// A value together with the source range it was written at.
///
/// Names (recognizers, views, properties, methods) and small literals are `Located`
/// so that diagnostics can point precisely at them, for example
/// `no gesture recognizer named 'dubleTap'` with the caret under `dubleTap`.
public struct Located<Value> {
    /// The value as parsed.
    public var value: Value
    /// Where the value was written.
    public var range: SourceRange

    public init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
