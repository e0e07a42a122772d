import GestureEngine

/// The failure requirements delegates answer for: `A shouldRequireFailureOf B = true` and
/// `B shouldBeRequiredToFailBy A = true` both make A require B once both take part in a gesture. Built once from the
/// declared answers (linear in recognizers plus answers), so a listing of every recognizer stays linear too.
struct DelegateRequirements {
    /// One requirement: `requirer` requires `required` to fail, because `owner`'s delegate answered `method`.
    struct Edge {
        var requirer: RecognizerID
        var required: RecognizerID
        var owner: RecognizerID
        var method: String
    }

    /// Per recognizer index: the edges where it requires, and where it is required; each ordered by the other
    /// recognizer, one edge per pair (`shouldRequireFailureOf` first when both methods say so).
    private(set) var requiring: [[Edge]]
    private(set) var requiredBy: [[Edge]]

    init(_ env: GestureEnvironment) {
        let n = env.recognizers.count
        var edges: [Edge] = []
        for i in 0..<n {
            let id = RecognizerID(index: i)
            let d = env.recognizers[i].delegate
            for (other, answer) in d.shouldRequireFailureOf where answer && other != id {
                edges.append(Edge(requirer: id, required: other, owner: id, method: "shouldRequireFailureOf"))
            }
            for (other, answer) in d.shouldBeRequiredToFailBy where answer && other != id {
                edges.append(Edge(requirer: other, required: id, owner: id, method: "shouldBeRequiredToFailBy"))
            }
        }
        // Deterministic: by requirer, required, then shouldRequireFailureOf before shouldBeRequiredToFailBy.
        func rank(_ e: Edge) -> Int { e.method == "shouldRequireFailureOf" ? 0 : 1 }
        edges.sort { ($0.requirer, $0.required, rank($0)) < ($1.requirer, $1.required, rank($1)) }
        requiring = Array(repeating: [], count: n)
        requiredBy = Array(repeating: [], count: n)
        var last: (RecognizerID, RecognizerID)?
        for e in edges {
            if let (a, b) = last, a == e.requirer, b == e.required { continue }
            last = (e.requirer, e.required)
            requiring[e.requirer.index].append(e)
            requiredBy[e.required.index].append(e)
        }
        for i in 0..<n { requiredBy[i].sort { $0.requirer < $1.requirer } }
    }
}
