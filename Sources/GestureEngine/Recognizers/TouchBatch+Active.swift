extension TouchBatch {
    /// How many touches are still on the screen after this event, and their centroid (`activeCount` and `centroid`)
    /// in one pass, for the machines that need both at a touch-down (a tap, a long press).
    @inline(__always)
    var activeCountAndCentroid: (count: Int, centroid: Point) {
        var sum = Point.zero
        var n = 0
        for k in touches.indices where touches[k].phase != .ended && touches[k].phase != .cancelled {
            sum += touches[k].location
            n += 1
        }
        // As `centroid`: one touch is its location (x / 1 is x exactly); with no active touch, all of them.
        if n == 1 { return (1, sum) }
        if n > 0 { return (n, sum / Double(n)) }
        return (0, centroidOfTouches(touches))
    }
}
