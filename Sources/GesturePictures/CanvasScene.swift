import GestureEngine
import GestureScript
import TouchTracker

/// What a canvas picture draws at one moment: the screen, the views' frames, the line model and the fingers down.
public struct CanvasScene: Sendable {
    public var screenWidth: Double
    public var screenHeight: Double
    /// Every view but the window, in window coordinates, back to front.
    public var views: [(name: String, frame: Rect)]
    public var model: ModelSnapshot?
    /// Fingers down now, with their window locations.
    public var fingers: [(finger: Int, at: Point)]

    /// The session's screen as it is now.
    public init(_ session: Session) { self.init(env: session.env, app: session.app) }

    /// A scene's screen as it is now (also one the session has replaced: `PictureRecorder` keeps it for this).
    init(env: GestureEnvironment, app: TouchTrackerApp?) {
        screenWidth = env.screenSize.x
        screenHeight = env.screenSize.y
        views = env.views.dropFirst().map { ($0.name, $0.windowFrame) }
        model = app.map(ModelSnapshot.init)
        fingers = env.fingersDown.compactMap { f in env.location(ofFinger: f).map { (f, $0) } }
    }
}
