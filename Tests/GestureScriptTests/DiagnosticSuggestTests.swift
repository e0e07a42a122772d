@testable import GestureAnalysis
import Testing
@testable import GestureScript
@testable import GestureLanguage

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

/// Issue 23 item 11: did-you-mean suggestions cost time linear in the name's length. The 64 MiB file limit allows
/// names of millions of letters; the edit distance of two such names took time quadratic in their length. Work is
/// counted in cells of the edit-distance table, never timed.
@Suite struct SuggestCostTests {
    /// `word` with every 50th letter changed: far from it, but the lengths match, so no length check skips it.
    static func names(_ length: Int) -> (word: String, candidates: [String]) {
        let word = String((0..<length).map { i in Character(UnicodeScalar(UInt8(97 + i % 26))) })
        let near = String(word.enumerated().map { $0.offset % 50 == 0 ? "Z" : $0.element })
        return (word, [near, word.uppercased(), String(word.dropLast()), "tap"])
    }

    static func work(_ length: Int) -> Int {
        let (word, candidates) = names(length)
        var work = 0
        _ = Suggest.closest(to: word, among: candidates, work: &work)
        return work
    }

    @Test func workGrowsAtMostLinearlyWithTheNamesLength() {
        let small = Self.work(2_000)
        let large = Self.work(4_000)
        #expect(large <= 2 * small + 64, "\(small) cells → \(large) cells")
        // And a name as long as a file may hold costs no table at all.
        #expect(Self.work(1_000_000) <= 2 * small + 64)
    }

    /// Names up to `Suggest.maximumLength` (64) scalars get suggestions; longer ones only an exact match.
    @Test func namesLongerThan64HaveNoSuggestion() {
        let name = String(repeating: "longPress", count: 8)  // 72 letters
        let at64 = String(name.prefix(64)), at65 = String(name.prefix(65))
        #expect(Suggest.maximumLength == 64)
        #expect(Suggest.closest(to: String(at64.dropLast()) + "x", among: [at64]) == at64)
        #expect(Suggest.closest(to: String(at65.dropLast()) + "x", among: [at65]) == nil)
        #expect(Suggest.closest(to: at65, among: ["tap", at65]) == at65)
    }

    /// The same suggestions as the whole table gives, for short names (random pairs, a fixed seed).
    @Test func theBoundedTableAgreesWithTheWholeOne() {
        var generator = SplitMix64(seed: 23)
        let alphabet = Array("abcdeABCDE".unicodeScalars)
        func word() -> String {
            let n = Int.random(in: 0...12, using: &generator)
            return String(String.UnicodeScalarView((0..<n).map { _ in alphabet.randomElement(using: &generator)! }))
        }
        for _ in 0..<2_000 {
            let w = word()
            let candidates = (0..<4).map { _ in word() }
            #expect(Suggest.closest(to: w, among: candidates) == Self.reference(w, candidates), "\(w) among \(candidates)")
        }
    }

    /// The optimal string alignment distance over the whole table, written plainly.
    static func wholeTable(_ x: String, _ y: String) -> Int {
        let a = Array(x.unicodeScalars), b = Array(y.unicodeScalars)
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }

    @Test func theBoundedDistanceIsTheWholeTablesUpToItsBound() {
        var generator = SplitMix64(seed: 11)
        let alphabet = Array("abc".unicodeScalars)
        for _ in 0..<3_000 {
            let a = (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let b = (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let bound = Int.random(in: 0...10, using: &generator)
            let whole = Self.wholeTable(String(String.UnicodeScalarView(a)), String(String.UnicodeScalarView(b)))
            var work = 0
            #expect(Suggest.levenshtein(a, b, atMost: bound, work: &work) == min(whole, bound + 1), "\(a) \(b) \(bound)")
            #expect(Suggest.levenshtein(a, b) == whole)
        }
    }

    /// `Suggest.closest` as specified, over the whole table.
    static func reference(_ word: String, _ candidates: [String]) -> String? {
        let limit = max(1, word.unicodeScalars.count / 3)
        var best: (String, Int, Int)?
        for c in candidates {
            let d = Self.wholeTable(word.lowercased(), c.lowercased())
            guard d <= limit else { continue }
            let e = Self.wholeTable(word, c)
            if let b = best, (b.1, b.2) <= (d, e) { continue }
            best = (c, d, e)
        }
        return best?.0
    }
}
