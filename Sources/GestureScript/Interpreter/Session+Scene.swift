import GestureEngine
import GestureLanguage
import TouchTracker

extension Session {
    func declareView(_ d: ViewDeclaration) throws {
        if env.view(named: d.name.value) != nil || d.name.value == "window" {
            throw RuntimeError(.alreadyDeclared("view", d.name.value), at: d.name.range)
        }
        let parent = try d.parent.map { try view(named: $0) } ?? .window
        let id = env.addView(name: d.name.value, frame: Rect(x: d.frame.x, y: d.frame.y, width: d.frame.width, height: d.frame.height),
                             parent: parent)
        env.setViewFlags(id, kind: ViewKind(d.kind), exclusiveTouch: d.isExclusiveTouch, multipleTouch: d.isMultipleTouchEnabled,
                         handlesTouches: d.handlesTouches)
        declareScrollContent(d, view: id)
        reportView(id)
        // A scroll view brings its built-in recognizers: the content-touch delay, then the pan (their order of creation).
        if let delay = env.contentTouchSettings(of: id)?.delayRecognizer { reportRecognizer(delay) }
        if let pan = env.scrollState(of: id)?.panGestureRecognizer { reportRecognizer(pan) }
    }

    /// Every recognizer kind name a script may use, short names first.
    static var kindNames: [String] { declarableKinds.map(\.rawValue) + declarableKinds.map(\.uikitClassName) }

    /// The kinds a script declares (not a scroll view's content-touch delay).
    static var declarableKinds: [RecognizerKind] { RecognizerKind.allCases.filter { !$0.isScrollViewBuiltIn } }

    func declareRecognizer(_ d: RecognizerDeclaration) throws {
        guard let kind = RecognizerKind(scriptName: d.kind.value) else {
            throw RuntimeError(.unknownRecognizerKind(d.kind.value), at: d.kind.range,
                               suggestion: Suggest.closest(to: d.kind.value, among: Self.kindNames),
                               notes: [Diagnostic.Note("kinds: " + Self.declarableKinds.map(\.rawValue).joined(separator: ", "))])
        }
        if env.recognizer(named: d.name.value) != nil {
            throw RuntimeError(.alreadyDeclared("recognizer", d.name.value), at: d.name.range)
        }
        let viewID: ViewID
        if let v = d.view {
            viewID = try view(named: v)
        } else {
            viewID = app?.canvas ?? .window
        }
        // Check every property before creating anything, so a bad declaration leaves no half-made recognizer.
        var values: [(String, PropertyValue)] = []
        for p in d.properties {
            if let error = viewPropertyOnRecognizer(p, recognizer: d.name.value, view: viewID) { throw error }
            values.append((p.name.value, try propertyValue(p, kind: kind)))
        }
        let id = env.addRecognizer(name: d.name.value, kind: kind, view: viewID)
        for (k, (name, value)) in values.enumerated() {
            do { try env.setProperty(name, of: id, to: value) } catch { throw runtimeError(error, range: d.properties[k].range, fingerRanges: .none) }
        }
        reportRecognizer(id)
    }

    func setProperty(_ p: PropertyAssignment, of id: RecognizerID) throws {
        if let error = viewPropertyOnRecognizer(p, recognizer: env[id].name, view: env[id].view) { throw error }
        let value = try propertyValue(p, kind: env[id].kind)
        do { try env.setProperty(p.name.value, of: id, to: value) } catch { throw runtimeError(error, range: p.range, fingerRanges: .none) }
        reportRecognizer(id)
    }

    /// Converts a written value to the property's type, with suggestions for unknown names and unit-less durations.
    func propertyValue(_ p: PropertyAssignment, kind: RecognizerKind) throws -> PropertyValue {
        let name = p.name.value
        let descriptors = GestureEnvironment.baseDescriptors + kind.propertyDescriptors
        guard let descriptor = descriptors.first(where: { $0.name == name }) else {
            throw RuntimeError(.unknownProperty(name, kind: kind.rawValue), at: p.name.range,
                               suggestion: Suggest.closest(to: name, among: descriptors.map(\.name)))
        }
        switch (descriptor.type, p.value.kind) {
        case (.duration, .number(let v, _)):
            let suggestion = v >= 10 || v == v.rounded() && v >= 2 ? "\(formatNumber(v))ms" : "\(formatNumber(v))s"
            throw RuntimeError(.durationPropertyNeedsUnit(name), at: p.value.range, suggestion: suggestion)
        case (.direction, .names(let names)):
            var set = SwipeDirection()
            for n in names {
                guard let d = SwipeDirection.names.first(where: { $0.0 == n.value })?.1 else {
                    throw RuntimeError(.unknownValueName(n.value, property: name, allowed: SwipeDirection.names.map(\.0)), at: n.range,
                                       suggestion: Suggest.closest(to: n.value, among: SwipeDirection.names.map(\.0)))
                }
                set.insert(d)
            }
            return .direction(set)
        case (.edges, .names(let names)):
            var set = RectEdge()
            let allowed = RectEdge.names.map(\.0) + ["all"]
            for n in names {
                if n.value == "all" {
                    set = .all
                    continue
                }
                guard let e = RectEdge.names.first(where: { $0.0 == n.value })?.1 else {
                    throw RuntimeError(.unknownValueName(n.value, property: name, allowed: allowed), at: n.range,
                                       suggestion: Suggest.closest(to: n.value, among: allowed))
                }
                set.insert(e)
            }
            return .edges(set)
        case (_, .bool(let b)): return try checked(.bool(b), descriptor, p)
        case (_, .number(let v, let isInteger)):
            return try checked(isInteger && abs(v) < 1e15 ? .integer(Int(v)) : .number(v), descriptor, p)
        case (_, .duration(let us)): return try checked(.duration(TimeSpan(microseconds: us)), descriptor, p)
        case (_, .names(let names)):
            throw RuntimeError(.propertyWrongType(name, expected: expectedText(descriptor.type), got: names.map(\.value).joined(separator: "|")),
                               at: p.value.range)
        case (_, .point):
            throw RuntimeError(.propertyWrongType(name, expected: expectedText(descriptor.type), got: p.value.description),
                               at: p.value.range)
        }
    }

    private func checked(_ v: PropertyValue, _ d: PropertyDescriptor, _ p: PropertyAssignment) throws -> PropertyValue {
        switch d.coerce(v) {
        case .success(let value): return value
        case .failure(let e): throw propertyError(e, range: p.value.range)
        }
    }

    private func expectedText(_ t: PropertyType) -> String {
        switch t {
        case .bool: "true or false"
        case .integer: "a whole number"
        case .number: "a number"
        case .duration: "a duration such as 500ms"
        case .direction: "directions such as left|right"
        case .edges: "edges such as left or all"
        }
    }

    /// The table or collection called `name`, for `what` (a delegate answer, a property, an expectation).
    func tableView(named name: Located<String>, for what: String) throws -> ViewID {
        let id = try view(named: name)
        guard env.tableState(of: id) != nil else { throw RuntimeError(.notATable(name.value, what: what), at: name.range) }
        return id
    }

    func requireToFail(_ r: Located<String>, _ other: Located<String>) throws {
        let a = try recognizer(named: r)
        let b = try recognizer(named: other)
        do { try env.require(a, toFail: b) } catch { throw runtimeError(error, range: r.range.union(other.range), fingerRanges: .none) }
        reportRecognizer(a)
    }

    func applyDelegate(_ rule: DelegateRule) throws {
        // A table's delegate and data source (`shouldHighlightRowAt`, `canEditRowAt`): NAME is the table.
        switch rule.method {
        case .shouldHighlightRow(let item):
            let table = try tableView(named: rule.recognizer, for: "delegate answer '\(rule.method.keyword)'")
            if env.tableState(of: table)?.kind == .collection, !item {
                throw RuntimeError(.notATable(rule.recognizer.value, what: "'shouldHighlightRowAt' (a collection's is 'shouldHighlightItemAt')"),
                                   at: rule.recognizer.range, suggestion: "delegate \(rule.recognizer.value) shouldHighlightItemAt = \(rule.answer.value)")
            }
            env.setShouldHighlight(table, rule.answer.value)
            return
        case .canEditRow(let row):
            let table = try tableView(named: rule.recognizer, for: "data source answer 'canEditRowAt'")
            guard let state = env.tableState(of: table), state.kind == .table else {
                throw RuntimeError(.notATable(rule.recognizer.value, what: "swipe-to-delete (a flow-layout collection has no swipe actions)"),
                                   at: rule.recognizer.range)
            }
            if let row, row.value >= state.count {
                throw RuntimeError(.rowBeyondTable(rule.recognizer.value, row: row.value, count: state.count), at: row.range,
                                   suggestion: state.count > 0 ? "delegate \(rule.recognizer.value) canEditRowAt \(state.count - 1) = \(rule.answer.value)" : nil)
            }
            env.setCanEditRows(table, rule.answer.value, row: row?.value)
            if let pan = env.tableState(of: table)?.swipeActionPan {
                reportRecognizer(pan)
                // A `states` expectation may name the new pan.
                if recording.namesRecognizers { applyRecording() }
            }
            return
        default:
            break
        }
        let id = try recognizer(named: rule.recognizer)
        if env.scrollView(ofPan: id) != nil {
            // UIKit raises when a scroll view's pan is given another delegate (scroll-view ref A2). It may stand on the
            // other side: `delegate parentPan shouldRecognizeSimultaneouslyWith list.panGestureRecognizer = true`.
            throw RuntimeError(.builtInPanDelegate(rule.recognizer.value), at: rule.recognizer.range)
        }
        try applyDelegate(rule, to: id)
        reportRecognizer(id)
    }

    private func applyDelegate(_ rule: DelegateRule, to id: RecognizerID) throws {
        let answer = rule.answer.value
        switch rule.method {
        case .shouldBegin:
            env.setDelegate(id) { $0.shouldBegin = answer }
        case .shouldReceive(let v):
            let viewID = try v.map { try view(named: $0) }
            env.setDelegate(id) {
                $0.shouldReceive = (answer, viewID)
                $0.shouldReceiveWithin = false
            }
        case .shouldReceiveWithin(let v):
            let viewID = try view(named: v)
            env.setDelegate(id) {
                $0.shouldReceive = (answer, viewID)
                $0.shouldReceiveWithin = true
            }
        case .shouldRecognizeSimultaneously(let target):
            switch target {
            case .any: env.setDelegate(id) { $0.simultaneousWithAny = answer }
            case .recognizer(let o):
                let other = try recognizer(named: o)
                env.setDelegate(id) { $0.simultaneous[other] = answer }
            }
        case .shouldRequireFailure(let target):
            let range = rule.recognizer.range.union(rule.answer.range)
            let changed = try changedAnswers(env[id].delegate.shouldRequireFailureOf, to: answer,
                                             for: try targets(target, excluding: id), range: range)
            guard !changed.isEmpty else { return }
            env.setDelegate(id, requiresFailureOf: changed, answer)
        case .shouldBeRequiredToFail(let target):
            let range = rule.recognizer.range.union(rule.answer.range)
            let changed = try changedAnswers(env[id].delegate.shouldBeRequiredToFailBy, to: answer,
                                             for: try targets(target, excluding: id), range: range)
            guard !changed.isEmpty else { return }
            env.setDelegate(id, isRequiredToFailBy: changed, answer)
        case .shouldHighlightRow, .canEditRow:
            break  // A table's, handled by `applyDelegate(_:)`.
        }
    }

    /// The recognizers among `others` whose answer in `current` is not already `answer`: only those change, so an
    /// answer given again is not stored again.
    /// Refuses the statement, before anything is stored, when its new answers would take the scene's delegates past
    /// `options.maxDelegateRequirementAnswers` (an `any` answer is one per other recognizer: a scene whose recognizers
    /// each answered for `any` would hold answers quadratic in its statements).
    private func changedAnswers(_ current: [RecognizerID: Bool], to answer: Bool, for others: [RecognizerID],
                                range: SourceRange) throws -> [RecognizerID] {
        var changed: [RecognizerID] = []
        var added = 0
        for other in others {
            switch current[other] {
            case nil: added += 1
            case answer?: continue
            default: break
            }
            changed.append(other)
        }
        if added > 0 {
            var held = 0
            for r in env.recognizers { held += r.delegate.shouldRequireFailureOf.count + r.delegate.shouldBeRequiredToFailBy.count }
            let limit = options.maxDelegateRequirementAnswers
            if held + added > limit { throw RuntimeError(.delegateAnswerLimit(answers: held + added, limit: limit), at: range) }
        }
        return changed
    }

    private func targets(_ t: DelegateTarget, excluding id: RecognizerID) throws -> [RecognizerID] {
        switch t {
        case .any: return env.recognizers.map(\.id).filter { $0 != id }
        case .recognizer(let o): return [try recognizer(named: o)]
        }
    }

    func bindAction(_ r: Located<String>, _ method: Located<String>) throws {
        let id = try recognizer(named: r)
        let known = ["log"] + (app.map { TouchTrackerApp.methods(in: $0.edition) } ?? [])
        guard known.contains(method.value) else {
            throw RuntimeError(.unknownMethod(method.value), at: method.range, suggestion: Suggest.closest(to: method.value, among: known),
                               notes: [Diagnostic.Note(app == nil ? "without 'use touchtracker' the only method is 'log'"
                                                                  : "methods: " + known.joined(separator: ", "))])
        }
        // The app's own methods by the edition's name (`singleTap` binds the Objective-C `singleTap:`).
        env.addAction(id, method: app?.methodName(forScriptName: method.value) ?? method.value)
        reportRecognizer(id)
    }

    func useTouchTracker(_ setup: TouchTrackerSetup, edition editionName: Located<String>?, range: SourceRange) throws {
        var edition = Edition.swift
        if let editionName {
            guard let e = Edition(rawValue: editionName.value) else {
                throw RuntimeError(.unknownEdition(editionName.value), at: editionName.range,
                                   suggestion: Suggest.closest(to: editionName.value, among: Edition.allCases.map(\.rawValue)))
            }
            edition = e
        }
        let resolved: TouchTrackerApp.Setup
        switch setup {
        case .final: resolved = .final
        case .bare: resolved = .bare
        case .stage(let name):
            let stages = Stage.all.filter { edition.absence(of: $0) == nil }
            guard let stage = Stage.named(name.value) else {
                throw RuntimeError(.unknownStage(name.value), at: name.range,
                                   suggestion: Suggest.closest(to: name.value, among: stages.map(\.name) + stages.map(\.fullName)))
            }
            if let absence = edition.absence(of: stage) {
                let instead = Stage.all[absence.instead - 1]
                throw RuntimeError(.stageNotInEdition(stage.fullName, edition: edition.title), at: name.range,
                                   suggestion: instead.fullName, notes: [Diagnostic.Note(absence.reason)])
            }
            resolved = .stage(stage)
        case .fix(let name):
            guard name.value == "silver" else {
                throw RuntimeError(.unknownFix(name.value), at: name.range, suggestion: Suggest.closest(to: name.value, among: ["silver"]))
            }
            var c = Challenges()
            c.silverFix = true
            resolved = .challenges(c)
        case .challenge(let name):
            var c = Challenges()
            // The challenges build on each other, as a reader solves them in order: Gold and Platinum keep the
            // Silver fix (otherwise a three-finger swipe drags a selected line away).
            switch name.value {
            case "silver": c.silverFix = true
            case "gold":
                c.silverFix = true
                c.gold = true
            case "platinum":
                c.silverFix = true
                c.platinum = true
            default:
                throw RuntimeError(.unknownChallenge(name.value), at: name.range,
                                   suggestion: Suggest.closest(to: name.value, among: ["silver", "gold", "platinum"]))
            }
            resolved = .challenges(c)
        }
        install(resolved, edition: edition)
        // With the app's line model as it starts: what a reader draws of a scene in which nothing happened yet.
        reportWholeScene(withShownModel: true)
        if options.producesTranscript { sink(.note(sceneDescription())) }
    }

    /// One line naming the scene and its recognizers.
    public func sceneDescription() -> String {
        var text = sceneTitle()
        guard app != nil else { return text }
        let recognizers = env.recognizers.map { r in
            "\(r.name) (\(r.kind)\(r.actions.isEmpty ? "" : " → " + r.actions.joined(separator: ", ")))"
        }
        if !recognizers.isEmpty { text += "; recognizers: " + recognizers.joined(separator: ", ") }
        return text
    }

    /// `scene: TouchTracker stage 03-single-tap + gold`, or `scene: window 375×667` without the app.
    public func sceneTitle() -> String {
        guard let app else { return "scene: window \(formatNumber(env.screenSize.x))×\(formatNumber(env.screenSize.y))" }
        var text = "scene: TouchTracker"
        if let stage = app.stage {
            text += stage == .final ? " (final)" : " stage \(stage.fullName)"
        } else {
            text += " bare (no recognizers)"
        }
        if app.challenges.silverFix { text += " + silver fix" }
        if app.challenges.gold { text += " + gold" }
        if app.challenges.platinum { text += " + platinum" }
        if app.edition != .swift { text += ", \(app.edition.title) edition (\(app.edition.viewClassName))" }
        return text
    }

    func menuTap(_ item: Located<String>) throws {
        guard let app else { throw RuntimeError(.needsTouchTracker("'menu tap'"), at: item.range) }
        do {
            try app.menuTap(item.value, in: env)
        } catch {
            switch error {
            case .menuHidden: throw RuntimeError(.menuHidden(), at: item.range)
            case .noSuchMenuItem(let t, let available):
                throw RuntimeError(.unknownMenuItem(t, available: available), at: item.range,
                                   suggestion: Suggest.closest(to: t, among: available))
            case .panelHidden, .unknownColor: break
            }
        }
        if options.producesTranscript { sink(.note("menu: '\(item.value)' chosen")) }
    }

    func panelPick(_ color: Located<String>) throws {
        guard let app else { throw RuntimeError(.needsTouchTracker("'panel pick'"), at: color.range) }
        do {
            try app.panelPick(color.value)
        } catch {
            switch error {
            case .panelHidden: throw RuntimeError(.panelHidden(), at: color.range)
            case .unknownColor(let c):
                throw RuntimeError(.unknownColor(c), at: color.range, suggestion: Suggest.closest(to: c, among: Challenges.colors))
            case .menuHidden, .noSuchMenuItem: break
            }
        }
        if options.producesTranscript { sink(.note("colour panel: '\(color.value)' picked")) }
    }

    /// Settings: `hz`, `trace brief|normal|all`, and the switches for the reference's open questions.
    public static let settingNames = ["hz", "trace", "exclusiveTouchAffectsRecognizers", "cancelLiveTouchesBeforeAction",
                                      "cancelWithheldTouchesAfterAction", "resetAtEndOfPass", "screenScale"]

    func applySetting(_ name: Located<String>, _ value: PropertyLiteral) throws {
        func bool() throws -> Bool {
            guard case .bool(let b) = value.kind else {
                throw RuntimeError(.propertyWrongType(name.value, expected: "true or false", got: file.text(of: value.range)), at: value.range)
            }
            return b
        }
        switch name.value {
        case "hz":
            guard case .number(let v, true) = value.kind, v >= 1, v <= 1000 else {
                throw RuntimeError(.propertyOutOfRange("hz", value: file.text(of: value.range), range: "a whole number from 1 to 1000"),
                                   at: value.range)
            }
            hz = Int(v)
        case "trace":
            let allowed = TraceLevel.allCases.map(\.rawValue)
            guard case .names(let n) = value.kind, n.count == 1, let level = TraceLevel(setting: n[0].value) else {
                let text = file.text(of: value.range)
                throw RuntimeError(.unknownValueName(text, property: "trace", allowed: allowed), at: value.range,
                                   suggestion: Suggest.closest(to: text, among: allowed))
            }
            options.traceLevel = level
            reportScene(.traceLevel(level))
        case "exclusiveTouchAffectsRecognizers": env.options.exclusiveTouchAffectsRecognizers = try bool()
        case "cancelLiveTouchesBeforeAction": env.options.cancelLiveTouchesBeforeAction = try bool()
        case "cancelWithheldTouchesAfterAction": env.options.cancelWithheldTouchesAfterAction = try bool()
        case "resetAtEndOfPass": env.options.resetAtEndOfPass = try bool()
        case "screenScale":
            // D2: 1/scale pt rounding of contentOffset; 0 turns it off.
            guard case .number(let v, true) = value.kind, [0, 1, 2, 3].contains(v) else {
                throw RuntimeError(.propertyOutOfRange("screenScale", value: file.text(of: value.range),
                                                       range: "0 (offsets not rounded), 1, 2 or 3 (rounded to 1/scale pt)"),
                                   at: value.range, suggestion: "set screenScale 3")
            }
            env.options.screenScale = v
        default:
            throw RuntimeError(.unknownSetting(name.value), at: name.range, suggestion: Suggest.closest(to: name.value, among: Self.settingNames))
        }
    }
}
