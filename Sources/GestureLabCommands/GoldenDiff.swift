import GestureScript
import GestureSupport

/// Line diffs for golden transcripts: Myers' O(ND) shortest edit script, shown as unified-diff hunks.
///
/// Deterministic: among edit scripts of the same length Myers' greedy walk always picks the same one (deletions
/// before insertions at a change). No external tools.
enum GoldenDiff {
    enum Op: Equatable, Sendable { case same, delete, insert }

    /// One line of a hunk: ` text`, `-text` or `+text`, with control characters (tabs too) escaped: the lines come
    /// from a file that may hold anything (``VisibleText``).
    struct Line: Equatable, Sendable {
        var op: Op
        var text: String
        var rendered: String {
            switch op {
            case .same: " " + VisibleText.escape(text)
            case .delete: "-" + VisibleText.escape(text)
            case .insert: "+" + VisibleText.escape(text)
            }
        }
    }

    /// A unified-diff hunk; starts are 1-based line numbers (GNU diff's convention for empty ranges: the line before).
    struct Hunk: Equatable, Sendable {
        var oldStart: Int
        var oldCount: Int
        var newStart: Int
        var newCount: Int
        var lines: [Line]

        var header: String {
            func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }
            return "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@"
        }
    }

    /// Above this many edits (in the part between the common prefix and suffix) the middle is shown as replaced whole
    /// rather than aligned: Myers' trace needs memory quadratic in the number of edits.
    static let maximumEdits = 2_000

    /// The text's lines: split at "\n"; a final newline does not start another line.
    static func lines(_ text: String) -> [String] {
        if text.isEmpty { return [] }
        var parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { parts.removeLast() }
        return parts
    }

    /// A shortest edit script turning `a` into `b`: one op per line of `a` (same or delete) and of `b` (insert).
    static func edits(_ a: [String], _ b: [String]) -> [Op] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        // Lines become integers, so the inner loop compares numbers.
        var ids: [String: Int32] = [:]
        func id(_ s: String) -> Int32 {
            if let i = ids[s] { return i }
            let i = Int32(ids.count)
            ids[s] = i
            return i
        }
        let x = a[prefix..<(a.count - suffix)].map(id)
        let y = b[prefix..<(b.count - suffix)].map(id)
        let middle = myers(x, y) ?? (Array(repeating: .delete, count: x.count) + Array(repeating: .insert, count: y.count))
        return Array(repeating: .same, count: prefix) + middle + Array(repeating: .same, count: suffix)
    }

    /// Myers' greedy forward search with a trace for backtracking; nil when more than `maximumEdits` are needed.
    static func myers(_ a: [Int32], _ b: [Int32]) -> [Op]? {
        let n = a.count, m = b.count
        if n == 0 { return Array(repeating: .insert, count: m) }
        if m == 0 { return Array(repeating: .delete, count: n) }
        let maxD = min(n + m, maximumEdits)
        let offset = maxD + 1
        var v = [Int](repeating: 0, count: 2 * maxD + 3)
        // trace[d] holds v[k] for k in -(d+1)...(d+1) as it stood before step d (the values of step d-1).
        var trace: [[Int]] = []
        var found = -1
        search: for d in 0...maxD {
            trace.append(Array(v[(offset - d - 1)...(offset + d + 1)]))
            for k in stride(from: -d, through: d, by: 2) {
                var px = (k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1])) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var py = px - k
                while px < n, py < m, a[px] == b[py] { px += 1; py += 1 }
                v[offset + k] = px
                if px >= n, py >= m { found = d; break search }
            }
        }
        guard found >= 0 else { return nil }
        var ops: [Op] = []
        ops.reserveCapacity(n + m)
        var x = n, y = m
        for d in stride(from: found, through: 0, by: -1) {
            let snapshot = trace[d]
            func at(_ k: Int) -> Int { snapshot[k + d + 1] }
            let k = x - y
            let prevK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
            let prevX = d == 0 ? 0 : at(prevK)
            let prevY = d == 0 ? 0 : prevX - prevK
            while x > prevX, y > prevY { ops.append(.same); x -= 1; y -= 1 }
            if d > 0 {
                if x == prevX { ops.append(.insert) } else { ops.append(.delete) }
            }
            x = prevX
            y = prevY
        }
        return ops.reversed()
    }

    /// The hunks of a diff with `context` unchanged lines around each change; changes closer than twice the
    /// context share a hunk.
    static func hunks(_ a: [String], _ b: [String], context: Int = 3) -> [Hunk] {
        let ops = edits(a, b)
        // Position of each op in a and b.
        var positions: [(op: Op, i: Int, j: Int)] = []
        positions.reserveCapacity(ops.count)
        var i = 0, j = 0
        for op in ops {
            positions.append((op, i, j))
            switch op {
            case .same: i += 1; j += 1
            case .delete: i += 1
            case .insert: j += 1
            }
        }
        let changes = positions.indices.filter { positions[$0].op != .same }
        guard !changes.isEmpty else { return [] }
        // Group changes: a new group starts when more than 2 * context unchanged ops separate two changes.
        var groups: [(first: Int, last: Int)] = []
        for c in changes {
            if let last = groups.last, c - last.last - 1 <= 2 * context {
                groups[groups.count - 1].last = c
            } else {
                groups.append((c, c))
            }
        }
        return groups.map { group in
            let from = max(0, group.first - context)
            let to = min(positions.count - 1, group.last + context)
            var lines: [Line] = []
            var oldCount = 0, newCount = 0
            for p in positions[from...to] {
                switch p.op {
                case .same: lines.append(Line(op: .same, text: a[p.i])); oldCount += 1; newCount += 1
                case .delete: lines.append(Line(op: .delete, text: a[p.i])); oldCount += 1
                case .insert: lines.append(Line(op: .insert, text: b[p.j])); newCount += 1
                }
            }
            let start = positions[from]
            return Hunk(oldStart: oldCount == 0 ? start.i : start.i + 1, oldCount: oldCount,
                        newStart: newCount == 0 ? start.j : start.j + 1, newCount: newCount, lines: lines)
        }
    }

    /// A unified diff of two texts, cut short: whole hunks while they fit in `maxLines` hunk lines (the first one
    /// cut at `maxLines` if it alone is longer), then `… N more differing lines`. Empty when the texts are equal.
    ///
    /// `isScriptText` tells the lines that only echo the script (a golden transcript's statement headers): hunks
    /// whose changes are all such lines come after the others, so the diff opens with what the script did
    /// differently, not with where it was edited.
    static func unified(expected: String, actual: String, expectedName: String, actualName: String,
                        context: Int = 3, maxLines: Int = 20, isScriptText: ((String) -> Bool)? = nil) -> [String] {
        diff(expected: expected, actual: actual, expectedName: expectedName, actualName: actualName, context: context,
             maxLines: maxLines, isScriptText: isScriptText).lines
    }

    /// ``unified(expected:actual:expectedName:actualName:context:maxLines:isScriptText:)`` and the line of the expected
    /// text where the first hunk shown makes its first change (1-based; for an insertion, the line it comes before),
    /// where a CI viewer opens the golden file.
    static func diff(expected: String, actual: String, expectedName: String, actualName: String,
                     context: Int = 3, maxLines: Int = 20, isScriptText: ((String) -> Bool)? = nil) -> (lines: [String], line: Int) {
        guard expected != actual else { return ([], 1) }
        let a = lines(expected), b = lines(actual)
        var out = ["--- " + VisibleText.escape(expectedName), "+++ " + VisibleText.escape(actualName)]
        var all = hunks(a, b, context: context)
        if all.isEmpty {
            out.append("(the texts differ only in their final newline)")
            return (out, max(1, a.count))
        }
        if let isScriptText {
            // A stable partition: behaviour first, each group in file order.
            let echoesOnly = { (h: Hunk) in h.lines.allSatisfy { $0.op == .same || isScriptText($0.text) } }
            all = all.filter { !echoesOnly($0) } + all.filter(echoesOnly)
        }
        let totalChanged = all.reduce(0) { $0 + $1.lines.filter { $0.op != .same }.count }
        var shownLines = 0
        var shownChanged = 0
        for hunk in all {
            if shownLines > 0, shownLines + hunk.lines.count > maxLines { break }
            out.append(hunk.header)
            for line in hunk.lines.prefix(maxLines - shownLines) {
                out.append(line.rendered)
                shownLines += 1
                if line.op != .same { shownChanged += 1 }
            }
            if shownLines >= maxLines { break }
        }
        let hidden = totalChanged - shownChanged
        if hidden > 0 { out.append("… \(hidden) more differing line\(hidden == 1 ? "" : "s")") }
        return (out, firstChange(all[0]))
    }

    /// The expected text's line of a hunk's first change (1-based).
    static func firstChange(_ hunk: Hunk) -> Int {
        var line = max(1, hunk.oldStart)
        if hunk.oldCount == 0 { return hunk.oldStart + 1 }
        for l in hunk.lines {
            if l.op != .same { return line }
            line += 1
        }
        return line
    }
}
