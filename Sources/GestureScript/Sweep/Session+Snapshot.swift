import GestureEngine

/// A session's scene, kept so that many runs can start from it (`gesturelab sweep`).
public struct SessionSnapshot {
    /// A copy nobody runs: each restore copies it again.
    let env: GestureEnvironment
    let hz: Int
}

extension Session {
    /// The scene as it is now, or nil when an app is installed (TouchTracker calls back into the environment it was
    /// installed in, so its scene cannot be copied; a sweep then runs the scene statements again per run).
    public func snapshot() -> SessionSnapshot? {
        guard app == nil else { return nil }
        flushTrace()
        return SessionSnapshot(env: env.copy(), hz: hz)
    }

    /// Puts the session back to `snapshot`: the scene, the clock, an empty history and statement count.
    public func restore(_ snapshot: SessionSnapshot) {
        env = snapshot.env.copy()
        app = nil
        hz = snapshot.hz
        history = History(limit: options.historyLimit, from: env)
        statementsExecuted = 0
        gestureRecorder = GestureRecorder()
        lastReportedModel = nil
        acceptedSource.removeAll(keepingCapacity: true)
    }
}
