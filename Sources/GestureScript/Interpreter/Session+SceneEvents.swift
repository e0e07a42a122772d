import GestureEngine

/// The scene told in the output stream (`SceneEvent`): what readers of the stream need to name and describe the ids
/// in the engine's events. Told only while output is produced: `--quiet` runs, sweeps and benchmarks pay nothing.
extension Session {
    /// The whole scene as it is now: at the start of a run (with the line model last shown), and after
    /// `use touchtracker` installs a new one.
    func reportWholeScene(withShownModel: Bool) {
        guard options.producesTranscript else { return }
        toldTableRowChanges = env.tableRowChanges
        for e in wholeScene(withShownModel: withShownModel) { sink(.scene(e)) }
    }

    /// The scene events that tell the whole scene as it is now.
    func wholeScene(withShownModel: Bool) -> [SceneEvent] {
        var events: [SceneEvent] = [.began(title: sceneTitle(), screen: env.screenSize, touchTracker: app != nil,
                                                      number: sceneGeneration)]
        for k in env.views.indices { events.append(.view(sceneView(ViewID(index: k)))) }
        for r in env.recognizers { events.append(.recognizer(sceneRecognizer(r.id))) }
        events.append(.traceLevel(options.traceLevel))
        if withShownModel, let lastStepModel { events.append(.shownModel(lastStepModel)) }
        return events
    }

    /// The scene as a reader of the stream knows it now, for tests that compare it with what the stream told.
    public var sceneTable: SceneTable {
        var table = SceneTable()
        for e in wholeScene(withShownModel: true) { table.read(e) }
        table.read(.clock(env.now))
        return table
    }

    /// A view was declared, or one of its properties changed.
    func reportView(_ id: ViewID) {
        if options.producesTranscript { sink(.scene(.view(sceneView(id)))) }
    }

    /// A touch changed a table's rows, its open row or the offset of the row it swipes (swipe-to-delete): every table
    /// is told again, right after the event's trace, so that a reader drawing the scene then (the canvas) draws the
    /// rows that are left, and the swiping row where the finger has moved it. Called only while output is produced
    /// (`afterEvent`).
    func reportTables() {
        toldTableRowChanges = env.tableRowChanges
        for k in env.views.indices where env.tableState(of: ViewID(index: k)) != nil { reportView(ViewID(index: k)) }
    }

    /// A recognizer was declared or changed (a property, an action, a requirement, a delegate answer).
    func reportRecognizer(_ id: RecognizerID) {
        if options.producesTranscript { sink(.scene(.recognizer(sceneRecognizer(id)))) }
    }

    /// The screen size or the trace level changed.
    func reportScene(_ event: SceneEvent) {
        if options.producesTranscript { sink(.scene(event)) }
    }

    func sceneView(_ id: ViewID) -> SceneView {
        let v = env.views[id.index]
        return SceneView(id: id, name: v.name, frame: v.frame, parent: v.parent, kind: v.kind, isExclusiveTouch: v.isExclusiveTouch,
                         isMultipleTouchEnabled: v.isMultipleTouchEnabled, handlesTouches: v.handlesTouches,
                         isUserInteractionEnabled: v.isUserInteractionEnabled, isHidden: v.isHidden, alpha: v.alpha,
                         scroll: env.scrollState(of: id).map {
                             SceneScroll(contentSize: $0.zoom.unzoomedContentSize, contentOffset: $0.contentOffset,
                                         cells: env.tableState(of: id).map {
                                             SceneCells(kind: $0.kind, count: $0.count, cellSize: $0.cellSize, allowsSelection: $0.allowsSelection,
                                                        shouldHighlight: $0.shouldHighlight, swipeActionPan: $0.swipeActionPan, openRow: $0.openRow,
                                                        openRowReveal: $0.openRow == nil ? 0 : max(0, -($0.swipeOffset ?? 0)),
                                                        swipingRow: $0.swipingRowShown,
                                                        swipingRowOffset: $0.swipingRowShown == nil ? 0 : $0.swipeOffset ?? 0)
                                         },
                                         panGestureRecognizer: $0.panGestureRecognizer)
                         })
    }

    func sceneRecognizer(_ id: RecognizerID) -> SceneRecognizer {
        let r = env[id]
        let properties = GestureEnvironment.propertyNames(for: r.kind).compactMap { name in
            env.property(name, of: id).map { SceneProperty(name: name, value: $0) }
        }
        return SceneRecognizer(id: id, name: r.name, kind: r.kind, view: r.view, properties: properties, actions: r.actions,
                               failureRequirements: r.failureRequirements, delegate: r.delegate)
    }
}
