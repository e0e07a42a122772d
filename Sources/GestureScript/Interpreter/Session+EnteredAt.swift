import GestureEngine
import GestureLanguage

extension Session {
    /// The most report times a failed `at` expectation lists before saying how many more there were.
    static let enteredAtTimesShown = 10

    /// `expect NAME STATE at TIME`: nil when NAME reported STATE exactly TIME after the mark (any of its reports of
    /// STATE since then); otherwise (expected, actual, explanation), the actual saying when it did, or that it never
    /// did. TIME is exact: the clock counts whole microseconds and every time the transcript prints is exact, so a
    /// time copied from a transcript matches, and a change of a single microsecond is a change.
    func evaluateEnteredAt(_ r: Located<String>, _ s: Located<RecognizerStateName>, _ t: DurationLiteral) throws
        -> (String, String, String?)?
    {
        let id = try recognizer(named: r)
        let log = history.entryTimes.log(of: id, GestureState(s.value))
        let mark = history.markTime
        let want = mark + TimeSpan(microseconds: t.microseconds)
        if log.times.contains(want) { return nil }
        let word = s.value.rawValue
        let expected = "\(r.value) \(word) at \(formatMicroseconds(t.microseconds))"
        let truncated = log.truncated ? " (history truncated; add a 'mark')" : ""
        guard !log.times.isEmpty else {
            return (expected, "\(r.value) never entered \(word) since the mark" + truncated, explain(id))
        }
        let shown = log.times.prefix(Self.enteredAtTimesShown).map { formatMicroseconds(($0 - mark).microseconds) }
        let more = log.times.count - shown.count
        var times = shown.count == 1 ? shown[0] : shown.dropLast().joined(separator: ", ") + " and " + shown[shown.count - 1]
        if more > 0 { times = shown.joined(separator: ", ") + " and \(more) more time\(more == 1 ? "" : "s")" }
        let since = mark == .start ? "" : " (the mark was at \(mark))"
        return (expected, "\(r.value) entered \(word) at \(times)" + since + truncated, nil)
    }
}
