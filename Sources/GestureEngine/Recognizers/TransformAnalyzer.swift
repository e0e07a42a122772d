/// `_UIGestureRecognizerTransformAnalyzer` [DEC D]: decides which component of a multi-finger movement dominates.
///
/// Per event, from each finger's movement since its previous location (stationary fingers contribute nothing) and
/// the centroid of the fingers' current locations:
/// - translation = |mean movement| · 0.4;
/// - pinching = mean of each movement projected on the unit vector from the centroid to the finger · 0.4;
/// - rotation = mean of the perpendicular projection (`dx·uy − dy·ux`) · 0.4.
/// Each is low-pass filtered (`filtered = current + 0.6 · filtered`) and weighted (absolute value × weight).
/// A component dominates when, for each other component, that other is 0 or smaller by a ratio above 1.4;
/// translation is tested first, then pinching, then rotation; when none dominates the answer is `none`.
/// Used by `PinchMachine` and `RotationMachine`, each with its own weights.
struct TransformAnalyzer: Hashable, Sendable {
    enum Component: Hashable, Sendable { case none, translation, pinching, rotation }

    let translationWeight: Double
    let pinchingWeight: Double
    let rotationWeight: Double

    private(set) var translation = 0.0
    private(set) var pinching = 0.0
    private(set) var rotation = 0.0
    private(set) var dominant = Component.none

    init(translationWeight: Double, pinchingWeight: Double, rotationWeight: Double) {
        self.translationWeight = translationWeight
        self.pinchingWeight = pinchingWeight
        self.rotationWeight = rotationWeight
    }

    mutating func reset() {
        translation = 0
        pinching = 0
        rotation = 0
        dominant = .none
    }

    /// `analyzeTouches:` for the fingers of one event.
    mutating func analyze(_ touches: [TrackedTouch]) {
        guard !touches.isEmpty else { return }
        let n = Double(touches.count)
        let center = centroidOfTouches(touches)
        var sum = Point.zero
        var radial = 0.0
        var tangential = 0.0
        for touch in touches {
            let step = touch.phase == .moved ? touch.location - touch.previousLocation : .zero
            sum += step
            let offset = touch.location - center
            let length = offset.length
            guard length > 0 else { continue }  // A finger on the centroid has no radial direction.
            let u = offset / length
            radial += step.x * u.x + step.y * u.y
            tangential += step.x * u.y - step.y * u.x
        }
        let gain = GestureDefaults.transformAnalyzerGain
        let decay = GestureDefaults.transformAnalyzerDecay
        translation = (sum / n).length * gain + decay * translation
        pinching = radial / n * gain + decay * pinching
        rotation = tangential / n * gain + decay * rotation

        let t = translationWeight * abs(translation)
        let s = pinchingWeight * abs(pinching)
        let r = rotationWeight * abs(rotation)
        let ratio = GestureDefaults.transformAnalyzerDominanceRatio
        func beats(_ a: Double, _ b: Double) -> Bool { b == 0 || a / b > ratio }
        if beats(t, s), beats(t, r) {
            dominant = .translation
        } else if beats(s, t), beats(s, r) {
            dominant = .pinching
        } else if beats(r, t), beats(r, s) {
            dominant = .rotation
        } else {
            dominant = .none
        }
    }
}
