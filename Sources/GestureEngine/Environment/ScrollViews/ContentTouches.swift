/// Content touches of a scroll view: the content-touch delay recognizer (`UIScrollViewDelayedTouchesBeganGestureRecognizer`),
/// `touchesShouldBegin(_:with:in:)`, `canCancelContentTouches` and `touchesShouldCancel(in:)`. Facts cite the
/// scroll-view reference by id (B2–B11).
///
/// Kept in side tables (`contentTouches`, `scrollViewOfDelay`), so that a scene without scroll views pays one empty
/// check where a recognizer asks for a state.
extension GestureEnvironment {
    /// Creates `view`'s content-touch delay recognizer, attached to it, first of its built-in recognizers [DEC S-SV
    /// `_createGestureRecognizersForCurrentTouchLevel`] (A1): `delaysTouchesBegan` on, its scroll view its target
    /// (no `log` action) and its delegate. Named "NAME's content-touch delay": UIKit has no public property for it, so
    /// a script cannot name it (the name is not an identifier), and the transcript reads "withheld by list's
    /// content-touch delay".
    func makeContentTouchDelay(_ view: ViewID) {
        let r = addRecognizer(name: views[view.index].name + "'s content-touch delay", kind: .contentTouchDelay, view: view)
        recognizers[r].actions = []
        recognizers[r].actionsCustomized = true
        recognizers[r].delaysTouchesBegan = true
        contentTouches[view] = ContentTouchSettings(delayRecognizer: r)
        scrollViewOfDelay[r] = view
    }

    /// The content-touch settings of scroll view `view` (its delay recognizer, the overrides, the calls so far).
    public func contentTouchSettings(of view: ViewID) -> ContentTouchSettings? { contentTouches[view] }

    /// The scroll view whose content-touch delay `recognizer` is; nil for every other recognizer.
    public func scrollView(ofContentTouchDelay recognizer: RecognizerID) -> ViewID? { scrollViewOfDelay[recognizer] }

    /// Tells the delay recognizer what it reads of its scroll view: `delaysContentTouches` (B4) and the axes it can
    /// scroll (B5c); `isScrollEnabled` false disables it as it disables the pan [DEC S-SV `setScrollEnabled:`] (B15).
    func updateContentTouchDelay(of view: ViewID) {
        guard let d = contentTouches[view]?.delayRecognizer, let s = scrollViews[view] else { return }
        let axes = scrollableAxes(of: view)
        machines.setContentTouchDelayContext(machine(d), delays: s.delaysContentTouches, canScrollX: axes.x, canScrollY: axes.y)
        if recognizers[d].isEnabled != s.isScrollEnabled { setEnabled(d, s.isScrollEnabled) }
    }

    /// Sets a subclass's override: `override NAME touchesShouldBegin|touchesShouldCancel = ANSWER [in VIEW]`
    /// (`inView` nil: for every view).
    public func setContentTouchOverride(_ scrollView: ViewID, _ method: ContentTouchMethod, answer: Bool, inView: ViewID?) {
        guard contentTouches[scrollView] != nil else { return }
        contentTouches[scrollView]?.overrides[method.rawValue].set(answer, inView: inView)
    }

    /// `touchesShouldBegin(_:with:in: view)` of scroll view `s`: the override's answer, else UIKit's default, true
    /// [DOC D-SV, D-H] (B6). Counted and traced.
    func touchesShouldBegin(_ s: ViewID, in view: ViewID) -> Bool {
        ask(s, .touchesShouldBegin, in: view, standard: true)
    }

    /// `touchesShouldCancel(in: view)` of scroll view `s`: the override's answer, else UIKit's default: false for an
    /// enabled `UIControl`, true otherwise [DOC D-SV "true if view isn't a UIControl"; DEC S-SV] (B8). Every control
    /// here is enabled (a view has no `isEnabled`); the decompile's second, unresolved class that also answers false is
    /// not modelled. Counted and traced.
    func touchesShouldCancel(_ s: ViewID, in view: ViewID) -> Bool {
        ask(s, .touchesShouldCancel, in: view, standard: !views[view.index].isControl)
    }

    /// One call of `method` on scroll view `s` for `view`: counted, answered by the override or else `standard`, traced.
    private func ask(_ s: ViewID, _ method: ContentTouchMethod, in view: ViewID, standard: Bool) -> Bool {
        contentTouches[s]?.calls[method.rawValue] += 1
        let overridden = contentTouches[s]?.overrides[method.rawValue].answer(in: view)
        let answer = overridden ?? standard
        emit(.contentTouchAnswer(time: now, scrollView: s, method: method, view: view, answer: answer, overridden: overridden != nil))
        return answer
    }

    /// B6, when delay recognizer `r` of scroll view `s` is about to release its touches (it asked to fail: the timer,
    /// the lift, B5c, or `delaysContentTouches` false at touch-down): `touchesShouldBegin` is asked for each touch it
    /// holds, with the touch's hit view. All yes: it fails as asked, releasing them. Any no: the allowed touches are
    /// ignored (`ignoreTouch(_:for:)`, so released) and it recognizes instead, so the refused ones are dropped by its
    /// `cancelsTouchesInView` and never reach their views [DEC S-DLY, both stored versions]. Returns the refusing
    /// view, nil when it may fail as asked.
    func contentTouchCheck(_ r: RecognizerID, of s: ViewID) -> ViewID? {
        let touches = tracked.array(of: r)
        var refused: ViewID?
        var allowed: [TouchID] = []
        for t in touches {
            guard let k = touchTable.slot(of: t.id) else { continue }
            let view = touchTable.records[k].view
            if touchesShouldBegin(s, in: view) {
                allowed.append(t.id)
                continue
            }
            if refused == nil { refused = view }
            // Asked at touch-down (B4), the touch is not withheld yet: its view never hears of it. (Withheld phases are
            // dropped by the recognition, which claims them.)
            if touchTable.records[k].queuedPhases == 0, !touchTable.records[k].viewSawBegan, !touchTable.records[k].cancelledForView {
                touchTable.records[k].cancelledForView = true
                emit(.dropped(time: now, view: view, phases: [touchTable.records[k].phase], fingers: [touchTable.records[k].finger], by: r))
            }
        }
        guard refused != nil else { return nil }
        for id in allowed {
            for n in 0..<tracked.count(of: r) where tracked.touch(n, of: r).id == id {
                tracked.remove(at: n, from: r)
                break
            }
            recognizers[r].touchHistory.removeAll { $0 == id }
            removeRecognizer(r, fromTouch: id)
        }
        return refused
    }

    /// B7, when scroll view `s`'s pan `pan` is about to begin: the views of the touches already delivered to them
    /// (seen begin, not finished, not taken; touches still withheld do not count). None: it may begin. Some, with
    /// `canCancelContentTouches` false: it may not. Otherwise each view's `touchesShouldCancel(in:)` is asked, and
    /// every one must answer yes [DEC S-PAN `touchesMoved:`, S-SV `_canCancelContentTouches:`]. A table's override
    /// unhighlights the row of a view that answered yes right away, before the pan begins (B9). Returns the cause of
    /// a refusal (UIKit's "contentTouchDelivery"), nil when it may begin.
    func contentTouchesKept(by pan: RecognizerID, of s: ViewID) -> Cause? {
        var asked: [ViewID] = []
        for k in 0..<recognizers[pan].touchHistory.count {
            guard let slot = touchTable.slot(of: recognizers[pan].touchHistory[k]) else { continue }
            let t = touchTable.records[slot]
            guard t.viewSawBegan, !t.viewFinished, !t.cancelledForView, !asked.contains(t.view) else { continue }
            asked.append(t.view)
        }
        guard !asked.isEmpty else { return nil }
        guard scrollViews[s]?.canCancelContentTouches ?? true else { return .contentTouchesKept(scrollView: s, view: nil) }
        for view in asked {
            guard touchesShouldCancel(s, in: view) else { return .contentTouchesKept(scrollView: s, view: view) }
            if tables[s] != nil { tableLetsContentTouchCancel(s, in: view) }
        }
        return nil
    }

    /// B5e: the pan of scroll view `s` began, and its action resets the delay recognizer (UIKit toggles its `enabled`,
    /// `_cancelTouchDelayGestureRecognizerIfNecessary`). The touches it withheld are not released: the pan, which
    /// cancels touches in its view, drops them.
    func resetContentTouchDelay(of s: ViewID, pan: RecognizerID) {
        guard let d = contentTouches[s]?.delayRecognizer else { return }
        switch recognizers[d].attempt {
        case .possible:
            recognizers[d].fail(because: .resetByScrollViewPan(pan))
            cancelTimers(of: d)
        case .idle, .recognized, .running, .ending, .failing, .finished, .keepsWithheld:
            break
        }
    }

    /// A6: the delay recognizer never prevents its scroll view's pan, and the pan never prevents it [DEC S-SV
    /// `gestureRecognizer:canPreventGestureRecognizer:`]. Any other recognizer may prevent the delay recognizer, and it
    /// may prevent any other. Out of line: only scenes with scroll views get here (`excludes` asks only when a delay
    /// recognizer exists), and inlined it made `excludes`, which the update pass calls for every pair it weighs, too
    /// large to inline in turn.
    @inline(never)
    func isBuiltInPairOfOneScrollView(_ a: RecognizerID, _ b: RecognizerID) -> Bool {
        if let s = scrollViewOfDelay[a] { return scrollViews[s]?.panGestureRecognizer == b }
        if let s = scrollViewOfDelay[b] { return scrollViews[s]?.panGestureRecognizer == a }
        return false
    }
}

/// `UIScrollView` methods a subclass overrides for content touches (LANGUAGE §8 `override NAME METHOD = ANSWER`).
public enum ContentTouchMethod: Int, CaseIterable, Sendable {
    case touchesShouldBegin, touchesShouldCancel

    public var name: String {
        switch self {
        case .touchesShouldBegin: "touchesShouldBegin"
        case .touchesShouldCancel: "touchesShouldCancel"
        }
    }

    /// The method by its script name.
    public init?(name: String) {
        guard let m = Self.allCases.first(where: { $0.name == name }) else { return nil }
        self = m
    }
}

/// One override's answers: for every view, and per view (`in VIEW`, which wins for that view).
public struct ContentTouchOverride: Sendable {
    public private(set) var answerForAll: Bool?
    public private(set) var answerByView: [ViewID: Bool] = [:]

    mutating func set(_ answer: Bool, inView view: ViewID?) {
        if let view { answerByView[view] = answer } else { answerForAll = answer }
    }

    /// The answer for `view`, nil when the method is not overridden for it (UIKit's default then).
    public func answer(in view: ViewID) -> Bool? { answerByView[view] ?? answerForAll }

    public var isEmpty: Bool { answerForAll == nil && answerByView.isEmpty }
}

/// What a scroll view adds for its content touches.
public struct ContentTouchSettings: Sendable {
    /// Its content-touch delay recognizer (A1, B2).
    public let delayRecognizer: RecognizerID
    /// The overrides, by `ContentTouchMethod.rawValue`.
    public internal(set) var overrides = [ContentTouchOverride](repeating: ContentTouchOverride(), count: ContentTouchMethod.allCases.count)
    /// How many times UIKit called each method so far, by `ContentTouchMethod.rawValue`.
    var calls = [Int](repeating: 0, count: ContentTouchMethod.allCases.count)

    /// The override of `method`.
    public func override(_ method: ContentTouchMethod) -> ContentTouchOverride { overrides[method.rawValue] }

    /// How many times UIKit called `method` so far.
    public func count(of method: ContentTouchMethod) -> Int { calls[method.rawValue] }
}
