/// A generated script, kept as parts so that a failing case can shrink: the scene (views and recognizers, always
/// kept), removable scene extras (requirements, delegates, actions, settings) and the timeline's steps. Rendering
/// skips any step that no longer fits the fingers that are down (after another step was removed) and always ends
/// by lifting every finger and waiting for every timer, so every shrunk script is still valid.
struct GeneratedScript {
    /// `view …` and `recognizer …` lines.
    var scene: [String]
    /// Lines that only refer to declared names: `requireToFail`, `delegate`, `action`, `set`.
    var extras: [String]
    var steps: [Step]

    /// One timeline statement and the fingers it needs down or up.
    struct Step {
        var text: String
        /// Fingers that must be up before (a `down`).
        var needsUp: [Int] = []
        /// Fingers that must be down before (`move`, `up`, `cancel`).
        var needsDown: [Int] = []
        /// Fingers down after it (`down`); the ones in `needsDown` that `up`/`cancel` lift are in `lifts`.
        var puts: [Int] = []
        var lifts: [Int] = []
    }

    /// Longer than any timer a generated recognizer can start (long press, double-tap windows, swipe durations).
    static let settleTime = "wait 5s"

    /// The script's text: scene, extras, the steps that fit, then every finger lifted and a long wait.
    var text: String {
        var lines = scene + extras
        var down = Set<Int>()
        for step in steps {
            guard step.needsUp.allSatisfy({ !down.contains($0) }), step.needsDown.allSatisfy({ down.contains($0) }) else { continue }
            lines.append(step.text)
            down.formUnion(step.puts)
            down.subtract(step.lifts)
        }
        let left = down.sorted()
        if !left.isEmpty { lines.append(left.map { "up \($0)" }.joined(separator: " & ")) }
        lines.append(Self.settleTime)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Smaller variants, most aggressive first: without each half of the steps, without each step, without each extra.
    var shrinkCandidates: [GeneratedScript] {
        var out: [GeneratedScript] = []
        if steps.count > 1 {
            let half = steps.count / 2
            out.append(with(steps: Array(steps[half...])))
            out.append(with(steps: Array(steps[..<half])))
        }
        for k in steps.indices {
            var s = steps
            s.remove(at: k)
            out.append(with(steps: s))
        }
        for k in extras.indices {
            var copy = self
            copy.extras.remove(at: k)
            out.append(copy)
        }
        return out
    }

    private func with(steps: [Step]) -> GeneratedScript {
        var copy = self
        copy.steps = steps
        return copy
    }
}
