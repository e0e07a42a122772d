@testable import GestureEngine

/// A host that records what the views receive and which methods are called, as the chapter's console would show.
final class RecordingHost: AppHost {
    var log: [String] = []
    func view(_ view: ViewID, received call: TouchPhase, touches: [ViewTouch], in environment: AppContext) {
        let name: String
        switch call {
        case .began: name = "touchesBegan"
        case .moved: name = "touchesMoved"
        case .ended: name = "touchesEnded"
        case .cancelled: name = "touchesCancelled"
        case .stationary: name = "touchesStationary"
        }
        log.append("\(environment.view(view).name).\(name) \(touches.map(\.finger))")
    }
    func perform(_ method: String, from recognizer: RecognizerID, in environment: AppContext) {
        log.append("\(method)(\(environment.state(of: recognizer)))")
    }
}

/// Drives an environment with a compact timeline, in milliseconds.
struct Scene {
    let env = GestureEnvironment()
    let host = RecordingHost()
    var ids: [String: RecognizerID] = [:]

    init() { env.host = host }

    @discardableResult
    mutating func add(_ name: String, _ kind: RecognizerKind, on view: ViewID = .window, method: String? = nil,
                      _ props: [String: PropertyValue] = [:]) -> RecognizerID {
        let id = env.addRecognizer(name: name, kind: kind, view: view)
        for (k, v) in props.sorted(by: { $0.key < $1.key }) { try! env.setProperty(k, of: id, to: v) }
        env.addAction(id, method: method ?? name)
        ids[name] = id
        return id
    }

    func at(_ ms: Int64, _ inputs: TouchInput...) {
        env.advance(to: VirtualTime(microseconds: ms * 1000))
        try! env.dispatch(inputs)
    }

    func wait(until ms: Int64) { env.advance(to: VirtualTime(microseconds: ms * 1000)) }

    func state(_ name: String) -> GestureState { env[ids[name]!].state }

    /// The trace's transitions as `t name: from → to`.
    func transitions() -> [String] {
        env.trace.compactMap { e in
            guard case .transition(let t, let r, let from, let to, _) = e else { return nil }
            return "\(formatMicroseconds(t.microseconds)) \(env[r].name): \(from) → \(to)"
        }
    }
}

func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
