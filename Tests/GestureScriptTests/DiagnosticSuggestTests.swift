import Testing
@testable import GestureScript

@Suite struct DiagnosticSuggestTests {
    static let statements = Keyword.statementKeywords.map(\.rawValue)

    @Test(arguments: [
        ("wiat", "wait"), ("recogniser", "recognizer"), ("Recognizer", "recognizer"),
        ("longPress", "longpress"), ("swip", "swipe"), ("expct", "expect"), ("delgate", "delegate"),
        ("dwon", "down"), ("rotat", "rotate"), ("mrak", "mark"),
    ])
    func misspelledStatementKeywords(word: String, expected: String) {
        #expect(Suggest.closest(to: word, among: Self.statements) == expected)
    }

    @Test(arguments: ["xyz", "banana", "", "recognizerrrrrrr", "w"])
    func farWordsHaveNoSuggestion(word: String) {
        #expect(Suggest.closest(to: word, among: Self.statements) == nil)
    }

    @Test func tiesPreferTheExactCaseThenTheFirstCandidate() {
        #expect(Suggest.closest(to: "longPress", among: ["longpress", "longPress"]) == "longPress")
        #expect(Suggest.closest(to: "pam", among: ["pan", "pat"]) == "pan")
        #expect(Suggest.closest(to: "pam", among: ["pat", "pan"]) == "pat")
    }

    @Test func thresholdGrowsWithTheWord() {
        // 3 letters: one edit; 9 letters: three edits.
        #expect(Suggest.closest(to: "tpa", among: ["tap"]) == "tap")
        #expect(Suggest.closest(to: "txx", among: ["tap"]) == nil)
        #expect(Suggest.closest(to: "doubleTxx", among: ["doubleTap"]) == "doubleTap")
        #expect(Suggest.closest(to: "dxxxxeTap", among: ["doubleTap"]) == nil)
    }

    @Test func distanceCountsSwapsAsOneEdit() {
        #expect(Suggest.distance("wiat", "wait") == 1)
        #expect(Suggest.distance("kitten", "sitting") == 3)
        #expect(Suggest.distance("", "abc") == 3)
        #expect(Suggest.distance("é", "e") == 1)
    }

    @Test func hugeWordsAreCheap() {
        let word = String(repeating: "x", count: 1_000_000)
        #expect(Suggest.closest(to: word, among: Self.statements) == nil)
    }

    @Test func quoteShortensLongTokens() {
        #expect(DiagnosticMessage.quote("abc") == "'abc'")
        #expect(DiagnosticMessage.quote(String(repeating: "a", count: 50)) == "'" + String(repeating: "a", count: 39) + "…'")
    }

    @Test func catalogueIdsAreUnique() {
        // The ids used by the parser's catalogue are stable strings; spot-check a few.
        #expect(DiagnosticMessage.durationNeedsUnit.id == "durationNeedsUnit")
        #expect(DiagnosticMessage.fingerOutOfRange("0").id == "fingerOutOfRange")
        #expect(DiagnosticMessage.tooManyErrors.severity == .note)
    }
}
