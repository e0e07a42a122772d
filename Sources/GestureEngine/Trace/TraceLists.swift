/// Values that trace events share instead of making their own: the one-element lists of the events that name one
/// finger (a responder call of one touch) or one recognizer (a recognizer reset alone), which are most of them, and
/// the console lines of `log` actions (`NAME STATE`, the same few for a whole run). Such an event holds a shared
/// array or string, and a reader that lets it go frees nothing. Each value is made the first time it is needed.
struct TraceLists {
    private var fingers: [[Int]] = []
    private var recognizers: [[RecognizerID]] = []
    /// By recognizer index, then `GestureState.rawValue`.
    private var logLines: [String?] = []

    /// `[finger]`.
    mutating func one(finger: Int) -> [Int] {
        // Finger numbers are 1…20 (`TouchInput`); anything else gets an array of its own.
        guard finger >= 0, finger <= 20 else { return [finger] }
        while fingers.count <= finger { fingers.append([fingers.count]) }
        return fingers[finger]
    }

    /// `[recognizer]`.
    mutating func one(recognizer: RecognizerID) -> [RecognizerID] {
        while recognizers.count <= recognizer.index { recognizers.append([RecognizerID(index: recognizers.count)]) }
        return recognizers[recognizer.index]
    }

    /// Forgets the `log` actions' lines (the recognizers they were made from are replaced). The lists of one finger
    /// or one recognizer name no scene's objects, and stay.
    mutating func forgetLogLines() {
        if !logLines.isEmpty { logLines.removeAll() }
    }

    /// The line of `recognizer`'s `log` action in `state`, `make()` the first time. (A recognizer's name and kind,
    /// which the line is made of, do not change once it is declared.)
    mutating func logLine(of recognizer: RecognizerID, _ state: GestureState, make: () -> String) -> String {
        let k = recognizer.index * GestureState.allCases.count + state.rawValue
        if k >= logLines.count { logLines += Array(repeating: nil, count: k + 1 - logLines.count) }
        if let line = logLines[k] { return line }
        let line = make()
        logLines[k] = line
        return line
    }
}
