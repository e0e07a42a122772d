import GestureEngine
import GestureScript

/// What a canvas picture draws at one moment: the screen, the views' frames, the line model and the fingers down.
public struct CanvasScene: Sendable {
    public var screenWidth: Double
    public var screenHeight: Double
    /// Every view but the window, in window coordinates, back to front.
    public var views: [(name: String, frame: Rect)]
    public var model: ModelSnapshot?
    /// Fingers down now, with their window locations.
    public var fingers: [(finger: Int, at: Point)]

    /// A screen as the stream told it (`StreamScene.screen`).
    init(screenWidth: Double, screenHeight: Double, views: [(name: String, frame: Rect)], model: ModelSnapshot?,
         fingers: [(finger: Int, at: Point)]) {
        self.screenWidth = screenWidth
        self.screenHeight = screenHeight
        self.views = views
        self.model = model
        self.fingers = fingers
    }
}
