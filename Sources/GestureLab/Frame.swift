/// A view's frame in its parent's coordinates, in points (UIKit's `CGRect`).
public struct Frame: Hashable, Sendable {
    /// The left edge, in points from the parent's left edge.
    public var x: Double
    /// The top edge, in points from the parent's top edge.
    public var y: Double
    /// The width, in points.
    public var width: Double
    /// The height, in points.
    public var height: Double

    /// A frame with its origin at (`x`, `y`) and the given size, all in points.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
