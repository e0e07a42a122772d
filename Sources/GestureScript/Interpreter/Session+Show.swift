import GestureEngine
import GestureLanguage

/// `show …`: resolves the names and captures what the statement prints, through the engine's read-only queries.
extension Session {
    /// Runs a `show` statement: checks its names (an unknown one is an error, with or without a transcript) and, when
    /// a transcript is being written, reports what it asks for.
    func executeShow(_ request: ShowRequest, range: SourceRange) throws {
        let report = try showReport(request, range: range)
        if options.producesTranscript { sink(.show(report)) }
    }

    /// What `show` reports now.
    public func showReport(_ request: ShowRequest, range: SourceRange) throws -> ShowReport {
        let content: ShowReport.Content
        switch request {
        case .recognizer(let name):
            if env.recognizer(named: name.value) == nil, let v = env.view(named: name.value), env.scrollState(of: v) != nil {
                // `show NAME` of a scroll view (LANGUAGE §8): what `show view NAME` prints.
                content = .view(viewShow(v))
            } else {
                content = .recognizer(recognizerShow(try showRecognizer(named: name)))
            }
        case .view(let name): content = .view(viewShow(try view(named: name)))
        case .fingers: content = .fingers(fingerShows())
        case .timers: content = .timers(timerShows(env.pendingTimers()))
        case .model:
            guard let app else { throw RuntimeError(.needsTouchTracker("'show model'"), at: range) }
            content = .model(ModelSnapshot(app))
        }
        return ShowReport(request: request.description, now: env.now, content: content)
    }

    /// What the REPL's `:scene` prints (`SceneSummary`).
    public func sceneSummaryReport() -> SceneSummaryReport {
        SceneSummaryReport(title: sceneTitle(), now: env.now, views: env.views.indices.map { viewShow(ViewID(index: $0)) },
                           recognizers: env.recognizers.map { recognizerShow($0.id) }, fingers: fingerShows(),
                           timers: timerShows(env.pendingTimers()))
    }

    /// A recognizer for `show NAME`: an unknown name suggests the nearest recognizer (or `show` word), and a view's
    /// name says to write `show view NAME`.
    private func showRecognizer(named name: Located<String>) throws -> RecognizerID {
        if let error = pinchOfScrollViewWithoutZooming(name) { throw error }
        if let id = env.recognizer(named: name.value) { return id }
        // (A scroll view's name is answered before this: `show NAME` shows the scroll view.)
        if env.view(named: name.value) != nil {
            throw RuntimeError(.showViewName(name.value), at: name.range, suggestion: "show view \(name.value)")
        }
        let candidates = env.recognizers.map(\.name) + ["fingers", "timers", "model"]
        throw RuntimeError(.unknownRecognizer(name.value), at: name.range, suggestion: Suggest.closest(to: name.value, among: candidates))
    }

    func stateText(_ s: GestureState, _ id: RecognizerID) -> String { s.name(discrete: env[id].kind.isDiscrete) }

    func recognizerShow(_ id: RecognizerID) -> RecognizerShow {
        let r = env[id]
        let delegates = DelegateRequirements(env)
        return RecognizerShow(
            name: r.name, kind: r.kind, view: name(of: r.view), state: r.state, heldBack: env.heldBackState(of: id),
            lastTransition: lastTransitionSinceMark(id).map { last in
                "\(stateText(last.state, id)) at \(formatMicroseconds(last.time.microseconds))"
                    + (last.cause.map { " (" + CauseText.describe($0, names: env.recognizers.map(\.name), viewNames: env.views.map(\.name)) + ")" } ?? "")
            },
            properties: propertyShows(id), values: valueShows(id), requires: requirements(of: id, delegates: delegates),
            requiredBy: requiredBy(id, delegates: delegates),
            delegate: delegateShow(r.delegate), actions: r.actions, actionCount: r.actionCount,
            timers: timerShows(env.pendingTimers(of: id)))
    }

    /// Every property with its value and its default.
    func propertyShows(_ id: RecognizerID) -> [PropertyShow] {
        let kind = env.recognizers[id.index].kind
        let defaults = Self.kindDefaults[kind] ?? [:]
        return (GestureEnvironment.baseDescriptors + kind.propertyDescriptors).compactMap { d in
            guard let value = env.property(d.name, of: id) else { return nil }
            return PropertyShow(name: d.name, value: value, defaultValue: defaults[d.name] ?? d.defaultValue, unit: d.unit)
        }
    }

    /// Each kind's property defaults, read from a fresh recognizer of that kind (the true defaults: a screen-edge
    /// pan delays touchesBegan).
    static let kindDefaults: [RecognizerKind: [String: PropertyValue]] = {
        let probe = GestureEnvironment()
        var out: [RecognizerKind: [String: PropertyValue]] = [:]
        for kind in RecognizerKind.allCases {
            let id = probe.addRecognizer(name: kind.rawValue, kind: kind, view: .window)
            var values: [String: PropertyValue] = [:]
            for name in GestureEnvironment.propertyNames(for: kind) { values[name] = probe.property(name, of: id) }
            out[kind] = values
        }
        return out
    }()

    /// The continuous values the recognizer's kind has, as `expect` reads them.
    func valueShows(_ id: RecognizerID) -> [(name: String, text: String)] {
        let view = env.views[env[id].view.index]
        var out: [(String, String)] = [("location", "\(view.convertFromWindow(env.location(of: id))) in \(view.name)")]
        if let t = env.translation(of: id) { out.append(("translation", "\(t)")) }
        if let s = env.scale(of: id) { out.append(("scale", formatNumber(s))) }
        if let r = env.rotation(of: id) { out.append(("rotation", formatNumber(r) + " rad")) }
        if let v = env.velocity(of: id) { out.append(("velocity", "\(v) pt/s")) }
        if let v = env.scalarVelocity(of: id) { out.append(("velocity", formatNumber(v) + (env[id].kind == .rotation ? " rad/s" : " scale/s"))) }
        out.append(("numberOfTouches", "\(env.numberOfTouches(of: id))"))
        return out
    }

    /// What `id` requires to fail: its `require(toFail:)` targets, then the delegate answers that add requirements.
    func requirements(of id: RecognizerID, delegates: DelegateRequirements) -> [RequirementShow] {
        let inEffect = env.delegateRequirementsInEffect(of: id)
        var out = env.recognizers[id.index].failureRequirements.map { other in
            RequirementShow(other: name(of: other), otherState: stateText(env.state(of: other), other), source: .requireToFail)
        }
        for e in delegates.requiring[id.index] {
            out.append(RequirementShow(other: name(of: e.required), otherState: stateText(env.state(of: e.required), e.required),
                                       source: .delegate(owner: name(of: e.owner), method: e.method, inEffect: inEffect.contains(e.required))))
        }
        return out
    }

    /// The recognizers that require `id` to fail: by `require(toFail:)`, then by delegate answers.
    func requiredBy(_ id: RecognizerID, delegates: DelegateRequirements) -> [RequirementShow] {
        var out: [RequirementShow] = []
        for i in env.recognizers.indices where env.recognizers[i].failureRequirements.contains(id) {
            let other = RecognizerID(index: i)
            out.append(RequirementShow(other: name(of: other), otherState: stateText(env.state(of: other), other), source: .requireToFail))
        }
        for e in delegates.requiredBy[id.index] {
            out.append(RequirementShow(other: name(of: e.requirer), otherState: stateText(env.state(of: e.requirer), e.requirer),
                                       source: .delegate(owner: name(of: e.owner), method: e.method,
                                                         inEffect: env.delegateRequirementsInEffect(of: e.requirer).contains(id))))
        }
        return out
    }

    func delegateShow(_ d: DelegateAnswers) -> DelegateShow {
        DelegateShow(shouldBegin: d.shouldBegin,
                     shouldReceive: d.shouldReceive.map { ($0.answer, $0.onlyInView.map { name(of: $0) }) },
                     shouldReceiveWithin: d.shouldReceiveWithin,
                     simultaneous: d.simultaneous.sorted { $0.key < $1.key }.map { (name(of: $0.key), $0.value) },
                     simultaneousWithAny: d.simultaneousWithAny)
    }

    func timerShows(_ timers: [PendingTimer]) -> [TimerShow] {
        timers.map { TimerShow(recognizer: name(of: $0.recognizer), timer: $0.timer.description, deadline: $0.deadline, left: $0.deadline - env.now) }
    }

    func fingerShows() -> [FingerShow] {
        env.fingerSnapshots().map { f in
            FingerShow(finger: f.finger, location: f.location, view: name(of: f.view), phase: f.phase, lastChange: f.lastChange,
                       heldBy: f.heldBy.map { name(of: $0) }, viewStatus: f.viewStatus)
        }
    }

    func viewShow(_ id: ViewID) -> ViewShow {
        let v = env.views[id.index]
        var chain: [String] = []
        var last = id
        while env.views[last.index].passesTouchesOn, let next = env.views[last.index].parent {
            chain.append(name(of: next))
            last = next
        }
        let end = env.views[last.index]
        let why =
            if end.isControl { "a control" }
            else if app?.canvas == last { "the app's DrawView overrides the touch methods" }
            else if env.scrollState(of: last) != nil { "a scroll view" }
            else { "handlesTouches" }
        if end.passesTouchesOn { chain.append("application") }
        let chainEnd =
            if end.passesTouchesOn { "which drops them" }
            else if chain.isEmpty { "handled here (\(why))" }
            else { "which handles them (\(why))" }
        return ViewShow(
            name: v.name, frame: v.frame, parent: v.parent.map { name(of: $0) }, windowFrame: v.windowFrame,
            flags: Self.viewFlags(v, scroll: env.scrollState(of: id), table: env.tableState(of: id), ofApp: app?.canvas == id),
            properties: [("isUserInteractionEnabled", "\(v.isUserInteractionEnabled)"), ("isHidden", "\(v.isHidden)"),
                         ("alpha", formatNumber(v.alpha))],
            hitTestSkips: hitTestSkips(id), passesOnTo: chain, chainEnd: chainEnd,
            subviews: v.subviews.map { name(of: $0) },
            recognizers: v.recognizers.map { (name(of: $0), env[$0].kind, stateText(env.state(of: $0), $0)) },
            touches: fingerShows().filter { $0.view == v.name }, withheld: env.withheldDeliveries(of: id),
            scroll: scrollShow(id))
    }

    func scrollShow(_ id: ViewID) -> ScrollShow? {
        guard let s = env.scrollState(of: id) else { return nil }
        let flags = ScrollViewProperty.allCases.compactMap { p in
            s.flag(p).map { (name: p.rawValue, value: $0, standard: p.defaultFlag ?? $0) }
        }.filter { f in ScrollViewProperty(rawValue: f.name)?.isListedAtDefault != false || f.value != f.standard }
        let z = s.zoom
        let zoom = z.isEnabled || z.zoomScale != 1 ? (z.zoomScale, z.minimumZoomScale, z.maximumZoomScale, z.bouncesZoom) : nil
        let activity = [s.isDragging ? "dragging" : nil, s.isDecelerating ? "decelerating" : nil, z.isZooming ? "zooming" : nil]
        var show = ScrollShow(contentOffset: s.contentOffset, contentSize: s.contentSize, canScroll: env.scrollableAxes(of: id),
                              flags: flags, zoom: zoom, activity: activity.compactMap { $0 })
        if s.decelerationRate != GestureDefaults.decelerationRateNormal { show.decelerationRate = s.decelerationRate }
        if env.tableState(of: id) == nil {
            let calls = ScrollViewDelegateCall.allCases.map { (name: $0.name, count: s.count(of: $0)) }.filter { $0.count > 0 }
            show.delegate = (zoomsContent: z.isEnabled, calls: calls)
        }
        if let c = env.contentTouchSettings(of: id) {
            show.overrides = ContentTouchMethod.allCases.map { m in
                let o = c.override(m)
                let byView = o.answerByView.sorted { $0.key.index < $1.key.index }.map { (view: name(of: $0.key), answer: $0.value) }
                return ContentTouchOverrideShow(method: m.name, answerForAll: o.answerForAll, answerByView: byView,
                                                standard: m == .touchesShouldBegin ? "true" : "false for a control, true otherwise",
                                                calls: c.count(of: m))
            }
        }
        if let t = env.tableState(of: id) {
            let f = env.views[id.index].frame
            let canEdit: Bool? = t.kind == .table ? t.canEditByDefault : nil
            show.table = TableShow(noun: t.kind == .table ? "row" : "item", count: t.count,
                                   cellSize: Point(x: t.cellFrame(0).width, y: t.cellFrame(0).height), cellsPerLine: t.cellsPerLine,
                                   visible: t.visibleCells(offset: s.contentOffset, boundsSize: Point(x: f.width, y: f.height)),
                                   selected: t.selected, highlighted: t.highlighted, allowsSelection: t.allowsSelection,
                                   shouldHighlight: t.shouldHighlight, canEdit: canEdit,
                                   canEditRows: t.canEditRows.sorted { $0.key < $1.key }.map { (row: $0.key, answer: $0.value) },
                                   openRow: t.openRow,
                                   swiped: t.swipingRowShown.flatMap { r in t.swipeOffset.map { (row: r, offset: $0) } })
        }
        return show
    }

    /// A view's flags as `view` declarations write them. The app's own view (TouchTracker's canvas, which handles its
    /// touches because the chapter's DrawView overrides the touch methods) is declared by no statement, and a scroll
    /// view handles its touches by being one: neither lists `handlesTouches`.
    static func viewFlags(_ v: ViewNode, scroll: ScrollViewState?, table: TableViewState? = nil, ofApp: Bool = false) -> [String] {
        var flags: [String] = []
        if v.kind != .plain { flags.append(v.kind.rawValue) }
        if v.isExclusiveTouch { flags.append("exclusiveTouch") }
        if v.isMultipleTouchEnabled { flags.append("multipleTouch") }
        if v.handlesTouches, !ofApp, scroll == nil { flags.append("handlesTouches") }
        if let t = table {
            flags.append(t.kind == .table ? "tableView rows \(t.count) rowHeight \(formatNumber(t.cellSize.y))"
                         : "collectionView items \(t.count) itemSize \(t.cellSize)")
        } else if let s = scroll {
            flags.append("scrollView content \(s.contentSize)")
        }
        return flags
    }

    /// Why hit-testing skips `id`: the first reason on the view itself, else the nearest ancestor that is skipped.
    func hitTestSkips(_ id: ViewID) -> String? {
        HitTestSkip.reason(id) { v in
            let view = env.views[v.index]
            return (view.name, view.parent, view.isUserInteractionEnabled, view.isHidden, view.alpha)
        }
    }
}
