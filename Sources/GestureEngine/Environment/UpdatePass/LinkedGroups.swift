/// The requirement structure: recognizers linked by failure requirements (in either direction, transitively) form a
/// group, which resets together [DEC D `_queueGestureRecognizersForResetIfFinished:`]; the members of recognizer
/// `r`'s group are `members[range(of: r)]`, in index order.
///
/// Built in O(recognizers + requirements) with a union-find, and stored in O(recognizers): every member of a group
/// shares one stored list (a chain of 1,000 recognizers is one list of 1,000, not 1,000 lists of 1,000). Also the
/// recognizers that have requirements (`dependents`), in index order.
struct LinkedGroups {
    private(set) var members: [RecognizerID] = []
    private(set) var dependents: [RecognizerID] = []
    /// `spans[r]`: where recognizer `r`'s group lies in `members` (one lookup per question: the reset step asks it for
    /// every finished recognizer it meets).
    private var spans: [Range<Int>] = []

    init() {}

    /// `requirements[i]` are recognizer `i`'s requirements.
    init(requirements: [[RecognizerID]]) {
        let n = requirements.count
        var parent = Array(0..<n)
        func root(_ i: Int) -> Int {
            var r = i
            while parent[r] != r { r = parent[r] }
            var k = i
            while parent[k] != r {
                let next = parent[k]
                parent[k] = r
                k = next
            }
            return r
        }
        for i in 0..<n {
            for r in requirements[i] {
                let (a, b) = (root(i), root(r.index))
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        // Groups numbered by their lowest member; members listed in index order (a counting sort by group).
        var groupOf = Array(repeating: -1, count: n)
        var sizes: [Int] = []
        var groupOfRoot = Array(repeating: -1, count: n)
        for i in 0..<n {
            let r = root(i)
            if groupOfRoot[r] < 0 {
                groupOfRoot[r] = sizes.count
                sizes.append(0)
            }
            groupOf[i] = groupOfRoot[r]
            sizes[groupOf[i]] += 1
        }
        var next = Array(repeating: 0, count: sizes.count)
        var starts: [Int] = []
        var total = 0
        for g in sizes.indices {
            next[g] = total
            starts.append(total)
            total += sizes[g]
        }
        members = Array(repeating: RecognizerID(index: 0), count: n)
        for i in 0..<n {
            members[next[groupOf[i]]] = RecognizerID(index: i)
            next[groupOf[i]] += 1
        }
        spans = (0..<n).map { starts[groupOf[$0]]..<next[groupOf[$0]] }
        dependents = (0..<n).filter { !requirements[$0].isEmpty }.map { RecognizerID(index: $0) }
    }

    /// The number of recognizers whose groups are stored.
    var count: Int { spans.count }

    /// Where `r`'s group lies in `members`.
    @inline(__always)
    func range(of r: RecognizerID) -> Range<Int> { spans[r.index] }
}
