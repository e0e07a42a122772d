/// A scroll view's directional lock (`isDirectionalLockEnabled`), as its pan applies it to each movement sample
/// [DEC `-[UIScrollViewPanGestureRecognizer _centroidMovedTo:atTime:affectingTranslation:]`,
/// `_adjustSceneReferenceLocation:`] (scroll-view reference C5).
///
/// - The lock is judged from each sample's own movement (previous location → new), not from the total translation:
///   with both components nonzero, an angle atan(|dy/dx|) at most 20° (`directionalLockHorizontalSlope`) locks horizontal
///   (when the pan may move horizontally), at least 70° (`directionalLockVerticalSlope`) locks vertical; in between the
///   lock is left as it was. A purely horizontal or purely vertical sample locks that axis.
/// - While the pan is possible every sample is judged; once it has begun a sample is judged only when at least
///   `directionalLockPauseToRejudge` passed since the previous sample (a pause), else the lock is kept.
/// - While locked, the sample's other component is dropped, so that component of the translation (and of the
///   velocity) does not grow, and the scroll view's offset stays put on that axis.
struct DirectionalLock: Hashable, Sendable {
    enum Axis: Hashable, Sendable { case horizontal, vertical }

    /// The locked axis; nil: free (no decisive sample yet, or a diagonal first movement).
    private(set) var axis: Axis?

    /// Judges `delta` (a sample's movement, points) and returns it with the locked-out component dropped.
    /// `began`: the pan has begun; `sinceLastSample`: the time since the previous sample (or the touch-down);
    /// `canPanX`/`canPanY`: the axes the pan may move on (those its scroll view can scroll).
    mutating func apply(_ delta: Point, began: Bool, sinceLastSample: TimeSpan, canPanX: Bool, canPanY: Bool) -> Point {
        if !began || sinceLastSample >= GestureDefaults.directionalLockPauseToRejudge {
            judge(delta, canPanX: canPanX, canPanY: canPanY)
        }
        switch axis {
        case .horizontal: return Point(x: delta.x, y: 0)
        case .vertical: return Point(x: 0, y: delta.y)
        case nil: return delta
        }
    }

    private mutating func judge(_ d: Point, canPanX: Bool, canPanY: Bool) {
        if d.x != 0, d.y != 0 {
            // atan(|dy/dx|) ≤ 20° ⇔ |dy/dx| ≤ tan 20° (the engine has no libm, and the tangent is monotonic).
            let slope = abs(d.y / d.x)
            if slope <= GestureDefaults.directionalLockHorizontalSlope, canPanX {
                axis = .horizontal
            } else if slope >= GestureDefaults.directionalLockVerticalSlope, canPanY {
                axis = .vertical
            }
        } else if d.y == 0, d.x != 0, canPanX {
            axis = .horizontal
        } else if d.x == 0, d.y != 0, canPanY {
            axis = .vertical
        }
    }
}
