import Testing

@testable import GestureEngine

/// The cycle check of failure requirements (`require(toFail:)` and the delegates' `shouldRequireFailureOf` /
/// `shouldBeRequiredToFailBy` answers, ``RequirementGraph``): it refuses exactly the requirements a plain depth-first
/// search over everything in effect refuses, names the same cycle, and the usual shapes of script cost work linear in
/// their requirements. Work is counted (requirements followed, recognizers entered), never timed.
@Suite struct RequirementCycleTests {
    /// A fixed stream of numbers (SplitMix64's step), so every run checks the same operations.
    struct Random: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    }

    /// The reference: the requirements in effect as the engine stored them before ``RequirementGraph`` existed, and
    /// the plain depth-first search it ran on every new requirement.
    struct Reference {
        var n: Int
        var statics: [[Int]]
        var requireAnswers: [[Int: Bool]]  // recognizer → other → its delegate's shouldRequireFailureOf answer
        var requiredByAnswers: [[Int: Bool]]  // recognizer → other → its delegate's shouldBeRequiredToFailBy answer

        init(n: Int) {
            self.n = n
            statics = Array(repeating: [], count: n)
            requireAnswers = Array(repeating: [:], count: n)
            requiredByAnswers = Array(repeating: [:], count: n)
        }

        /// What `x` requires to fail, in the order the search reads them: static ones as declared, then the
        /// delegates' in declaration order, each once.
        func next(_ x: Int) -> [Int] {
            var delegated = Set(requireAnswers[x].filter { $0.value && $0.key != x }.map(\.key))
            for a in 0..<n where a != x && requiredByAnswers[a][x] == true { delegated.insert(a) }
            return statics[x] + delegated.sorted()
        }

        /// The path the whole depth-first search finds from one of `starts` to one of `targets`.
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

        /// Every requirement in effect, each once.
        var requirements: Set<[Int]> { Set((0..<n).flatMap { x in next(x).map { [x, $0] } }) }
    }

    static func names(_ path: [Int]) -> [String] { path.map { "r\($0)" } }

    /// What a call did: accepted, or the error's case and names.
    static func outcome(_ body: () throws(EngineError) -> Void) -> String {
        do throws(EngineError) {
            try body()
            return "ok"
        } catch .requirementCycle(let names) {
            return "cycle " + names.joined(separator: " → ")
        } catch .requirementOnItself(let name) {
            return "itself " + name
        } catch {
            return "other \(error)"
        }
    }

    /// Random sequences of `requireToFail` and delegate answers (`true` and `false`, for several recognizers at
    /// once, repeated ones included) over n recognizers: each is accepted or refused as the plain search decides,
    /// a refusal names the same cycle in the same bytes, and after each step the graph holds exactly the requirements
    /// in effect with their levels ordered. Small scenes make many cycles; larger ones make long same-level searches
    /// stop at their bound and forward searches that find a cycle and put their levels back.
    @Test(arguments: [(6, 300, 1), (6, 300, 2), (10, 600, 3), (10, 600, 4), (40, 1500, 5), (40, 1500, 6), (120, 3000, 7), (120, 3000, 8)])
    func itDecidesAsThePlainSearchDoes(n: Int, steps: Int, seed: UInt64) {
        var random = Random(state: seed)
        let env = GestureEnvironment()
        for i in 0..<n { env.addRecognizer(name: "r\(i)", kind: .tap, view: .window) }
        var reference = Reference(n: n)
        var refused = 0, accepted = 0
        // Mostly requirements that agree with one hidden order (so that long chains build up), some against it.
        let hidden = (0..<n).map { _ in random.below(1_000) }
        for step in 0..<steps {
            let a = random.below(n)
            var b = random.below(n)
            if random.below(10) < 8, hidden[a] < hidden[b] || (hidden[a] == hidden[b] && a < b) {
                b = (0..<n).filter { hidden[$0] < hidden[a] }.randomElement(using: &random) ?? b
            }
            let id = RecognizerID(index: a)
            var others = [b] + (0..<random.below(3)).map { _ in random.below(n) }
            if random.below(20) == 0 { others.append(a) }
            let answer = random.below(4) != 0
            let expected: String
            let got: String
            switch random.below(5) {
            case 0, 1, 2:
                if a == b {
                    expected = "itself r\(a)"
                } else if let p = reference.path(from: [b], to: [a]) {
                    expected = "cycle " + Self.names([a] + p).joined(separator: " → ")
                } else {
                    expected = "ok"
                    if !reference.statics[a].contains(b) { reference.statics[a].append(b) }
                }
                got = Self.outcome { () throws(EngineError) in try env.require(id, toFail: RecognizerID(index: b)) }
            case 3:
                let targets = others.filter { $0 != a }
                if answer, let p = reference.path(from: targets, to: [a]) {
                    expected = "cycle " + Self.names([a] + p).joined(separator: " → ")
                } else {
                    expected = "ok"
                    for o in others { reference.requireAnswers[a][o] = answer }
                }
                got = Self.outcome { () throws(EngineError) in
                    try env.setDelegate(id, requiresFailureOf: others.map(RecognizerID.init(index:)), answer)
                }
            default:
                let dependents = others.filter { $0 != a }
                if answer, let p = reference.path(from: [a], to: Set(dependents)) {
                    expected = "cycle " + Self.names(p + [a]).joined(separator: " → ")
                } else {
                    expected = "ok"
                    for o in others { reference.requiredByAnswers[a][o] = answer }
                }
                got = Self.outcome { () throws(EngineError) in
                    try env.setDelegate(id, isRequiredToFailBy: others.map(RecognizerID.init(index:)), answer)
                }
            }
            #expect(got == expected, "step \(step)")
            if got != expected { return }
            if expected == "ok" { accepted += 1 } else { refused += 1 }
            guard n <= 40 || step % 20 == 0 || step == steps - 1 else { continue }
            // The graph holds exactly the requirements in effect, and every one goes from a level to one no lower.
            let graph = env.requirementGraph
            let inEffect = reference.requirements
            #expect(graph.count == inEffect.count, "step \(step)")
            for r in inEffect {
                #expect(graph.isInEffect(r[0], requires: r[1]), "step \(step): r\(r[0]) → r\(r[1])")
                #expect(graph.level[r[0]] <= graph.level[r[1]], "step \(step): r\(r[0]) → r\(r[1])")
            }
            if graph.count != inEffect.count { return }
        }
        // The sequence exercised both answers.
        #expect(accepted > steps / 4 && refused > steps / 50, "accepted \(accepted), refused \(refused)")
    }

    /// A scene declared by a script's lines: `count` recognizers, then the requirements in the order given.
    static func work(recognizers count: Int, _ requirements: [(Int, Int)]) throws -> Int {
        let env = GestureEnvironment()
        let ids = (0..<count).map { env.addRecognizer(name: "t\($0)", kind: .tap, view: .window) }
        for (a, b) in requirements { try env.require(ids[a], toFail: ids[b]) }
        return env.requirementWork
    }

    /// The shapes a script of many `requireToFail` lines takes cost work linear in their requirements. Before the
    /// graph, each new requirement searched everything its target reached: a recognizer requiring every earlier one
    ///, or a chain declared against its direction, cost
    /// quadratic work or worse.
    @Test func eachRecognizerRequiringEveryEarlierOneCostsLinearWork() throws {
        let n = 120
        let requirements = (1..<n).flatMap { i in (0..<i).map { (i, $0) } }
        let work = try Self.work(recognizers: n, requirements)
        #expect(work <= requirements.count, "\(work) for \(requirements.count) requirements")
        // The same requirements declared the other way round (each recognizer required by every later one, the
        // latest required recognizer first).
        let reversed = (0..<n - 1).reversed().flatMap { j in (j + 1..<n).map { ($0, j) } }
        let reversedWork = try Self.work(recognizers: n, reversed)
        #expect(reversedWork <= 2 * reversed.count, "\(reversedWork) for \(reversed.count) requirements")
    }

    /// A chain in either direction, its lines in either order: t1 requires t2, t2 requires t3, … (a requirement order
    /// kept by moving recognizers made this one quadratic), and the reverse.
    @Test func aChainCostsLinearWorkDeclaredEitherWay() throws {
        let n = 1_000
        let forward = (0..<n - 1).map { ($0, $0 + 1) }
        let backward = (1..<n).map { ($0, $0 - 1) }
        for (name, chain) in [("forward", forward), ("forward, last link first", Array(forward.reversed())),
                              ("backward", backward), ("backward, last link first", Array(backward.reversed()))] {
            let work = try Self.work(recognizers: n, chain)
            #expect(work <= chain.count, "\(name): \(work) for \(chain.count) requirements")
        }
    }

    /// A chain declared in its own direction whose links each also require one shared recognizer (declared first):
    /// the backward search from each link meets all the earlier links, the forward one only the shared recognizer,
    /// and the forward one decides.
    @Test func aChainThroughASharedRequirementCostsLinearWork() throws {
        let n = 2_000
        let shared = (1..<n).map { ($0, 0) }
        let chain = (1..<n - 1).map { ($0, $0 + 1) }
        let work = try Self.work(recognizers: n, shared + chain)
        #expect(work <= 4 * (shared.count + chain.count), "\(work) for \(shared.count + chain.count) requirements")
    }
}
