import GestureEngine

/// The chapter's `struct Line { var begin = CGPoint.zero; var end = CGPoint.zero }`, plus the colour and width the
/// Gold and Platinum challenges add (nil until a challenge sets them).
public struct Line: Hashable, Sendable {
    public var begin: Point
    public var end: Point
    /// Platinum challenge: the colour chosen in the colour panel when the line was drawn.
    public var color: String?
    /// Gold challenge: the width, in points, derived from the pan's velocity while drawing.
    public var width: Double?

    public init(begin: Point, end: Point, color: String? = nil, width: Double? = nil) {
        self.begin = begin
        self.end = end
        self.color = color
        self.width = width
    }
}
