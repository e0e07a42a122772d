/// Setting up the scene: the screen, views, recognizers, requirements, delegates, action bindings and `isEnabled`.
extension GestureEnvironment {
    /// `screen W,H`: resizes the screen and the window.
    public func setScreenSize(width: Double, height: Double) {
        screenSize = Point(x: width, y: height)
        views[0].frame = Rect(x: 0, y: 0, width: width, height: height)
        machines.setScreenSize(screenSize)
    }

    /// Adds a view as the frontmost subview of `parent`; `frame` is in the parent's coordinates.
    @discardableResult
    public func addView(name: String, frame: Rect, parent: ViewID = .window) -> ViewID {
        let id = ViewID(index: views.count)
        // A scroll view's subviews are its content: their frames are offset by its bounds origin (contentOffset).
        let origin = views[parent.index].windowOrigin + frame.origin - boundsOrigin(of: parent)
        views.append(ViewNode(name: name, frame: frame, parent: parent, windowOrigin: origin))
        if viewByName[name] == nil { viewByName[name] = id }
        views[parent.index].subviews.append(id)
        return id
    }

    public func setViewFlags(_ view: ViewID, kind: ViewKind? = nil, exclusiveTouch: Bool? = nil, multipleTouch: Bool? = nil,
                             handlesTouches: Bool? = nil) {
        if let k = kind {
            views[view.index].setKind(k)
            if k.isControl, k != .control { hasRefusingControls = true }
        }
        if let e = exclusiveTouch {
            views[view.index].isExclusiveTouch = e
            if e { hasExclusiveViews = true }
        }
        if let m = multipleTouch { views[view.index].isMultipleTouchEnabled = m }
        if let h = handlesTouches { views[view.index].handlesTouches = h }
    }

    /// `isUserInteractionEnabled`, `isHidden`, `alpha` (0…1; the caller checks the range): they decide only
    /// hit-testing, so touches already down keep their view [DOC `hitTest(_:with:)`; the hit view is fixed at
    /// touch-down, docs/engine.md §2.1].
    public func setViewInteraction(_ view: ViewID, userInteractionEnabled: Bool? = nil, hidden: Bool? = nil, alpha: Double? = nil) {
        if let u = userInteractionEnabled { views[view.index].isUserInteractionEnabled = u }
        if let h = hidden { views[view.index].isHidden = h }
        if let a = alpha { views[view.index].alpha = a }
    }

    public func view(named name: String) -> ViewID? {
        viewByName[name]
    }

    /// Creates a recognizer and attaches it to `view` (`addGestureRecognizer`).
    @discardableResult
    public func addRecognizer(name: String, kind: RecognizerKind, view: ViewID) -> RecognizerID {
        let id = RecognizerID(index: recognizers.count)
        let machine = machines.add(kind, screenSize: screenSize)
        recognizers.append(RecognizerRecord(id: id, name: name, kind: kind, view: view, machineSlot: machine.slot))
        tracked.addRow()
        cyclesAreStale = true
        if recognizerByName[name] == nil { recognizerByName[name] = id }
        cachedStaticGroups = LinkedGroups()
        views[view.index].recognizers.append(id)
        return id
    }

    public func recognizer(named name: String) -> RecognizerID? {
        recognizerByName[name]
    }

    /// A copy of a recognizer's record.
    public subscript(id: RecognizerID) -> RecognizerRecord { recognizers[id] }

    /// `require(toFail:)`. Refuses a requirement on itself (UIKit logs and ignores it [DEC D
    /// `requireGestureRecognizerToFail:`]; a script gets an error). Accepts one that closes a cycle of requirements, as
    /// UIKit does (docs/engine.md, "Failure-requirement cycles"); a requirement given again changes nothing.
    public func require(_ id: RecognizerID, toFail other: RecognizerID) throws(EngineError) {
        if id == other { throw .requirementOnItself(recognizers[id].name) }
        // A set of the pairs, not a search of the list: a recognizer may require thousands of others.
        guard staticRequirementPairs.insert(id.index &<< 32 | other.index).inserted else { return }
        recognizers[id].failureRequirements.append(other)
        cachedStaticGroups = LinkedGroups()
        cyclesAreStale = true
    }

    /// Sets delegate answers. Requirement answers (`shouldRequireFailureOf`, `shouldBeRequiredToFailBy`) must go
    /// through `setDelegate(_:requiresFailureOf:_:)` and `setDelegate(_:isRequiredToFailBy:_:)`, which keep
    /// ``requirementCycles`` up to date.
    public func setDelegate(_ id: RecognizerID, _ update: (inout DelegateAnswers) -> Void) {
        update(&recognizers[id].delegate)
        let d = recognizers[id].delegate
        if !d.shouldRequireFailureOf.isEmpty || !d.shouldBeRequiredToFailBy.isEmpty { hasDynamicDelegates = true }
    }

    /// Binds an action method (target-action). The first binding replaces the default `log`.
    public func addAction(_ id: RecognizerID, method: String) {
        if !recognizers[id].actionsCustomized {
            recognizers[id].actions = []
            recognizers[id].actionsCustomized = true
        }
        if !recognizers[id].actions.contains(method) { recognizers[id].actions.append(method) }
    }

    /// `isEnabled` [DOC A-H]. Disabling a participating recognizer that is recognizing cancels it, a possible one (or
    /// one held back by a requirement) fails, both with the cause `isEnabled set to false`, and an update pass runs at
    /// once. (One whose machine ended a running gesture reports `ended` still.) A disabled recognizer rejects new
    /// touches and its pending timers are dropped when they fall due.
    public func setEnabled(_ id: RecognizerID, _ enabled: Bool) {
        recognizers[id].isEnabled = enabled
        guard !enabled, recognizers[id].attempt.isParticipating else { return }
        switch recognizers[id].attempt {
        case .possible, .recognized, .running: recognizers[id].fail(because: .disabled)
        case .idle, .ending, .failing, .finished, .keepsWithheld: break
        }
        updatePass()
    }
}
