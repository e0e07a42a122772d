/// What app code may do while the environment calls it (a responder call, an action message): read the scene and
/// the recognizers, set a gesture's translation, scale or rotation, and print to the console.
///
/// Nothing more: the app cannot dispatch, advance the clock, change a recognizer's state, properties, requirements or
/// bindings, or attach views and recognizers. The update pass calls app code between its reports and relies on this:
/// an action method never changes what the pass decides next (only what the app reads as it goes).
public struct AppContext {
    private let environment: GestureEnvironment

    init(_ environment: GestureEnvironment) { self.environment = environment }

    /// The virtual time of the call.
    public var now: VirtualTime { environment.now }

    /// A view of the scene (its name, frame and coordinate conversions).
    public func view(_ id: ViewID) -> ViewNode { environment.views[id.index] }

    /// The recognizers, by index, for reading (their kind, bindings and reported state).
    public var recognizers: RecordTable<RecognizerRecord> { environment.recognizers }

    /// `recognizer.state`.
    public func state(of id: RecognizerID) -> GestureState { environment.state(of: id) }

    /// `location(in:)` in window coordinates (`GestureEnvironment.location(of:)`).
    public func location(of id: RecognizerID) -> Point { environment.location(of: id) }

    /// `translation(in:)` in window coordinates; nil for kinds without one.
    public func translation(of id: RecognizerID) -> Point? { environment.translation(of: id) }

    /// `velocity(in:)` of a pan or screen-edge pan, points per second; nil for other kinds.
    public func velocity(of id: RecognizerID) -> Point? { environment.velocity(of: id) }

    /// `setTranslation(_:in:)`; false for recognizers without a translation.
    @discardableResult
    public func setTranslation(_ p: Point, of id: RecognizerID) -> Bool { environment.setTranslation(p, of: id) }

    /// `scale = s` of a pinch; false for other kinds.
    @discardableResult
    public func setScale(_ s: Double, of id: RecognizerID) -> Bool { environment.setScale(s, of: id) }

    /// `rotation = r` of a rotation; false for other kinds.
    @discardableResult
    public func setRotation(_ r: Double, of id: RecognizerID) -> Bool { environment.setRotation(r, of: id) }

    /// The app's `print`: a console line, in order with everything else.
    public func log(_ line: @autoclosure () -> String) { environment.log(line()) }
}
