extension TouchBatch {
    /// How many touches are still on the screen after this event, and their centroid (`activeCount` and `centroid`)
    /// in one pass, for the machines that need both at a touch-down (a tap, a long press): the separate passes, two
    /// centroids and a count, cost about 60 instructions more per call (callgrind, bench engine taps part).
    @inline(__always)
    var activeCountAndCentroid: (count: Int, centroid: Point) {
        var sum = Point.zero
        var n = 0
        for t in touches where t.phase != .ended && t.phase != .cancelled {
            sum += t.location
            n += 1
        }
        // As `centroid`: one touch is its location (x / 1 is x exactly); with no active touch, all of them.
        if n == 1 { return (1, sum) }
        if n > 0 { return (n, sum / Double(n)) }
        return (0, centroidOfTouches(touches))
    }
}
