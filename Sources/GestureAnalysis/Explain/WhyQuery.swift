import GestureEngine
import GestureLanguage

/// What `:why` and `gesturelab explain` are asked: `NAME`, `view NAME` or `VIEW.CALL`, optionally `at TIME`.
///
/// NAME is a recognizer, or a view when no recognizer has that name (`view NAME` says "the view" outright). CALL is
/// one of the responder calls (`touchesBegan`, `touchesMoved`, `touchesEnded`, `touchesCancelled`) or a control's
/// `touchUpInside`. TIME is a time on the scene's clock, written as the transcript writes times (`400ms`, `1.5s`,
/// `t=400ms`): the clock starts at 0 when the scene is set up (`use touchtracker`, `:reset`, the start of a file).
public struct WhyQuery: Sendable, Equatable {
    public var name: String
    /// `view NAME`: NAME is a view even if a recognizer has that name too.
    public var isView = false
    /// A responder call or control event of the view (`touchUpInside`), from `VIEW.CALL`.
    public var call: String?
    /// The gesture in progress at this time, as it stood then; nil: the most recent gesture, as it stands now.
    public var time: VirtualTime?

    public init(name: String, isView: Bool = false, call: String? = nil, time: VirtualTime? = nil) {
        self.name = name
        self.isView = isView
        self.call = call
        self.time = time
    }

    /// The calls `VIEW.CALL` may name.
    public static let calls = ["touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "touchUpInside"]
    /// A table's and a collection's selection, which `VIEW.CALL` may also name (`:why list.didSelectRowAt`).
    public static let selectionCalls = ["didSelectRowAt", "didSelectItemAt"]

    /// Parses what follows `:why` (`NAME`, `NAME at TIME`, `view NAME at TIME`, `VIEW.CALL at TIME`).
    public static func parse(_ text: String) -> Result<WhyQuery, Explainer.Failure> {
        var words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        var query = WhyQuery(name: "")
        if let at = words.firstIndex(of: "at") {
            guard at + 1 < words.count else { return .failure(.missingTime) }
            guard at + 2 == words.count else { return .failure(.unexpectedWords(words[(at + 2)...].joined(separator: " "))) }
            switch parseTime(words[at + 1]) {
            case .success(let t): query.time = t
            case .failure(let f): return .failure(f)
            }
            words.removeLast(2)
        }
        if words.first == "view" {
            query.isView = true
            words.removeFirst()
        }
        guard let subject = words.first else { return .failure(.missingName) }
        guard words.count == 1 else { return .failure(.unexpectedWords(words.dropFirst().joined(separator: " "))) }
        if let dot = subject.firstIndex(of: ".") {
            query.name = String(subject[..<dot])
            let call = String(subject[subject.index(after: dot)...])
            guard calls.contains(call) || selectionCalls.contains(call) else {
                return .failure(.unknownCall(subject, suggestion: Suggest.closest(to: call, among: calls).map { query.name + "." + $0 }))
            }
            query.isView = true
            query.call = call
        } else {
            query.name = subject
        }
        return .success(query)
    }

    /// A time on the scene's clock: `400ms`, `1.5s`, `t=400ms` (whole microseconds at most).
    public static func parseTime(_ word: String) -> Result<VirtualTime, Explainer.Failure> {
        var text = Substring(word)
        if text.hasPrefix("t=") { text = text.dropFirst(2) }
        let negative = text.hasPrefix("-")
        if negative { text = text.dropFirst() }
        let unit: Int64
        if text.hasSuffix("ms") {
            unit = 1000
            text = text.dropLast(2)
        } else if text.hasSuffix("s") {
            unit = 1_000_000
            text = text.dropLast()
        } else {
            return .failure(.badTime(word, suggestion: text.allSatisfy(\.isNumber) && !text.isEmpty ? "\(text)ms" : nil))
        }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !text.isEmpty, parts.count <= 2, parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }), !parts[0].isEmpty,
              parts[0].count <= 9
        else { return .failure(.badTime(word, suggestion: nil)) }
        let fraction = parts.count == 2 ? String(parts[1]) : ""
        let fractionDigits = unit == 1000 ? 3 : 6
        guard fraction.count <= fractionDigits else { return .failure(.badTime(word, suggestion: nil)) }
        let whole = Int64(parts[0])! * unit
        let padded = fraction + String(repeating: "0", count: fractionDigits - fraction.count)
        let micros = whole + (Int64(padded) ?? 0)
        if negative { return .failure(.negativeTime(word, suggestion: String(word.dropFirst(word.hasPrefix("t=") ? 3 : 1)))) }
        return .success(VirtualTime(microseconds: micros))
    }
}
