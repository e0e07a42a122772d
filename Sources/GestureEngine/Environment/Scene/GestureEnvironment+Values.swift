/// What a recognizer reports to the app (`state`, `location(in:)`, `translation(in:)`, …) and the values the app may set.
extension GestureEnvironment {
    /// `recognizer.state`.
    public func state(of id: RecognizerID) -> GestureState { recognizers[id].attempt.reported }

    /// `numberOfTouches`: the touches the recognizer tracks now.
    public func numberOfTouches(of id: RecognizerID) -> Int { tracked.count(of: id) }

    /// `location(in:)` in window coordinates: live while the recognizer takes part in a gesture, otherwise the value it
    /// had when it last reset.
    public func location(of id: RecognizerID) -> Point {
        if recognizers[id].attempt.isParticipating { return machines.location(machine(id), touches: tracked.array(of: id)) }
        return recognizers[id].lastValues?.location ?? .zero
    }

    public func translation(of id: RecognizerID) -> Point? { continuousValue(id, { self.machines.translation($0) }, \.translation) }

    /// `velocity(in:)` of a pan or screen-edge pan, in points per second (a `CGPoint` in UIKit); nil for other kinds.
    public func velocity(of id: RecognizerID) -> Point? {
        switch recognizers[id].kind {
        case .pan, .screenEdgePan: continuousValue(id, { self.machines.velocity($0) }, \.velocity)
        case .tap, .longPress, .swipe, .pinch, .rotation, .contentTouchDelay: nil
        }
    }

    /// `velocity` of a pinch (scale factor per second) or a rotation (radians per second), a `CGFloat` in UIKit; nil
    /// for other kinds.
    public func scalarVelocity(of id: RecognizerID) -> Double? {
        switch recognizers[id].kind {
        // The machine store keeps the scalar in `x` (y = 0).
        case .pinch, .rotation: continuousValue(id, { self.machines.velocity($0) }, \.velocity)?.x
        case .tap, .longPress, .swipe, .pan, .screenEdgePan, .contentTouchDelay: nil
        }
    }

    public func scale(of id: RecognizerID) -> Double? { continuousValue(id, { self.machines.scale($0) }, \.scale) }

    public func rotation(of id: RecognizerID) -> Double? { continuousValue(id, { self.machines.rotation($0) }, \.rotation) }

    /// A continuous value: live while the recognizer takes part in a gesture, otherwise the value it had when it last
    /// reset (or the machine's initial one, before its first gesture). Nil for kinds without it.
    private func continuousValue<T>(_ id: RecognizerID, _ live: (MachineRef) -> T?, _ atReset: KeyPath<MachineValues, T?>) -> T? {
        if recognizers[id].attempt.isParticipating { return live(machine(id)) }
        return recognizers[id].lastValues?[keyPath: atReset] ?? live(machine(id))
    }

    /// `setTranslation(_:in:)`. Returns false for recognizers without a translation.
    @discardableResult
    public func setTranslation(_ p: Point, of id: RecognizerID) -> Bool {
        machines.setTranslation(machine(id), p)
    }

    @discardableResult
    public func setScale(_ s: Double, of id: RecognizerID) -> Bool {
        machines.setScale(machine(id), s)
    }

    @discardableResult
    public func setRotation(_ r: Double, of id: RecognizerID) -> Bool {
        machines.setRotation(machine(id), r)
    }
}
