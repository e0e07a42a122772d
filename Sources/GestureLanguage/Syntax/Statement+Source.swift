// Canonical source text for AST nodes: `description` prints a statement the way the
// grammar spells it, on one line (`repeat` bodies joined with `; `). Parsing the
// printed text gives the same AST again (ranges aside). Used by `:expand` and tests.

extension Statement: CustomStringConvertible {
    /// The statement in canonical source form, on one line.
    public var description: String {
        switch kind {
        case .touches(let group): group.description
        case .wait(let duration): "wait \(duration)"
        case .repeat(let count, let body):
            body.isEmpty
                ? "repeat \(count.value) {}"
                : "repeat \(count.value) { \(body.map(\.description).joined(separator: "; ")) }"
        case .shorthand(let shorthand): shorthand.description
        case .screen(let width, let height): "screen \(SourceText.number(width.value)),\(SourceText.number(height.value))"
        case .view(let view): view.description
        case .recognizer(let recognizer): recognizer.description
        case .setProperty(let recognizer, let assignment): "\(recognizer.value).\(assignment)"
        case .requireToFail(let recognizer, let other): "\(recognizer.value) requireToFail \(other.value)"
        case .delegate(let rule): rule.description
        case .action(let recognizer, let method): "action \(recognizer.value) -> \(method.value)"
        case .override(let rule): rule.description
        case .useTouchTracker(let setup, let edition): setup.source(edition: edition?.value)
        case .menuTap(let item): "menu tap \(SourceText.nameOrString(item.value))"
        case .panelPick(let color): "panel pick \(SourceText.nameOrString(color.value))"
        case .set(let name, let value): "set \(name.value) \(value)"
        case .expect(let expectation): expectation.description
        case .mark: "mark"
        case .show(let request): "show \(request)"
        }
    }
}

extension TouchGroup: CustomStringConvertible {
    public var description: String {
        let actions = actions.map(\.description).joined(separator: " & ")
        guard let timing else { return actions }
        return "\(actions) \(timing)"
    }
}

extension TouchAction: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .down(let finger, let point): "down \(finger.value) at \(point)"
        case .move(let finger, let target, let timing):
            "move \(finger.value) \(target)" + (timing.map { " \($0)" } ?? "")
        case .up(let finger): "up \(finger.value)"
        case .cancel(let finger): "cancel \(finger.value)"
        case .cancelAll: "cancel all"
        case .upAll: "up all"
        }
    }
}

extension MoveTarget: CustomStringConvertible {
    public var description: String {
        switch self {
        case .to(let point): "to \(point)"
        case .by(let point): "by \(point)"
        }
    }
}

extension MotionTiming: CustomStringConvertible {
    public var description: String {
        [over.map { "over \($0)" }, steps.map { "steps \($0.value)" }].compactMap { $0 }.joined(separator: " ")
    }
}

extension PointLiteral: CustomStringConvertible {
    /// `X,Y`.
    public var description: String { "\(SourceText.number(x)),\(SourceText.number(y))" }
}

extension RectLiteral: CustomStringConvertible {
    /// `X,Y,W,H`.
    public var description: String {
        [x, y, width, height].map { SourceText.number($0) }.joined(separator: ",")
    }
}

extension DurationLiteral: CustomStringConvertible {
    /// `2s`, `600ms` or `250us`: the largest unit that keeps the value whole.
    public var description: String { SourceText.duration(microseconds) }
}

extension Shorthand: CustomStringConvertible {
    public var description: String {
        var words: [String]
        switch self {
        case .tap(let at, let taps, let fingers):
            words = ["tap at \(at)"]
            if let taps { words.append("taps \(taps.value)") }
            if let fingers { words.append("fingers \(fingers.value)") }
        case .longPress(let at, let duration):
            words = ["longpress at \(at)"]
            if let duration { words.append("for \(duration)") }
        case .drag(let from, let to, let over):
            words = ["drag from \(from) to \(to)"]
            if let over { words.append("over \(over)") }
        case .swipe(let direction, let at, let distance, let over, let fingers):
            words = ["swipe \(direction.value.rawValue)"]
            if let at { words.append("at \(at)") }
            if let distance { words.append("distance \(SourceText.number(distance.value))") }
            if let over { words.append("over \(over)") }
            if let fingers { words.append("fingers \(fingers.value)") }
        case .pinch(let at, let from, let to, let over):
            words = ["pinch at \(at) from \(SourceText.number(from.value)) to \(SourceText.number(to.value))"]
            if let over { words.append("over \(over)") }
        case .rotate(let at, let degrees, let over):
            words = ["rotate at \(at) by \(SourceText.number(degrees.value))"]
            if let over { words.append("over \(over)") }
        }
        return words.joined(separator: " ")
    }
}

extension ViewDeclaration: CustomStringConvertible {
    public var description: String {
        var words = ["view \(name.value) frame \(frame)"]
        if let parent { words.append("in \(parent.value)") }
        if kind != .plain { words.append(kind.rawValue) }
        if isExclusiveTouch { words.append("exclusiveTouch") }
        if isMultipleTouchEnabled { words.append("multipleTouch") }
        if handlesTouches { words.append("handlesTouches") }
        if let table { words.append(table.description) } else if let scrollContent { words.append("scrollView content \(scrollContent)") }
        return words.joined(separator: " ")
    }
}

extension RecognizerDeclaration: CustomStringConvertible {
    public var description: String {
        var words = ["recognizer \(name.value) = \(kind.value)"]
        if let view { words.append("on \(view.value)") }
        words += properties.map(\.description)
        return words.joined(separator: " ")
    }
}

extension PropertyAssignment: CustomStringConvertible {
    /// `PROP = VALUE`.
    public var description: String { "\(name.value) = \(value)" }
}

extension PropertyLiteral: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .bool(let value): value ? "true" : "false"
        case .number(let value, let isInteger):
            isInteger && value == value.rounded() && abs(value) < 1e15
                ? String(Int64(value)) : SourceText.number(value, forceDecimalPoint: !isInteger)
        case .duration(let microseconds): SourceText.duration(microseconds)
        case .names(let names): names.map(\.value).joined(separator: "|")
        case .point(let x, let y): "\(SourceText.number(x)),\(SourceText.number(y))"
        }
    }
}

extension DelegateRule: CustomStringConvertible {
    public var description: String {
        var text = "delegate \(recognizer.value) \(method.keyword)"
        switch method {
        case .shouldRecognizeSimultaneously(let target), .shouldRequireFailure(let target),
             .shouldBeRequiredToFail(let target):
            text += " \(target)"
        case .canEditRow(let row?):
            text += " \(row.value)"
        case .shouldBegin, .shouldReceive, .shouldReceiveWithin, .shouldHighlightRow, .canEditRow:
            break
        }
        text += " = \(answer.value)"
        if case .shouldReceive(let view?) = method { text += " in \(view.value)" }
        if case .shouldReceiveWithin(let view) = method { text += " within \(view.value)" }
        return text
    }
}

extension DelegateTarget: CustomStringConvertible {
    public var description: String {
        switch self {
        case .recognizer(let name): name.value
        case .any: "any"
        }
    }
}

extension TouchTrackerSetup: CustomStringConvertible {
    public var description: String { source(edition: nil) }

    /// The statement, with `edition NAME` when one was written.
    public func source(edition: String?) -> String {
        let use = "use touchtracker" + (edition.map { " edition \($0)" } ?? "")
        switch self {
        case .final: return use
        case .bare: return use + " bare"
        case .stage(let name): return use + " stage \(name.value)"
        case .fix(let name): return use + " fix \(name.value)"
        case .challenge(let name): return use + " challenge \(name.value)"
        }
    }
}

extension Expectation: CustomStringConvertible {
    public var description: String {
        switch self {
        case .state(let name, let state): "expect \(name.value) state \(state.value.rawValue)"
        case .states(let name, let sequence):
            "expect \(name.value) states "
                + (sequence.isEmpty ? "none" : sequence.map(\.value.rawValue).joined(separator: " "))
        case .enteredAt(let name, let state, let time): "expect \(name.value) \(state.value.rawValue) at \(time)"
        case .actions(let name, let count): "expect \(name.value) actions \(count.value)"
        case .translation(let name, let point): "expect \(name.value) translation \(point)"
        case .contentOffset(let name, let point): "expect \(name.value) contentOffset \(point)"
        case .openRow(let name, let row):
            "expect \(name.value) openRow \(row.map { String($0.value) } ?? "none")"
        case .selectedRow(let name, let row, let item):
            "expect \(name.value) \(item ? "selectedItem" : "selectedRow") \(row.map { String($0.value) } ?? "none")"
        case .velocity(let name, let point): "expect \(name.value) velocity \(point)"
        case .scalarVelocity(let name, let v): "expect \(name.value) velocity \(SourceText.number(v.value))"
        case .location(let name, let point): "expect \(name.value) location \(point)"
        case .scale(let name, let value): "expect \(name.value) scale \(SourceText.number(value.value))"
        case .rotation(let name, let value): "expect \(name.value) rotation \(SourceText.number(value.value))"
        case .numberOfTouches(let name, let count): "expect \(name.value) numberOfTouches \(count.value)"
        case .lines(let count): "expect lines \(count.value)"
        case .currentLines(let count): "expect current \(count.value)"
        case .selected(let index): "expect selected \(index.map { String($0.value) } ?? "none")"
        case .menuVisible(let visible): "expect menu \(visible.value ? "visible" : "hidden")"
        case .line(let index, let from, let to): "expect line \(index.value) from \(from) to \(to)"
        case .viewCalls(let view, let call, let count): "expect view \(view.value) \(call.value.rawValue) \(count.value)"
        case .log(let lines):
            (["expect log"] + lines.map { SourceText.string($0.value) }).joined(separator: " ")
        }
    }
}

/// Formatting helpers for canonical source text.
public enum SourceText {
    /// A number as the grammar writes it: `12`, `-3.5`, `0.001` (never an exponent).
    public static func number(_ value: Double, forceDecimalPoint: Bool = false) -> String {
        if value == value.rounded() && abs(value) < 1e15 {
            let integer = String(Int64(value))
            return forceDecimalPoint ? integer + ".0" : integer
        }
        let text = "\(value)"
        guard let exponentIndex = text.firstIndex(where: { $0 == "e" || $0 == "E" }) else { return text }
        // Expand Swift's shortest representation (`1e-05`, `1.5e+20`) into plain decimals.
        var mantissa = String(text[..<exponentIndex])
        let exponent = Int(text[text.index(after: exponentIndex)...]) ?? 0
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        var digits = String(parts[0]) + (parts.count > 1 ? String(parts[1]) : "")
        var point = parts[0].count + exponent
        if point <= 0 {
            digits = String(repeating: "0", count: 1 - point) + digits
            point = 1
        }
        if point >= digits.count {
            digits += String(repeating: "0", count: point - digits.count)
            point = digits.count
        }
        var result = String(digits.prefix(point))
        var fraction = String(digits.dropFirst(point))
        while fraction.hasSuffix("0") { fraction.removeLast() }
        if !fraction.isEmpty { result += "." + fraction }
        return (negative ? "-" : "") + result
    }

    /// A duration in the largest unit that keeps it whole: `2s`, `600ms`, `250us`.
    public static func duration(_ microseconds: Int64) -> String {
        if microseconds != 0 && microseconds % 1_000_000 == 0 { return "\(microseconds / 1_000_000)s" }
        if microseconds % 1000 == 0 { return "\(microseconds / 1000)ms" }
        return "\(microseconds)us"
    }

    /// A string literal with `"` and `\` escaped.
    public static func string(_ value: String) -> String {
        var text = "\""
        for character in value {
            if character == "\"" || character == "\\" { text.append("\\") }
            text.append(character)
        }
        return text + "\""
    }

    /// An identifier as is, anything else as a string literal.
    public static func nameOrString(_ value: String) -> String {
        let tokens = Lexer.tokenize(Array(value.utf8))
        let isName = tokens.count == 2 && tokens[0].kind == .identifier && tokens[0].range.length == value.utf8.count
        return isName ? value : string(value)
    }
}
