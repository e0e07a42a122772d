extension Array {
    /// Empties a short array and keeps its storage, element by element.
    ///
    /// The engine's per-event arrays hold a few elements (a recognizer's touches, a touch's recognizers).
    /// `removeAll(keepingCapacity: true)` goes through the general `replaceSubrange`, which costs about ten times
    /// more than popping one or two elements.
    @inline(__always)
    public mutating func removeAllKeepingCapacity() {
        while !isEmpty { removeLast() }
    }
}
