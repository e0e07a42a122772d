/// Which failure requirements lie on a cycle: the strongly connected components of two or more recognizers in the
/// requirements in effect (static `require(toFail:)` ones and the delegates' `true` answers, which a script fixes when
/// it declares them). UIKit accepts cycles and has no notion of one [DEC D `requireGestureRecognizerToFail:`]; the
/// engine needs it because a requirement between two members of one cycle is judged by the required recognizer's own
/// state rather than its reported one (docs/engine.md, "Failure-requirement cycles"), and to name the cycle in the
/// transcript and in `:why`.
///
/// Worked out in O(recognizers + requirements) (Tarjan's algorithm, iterative) once per change of the requirements,
/// not per event: the environment keeps it until a requirement, a delegate answer or a recognizer is added.
struct RequirementCycles {
    /// `cycle[i]`: the cycle recognizer `i` lies on (an index into `members`), or -1.
    private(set) var cycle: [Int32] = []
    /// Each cycle's members, in index order.
    private(set) var members: [[RecognizerID]] = []
    /// `requires[i]`: the recognizers `i` requires to fail, static ones in declaration order, then the delegates'.
    private var requires: [[RecognizerID]] = []

    init() {}

    /// `requirements[i]`: the recognizers recognizer `i` requires to fail (none is `i` itself).
    init(requirements: [[RecognizerID]]) {
        requires = requirements
        let n = requirements.count
        cycle = Array(repeating: -1, count: n)
        // Tarjan: `order[i]` is the visiting order (-1: not visited), `low[i]` the lowest order reachable within the
        // search tree; `stack` holds the visited recognizers whose component is not closed yet.
        var order = Array(repeating: -1, count: n)
        var low = Array(repeating: 0, count: n)
        var onStack = Array(repeating: false, count: n)
        var stack: [Int] = []
        var next = 0
        // The depth-first search's own stack: a recognizer and how many of its requirements it has followed.
        var path: [(node: Int, edge: Int)] = []
        for root in 0..<n where order[root] < 0 {
            path.append((root, 0))
            order[root] = next; low[root] = next; next += 1
            stack.append(root); onStack[root] = true
            while let (v, e) = path.last {
                if e < requirements[v].count {
                    path[path.count - 1].edge += 1
                    let w = requirements[v][e].index
                    if order[w] < 0 {
                        order[w] = next; low[w] = next; next += 1
                        stack.append(w); onStack[w] = true
                        path.append((w, 0))
                    } else if onStack[w] {
                        low[v] = min(low[v], order[w])
                    }
                    continue
                }
                path.removeLast()
                if let parent = path.last?.node { low[parent] = min(low[parent], low[v]) }
                guard low[v] == order[v] else { continue }
                var component: [RecognizerID] = []
                while let w = stack.popLast() {
                    onStack[w] = false
                    component.append(RecognizerID(index: w))
                    if w == v { break }
                }
                guard component.count > 1 else { continue }
                for m in component { cycle[m.index] = Int32(members.count) }
                members.append(component.sorted())
            }
        }
    }

    /// The number of recognizers covered.
    var count: Int { cycle.count }

    /// True when no requirement lies on a cycle.
    var isEmpty: Bool { members.isEmpty }

    /// Whether `a` and `b` lie on one cycle (so a requirement between them is part of it).
    @inline(__always)
    func areOnOneCycle(_ a: RecognizerID, _ b: RecognizerID) -> Bool {
        let c = cycle[a.index]
        return c >= 0 && c == cycle[b.index]
    }

    /// The members of `r`'s cycle (empty when it lies on none).
    func members(of r: RecognizerID) -> [RecognizerID] {
        let c = cycle[r.index]
        return c >= 0 ? members[Int(c)] : []
    }

    /// The shortest chain of requirements from `start` to `goal` within their cycle, both included (a breadth-first
    /// search that follows requirements in declaration order, so the chain named is deterministic); nil when the two do
    /// not lie on one cycle.
    func chain(from start: RecognizerID, to goal: RecognizerID) -> [RecognizerID]? {
        guard areOnOneCycle(start, goal) else { return nil }
        if start == goal { return [start] }
        var cameFrom: [RecognizerID: RecognizerID] = [start: start]
        var queue = [start], head = 0
        while head < queue.count {
            let v = queue[head]
            head += 1
            for w in requires[v.index] where areOnOneCycle(w, start) && cameFrom[w] == nil {
                cameFrom[w] = v
                if w == goal {
                    var chain = [w]
                    var k = w
                    while let p = cameFrom[k], p != k { chain.append(p); k = p }
                    return chain.reversed()
                }
                queue.append(w)
            }
        }
        return nil
    }
}
