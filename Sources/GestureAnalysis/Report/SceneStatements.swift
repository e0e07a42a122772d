import GestureEngine
import GestureLanguage
import GestureScript
import TouchTracker

/// The scene a run left, written as script statements that would build it, with only what differs from the
/// defaults: views, each recognizer with every non-default property (UIKit's and GestureLab's thresholds alike),
/// requirements, delegate answers, action bindings, settings. Bug reports print it as comments, so a reader sees
/// the values in effect even when `use touchtracker` set them. Read from the run's output stream: the scene it told
/// (`SceneTable`) and what it left behind (`RunOutcome`: the settings, the app, the scroll views' switches, zoom limits and tables).
enum SceneStatements {
    static func lines(of scene: SceneTable, outcome o: RunOutcome) -> [String] {
        var out: [String] = []
        if let app = o.touchTracker {
            let prefix = "use touchtracker" + (app.edition == .swift ? "" : " edition \(app.edition.rawValue)")
            var use = prefix
            if let stage = app.stage {
                if stage != .final { use += " stage \(stage.fullName)" }
            } else {
                use += " bare"
            }
            if app.challenges.platinum {
                use = prefix + " challenge platinum"
            } else if app.challenges.gold {
                use = prefix + " challenge gold"
            } else if app.challenges.silverFix {
                use = prefix + " fix silver"
            }
            out.append(use + "    # puts the views and recognizers below on screen")
        }
        let defaultScreen = Point(x: GestureDefaults.screenWidth, y: GestureDefaults.screenHeight)
        if scene.screen != defaultScreen { out.append("screen \(scene.screen)") }
        if o.hz != GestureDefaults.sampleRateHz { out.append("set hz \(o.hz)") }
        let (now, standard) = (o.environment, EnvironmentOptions())
        for (name, value, byDefault) in [
            ("exclusiveTouchAffectsRecognizers", now.exclusiveTouchAffectsRecognizers, standard.exclusiveTouchAffectsRecognizers),
            ("cancelLiveTouchesBeforeAction", now.cancelLiveTouchesBeforeAction, standard.cancelLiveTouchesBeforeAction),
            ("cancelWithheldTouchesAfterAction", now.cancelWithheldTouchesAfterAction, standard.cancelWithheldTouchesAfterAction),
            ("resetAtEndOfPass", now.resetAtEndOfPass, standard.resetAtEndOfPass),
        ] where value != byDefault {
            out.append("set \(name) \(value)")
        }
        if now.screenScale != standard.screenScale { out.append("set screenScale \(formatNumber(now.screenScale))") }
        if scene.traceLevel != .normal { out.append("set trace \(scene.traceLevel.rawValue)") }

        let views = scene.views
        for (i, v) in views.enumerated() where i > 0 {
            var text = "view \(v.name) frame \(v.frame)"
            if let p = v.parent, p != .window { text += " in \(views[p.index].name)" }
            if v.kind != .plain { text += " \(v.kind.rawValue)" }
            if v.isExclusiveTouch { text += " exclusiveTouch" }
            if v.isMultipleTouchEnabled { text += " multipleTouch" }
            // A scroll view handles its touches by being one (`scrollView content` says so): no `handlesTouches`.
            let scroll = o.scrollViews[ViewID(index: i)]
            if v.handlesTouches, scroll == nil { text += " handlesTouches" }
            if let t = scroll?.table {
                text += t.kind == .table ? " tableView rows \(t.count) rowHeight \(formatNumber(t.cellSize.y))"
                    : " collectionView items \(t.count) itemSize \(t.cellSize)"
            } else if let s = scroll {
                text += " scrollView content \(s.contentSize)"
            }
            out.append(text)
            if v.isUserInteractionEnabled != v.kind.startsWithUserInteractionEnabled {
                out.append("\(v.name).isUserInteractionEnabled = \(v.isUserInteractionEnabled)")
            }
            if v.isHidden { out.append("\(v.name).isHidden = true") }
            if v.alpha != 1 { out.append("\(v.name).alpha = \(formatNumber(v.alpha))") }
        }
        // Scroll views' properties that differ from UIKit's defaults, once every view of the content exists.
        for (i, v) in views.enumerated() {
            guard let offset = v.scroll?.contentOffset, let s = o.scrollViews[ViewID(index: i)] else { continue }
            if offset != .zero { out.append("\(v.name).contentOffset = \(offset)") }
            let (flags, table) = (s.flags, s.table)
            for p in ScrollViewProperty.allCases {
                // A collection starts with alwaysBounceVertical on (its vertical flow layout). `bounces`, written
                // first, sets both axes: an axis is written only when it differs from it.
                let standard = table?.kind == .collection && p == .alwaysBounceVertical ? true
                    : p == .bouncesHorizontally || p == .bouncesVertically ? flags[.bounces] ?? p.defaultFlag : p.defaultFlag
                if let value = flags[p], value != standard { out.append("\(v.name).\(p.rawValue) = \(value)") }
            }
            // The zoom limits (the content size above is the zoomed one, so the zoom scale itself is not written).
            if s.minimumZoomScale != GestureDefaults.zoomScaleLimit { out.append("\(v.name).minimumZoomScale = \(formatNumber(s.minimumZoomScale))") }
            if s.maximumZoomScale != GestureDefaults.zoomScaleLimit { out.append("\(v.name).maximumZoomScale = \(formatNumber(s.maximumZoomScale))") }
            if s.bouncesZoom != GestureDefaults.bouncesZoom { out.append("\(v.name).bouncesZoom = \(s.bouncesZoom)") }
            if s.decelerationRate != GestureDefaults.decelerationRateNormal {
                out.append("\(v.name).decelerationRate = " + (s.decelerationRate == GestureDefaults.decelerationRateFast ? "fast" : "\(s.decelerationRate)"))
            }
            guard let t = table else { continue }
            if !t.allowsSelection { out.append("\(v.name).allowsSelection = false") }
            if !t.shouldHighlight {
                out.append("delegate \(v.name) \(t.kind == .table ? "shouldHighlightRowAt" : "shouldHighlightItemAt") = false")
            }
            // The swipe-to-delete pan exists once rows could be edited; disabled when they no longer can.
            if t.swipeActionPan != nil {
                out.append("delegate \(v.name) canEditRowAt = true")
                if !t.canEditByDefault { out.append("delegate \(v.name) canEditRowAt = false") }
                for (row, answer) in t.canEditRows.sorted(by: { $0.key < $1.key }) {
                    out.append("delegate \(v.name) canEditRowAt \(row) = \(answer)")
                }
            }
        }

        let probe = GestureEnvironment()
        let recognizers = scene.recognizers
        // A scroll view's content-touch delay comes with its view and cannot be declared (its name is not an
        // identifier, its kind not declarable): nothing about it is written.
        for r in recognizers where !r.kind.isScrollViewBuiltIn {
            // A fresh recognizer of the same kind has the true defaults (a screen-edge pan delays touchesBegan).
            let fresh = probe.addRecognizer(name: "probe\(r.id.index)", kind: r.kind, view: .window)
            // A scroll view's pan comes with its view: only its changed properties are written, as assignments.
            let swipePan = o.scrollViews[r.view]?.table?.swipeActionPan == r.id
            let builtIn = o.builtInPans.contains(r.id) || swipePan
            var text = "recognizer \(r.name) = \(r.kind) on \(scene.name(of: r.view))"
            for property in r.properties {
                let (name, value) = (property.name, property.value)
                guard value != probe.property(name, of: fresh) else { continue }
                if builtIn {
                    // `isEnabled` follows `isScrollEnabled`, written with the view.
                    // A swipe-to-delete pan's 25 pt hysteresis is its own.
                    // A zooming scroll view's pan tracks at most 2 touches: its zoom limits, written above, bring that (A5).
                    let zoomLimit = !swipePan && name == "maximumNumberOfTouches" && value == .integer(GestureDefaults.zoomingPanMaximumTouches)
                        && (o.scrollViews[r.view].map { $0.minimumZoomScale != $0.maximumZoomScale } ?? false)
                    if name != "isEnabled", !zoomLimit, !(swipePan && name == "hysteresis" && value == .number(GestureDefaults.swipeActionHysteresis)) {
                        out.append("\(r.name).\(name) = \(sourceText(value))")
                    }
                } else {
                    text += " \(name) = \(sourceText(value))"
                }
            }
            if !builtIn { out.append(text) }
        }
        for r in recognizers {
            for other in r.failureRequirements { out.append("\(r.name) requireToFail \(scene.name(of: other))") }
        }
        for r in recognizers {
            // A scroll view's built-in recognizers answer through their scroll view (its pan and pinch are
            // simultaneous, A5), which their declaration brings; scripts cannot give them a delegate.
            if o.builtInPans.contains(r.id) || r.kind.isScrollViewBuiltIn { continue }
            let d = r.delegate
            if let b = d.shouldBegin { out.append("delegate \(r.name) shouldBegin = \(b)") }
            if let (answer, view) = d.shouldReceive {
                let scope = d.shouldReceiveWithin ? " within " : " in "
                out.append("delegate \(r.name) shouldReceive = \(answer)" + (view.map { scope + scene.name(of: $0) } ?? ""))
            }
            if let any = d.simultaneousWithAny { out.append("delegate \(r.name) shouldRecognizeSimultaneouslyWith any = \(any)") }
            for (other, answer) in d.simultaneous.sorted(by: { $0.key < $1.key }) {
                out.append("delegate \(r.name) shouldRecognizeSimultaneouslyWith \(scene.name(of: other)) = \(answer)")
            }
            for (other, answer) in d.shouldRequireFailureOf.sorted(by: { $0.key < $1.key }) {
                out.append("delegate \(r.name) shouldRequireFailureOf \(scene.name(of: other)) = \(answer)")
            }
            for (other, answer) in d.shouldBeRequiredToFailBy.sorted(by: { $0.key < $1.key }) {
                out.append("delegate \(r.name) shouldBeRequiredToFailBy \(scene.name(of: other)) = \(answer)")
            }
        }
        for r in recognizers where r.actions != ["log"] {
            for m in r.actions { out.append("action \(r.name) -> \(m)") }
        }
        return out
    }

    /// A property value as a script writes it.
    static func sourceText(_ v: PropertyValue) -> String {
        switch v {
        case .duration(let t): SourceText.duration(t.microseconds)
        case .number(let d): SourceText.number(d)
        default: v.description
        }
    }
}
