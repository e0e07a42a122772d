/// "Did you mean …?" suggestions by edit distance.
///
/// Used by the parser for misspelled keywords (`wiat` → `wait`, `recogniser` →
/// `recognizer`) and by the interpreter for recognizer, view and property names.
public enum Suggest {
    /// Names longer than this many Unicode scalars get no suggestion (only an exact match): every keyword, property
    /// and setting is far shorter, and the 64 MiB file limit allows names of millions of letters.
    public static let maximumLength = 64

    /// The candidate closest to `word`, or `nil` if none is close enough.
    ///
    /// Distance is the edit distance (``levenshtein(_:_:)``: insertions, deletions,
    /// substitutions and swaps of two adjacent letters, so `wiat` is one edit from `wait`)
    /// between the **lower-cased** strings, over Unicode scalars. A candidate qualifies when its distance is at most
    /// `max(1, word.count / 3)` (so a 3-letter word may be one edit off, a 9-letter word
    /// three). Among qualifying candidates the smallest distance wins; ties are broken by
    /// the smaller **case-sensitive** distance (so `longPress` prefers `longPress` over
    /// `longpress`), then by the order of `candidates`. An exact match is returned as is. A word longer than
    /// ``maximumLength`` scalars only has an exact match.
    ///
    /// Cost: linear in the total length of `word` and `candidates`; the edit distances fill at most
    /// `(maximumLength + 1) × (2 × maximumLength / 3 + 1)` cells per candidate.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        var work = 0
        return closest(to: word, among: candidates, work: &work)
    }

    /// `closest(to:among:)`, adding the cells of edit-distance tables it filled to `work` (tests count them).
    static func closest(to word: String, among candidates: [String], work: inout Int) -> String? {
        let exactWord = Array(word.unicodeScalars.prefix(maximumLength + 1))
        guard exactWord.count <= maximumLength else { return candidates.first { $0 == word } }
        let lowerWord = Array(word.lowercased().unicodeScalars)
        let limit = max(1, exactWord.count / 3)
        var best: (candidate: String, distance: Int, exact: Int)?
        for candidate in candidates {
            // Lower-casing never shortens a string in scalars, and a scalar is at most 4 UTF-8 bytes: a candidate this
            // long cannot qualify, and is not read further (`utf8.count` is constant time).
            guard candidate.utf8.count <= 4 * (lowerWord.count + limit) else { continue }
            let lowerCandidate = Array(candidate.lowercased().unicodeScalars)
            guard abs(lowerCandidate.count - lowerWord.count) <= limit else { continue }
            let distance = levenshtein(lowerWord, lowerCandidate, atMost: limit, work: &work)
            guard distance <= limit else { continue }
            // Both are at most `maximumLength + limit` scalars long here: the whole table is small.
            let exact = levenshtein(exactWord, Array(candidate.unicodeScalars), atMost: .max, work: &work)
            if let current = best, (current.distance, current.exact) <= (distance, exact) { continue }
            best = (candidate, distance, exact)
        }
        return best?.candidate
    }

    /// The Levenshtein distance between two scalar arrays, extended with transpositions
    /// (the "optimal string alignment" distance): inserting, deleting or substituting a
    /// scalar, or swapping two adjacent scalars, each cost one edit. Time: the product of the lengths.
    public static func levenshtein(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        var work = 0
        return levenshtein(a, b, atMost: .max, work: &work)
    }

    /// The distance of ``levenshtein(_:_:)`` when it is at most `bound`, else `bound + 1` (saturating). Only the band of
    /// cells within `bound` of the diagonal is filled (a cell outside it is more than `bound` edits away), so the
    /// time is `a.count × (2 × bound + 1)` at most; `work` counts the cells.
    static func levenshtein(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost bound: Int, work: inout Int) -> Int {
        let tooFar = bound == .max ? Int.max : bound + 1
        if abs(a.count - b.count) > bound { return tooFar }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Cells outside the band hold `far`: larger than any distance the band can give, and safe to add 1 to.
        let far = min(tooFar, a.count + b.count + 1)
        // The band's half-width: it reaches the last cell, as `abs(a.count - b.count) <= bound`.
        let width = min(bound, max(a.count, b.count))
        var beforePrevious = [Int](repeating: far, count: b.count + 1)
        var previous = [Int](repeating: far, count: b.count + 1)
        var current = [Int](repeating: far, count: b.count + 1)
        for j in 0...min(width, b.count) { previous[j] = j }
        for i in 1...a.count {
            let low = max(1, i - width)
            let high = min(b.count, i + width)
            // The cell left of the band: the first column, or outside the band.
            current[low - 1] = low == 1 && i <= width ? i : far
            for j in low...high {
                work += 1
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var cell = min(substitution, previous[j] + 1, current[j - 1] + 1)
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                    cell = min(cell, beforePrevious[j - 2] + 1)
                }
                current[j] = min(cell, far)
            }
            // The cell right of the band, which the next row reads above its last cell.
            if high < b.count { current[high + 1] = far }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return min(previous[b.count], tooFar)
    }

    /// The Levenshtein distance between two strings (case-sensitive, over scalars).
    public static func distance(_ a: String, _ b: String) -> Int {
        levenshtein(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }
}
