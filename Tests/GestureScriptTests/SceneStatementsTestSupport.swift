@testable import GestureAnalysis
@testable import GestureScript

extension SceneStatements {
    /// The scene statements of a session's scene as the stream would tell it after a run (its `SceneTable` and
    /// `RunOutcome`), for tests that hold the session they ran.
    static func lines(of session: Session) -> [String] {
        lines(of: session.sceneTable, outcome: session.runOutcome())
    }
}
