import GestureEngine
import GestureLanguage
import TouchTracker

extension Session {
    /// Checks an expectation (grammar/README.md, Expect); a failure is reported and the script goes on.
    func check(_ e: Expectation, range: SourceRange) throws {
        result.expectationsChecked += 1
        let outcome: (String, String, String?)?
        do {
            outcome = try evaluate(e, range: range)
        } catch {
            // One that stops the run at an error neither held nor failed: not listed as checked.
            checkedExpectations.remove(range.start)
            throw error
        }
        checkedExpectations.insert(range.start)
        guard let (expected, actual, explanation) = outcome else {
            if options.producesTranscript, case .state(let r, let s) = e, s.value.normalized == .possible, let id = env.recognizer(named: r.value),
               let note = firedAndResetNote(id, expected: s.value.rawValue) {
                sink(.note(note))
            }
            return
        }
        result.expectationFailures += 1
        sink(.expectationFailure(ExpectationFailure(range: range, line: file.location(of: range.start).line, expected: expected,
                                                    actual: actual, explanation: explanation, iteration: iterationStack.last)))
    }

    /// nil when the expectation holds; otherwise (expected, actual, explanation).
    private func evaluate(_ e: Expectation, range: SourceRange) throws -> (String, String, String?)? {
        switch e {
        case .state(let r, let s):
            let id = try recognizer(named: r)
            let state = env[id].state
            let want = s.value.normalized.rawValue
            if state.description == want { return nil }
            return ("\(r.value) state \(s.value.rawValue)", stateName(state, id), explain(id, withTimeHint: state == .possible))
        case .states(let r, let seq):
            let id = try recognizer(named: r)
            let log = history.states(of: id)
            let got = log.states
            if !log.truncated, got.count == seq.count, zip(got, seq).allSatisfy({ $0.description == $1.value.normalized.rawValue }) {
                return nil
            }
            let discrete = env[id].kind.isDiscrete  // looked up once: a long history has 100,000 states
            // At most `Self.shownInFailure` states: a long history would make every failure as long as the run.
            var gotText = got.isEmpty ? "none" : got.prefix(Self.shownInFailure).map { $0.name(discrete: discrete) }.joined(separator: " ")
            if got.count > Self.shownInFailure { gotText += " … and \(got.count - Self.shownInFailure) more states" }
            return ("\(r.value) states \(seq.isEmpty ? "none" : seq.map(\.value.rawValue).joined(separator: " "))",
                    gotText + (log.truncated ? " (history truncated; add a 'mark')" : ""), explain(id, withTimeHint: true))
        case .enteredAt(let r, let s, let t):
            return try evaluateEnteredAt(r, s, t)
        case .actions(let r, let n):
            let id = try recognizer(named: r)
            let got = actionsSinceMark(id)
            if got == n.value { return nil }
            return ("\(r.value) actions \(n.value)", "\(got)", explain(id, withTimeHint: got < n.value))
        case .contentOffset(let v, let p):
            let id = try view(named: v)
            guard let s = env.scrollState(of: id) else {
                throw RuntimeError(.notAScrollView(v.value, property: "contentOffset"), at: v.range)
            }
            return compare("\(v.value) contentOffset", s.contentOffset, p, tolerance: 0.5)
        case .selectedRow(let v, let row, let item):
            let word = item ? "selectedItem" : "selectedRow"
            let id = try tableView(named: v, for: "'\(word)'")
            let got = env.tableState(of: id)?.selected
            if got == row?.value { return nil }
            return ("\(v.value) \(word) \(row.map { String($0.value) } ?? "none")", got.map(String.init) ?? "none", nil)
        case .openRow(let v, let row):
            let id = try tableView(named: v, for: "'openRow'")
            let got = env.tableState(of: id)?.openRow
            if got == row?.value { return nil }
            return ("\(v.value) openRow \(row.map { String($0.value) } ?? "none")", got.map(String.init) ?? "none", nil)
        case .translation(let r, let p):
            let id = try recognizer(named: r)
            guard let v = env.translation(of: id) else { throw notAvailable(r, "translation", range: range) }
            return compare("\(r.value) translation", v, p, tolerance: 0.5)
        case .velocity(let r, let p):
            let id = try recognizer(named: r)
            guard let v = env.velocity(of: id) else {
                if env.scalarVelocity(of: id) != nil {
                    // A pinch's or rotation's velocity is a number (UIKit's CGFloat), not a point.
                    throw RuntimeError(.velocityIsANumber(r.value, kind: env[id].kind.rawValue, unit: velocityUnit(id)), at: p.range,
                                       suggestion: "expect \(r.value) velocity \(SourceText.number(p.x))")
                }
                throw notAvailable(r, "velocity", range: range)
            }
            return compare("\(r.value) velocity", v, p, tolerance: 0.5)
        case .scalarVelocity(let r, let s):
            let id = try recognizer(named: r)
            guard let v = env.scalarVelocity(of: id) else {
                if env.velocity(of: id) != nil {
                    throw RuntimeError(.velocityIsAPoint(r.value, kind: env[id].kind.rawValue), at: s.range,
                                       suggestion: "expect \(r.value) velocity \(SourceText.number(s.value)),0")
                }
                throw notAvailable(r, "velocity", range: range)
            }
            return abs(v - s.value) <= 0.01 ? nil : ("\(r.value) velocity \(formatNumber(s.value))", formatNumber(v), nil)
        case .location(let r, let p):
            let id = try recognizer(named: r)
            let v = env.views[env[id].view.index].convertFromWindow(env.location(of: id))
            return compare("\(r.value) location", v, p, tolerance: 0.5)
        case .scale(let r, let s):
            let id = try recognizer(named: r)
            guard let v = env.scale(of: id) else { throw notAvailable(r, "scale", range: range) }
            return abs(v - s.value) <= 0.01 ? nil : ("\(r.value) scale \(formatNumber(s.value))", formatNumber(v), nil)
        case .rotation(let r, let s):
            let id = try recognizer(named: r)
            guard let v = env.rotation(of: id) else { throw notAvailable(r, "rotation", range: range) }
            return abs(v - s.value) <= 0.01 ? nil : ("\(r.value) rotation \(formatNumber(s.value))", formatNumber(v), nil)
        case .numberOfTouches(let r, let n):
            let id = try recognizer(named: r)
            let v = env.numberOfTouches(of: id)
            return v == n.value ? nil : ("\(r.value) numberOfTouches \(n.value)", "\(v)", nil)
        case .lines(let n):
            let v = try drawView(range).finishedLines.count
            return v == n.value ? nil : ("lines \(n.value)", "\(v)", nil)
        case .currentLines(let n):
            let v = try drawView(range).currentLines.count
            return v == n.value ? nil : ("current \(n.value)", "\(v)", nil)
        case .selected(let i):
            let v = try drawView(range).selectedLineIndex
            if v == i?.value { return nil }
            return ("selected \(i.map { "\($0.value)" } ?? "none")", v.map { "\($0)" } ?? "none", nil)
        case .menuVisible(let b):
            let v = try drawView(range).menu.isMenuVisible
            return v == b.value ? nil : ("menu \(b.value ? "visible" : "hidden")", v ? "visible" : "hidden", nil)
        case .line(let i, let from, let to):
            let lines = try drawView(range).finishedLines
            guard i.value >= 0, i.value < lines.count else {
                return ("line \(i.value) from \(from.x),\(from.y) to \(to.x),\(to.y)", "there are \(lines.count) lines", nil)
            }
            let l = lines[i.value]
            let close = abs(l.begin.x - from.x) <= 0.5 && abs(l.begin.y - from.y) <= 0.5 && abs(l.end.x - to.x) <= 0.5
                && abs(l.end.y - to.y) <= 0.5
            return close ? nil : ("line \(i.value) from \(Point(x: from.x, y: from.y)) to \(Point(x: to.x, y: to.y))",
                                  "from \(l.begin) to \(l.end)", nil)
        case .viewCalls(let v, let call, let n):
            let id = try view(named: v)
            let got: Int
            switch call.value {
            case .touchesBegan: got = viewCallsSinceMark(id, .began)
            case .touchesMoved: got = viewCallsSinceMark(id, .moved)
            case .touchesEnded: got = viewCallsSinceMark(id, .ended)
            case .touchesCancelled: got = viewCallsSinceMark(id, .cancelled)
            case .scrollViewWillBeginDragging, .scrollViewDidScroll, .scrollViewWillEndDragging, .scrollViewDidEndDragging,
                .scrollViewWillBeginDecelerating, .scrollViewDidEndDecelerating,
                .scrollViewWillBeginZooming, .scrollViewDidZoom, .scrollViewDidEndZooming:
                guard let c = call.value.scrollViewCall, env.scrollState(of: id) != nil else {
                    throw RuntimeError(.notAScrollViewCall(v.value, call: call.value.rawValue), at: call.range)
                }
                got = scrollCallsSinceMark(id, c)
            case .touchesShouldCancel, .touchesShouldBegin:
                guard let m = call.value.contentTouchMethod, env.contentTouchSettings(of: id) != nil else {
                    throw RuntimeError(.notAScrollViewCall(v.value, call: call.value.rawValue), at: call.range)
                }
                got = contentTouchCallsSinceMark(id, m)
            case .didSelectRowAt, .didHighlightRowAt, .didUnhighlightRowAt, .didDeselectRowAt,
                .didSelectItemAt, .didHighlightItemAt, .didUnhighlightItemAt, .didDeselectItemAt:
                let id = try tableView(named: v, for: "delegate call '\(call.value.rawValue)'")
                guard let (c, item) = call.value.tableViewCall, (env.tableState(of: id)?.kind == .collection) == item else {
                    throw RuntimeError(.notATable(v.value, what: "delegate call '\(call.value.rawValue)' (a table's say 'RowAt', a collection's 'ItemAt')"),
                                       at: call.range)
                }
                got = tableCallsSinceMark(id, c)
            }
            return got == n.value ? nil : ("view \(v.value) \(call.value.rawValue) \(n.value)", "\(got)", nil)
        case .log(let lines):
            let want = lines.map(\.value)
            if !history.logTruncated, history.logIs(want, in: env) { return nil }
            func show(_ count: Int, _ line: (Int) -> String) -> String {
                if count == 0 { return "nothing" }
                let shown = (0..<min(count, Self.shownInFailure)).map { "\"\(line($0))\"" }.joined(separator: " ")
                return count > Self.shownInFailure ? shown + " … and \(count - Self.shownInFailure) more lines" : shown
            }
            // Only the lines shown are formatted (a long run logs hundreds of thousands).
            let log = history.log
            return ("log \(show(want.count) { want[$0] })",
                    show(log.count) { self.env.text(of: log[$0]) } + (history.logTruncated ? " (history truncated; add a 'mark')" : ""), nil)
        }
    }

    /// How many states (`expect … states`) or console lines (`expect log`) a failed expectation shows of what it got.
    static let shownInFailure = 30

    private func stateName(_ s: GestureState, _ id: RecognizerID) -> String { s.name(discrete: env[id].kind.isDiscrete) }

    private func compare(_ what: String, _ v: Point, _ p: PointLiteral, tolerance: Double) -> (String, String, String?)? {
        if abs(v.x - p.x) <= tolerance && abs(v.y - p.y) <= tolerance { return nil }
        return ("\(what) \(Point(x: p.x, y: p.y))", v.description, nil)
    }

    private func notAvailable(_ r: Located<String>, _ what: String, range: SourceRange) -> RuntimeError {
        RuntimeError(.notAvailableHere("\(quoteName(r.value)) is a \(env[env.recognizer(named: r.value)!].kind) recognizer and has no \(what)"),
                     at: range)
    }

    /// The unit of a pinch's or rotation's velocity.
    func velocityUnit(_ id: RecognizerID) -> String { env[id].kind == .rotation ? "radians per second" : "scale per second" }

    private func quoteName(_ s: String) -> String { "'\(s)'" }

    private func drawView(_ range: SourceRange) throws -> DrawView {
        guard let app else { throw RuntimeError(.needsTouchTracker("this expectation"), at: range) }
        return app.drawView
    }

    /// `explain(id)`, and when `withTimeHint` and the recognizer has not decided only because time did not move,
    /// that too (`timeDidNotMoveHint`).
    func explain(_ id: RecognizerID, withTimeHint: Bool) -> String? {
        let why = explain(id)
        guard withTimeHint, let hint = timeDidNotMoveHint(id) else { return why }
        return why.map { $0 + "; " + hint } ?? hint
    }

    /// The latest transition's cause, in words: why the recognizer is where it is.
    func explain(_ id: RecognizerID) -> String? {
        guard let last = lastTransitionSinceMark(id) else { return nil }
        let name = env[id].name
        let state = stateName(last.state, id)
        guard let cause = last.cause else { return "\(name) became \(state) at \(last.time)" }
        return "\(name) became \(state) at \(last.time): \(CauseText.describe(cause, names: env.recognizers.map(\.name), viewNames: env.views.map(\.name)))"
    }
}
