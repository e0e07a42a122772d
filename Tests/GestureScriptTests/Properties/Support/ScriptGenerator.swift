/// Writes random but valid scripts as text, from a seed: a scene of up to three views and up to five recognizers of
/// every kind with random properties, requirements and delegates, then a timeline of touches, waits, repeats and
/// shorthands that only moves, lifts or cancels fingers that are down. The text goes through the parser like any
/// script, so the language is covered too.
struct ScriptGenerator {
    var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    static let width = 375
    static let height = 667
    static let fingers = 1...5

    mutating func make() -> GeneratedScript {
        var scene: [String] = []
        var views = ["a"]
        scene.append("view a frame 0,0,\(Self.width),\(Self.height)" + viewFlags())
        for name in ["b", "c"] where random.chance(0.6) {
            let x = random.int(0...250), y = random.int(0...500)
            let w = random.int(40...(Self.width - x)), h = random.int(40...(Self.height - y))
            let parent = random.chance(0.7) ? " in \(random.pick(views))" : ""
            scene.append("view \(name) frame \(x),\(y),\(w),\(h)\(parent)" + viewFlags())
            views.append(name)
        }
        var recognizers: [String] = []
        for k in 1...random.int(1...5) {
            let name = "r\(k)"
            let kind = random.pick(Self.kinds)
            scene.append("recognizer \(name) = \(kind) on \(random.pick(views))" + properties(kind))
            recognizers.append(name)
        }
        var extras: [String] = []
        for (k, name) in recognizers.enumerated() where recognizers.count > 1 && random.chance(0.35) {
            // On any other recognizer: requirements may form cycles (only one on itself is an error).
            let other = random.int(0...recognizers.count - 2)
            extras.append("\(name) requireToFail \(recognizers[other < k ? other : other + 1])")
        }
        for _ in 0..<random.int(0...2) {
            extras.append(delegate(random.pick(recognizers), among: recognizers, views: views))
        }
        for name in recognizers where random.chance(0.2) {
            extras.append("action \(name) -> log")  // without TouchTracker the only method; a second binding
        }
        for setting in Self.settings where random.chance(0.1) {
            extras.append("set \(setting) \(random.chance(0.5))")
        }
        var steps: [GeneratedScript.Step] = []
        var down = Set<Int>()
        for _ in 0..<random.int(3...24) {
            steps.append(step(down: &down))
        }
        return GeneratedScript(scene: scene, extras: extras, steps: steps)
    }

    static let kinds = ["tap", "longPress", "pan", "swipe", "pinch", "rotation", "screenEdgePan", "UITapGestureRecognizer"]
    static let settings = ["exclusiveTouchAffectsRecognizers", "cancelLiveTouchesBeforeAction", "cancelWithheldTouchesAfterAction",
                           "resetAtEndOfPass"]

    private mutating func viewFlags() -> String {
        var flags = ""
        if random.chance(0.5) { flags += " multipleTouch" }
        if random.chance(0.15) { flags += " exclusiveTouch" }
        if random.chance(0.15) { flags += " control" }
        return flags
    }

    private mutating func properties(_ kind: String) -> String {
        var options: [String] = []
        if random.chance(0.3) { options.append("cancelsTouchesInView = \(random.chance(0.5))") }
        if random.chance(0.3) { options.append("delaysTouchesBegan = \(random.chance(0.5))") }
        if random.chance(0.3) { options.append("delaysTouchesEnded = \(random.chance(0.5))") }
        if random.chance(0.05) { options.append("isEnabled = false") }
        switch kind {
        case "tap", "UITapGestureRecognizer":
            if random.chance(0.5) { options.append("numberOfTapsRequired = \(random.int(1...3))") }
            if random.chance(0.3) { options.append("numberOfTouchesRequired = \(random.int(1...2))") }
            if random.chance(0.2) { options.append("allowableMovement = \(random.int(0...30))") }
        case "longPress":
            if random.chance(0.5) { options.append("minimumPressDuration = \(random.int(50...900))ms") }
            if random.chance(0.3) { options.append("numberOfTouchesRequired = \(random.int(1...2))") }
            if random.chance(0.2) { options.append("numberOfTapsRequired = \(random.int(0...1))") }
            if random.chance(0.2) { options.append("allowableMovement = \(random.int(0...30))") }
        case "pan":
            if random.chance(0.3) { options.append("minimumNumberOfTouches = \(random.int(1...2))") }
            if random.chance(0.2) { options.append("maximumNumberOfTouches = \(random.int(2...4))") }
            if random.chance(0.2) { options.append("hysteresis = \(random.int(1...20))") }
        case "swipe":
            if random.chance(0.6) { options.append("direction = \(random.pick(["left", "right", "up", "down", "left|right", "up|down"]))") }
            if random.chance(0.3) { options.append("numberOfTouchesRequired = \(random.int(1...2))") }
        case "screenEdgePan":
            options.append("edges = \(random.pick(["left", "right", "top", "bottom", "all", "left|right"]))")
        default:
            break
        }
        return options.map { " " + $0 }.joined()
    }

    private mutating func delegate(_ name: String, among recognizers: [String], views: [String]) -> String {
        let other = random.chance(0.2) ? "any" : random.pick(recognizers)
        let answer = random.chance(0.7)  // drawn before the method, so the other methods keep their seeds' scripts
        switch random.int(0...4) {
        case 0: return "delegate \(name) shouldRecognizeSimultaneouslyWith \(other) = \(answer)"
        case 1: return "delegate \(name) shouldBegin = \(answer)"
        case 2: return "delegate \(name) shouldReceive = \(answer)" + (random.chance(0.5) ? " in \(random.pick(views))" : "")
        case 3: return "delegate \(name) shouldRequireFailureOf \(requirementTarget(name, among: recognizers, answer, later: false)) = \(answer)"
        default: return "delegate \(name) shouldBeRequiredToFailBy \(requirementTarget(name, among: recognizers, answer, later: true)) = \(answer)"
        }
    }

    /// The other side of a delegate requirement: any recognizer, `any`, or (rarely) the recognizer itself, which UIKit
    /// never asks a delegate about, so the answer adds nothing. Requirements may form cycles.
    private mutating func requirementTarget(_ name: String, among recognizers: [String], _ answer: Bool, later: Bool) -> String {
        if random.chance(0.2) { return "any" }
        return random.pick(recognizers)
    }

    private mutating func point() -> String { "\(random.int(0...Self.width - 1)),\(random.int(0...Self.height - 1))" }
    /// A point far enough from the edges for shorthands that spread fingers around it.
    private mutating func centralPoint() -> String { "\(random.int(100...275)),\(random.int(100...567))" }
    private mutating func offset() -> String { "\(random.int(-60...60)),\(random.int(-60...60))" }
    private mutating func duration(_ range: ClosedRange<Int>) -> String { "\(random.int(range))ms" }
    private mutating func timing() -> String {
        switch random.int(0...3) {
        case 0: return " over \(duration(10...400))"
        case 1: return " over \(duration(10...400)) steps \(random.int(1...6))"
        default: return ""
        }
    }

    /// One step that fits the fingers `down` (and updates them).
    private mutating func step(down: inout Set<Int>) -> GeneratedScript.Step {
        let free = Self.fingers.filter { !down.contains($0) }
        let held = down.sorted()
        switch random.int(0...11) {
        case 0...1 where !free.isEmpty:
            let fingers = Array(free.shuffled(using: &random).prefix(random.chance(0.25) ? 2 : 1)).sorted()
            down.formUnion(fingers)
            return .init(text: fingers.map { "down \($0) at \(point())" }.joined(separator: " & "), needsUp: fingers, puts: fingers)
        case 2...3 where !held.isEmpty:
            let fingers = Array(held.shuffled(using: &random).prefix(random.int(1...held.count))).sorted()
            let moves = fingers.map { random.chance(0.5) ? "move \($0) to \(point())" : "move \($0) by \(offset())" }
            return .init(text: moves.joined(separator: " & ") + timing(), needsDown: fingers)
        case 4 where !held.isEmpty:
            let fingers = Array(held.shuffled(using: &random).prefix(random.int(1...held.count))).sorted()
            down.subtract(fingers)
            return .init(text: fingers.map { "up \($0)" }.joined(separator: " & "), needsDown: fingers, lifts: fingers)
        case 5 where !held.isEmpty && random.chance(0.4):
            let finger = random.pick(held)
            down.remove(finger)
            return .init(text: "cancel \(finger)", needsDown: [finger], lifts: [finger])
        case 6:
            return .init(text: "wait \(duration(0...900))")
        case 7:
            var text = "tap at \(point())"
            if random.chance(0.4) { text += " taps \(random.int(1...3))" }
            if random.chance(0.2) { text = "tap at \(centralPoint()) fingers \(random.int(1...2))" }
            return .init(text: text)
        case 8:
            switch random.int(0...2) {
            case 0: return .init(text: "longpress at \(point())" + (random.chance(0.5) ? " for \(duration(100...1200))" : ""))
            case 1: return .init(text: "drag from \(point()) to \(point())" + (random.chance(0.5) ? " over \(duration(50...600))" : ""))
            default:
                var text = "swipe \(random.pick(["left", "right", "up", "down"])) at \(centralPoint())"
                if random.chance(0.3) { text += " distance \(random.int(20...90))" }
                if random.chance(0.3) { text += " over \(duration(30...500))" }
                if random.chance(0.2) { text += " fingers 2" }
                return .init(text: text)
            }
        case 9:
            if random.chance(0.5) {
                return .init(text: "pinch at \(centralPoint()) from \(random.int(10...90)) to \(random.int(10...90))"
                             + (random.chance(0.5) ? " over \(duration(50...500))" : ""))
            }
            return .init(text: "rotate at \(centralPoint()) by \(random.int(-120...120))" + (random.chance(0.5) ? " over \(duration(50...500))" : ""))
        case 10:
            // A repeat of a whole gesture, so it leaves no finger down.
            return .init(text: "repeat \(random.int(0...3)) { tap at \(point()); wait \(duration(0...400)) }")
        default:
            return .init(text: random.chance(0.15) ? "mark" : "wait \(duration(0...120))")
        }
    }
}
