/// A topological order of the failure requirements in effect (the static ones and the delegates' `true` answers),
/// kept as requirements are added, so that checking a new requirement for a cycle reads only the part of the scene
/// it could close a cycle through.
///
/// Why: a new requirement `a → b` (a requires b to fail) closes a cycle exactly when b already reaches a. Searching
/// everything b reaches makes each check cost as much as all the requirements declared before it, O(n²) for a
/// script of n requirements (each recognizer requiring every earlier one to fail). A recognizer ranked below a
/// cannot reach it, so with the order a requirement that agrees with it (the usual case: a recognizer requires ones
/// declared before it) is accepted without a search, and one that does not is searched, and the order repaired,
/// only among the recognizers ranked between its two ends (Pearce and Kelly, "A dynamic topological sort algorithm
/// for directed acyclic graphs", JEA 2006).
///
/// Invariant: for every requirement `x → y` in effect, `rank[x] > rank[y]`. The ranks are a permutation of
/// `0..<count`; a new recognizer takes the highest (it requires nothing yet).
///
/// A class, shared by an environment and its copies until one of them changes it (the environment copies it first,
/// ``GestureEnvironment/ownRequirementOrder()``): a sweep restores its scene into the same environment before every
/// run, and finding the order already there costs no reference counting.
final class RequirementOrder {
    /// `rank[i]`: recognizer i's place in the order.
    private(set) var rank: [Int] = []
    /// The static requirements reversed: `staticRequiredBy[y]` lists the recognizers that require y to fail.
    private(set) var staticRequiredBy: [[Int]] = []
    /// The delegates' `true` requirement answers, as requirements `x → y`, with the number of answers that give each
    /// (x's delegate answering `shouldRequireFailureOf y`, and y's answering `shouldBeRequiredToFailBy x`).
    private var delegateAnswers: [Requirement: Int] = [:]
    /// The requirements the delegates' answers make, from each end: `delegateRequires[x]` holds y, `delegateRequiredBy[y]`
    /// holds x.
    private var delegateRequires: [Int: Set<Int>] = [:]
    private var delegateRequiredBy: [Int: Set<Int>] = [:]
    /// Recognizers looked at by the repairs, for tests that check the work is bounded.
    var visited = 0

    struct Requirement: Hashable {
        var dependent: Int
        var required: Int
    }

    init() {}

    /// A copy that shares nothing with this one.
    func copy() -> RequirementOrder {
        let c = RequirementOrder()
        c.rank = rank
        c.staticRequiredBy = staticRequiredBy
        c.delegateAnswers = delegateAnswers
        c.delegateRequires = delegateRequires
        c.delegateRequiredBy = delegateRequiredBy
        c.visited = visited
        return c
    }

    func addRecognizer() {
        rank.append(rank.count)
        staticRequiredBy.append([])
    }

    /// The recognizers `x`'s delegates' answers make it require to fail, in declaration order.
    func delegated(_ x: Int) -> [Int] { delegateRequires[x].map { $0.sorted() } ?? [] }

    /// Records a new static requirement `x → y` (there was none) and repairs the order. `requires(v)` lists the
    /// recognizers v requires to fail statically. The requirement must close no cycle (checked before).
    func addStatic(_ x: Int, requires y: Int, _ requires: (Int) -> [Int]) {
        staticRequiredBy[y].append(x)
        restore(x, y, requires)
    }

    /// Counts one `true` answer (`added`) or one answer no longer `true` for the requirement `x → y`, and repairs
    /// the order when the requirement comes into effect. A requirement coming into effect must close no cycle.
    func changeDelegateAnswer(_ x: Int, requires y: Int, added: Bool, _ requires: (Int) -> [Int]) {
        let key = Requirement(dependent: x, required: y)
        let before = delegateAnswers[key, default: 0]
        let after = before + (added ? 1 : -1)
        delegateAnswers[key] = after == 0 ? nil : after
        if before == 0, after > 0 {
            delegateRequires[x, default: []].insert(y)
            delegateRequiredBy[y, default: []].insert(x)
            restore(x, y, requires)
        } else if before > 0, after == 0 {
            // Removing a requirement never breaks the order.
            delegateRequires[x]?.remove(y)
            delegateRequiredBy[y]?.remove(x)
        }
    }

    /// Makes `rank[x] > rank[y]` again after the requirement `x → y` was added, moving only the recognizers ranked
    /// from `rank[x]` to `rank[y]`: those y reaches go below those that reach x, each group in its old order.
    private func restore(_ x: Int, _ y: Int, _ requires: (Int) -> [Int]) {
        guard rank[x] < rank[y] else { return }
        // Worked out without changing anything, so that no array is copied when the ranks are then written.
        let (moved, places) = reordering(x, y, requires)
        visited += moved.count
        for (k, v) in moved.enumerated() { rank[v] = places[k] }
    }

    /// The recognizers `restore` moves, and their new ranks in the same order.
    private func reordering(_ x: Int, _ y: Int, _ requires: (Int) -> [Int]) -> (moved: [Int], places: [Int]) {
        let rank = self.rank, requiring = delegateRequires, requiredBy = delegateRequiredBy, staticRequiredBy = self.staticRequiredBy
        let low = rank[x], high = rank[y]
        // y and what it requires, ranked above x (below it they are below x already).
        let below = Self.search(from: y) { v in requires(v) + (requiring[v].map(Array.init) ?? []) } admits: { rank[$0] > low }
        // x and what requires it, ranked below y.
        let above = Self.search(from: x) { v in staticRequiredBy[v] + (requiredBy[v].map(Array.init) ?? []) } admits: { rank[$0] < high }
        let byRank = { (a: Int, b: Int) in rank[a] < rank[b] }
        let moved = below.sorted(by: byRank) + above.sorted(by: byRank)
        return (moved, moved.map { rank[$0] }.sorted())
    }

    /// The recognizers reached from `start` through `next`, visiting only those `admits` lets in (start included).
    private static func search(from start: Int, _ next: (Int) -> [Int], admits: (Int) -> Bool) -> [Int] {
        var found: [Int] = []
        var seen: Set<Int> = [start]
        var stack = [start]
        while let v = stack.popLast() {
            found.append(v)
            for w in next(v) where admits(w) && seen.insert(w).inserted { stack.append(w) }
        }
        return found
    }
}
