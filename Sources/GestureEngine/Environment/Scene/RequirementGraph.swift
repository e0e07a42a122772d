/// The failure requirements in effect (static `require(toFail:)` ones and the delegates' `true` answers), kept so
/// that a new requirement is checked for a cycle without searching everything its target reaches.
///
/// Why: a new requirement `x → y` (x requires y to fail) closes a cycle exactly when y already reaches x. A plain
/// search from y costs as much as everything y reaches, so a script of n requirements could cost O(n²) (each
/// recognizer requiring every earlier one, or a chain declared backwards). A topological order repaired on each
/// insertion (Pearce–Kelly) fixes those but makes a chain declared forwards quadratic instead.
///
/// This is the two-way search of Bender, Fineman, Gilbert and Tarjan ("A new approach to incremental cycle detection
/// and related problems", ACM TALG 12(2), 2016, §2). Every recognizer has a level ≥ 1, and for every requirement
/// `x → y` in effect `level[x] ≤ level[y]`. A new requirement `x → y`:
/// 1. with `level[x] < level[y]` closes no cycle and is added at once;
/// 2. otherwise two searches run in step: backward from x over requirements between recognizers of x's level (for
///    y), and forward from y up to x's level (for x); each stops after `delta` requirements (delta = min(√m, n^(2/3)),
///    m requirements, n recognizers), and finding its goal means a cycle;
/// 3. if one of them finished and y is on x's level, there is no cycle; otherwise y is raised to x's level (one
///    finished) or one above (both stopped), and a forward search from y raises what y requires, as far as needed to
///    keep the levels ordered; reaching a recognizer the backward search saw (x among them) means a cycle.
/// The forward search of step 2 is this type's addition to the paper's algorithm: it costs no more than the
/// backward one, raises no level past x's, and makes a requirement whose target reaches little (a chain declared in
/// its own direction, each link also requiring a shared recognizer) cheap when x is required by many.
/// Over any sequence of insertions the searches cost O(m · min(√m, n^(2/3))) in all (the paper's Theorem 2.4), and
/// the usual shapes much less: a recognizer requiring ones declared before it, or a chain declared in either
/// direction and either order, costs O(1) per requirement.
///
/// A refused requirement changes nothing: the levels raised by its forward search are put back.
/// Removing a requirement (a delegate answer no longer `true`) keeps the levels ordered, so it needs no search.
struct RequirementGraph {
    /// A requirement `from → to`: `from` requires `to` to fail.
    struct Requirement: Hashable {
        var from: Int32
        var to: Int32
    }

    /// What puts a requirement in effect: a static `require(toFail:)`, and how many delegate answers say `true` for it
    /// (from's `shouldRequireFailureOf` to, to's `shouldBeRequiredToFailBy` from: 0, 1 or 2).
    struct Sources {
        var isStatic = false
        var answers = 0
        var inEffect: Bool { isStatic || answers > 0 }
    }

    private var sources: [Requirement: Sources] = [:]
    /// `level[i]` ≥ 1; `level[x] ≤ level[y]` for every requirement `x → y` in effect.
    private(set) var level: [Int32] = []
    /// `requires[x]`: each y with `x → y` in effect, once.
    private var requires: [[Int32]] = []
    /// `sameLevelRequiredBy[y]`: each x with `x → y` in effect and `level[x] == level[y]`, once.
    private var sameLevelRequiredBy: [[Int32]] = []
    /// Requirements in effect.
    private(set) var count = 0
    /// `mark[i] == stamp`: the current backward search saw recognizer i; `forwardMark`, the forward search.
    private var mark: [UInt32] = []
    private var forwardMark: [UInt32] = []
    private var stamp: UInt32 = 0
    /// The largest c with c³ ≤ recognizers (so c² is about n^(2/3)), kept as recognizers are added.
    private var cubeRoot = 0
    /// Requirements the cycle checks have followed, for tests that check the work is bounded.
    private(set) var work = 0

    init() {}

    mutating func addRecognizer() {
        level.append(1)
        requires.append([])
        sameLevelRequiredBy.append([])
        mark.append(0)
        forwardMark.append(0)
        while (cubeRoot + 1) * (cubeRoot + 1) * (cubeRoot + 1) <= level.count { cubeRoot += 1 }
    }

    /// Whether `x → y` is in effect.
    func isInEffect(_ x: Int, requires y: Int) -> Bool { sources[Self.key(x, y)]?.inEffect ?? false }

    /// Whether `x → y` was declared with `require(toFail:)`.
    func isStatic(_ x: Int, requires y: Int) -> Bool { sources[Self.key(x, y)]?.isStatic ?? false }

    /// Adds the static requirement `x → y` (x ≠ y), unless it would close a cycle: then returns false and changes
    /// nothing.
    mutating func addStatic(_ x: Int, requires y: Int) -> Bool {
        let k = Self.key(x, y)
        var s = sources[k] ?? Sources()
        if s.isStatic { return true }
        if !s.inEffect, !insert(x, y) { return false }
        s.isStatic = true
        sources[k] = s
        return true
    }

    /// Counts one more delegate answer `true` for `x → y` (x ≠ y), unless the requirement would close a cycle: then
    /// returns false and changes nothing.
    mutating func addAnswer(_ x: Int, requires y: Int) -> Bool {
        let k = Self.key(x, y)
        var s = sources[k] ?? Sources()
        if !s.inEffect, !insert(x, y) { return false }
        s.answers += 1
        sources[k] = s
        return true
    }

    /// Counts one delegate answer `true` for `x → y` fewer; the requirement ends when nothing else holds it.
    /// Costs time in proportion to the requirements from x and to y.
    mutating func removeAnswer(_ x: Int, requires y: Int) {
        let k = Self.key(x, y)
        guard var s = sources[k], s.answers > 0 else { return }
        s.answers -= 1
        sources[k] = s.inEffect ? s : nil
        guard !s.inEffect else { return }
        count -= 1
        let (x32, y32) = (Int32(x), Int32(y))
        if let i = requires[x].firstIndex(of: y32) { requires[x].remove(at: i) }
        if level[x] == level[y], let i = sameLevelRequiredBy[y].firstIndex(of: x32) { sameLevelRequiredBy[y].swapAt(i, sameLevelRequiredBy[y].count - 1); sameLevelRequiredBy[y].removeLast() }
    }

    private static func key(_ x: Int, _ y: Int) -> Requirement { Requirement(from: Int32(x), to: Int32(y)) }

    /// How many same-level requirements a backward search follows before it stops: min(√m, n^(2/3)), at least 1.
    private var delta: Int {
        max(1, min(Int(Double(count).squareRoot()), cubeRoot * cubeRoot))
    }

    /// Adds `x → y` (not in effect yet) unless y already reaches x; false: a cycle, nothing changed.
    private mutating func insert(_ x: Int, _ y: Int) -> Bool {
        if level[x] < level[y] {
            link(x, y)
            return true
        }
        // Two searches in step, one requirement each in turn: backward from x over same-level requirements (for y),
        // and forward from y over requirements into levels no higher than x's (for x: no other can reach it). The
        // first to finish decides, so a requirement costs about what the smaller side costs; both stop at `delta`.
        newStamp()
        mark[x] = stamp
        forwardMark[y] = stamp
        let limit = delta, ceiling = level[x]
        var back = [Int32(x)], backNode = -1, backIndex = 0, backFollowed = 0
        var fore = [Int32(y)], foreNode = -1, foreIndex = 0, foreFollowed = 0
        var finished = false  // the backward search saw every same-level recognizer that reaches x
        var noCycle = false  // the forward search saw everything y reaches up to x's level, and not x
        while backFollowed < limit || foreFollowed < limit {
            if backFollowed < limit {
                while backNode < 0 || backIndex == sameLevelRequiredBy[backNode].count {
                    guard let v = back.popLast() else { break }
                    backNode = Int(v)
                    backIndex = 0
                }
                if backNode < 0 || backIndex == sameLevelRequiredBy[backNode].count {
                    finished = true
                    break
                }
                let u = Int(sameLevelRequiredBy[backNode][backIndex])
                backIndex += 1
                backFollowed += 1
                if u == y { work += backFollowed + foreFollowed; return false }
                if mark[u] != stamp {
                    mark[u] = stamp
                    back.append(Int32(u))
                }
            }
            if foreFollowed < limit {
                while foreNode < 0 || foreIndex == requires[foreNode].count {
                    guard let v = fore.popLast() else { break }
                    foreNode = Int(v)
                    foreIndex = 0
                }
                if foreNode < 0 || foreIndex == requires[foreNode].count {
                    noCycle = true
                    break
                }
                let w = Int(requires[foreNode][foreIndex])
                foreIndex += 1
                foreFollowed += 1
                if w == x { work += backFollowed + foreFollowed; return false }
                if level[w] <= ceiling, forwardMark[w] != stamp {
                    forwardMark[w] = stamp
                    fore.append(Int32(w))
                }
            }
        }
        work += backFollowed + foreFollowed
        if finished || noCycle, level[y] == level[x] {
            link(x, y)
            return true
        }
        // Forward search from y, raising levels; every change is journalled so that a cycle puts it all back.
        var journal: [(recognizer: Int32, level: Int32, sameLevel: [Int32]?)] = []
        let raised = finished || noCycle ? level[x] : level[x] + 1
        journal.append((Int32(y), level[y], sameLevelRequiredBy[y]))
        level[y] = raised
        sameLevelRequiredBy[y] = []
        var forward = [Int32(y)]
        while let v = forward.popLast() {
            let lv = level[Int(v)]
            for w in requires[Int(v)] {
                work += 1
                let wi = Int(w)
                if mark[wi] == stamp {  // w reaches x (or is x): y reaches x
                    for entry in journal.reversed() {
                        let r = Int(entry.recognizer)
                        level[r] = entry.level
                        if let list = entry.sameLevel { sameLevelRequiredBy[r] = list } else { sameLevelRequiredBy[r].removeLast() }
                    }
                    return false
                }
                if level[wi] == lv {
                    journal.append((w, level[wi], nil))
                    sameLevelRequiredBy[wi].append(v)
                } else if level[wi] < lv {
                    journal.append((w, level[wi], sameLevelRequiredBy[wi]))
                    level[wi] = lv
                    sameLevelRequiredBy[wi] = [v]
                    forward.append(w)
                }
            }
        }
        link(x, y)
        return true
    }

    /// Starts a new pair of searches: no recognizer is marked by either.
    private mutating func newStamp() {
        stamp &+= 1
        if stamp == 0 {  // wrapped: old marks could read as current
            for i in mark.indices { mark[i] = 0; forwardMark[i] = 0 }
            stamp = 1
        }
    }

    private mutating func link(_ x: Int, _ y: Int) {
        requires[x].append(Int32(y))
        if level[x] == level[y] { sameLevelRequiredBy[y].append(Int32(x)) }
        count += 1
    }
}
