import GestureEngine
import TouchTracker

/// A session's state at one moment, kept so that many runs can start from it (`gesturelab sweep`): the environment,
/// the TouchTracker app and its model when one is installed, and what the interpreter keeps between statements.
public struct SessionSnapshot {
    /// A copy nobody runs, and the app installed in it: each restore copies them again.
    let env: GestureEnvironment
    let app: TouchTrackerApp?
    let hz: Int
    let options: SessionOptions
    let history: History
    let statementsExecuted: Int
    let eventsOfEarlierScenes: Int
    let gestureRecorder: GestureRecorder
    let lastReportedModel: ModelSnapshot?
    let lastStepModel: ModelSnapshot?
    let acceptedSource: [String]
}

extension Session {
    /// The session as it is now. Cost: `GestureEnvironment.copy()` plus one copy of the app's model (O(lines)); the
    /// interpreter's history and recording are values, shared until either side changes them. Restoring costs the
    /// same, into the session's own environment (whoever holds it sees it restored).
    public func snapshot() -> SessionSnapshot {
        flushTrace()
        let copy = env.copy()
        return SessionSnapshot(env: copy, app: app?.copy(into: copy), hz: hz, options: options, history: history,
                               statementsExecuted: statementsExecuted, eventsOfEarlierScenes: eventsOfEarlierScenes,
                               gestureRecorder: gestureRecorder,
                               lastReportedModel: lastReportedModel, lastStepModel: lastStepModel, acceptedSource: acceptedSource)
    }

    /// Puts the session back to `snapshot`: running statements afterwards does what it would have done right after the
    /// snapshot was taken (the snapshot itself is left as it is, so it can be restored again).
    public func restore(_ snapshot: SessionSnapshot) {
        // Into the environment the session has: a sweep restores before every run, and allocating and freeing a
        // whole environment each time was a third of a short run's cost.
        snapshot.env.copy(into: env)
        app = snapshot.app?.copy(into: env)
        hz = snapshot.hz
        options = snapshot.options
        history = snapshot.history
        statementsExecuted = snapshot.statementsExecuted
        eventsOfEarlierScenes = snapshot.eventsOfEarlierScenes
        gestureRecorder = snapshot.gestureRecorder
        lastReportedModel = snapshot.lastReportedModel
        lastStepModel = snapshot.lastStepModel
        acceptedSource = snapshot.acceptedSource
        // Names are cached per scene; the restored one may differ from the scene before it.
        sceneGeneration += 1
    }
}
