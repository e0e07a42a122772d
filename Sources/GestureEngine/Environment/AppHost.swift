/// A touch as a view's responder method receives it.
public struct ViewTouch: Hashable, Sendable {
    public var id: TouchID
    public var finger: Int
    /// Location in the receiving view's coordinates, points.
    public var location: Point
    /// Location in window coordinates, points.
    public var windowLocation: Point
    public var timestamp: VirtualTime
}

/// The app running in the environment (TouchTracker, or none): it receives responder calls for its views and
/// the action messages bound to its methods, each with the `AppContext` through which it may read the scene, set a
/// gesture's translation and print — and nothing else (see `AppContext`).
///
/// The environment reaches the app only through these calls, and the app reaches the environment only through the
/// context they pass in: bindings (method names) and delegate answers are values in the environment. So an app runs in
/// a `copy()` of its environment by copying its own model and setting that copy as the copy's `host`.
public protocol AppHost: AnyObject {
    /// `touchesBegan/Moved/Ended/Cancelled(_:with:)` for `view`.
    func view(_ view: ViewID, received call: TouchPhase, touches: [ViewTouch], in context: AppContext)
    /// An action message for `method` (never `log`, which the environment handles).
    func perform(_ method: String, from recognizer: RecognizerID, in context: AppContext)
}
