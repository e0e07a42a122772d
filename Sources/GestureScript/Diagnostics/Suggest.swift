/// "Did you mean …?" suggestions by edit distance.
///
/// Used by the parser for misspelled keywords (`wiat` → `wait`, `recogniser` →
/// `recognizer`) and by the interpreter for recognizer, view and property names.
public enum Suggest {
    /// The candidate closest to `word`, or `nil` if none is close enough.
    ///
    /// Distance is the edit distance (``levenshtein(_:_:)``: insertions, deletions,
    /// substitutions and swaps of two adjacent letters, so `wiat` is one edit from `wait`)
    /// between the **lower-cased** strings, over Unicode scalars. A candidate qualifies when its distance is at most
    /// `max(1, word.count / 3)` (so a 3-letter word may be one edit off, a 9-letter word
    /// three). Among qualifying candidates the smallest distance wins; ties are broken by
    /// the smaller **case-sensitive** distance (so `longPress` prefers `longPress` over
    /// `longpress`), then by the order of `candidates`. An exact match is returned as is.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let lowerWord = Array(word.lowercased().unicodeScalars)
        let exactWord = Array(word.unicodeScalars)
        let limit = max(1, exactWord.count / 3)
        var best: (candidate: String, distance: Int, exact: Int)?
        for candidate in candidates {
            let lowerCandidate = Array(candidate.lowercased().unicodeScalars)
            guard abs(lowerCandidate.count - lowerWord.count) <= limit else { continue }
            let distance = levenshtein(lowerWord, lowerCandidate)
            guard distance <= limit else { continue }
            let exact = levenshtein(exactWord, Array(candidate.unicodeScalars))
            if let current = best, (current.distance, current.exact) <= (distance, exact) { continue }
            best = (candidate, distance, exact)
        }
        return best?.candidate
    }

    /// The Levenshtein distance between two scalar arrays, extended with transpositions
    /// (the "optimal string alignment" distance): inserting, deleting or substituting a
    /// scalar, or swapping two adjacent scalars, each cost one edit.
    public static func levenshtein(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// The Levenshtein distance between two strings (case-sensitive, over scalars).
    public static func distance(_ a: String, _ b: String) -> Int {
        levenshtein(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }
}
