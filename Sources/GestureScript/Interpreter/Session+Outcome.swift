import GestureEngine
import TouchTracker

/// The outcome told at the end of a run (`RunOutcome`), when asked (`SessionOptions.tellsOutcome`).
extension Session {
    func runOutcome() -> RunOutcome {
        var scrollViews: [ViewID: ScrollViewOutcome] = [:]
        for k in env.views.indices {
            let id = ViewID(index: k)
            guard let s = env.scrollState(of: id) else { continue }
            var f: [ScrollViewProperty: Bool] = [:]
            for p in ScrollViewProperty.allCases { if let v = s.flag(p) { f[p] = v } }
            let table = env.tableState(of: id).map { t in
                TableOutcome(kind: t.kind, count: t.count, cellSize: t.cellSize, allowsSelection: t.allowsSelection,
                             shouldHighlight: t.shouldHighlight, swipeActionPan: t.swipeActionPan,
                             swipeActionPanEnabled: t.swipeActionPan.map { env[$0].isEnabled } ?? false,
                             canEditByDefault: t.canEditByDefault, canEditRows: t.canEditRows)
            }
            scrollViews[id] = ScrollViewOutcome(flags: f, contentSize: s.contentSize, minimumZoomScale: s.zoom.minimumZoomScale,
                                                maximumZoomScale: s.zoom.maximumZoomScale, bouncesZoom: s.zoom.bouncesZoom,
                                                decelerationRate: s.decelerationRate, table: table)
        }
        let recognizers = env.recognizers.map { r -> RecognizerSinceMark in
            let id = r.id
            let log = history.states(of: id)
            let entered = [GestureState.began, .ended, .cancelled, .failed].map { s in
                let l = history.entryTimes.log(of: id, s)
                return (state: s, times: l.times, truncated: l.truncated)
            }
            return RecognizerSinceMark(states: log.states, statesTruncated: log.truncated, entered: entered,
                                       actions: actionsSinceMark(id), translation: env.translation(of: id),
                                       velocity: env.velocity(of: id), scalarVelocity: env.scalarVelocity(of: id),
                                       scale: env.scale(of: id), rotation: env.rotation(of: id), numberOfTouches: env.numberOfTouches(of: id))
        }
        let calls = env.views.indices.map { k in
            [TouchPhase.began, .moved, .ended, .cancelled].map { viewCallsSinceMark(ViewID(index: k), $0) }
        }
        return RunOutcome(eventCount: env.eventCount, fingersDown: env.fingersDown, hz: hz, environment: env.options,
                          touchTracker: app.map { TouchTrackerApp.Description(edition: $0.edition, stage: $0.stage, challenges: $0.challenges) },
                          scrollViews: scrollViews,
                          builtInPans: Set(env.recognizers.map(\.id).filter { env.scrollView(ofPan: $0) != nil }),
                          markTime: history.markTime, recognizers: recognizers, viewCalls: calls,
                          log: history.logLines(in: env), logTruncated: history.logTruncated, model: app.map(ModelSnapshot.init))
    }
}
