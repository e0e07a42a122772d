import GestureEngine
import GestureScript

/// Renders a `show` report as transcript lines (two-space indent, like the rest of the transcript). The same text
/// goes to the REPL, `run`, golden files, and (unstyled) to the JSON trace's `show` lines.
public struct ShowFormatter {
    public var style: Style

    public init(style: Style = .plain) { self.style = style }

    /// The report's lines, without indentation or newlines.
    public func lines(_ report: ShowReport) -> [String] {
        switch report.content {
        case .recognizer(let r): recognizer(r)
        case .view(let v): view(v, now: report.now)
        case .fingers(let f): fingers(f, now: report.now)
        case .timers(let t): timers(t, now: report.now)
        case .model(let m):
            TranscriptFormatter(style: style).renderModel(m, listsEveryLine: true).split(separator: "\n").map { String($0.dropFirst(2)) }
        }
    }

    /// The report as transcript text: each line indented by two spaces, ending in a newline.
    public func render(_ report: ShowReport) -> String {
        lines(report).map { "  " + $0 + "\n" }.joined()
    }

    // MARK: - Recognizer

    func recognizer(_ r: RecognizerShow) -> [String] {
        var state = stateText(r.state, r.kind)
        if let held = r.heldBack {
            state += style.yellow(" (would be \(held.name(discrete: r.kind.isDiscrete)); held back by a failure requirement)")
        }
        var out = ["\(style.bold(r.name)): \(r.kind) (\(r.kind.uikitClassName)) on \(r.view), \(state)"]
        if let last = r.lastTransition { out.append("  last transition: " + last) }
        let changed = r.properties.filter(\.isChanged).count
        out.append("  properties (\(changed == 0 ? "all default" : "\(changed) changed, marked *")):")
        for p in r.properties {
            let value = valueText(p.value, unit: p.unit)
            if p.isChanged {
                out.append(style.yellow("  * \(p.name) = \(value)") + style.dim(" (default \(valueText(p.defaultValue, unit: p.unit)))"))
            } else {
                out.append("    \(p.name) = \(value)")
            }
        }
        out.append("  values: " + r.values.map { "\($0.name) \($0.text)" }.joined(separator: ", "))
        out.append("  requires to fail: " + requirementList(r.requires))
        out.append("  required to fail by: " + requirementList(r.requiredBy))
        out.append(contentsOf: delegate(r.delegate))
        let methods = r.actions.map(TranscriptFormatter.methodName).joined(separator: ", ")
        out.append("  actions: \(methods) (\(r.actionCount) sent)")
        out.append("  timers: " + (r.timers.isEmpty ? "none pending"
            : r.timers.map { "\($0.timer) fires at \(time($0.deadline)) (in \($0.left))" }.joined(separator: "; ")))
        return out
    }

    /// A property value with its unit; a duration already carries its own (`350ms`).
    private func valueText(_ v: PropertyValue, unit: String) -> String {
        if case .duration = v { return v.description }
        return unit.isEmpty ? v.description : "\(v) \(unit)"
    }

    private func stateText(_ s: GestureState, _ kind: RecognizerKind) -> String {
        let name = s.name(discrete: kind.isDiscrete)
        switch s {
        case .began, .changed, .ended: return style.green(name)
        case .failed, .cancelled: return style.red(name)
        case .possible: return name
        }
    }

    private func requirementList(_ list: [RequirementShow]) -> String {
        guard !list.isEmpty else { return "none" }
        return list.map { q in
            switch q.source {
            case .requireToFail:
                "\(q.other) [\(q.otherState)] (require(toFail:))"
            case .delegate(let owner, let method, let inEffect):
                "\(q.other) [\(q.otherState)] (\(owner)'s delegate \(method) → true; "
                    + (inEffect ? "in effect now)" : "asked once both take part)")
            }
        }.joined(separator: "; ")
    }

    private func delegate(_ d: DelegateShow) -> [String] {
        var out = ["  delegate answers:"]
        out.append("    shouldBegin → " + (d.shouldBegin.map { "\($0)" } ?? style.dim("true (not implemented: UIKit's default)")))
        if let (answer, only) = d.shouldReceive {
            let scope = d.shouldReceiveWithin ? "within" : "in"
            out.append("    shouldReceive → " + (only.map { "\(answer) for touches \(scope) \($0), \(!answer) elsewhere" } ?? "\(answer)"))
        } else {
            out.append("    shouldReceive → " + style.dim("true (not implemented: UIKit's default)"))
        }
        var simultaneous = d.simultaneous.map { "\($0.other) \($0.answer)" }
        if let any = d.simultaneousWithAny { simultaneous.append("any other \(any)") }
        out.append("    shouldRecognizeSimultaneouslyWith → "
                   + (simultaneous.isEmpty ? style.dim("false (not implemented: UIKit's default)") : simultaneous.joined(separator: ", ")))
        return out
    }

    // MARK: - Views, fingers, timers

    func view(_ v: ViewShow, now: VirtualTime) -> [String] {
        var header = "view \(style.bold(v.name)): "
        if let parent = v.parent {
            header += "frame \(v.frame) in \(parent); in the window \(v.windowFrame)"
        } else {
            header += "the window, frame \(v.frame)"
        }
        var out = [header]
        out.append("  flags: " + (v.flags.isEmpty ? "none" : v.flags.joined(separator: ", ")))
        out.append("  properties: " + v.properties.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")
                   + (v.hitTestSkips.map { "; hit-testing skips it (\($0))" } ?? ""))
        out.append("  touch calls: " + (v.passesOnTo.isEmpty ? "" : "passed on to " + v.passesOnTo.joined(separator: " → ") + ", ")
                   + v.chainEnd)
        if let s = v.scroll { out += scroll(s) }
        out.append("  subviews: " + (v.subviews.isEmpty ? "none" : v.subviews.joined(separator: ", ")))
        out.append("  recognizers: " + (v.recognizers.isEmpty ? "none"
            : v.recognizers.map { "\($0.name) (\($0.kind), \($0.state))" }.joined(separator: ", ")))
        if v.touches.isEmpty {
            out.append("  touches: none")
        } else {
            out.append("  touches:")
            out.append(contentsOf: v.touches.map { "    " + finger($0) })
        }
        if v.withheld.isEmpty {
            out.append("  withheld: none")
        } else {
            out.append("  withheld (delivered in this order once released):")
            for w in v.withheld {
                out.append(style.yellow("    \(w.phase.responderMethod) [\(w.finger)] at \(w.location), since \(time(w.since))")
                           + " (\(now - w.since) ago)")
            }
        }
        return out
    }

    /// A scroll view's lines: offset and content size, the axes it can scroll, then each switch (a changed one marked
    /// with its default).
    private func scroll(_ s: ScrollShow) -> [String] {
        let axes = [s.canScroll.x ? "horizontal" : nil, s.canScroll.y ? "vertical" : nil].compactMap { $0 }
        var out = ["  contentOffset \(s.contentOffset), contentSize \(s.contentSize); scrolls: "
                   + (axes.isEmpty ? "neither axis" : axes.joined(separator: " and "))]
        out.append("  scroll view: " + s.flags.map { f in
            "\(f.name) \(f.value)" + (f.value == f.standard ? "" : style.dim(" (default \(f.standard))"))
        }.joined(separator: ", "))
        if let z = s.zoom {
            out.append("  zoomScale \(formatNumber(z.scale)) (minimumZoomScale \(formatNumber(z.minimum)), maximumZoomScale "
                       + "\(formatNumber(z.maximum))), bouncesZoom \(z.bounces)")
        }
        if let r = s.decelerationRate {
            let name = r == GestureDefaults.decelerationRateFast ? " (.fast)" : ""
            out.append("  decelerationRate \(formatNumber(r)) per ms\(name)"
                       + style.dim(" (default .normal \(formatNumber(GestureDefaults.decelerationRateNormal)))"))
        }
        if !s.overrides.isEmpty { out.append("  overrides: " + s.overrides.map(override).joined(separator: "; ")) }
        if let d = s.delegate {
            // The engine's scroll-view delegate answers one question; its calls are counted (LANGUAGE §8).
            let zoom = d.zoomsContent ? "viewForZooming(in:) → its content" : "viewForZooming(in:) → nil (the zoom scales are equal: no zooming)"
            let calls = d.calls.isEmpty ? "no calls yet" : "calls so far: " + d.calls.map { "\($0.name) \($0.count)" }.joined(separator: ", ")
            out.append("  delegate: \(zoom); \(calls)")
        }
        // At rest nothing is said (a scroll view at rest shows as it always has).
        if !s.activity.isEmpty { out.append("  now: " + s.activity.joined(separator: ", ")) }
        if let t = s.table { out += table(t) }
        return out
    }

    /// One content-touch method: `touchesShouldCancel = true, in ok = false, asked once`; not overridden, UIKit's
    /// default answer: `touchesShouldBegin: UIKit's default (true), asked 2 times`.
    private func override(_ o: ContentTouchOverrideShow) -> String {
        var answers = o.answerForAll.map { ["\(o.method) = \($0)"] } ?? []
        answers += o.answerByView.enumerated().map { k, a in (k == 0 && o.answerForAll == nil ? o.method + " " : "") + "in \(a.view) = \(a.answer)" }
        if o.answerForAll == nil {
            answers.append(o.answerByView.isEmpty ? "\(o.method): UIKit's default (\(o.standard))" : "elsewhere UIKit's default (\(o.standard))")
        }
        let asked = o.calls == 0 ? "not asked yet" : o.calls == 1 ? "asked once" : "asked \(o.calls) times"
        return answers.joined(separator: ", ") + ", " + asked
    }

    /// A table's lines: the cells shown, highlight and selection, the delegate's answers.
    private func table(_ t: TableShow) -> [String] {
        let plural = t.noun + "s"
        let layout = t.cellsPerLine == 1 ? "" : ", \(t.cellsPerLine) per line"
        let shown = t.visible.map { "\(plural) \($0.lowerBound)–\($0.upperBound)" } ?? "no \(plural)"
        var out = ["  \(t.noun == "row" ? "table" : "collection"): \(t.count) \(plural) of \(t.cellSize)\(layout); "
                   + "visible: \(shown); selected: \(t.selected.map(String.init) ?? "none"); "
                   + "highlighted: \(t.highlighted.map(String.init) ?? "none")"]
        var answers = ["allowsSelection \(t.allowsSelection)",
                       "shouldHighlight\(t.noun == "row" ? "Row" : "Item")At \(t.shouldHighlight)"]
        if let e = t.canEdit {
            let rows = t.canEditRows.map { "row \($0.row) \($0.answer)" }
            answers.append("canEditRowAt \(e)" + (rows.isEmpty ? "" : " (" + rows.joined(separator: ", ") + ")")
                           + (t.openRow.map { " (row \($0) open on Delete)" } ?? ""))
        }
        if let s = t.swiped {
            out.append("  swipe: row \(s.row) at \(formatNumber(s.offset, decimals: 1)) pt"
                       + (t.openRow == s.row ? ", swiping from open" : ", swiping") + (s.offset < -GestureDefaults.swipeDeleteButtonWidth || s.offset > 0 ? " (rubber band past \(formatNumber(GestureDefaults.swipeDeleteButtonWidth)) pt)" : ""))
        }
        out.append("  delegate: " + answers.joined(separator: ", "))
        return out
    }

    func fingers(_ list: [FingerShow], now: VirtualTime) -> [String] {
        guard !list.isEmpty else { return ["fingers down: none"] }
        return ["fingers down: \(list.count)"] + list.map { "  " + finger($0) }
    }

    private func finger(_ f: FingerShow) -> String {
        let status: String =
            switch f.viewStatus {
            case .delivered: "\(f.view) received touchesBegan"
            case .withheld: style.yellow("touchesBegan withheld from \(f.view)")
            case .cancelled: style.yellow("cancelled for \(f.view) (a recognizer claimed it)")
            case .neverDelivered: "\(f.view) never hears of it"
            }
        let held = f.heldBy.isEmpty ? "no recognizer holds it" : "held by " + f.heldBy.joined(separator: ", ")
        return "finger \(f.finger) at \(f.location) on \(f.view), \(f.phase) at \(time(f.lastChange)); \(status); \(held)"
    }

    func timers(_ list: [TimerShow], now: VirtualTime) -> [String] {
        guard !list.isEmpty else { return ["timers: none pending at \(time(now))"] }
        return ["timers pending at \(time(now)): \(list.count), in firing order"]
            + list.map { "  \(time($0.deadline))  \($0.recognizer) \($0.timer) (in \($0.left))" }
    }

    private func time(_ t: VirtualTime) -> String { formatMicroseconds(t.microseconds) }

}
