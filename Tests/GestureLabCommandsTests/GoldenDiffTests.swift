import Testing

@testable import GestureLabCommands

/// Replays an edit script: the same and deleted lines must spell `a`, the same and inserted ones `b`.
private func replay(_ ops: [GoldenDiff.Op], _ a: [String], _ b: [String]) -> Bool {
    var i = 0, j = 0
    for op in ops {
        switch op {
        case .same:
            guard i < a.count, j < b.count, a[i] == b[j] else { return false }
            i += 1; j += 1
        case .delete:
            guard i < a.count else { return false }
            i += 1
        case .insert:
            guard j < b.count else { return false }
            j += 1
        }
    }
    return i == a.count && j == b.count
}

/// The length of a longest common subsequence, by dynamic programming (the reference for minimality).
private func lcs(_ a: [String], _ b: [String]) -> Int {
    var row = [Int](repeating: 0, count: b.count + 1)
    for x in a {
        var diag = 0
        for (k, y) in b.enumerated() {
            let up = row[k + 1]
            row[k + 1] = x == y ? diag + 1 : max(row[k + 1], row[k])
            diag = up
        }
    }
    return row[b.count]
}

private func chars(_ s: String) -> [String] { s.map(String.init) }

@Suite struct GoldenDiffTests {
    struct Case: Sendable, CustomStringConvertible {
        var old: [String]
        var new: [String]
        var headers: [String]
        var description: String { "\(old) → \(new)" }
    }

    static let numbered = (1...20).map { "l\($0)" }

    static let cases: [Case] = [
        Case(old: ["a", "b", "c"], new: ["a", "b", "c"], headers: []),
        Case(old: ["a", "b", "c"], new: ["a", "x", "c"], headers: ["@@ -1,3 +1,3 @@"]),
        Case(old: [], new: ["x"], headers: ["@@ -0,0 +1 @@"]),
        Case(old: ["x"], new: [], headers: ["@@ -1 +0,0 @@"]),
        Case(old: ["a", "b"], new: ["a", "b", "c"], headers: ["@@ -1,2 +1,3 @@"]),
        // Two changes 16 lines apart: two hunks with three lines of context each.
        Case(old: numbered, new: numbered.map { $0 == "l2" || $0 == "l19" ? $0 + "'" : $0 },
             headers: ["@@ -1,5 +1,5 @@", "@@ -16,5 +16,5 @@"]),
        // Six unchanged lines between two changes: one hunk.
        Case(old: numbered, new: numbered.map { $0 == "l5" || $0 == "l12" ? $0 + "'" : $0 }, headers: ["@@ -2,14 +2,14 @@"]),
        // Seven: two.
        Case(old: numbered, new: numbered.map { $0 == "l5" || $0 == "l13" ? $0 + "'" : $0 },
             headers: ["@@ -2,7 +2,7 @@", "@@ -10,7 +10,7 @@"]),
        // An insertion after the last line.
        Case(old: numbered, new: numbered + ["l21"], headers: ["@@ -18,3 +18,4 @@"]),
    ]

    @Test(arguments: cases)
    func hunkHeaders(_ c: Case) {
        let hunks = GoldenDiff.hunks(c.old, c.new)
        #expect(hunks.map(\.header) == c.headers)
        #expect(replay(GoldenDiff.edits(c.old, c.new), c.old, c.new))
    }

    @Test func hunkLines() {
        let hunks = GoldenDiff.hunks(["a", "b", "c"], ["a", "x", "c"])
        #expect(hunks.count == 1)
        #expect(hunks[0].lines.map(\.rendered) == [" a", "-b", "+x", " c"])
    }

    /// Myers' paper's example: ABCABBA → CBABAC needs 5 edits.
    @Test func myersExample() {
        let a = chars("ABCABBA"), b = chars("CBABAC")
        let ops = GoldenDiff.edits(a, b)
        #expect(replay(ops, a, b))
        #expect(ops.filter { $0 != .same }.count == 5)
    }

    /// Random inputs: the edit script replays and is as short as the LCS allows.
    @Test func shortestOnRandomInputs() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        for _ in 0..<200 {
            let a = (0..<next(30)).map { _ in ["a", "b", "c", "d"][next(4)] }
            let b = (0..<next(30)).map { _ in ["a", "b", "c", "d"][next(4)] }
            let ops = GoldenDiff.edits(a, b)
            #expect(replay(ops, a, b))
            #expect(ops.filter { $0 != .same }.count == a.count + b.count - 2 * lcs(a, b))
        }
    }

    /// Beyond `maximumEdits` the middle is replaced whole: still a valid script, found quickly.
    @Test func tooManyEditsFallsBack() {
        let n = GoldenDiff.maximumEdits
        let a = (0..<n).map { "old \($0)" }, b = (0..<n).map { "new \($0)" }
        let ops = GoldenDiff.edits(["same"] + a + ["end"], ["same"] + b + ["end"])
        #expect(replay(ops, ["same"] + a + ["end"], ["same"] + b + ["end"]))
        #expect(ops.first == .same && ops.last == .same)
    }

    @Test func lines() {
        #expect(GoldenDiff.lines("") == [])
        #expect(GoldenDiff.lines("a\nb\n") == ["a", "b"])
        #expect(GoldenDiff.lines("a\nb") == ["a", "b"])
        #expect(GoldenDiff.lines("a\n\n") == ["a", ""])
    }

    @Test func unifiedSmall() {
        let text = GoldenDiff.unified(expected: "a\nb\nc\n", actual: "a\nx\nc\n", expectedName: "t.expected", actualName: "t.actual")
        #expect(text == ["--- t.expected", "+++ t.actual", "@@ -1,3 +1,3 @@", " a", "-b", "+x", " c"])
        #expect(GoldenDiff.unified(expected: "same\n", actual: "same\n", expectedName: "e", actualName: "a") == [])
    }

    @Test func unifiedFinalNewlineOnly() {
        let text = GoldenDiff.unified(expected: "a\n", actual: "a", expectedName: "e", actualName: "a")
        #expect(text == ["--- e", "+++ a", "(the texts differ only in their final newline)"])
    }

    /// A long first hunk is cut at 20 lines; the rest is counted.
    @Test func unifiedCutsLongHunk() {
        let old = (1...40).map { "old \($0)" }.joined(separator: "\n") + "\n"
        let new = (1...40).map { "new \($0)" }.joined(separator: "\n") + "\n"
        let text = GoldenDiff.unified(expected: old, actual: new, expectedName: "e", actualName: "a")
        #expect(text.count == 2 + 1 + 20 + 1)
        #expect(text[2] == "@@ -1,40 +1,40 @@")
        #expect(text[3] == "-old 1")
        #expect(text.last == "… 60 more differing lines")
    }

    /// Whole hunks while they fit: two of 8 lines fit in 20, a third would not, so its changes are counted instead.
    @Test func unifiedShowsWholeHunksThatFit() {
        var old = (1...60).map { "l\($0)" }
        let new = old
        for i in [4, 25, 50] { old[i] = "changed \(i)" }
        let text = GoldenDiff.unified(expected: old.joined(separator: "\n") + "\n", actual: new.joined(separator: "\n") + "\n",
                                      expectedName: "e", actualName: "a")
        #expect(text == [
            "--- e", "+++ a", "@@ -2,7 +2,7 @@", " l2", " l3", " l4", "-changed 4", "+l5", " l6", " l7", " l8",
            "@@ -23,7 +23,7 @@", " l23", " l24", " l25", "-changed 25", "+l26", " l27", " l28", " l29",
            "… 2 more differing lines",
        ])
    }
}
