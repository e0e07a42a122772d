import Testing

@testable import GestureEngine

/// The cycle check of failure requirements (`require(toFail:)` and the delegates' `shouldRequireFailureOf` /
/// `shouldBeRequiredToFailBy` answers) reads only the recognizers ranked between a new requirement's ends
/// (``RequirementOrder``): it refuses exactly the requirements that close a cycle, names the cycle the whole search
/// names, and a requirement that agrees with the order (a recognizer requiring ones declared before it) costs no
/// search at all. Counted in recognizers visited, never timed.
@Suite struct RequirementOrderTests {
    /// The requirements in effect as the test keeps them: static ones in the order given, and delegate answers.
    struct Model {
        var n: Int
        var statics: [[Int]]
        var requireAnswers: [[Int: Bool]]  // recognizer → other → answer (shouldRequireFailureOf)
        var requiredByAnswers: [[Int: Bool]]  // recognizer → other → answer (shouldBeRequiredToFailBy)

        init(n: Int) {
            self.n = n
            statics = Array(repeating: [], count: n)
            requireAnswers = Array(repeating: [:], count: n)
            requiredByAnswers = Array(repeating: [:], count: n)
        }

        /// What `x` requires to fail, in the order the engine's search reads them: static ones as declared, then the
        /// delegates' in declaration order.
        func next(_ x: Int) -> [Int] {
            var delegated = Set(requireAnswers[x].filter { $0.value && $0.key != x }.map(\.key))
            for a in 0..<n where a != x && requiredByAnswers[a][x] == true { delegated.insert(a) }
            return statics[x] + delegated.sorted()
        }

        /// The path the unpruned depth-first search finds from `starts` to one of `targets` (the engine's search
        /// before the order existed).
        func path(from starts: [Int], to targets: Set<Int>) -> [Int]? {
            var stack = Array(starts.reversed())
            var cameFrom: [Int: Int] = [:]
            for s in starts { cameFrom[s] = s }
            var seen: Set<Int> = []
            while let node = stack.popLast() {
                if targets.contains(node) {
                    var path = [node]
                    var k = node
                    while let p = cameFrom[k], p != k { path.append(p); k = p }
                    return path.reversed()
                }
                guard seen.insert(node).inserted else { continue }
                for m in next(node) where !seen.contains(m) {
                    cameFrom[m] = node
                    stack.append(m)
                }
            }
            return nil
        }

        var requirements: [(Int, Int)] { (0..<n).flatMap { x in next(x).map { (x, $0) } } }
    }

    static func names(_ path: [Int]) -> [String] { path.map { "r\($0)" } }

    /// Random requirements, answers and copies, each checked against the model: refused exactly when it closes a
    /// cycle, with the same cycle named, and the order agreeing with every requirement in effect after each step.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func itRefusesExactlyTheCyclesTheWholeSearchFinds(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let n = 10
        var env = GestureEnvironment()
        let ids = (0..<n).map { env.addRecognizer(name: "r\($0)", kind: .tap, view: .window) }
        var model = Model(n: n)
        var refused = 0
        for _ in 0..<300 {
            let a = Int(random.next() % UInt64(n))
            var others = (0..<n).filter { _ in random.next() % 3 == 0 }
            if others.isEmpty { others = [Int(random.next() % UInt64(n))] }
            let answer = random.next() % 4 != 0
            switch random.next() % 4 {
            case 0, 1:
                let b = others[0]
                guard a != b else { continue }
                let expected = model.path(from: [b], to: [a]).map { Self.names([a] + $0) }
                do {
                    try env.require(ids[a], toFail: ids[b])
                    #expect(expected == nil)
                    if !model.statics[a].contains(b) { model.statics[a].append(b) }
                } catch {
                    #expect(error == .requirementCycle(expected ?? []))
                    refused += 1
                }
            case 2:
                let targets = others.filter { $0 != a }
                let expected = answer ? model.path(from: targets, to: [a]).map { Self.names([a] + $0) } : nil
                do {
                    try env.setDelegate(ids[a], requiresFailureOf: others.map { ids[$0] }, answer)
                    #expect(expected == nil)
                    for o in others { model.requireAnswers[a][o] = answer }
                } catch {
                    #expect(error == .requirementCycle(expected ?? []))
                    refused += 1
                }
            default:
                let dependents = Set(others.filter { $0 != a })
                let expected = answer ? model.path(from: [a], to: dependents).map { Self.names($0 + [a]) } : nil
                do {
                    try env.setDelegate(ids[a], isRequiredToFailBy: others.map { ids[$0] }, answer)
                    #expect(expected == nil)
                    for o in others { model.requiredByAnswers[a][o] = answer }
                } catch {
                    #expect(error == .requirementCycle(expected ?? []))
                    refused += 1
                }
            }
            if random.next() % 10 == 0 { env = env.copy() }
            let rank = env.requirementOrder.rank
            #expect(Set(rank) == Set(0..<n))
            for (x, y) in model.requirements { #expect(rank[x] > rank[y], "r\(x) requires r\(y): ranks \(rank)") }
        }
        #expect(refused > 10, "the test makes cycles to refuse")
    }

    /// Every recognizer requiring each one declared before it: n(n-1)/2 requirements, none searched.
    @Test func requirementsThatAgreeWithTheOrderCostNoSearch() {
        let env = GestureEnvironment()
        let ids = (0..<80).map { env.addRecognizer(name: "r\($0)", kind: .tap, view: .window) }
        for i in ids.indices { for j in 0..<i { try! env.require(ids[i], toFail: ids[j]) } }
        #expect(env.requirementWork == 0)
        // A cycle is still found, through the whole chain, and named as before.
        let cycle = ["r0"] + (1...79).reversed().map { "r\($0)" } + ["r0"]
        #expect(throws: EngineError.requirementCycle(cycle)) { try env.require(ids[0], toFail: ids[79]) }
    }

    /// The same requirements declared against the order (each recognizer, from the last, requiring every later
    /// one): the repairs stay within the recognizers between each requirement's ends, so twice the recognizers
    /// (four times the requirements) cost about four times the work, where the whole search cost sixteen.
    static func visitedAgainstTheOrder(_ n: Int) -> Int {
        let env = GestureEnvironment()
        let ids = (0..<n).map { env.addRecognizer(name: "r\($0)", kind: .tap, view: .window) }
        for i in ids.indices.reversed() { for j in (i + 1)..<n { try! env.require(ids[i], toFail: ids[j]) } }
        return env.requirementWork
    }

    @Test func requirementsAgainstTheOrderCostWorkInProportionToThem() {
        let small = Self.visitedAgainstTheOrder(40), large = Self.visitedAgainstTheOrder(80)
        #expect(large <= 5 * small, "\(small) → \(large)")
    }
}

/// SplitMix64, the same random stream on every machine.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
