// The parser's message catalogue. Keep it alphabetical. Messages are lower-case and
// quote user tokens with ``DiagnosticMessage/quote(_:limit:)``. An `id` is the member's
// name and never changes once published.

extension DiagnosticMessage {
    static let ampersandJoinsOnlyTouches = Self(
        id: "ampersandJoinsOnlyTouches", text: "'&' can only join touches ('down', 'move', 'up', 'cancel')")

    static func characterNotAllowedInName(_ name: String, character: String) -> Self {
        Self(id: "characterNotAllowedInName",
             text: "name \(quote(name)) holds \(character), which is not a letter, a digit or '_'")
    }

    static func compatibilityCharacterInName(_ name: String, character: String) -> Self {
        Self(id: "compatibilityCharacterInName",
             text: "name \(quote(name)) holds \(character), a compatibility variant of an ordinary letter")
    }

    static func countTooSmall(_ noun: String, minimum: Int, found: String) -> Self {
        let rule = minimum == 0 ? "must not be negative" : "must be at least \(minimum)"
        return Self(id: "countTooSmall", text: "\(noun) \(rule), found \(quote(found))")
    }

    static func duplicateOption(_ name: String) -> Self {
        Self(id: "duplicateOption", text: "\(quote(name)) is written more than once")
    }

    static let durationNeedsUnit = Self(id: "durationNeedsUnit", text: "duration needs a unit")

    static func durationTooLong(_ written: String) -> Self {
        Self(id: "durationTooLong", text: "duration \(quote(written)) is too long")
    }

    static func durationTooPrecise(_ written: String) -> Self {
        Self(id: "durationTooPrecise", text: "duration \(quote(written)) is finer than a microsecond")
    }

    /// "expected WHAT [after CONTEXT][, found FOUND]"; `what` and `context` come quoted.
    static func expected(_ what: String, after context: String?, found: String?) -> Self {
        var text = "expected \(what)"
        if let context { text += " after \(context)" }
        if let found { text += ", found \(found)" }
        return Self(id: "expected", text: text)
    }

    static let expectedSingleStatement = Self(id: "expectedSingleStatement", text: "expected exactly one statement")

    static func expectedStatementEnd(found: String) -> Self {
        Self(id: "expectedStatementEnd", text: "expected the end of the statement, found \(found)")
    }

    static func expectedWholeNumber(_ noun: String, found: String) -> Self {
        Self(id: "expectedWholeNumber", text: "\(noun) must be a whole number, found \(quote(found))")
    }

    static func exponentNotSupported(_ written: String) -> Self {
        Self(id: "exponentNotSupported", text: "numbers are written without exponents, found \(quote(written))")
    }

    static func fingerOutOfRange(_ written: String) -> Self {
        Self(id: "fingerOutOfRange", text: "finger must be a whole number from 1 to 20, found \(quote(written))")
    }

    static let inViewOnlyForShouldReceive = Self(
        id: "inViewOnlyForShouldReceive", text: "'in VIEW' applies only to 'shouldReceive'")

    static func invisibleCharacterInName(_ name: String, character: String) -> Self {
        Self(id: "invisibleCharacterInName", text: "name \(quote(name)) holds the invisible character \(character)")
    }

    static func invalidUTF8(byte: UInt8) -> Self {
        let hex = String(byte, radix: 16, uppercase: true)
        return Self(id: "invalidUTF8", text: "line contains invalid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex))")
    }

    static func mixedScriptName(_ name: String, scripts: [String], character: String) -> Self {
        Self(id: "mixedScriptName",
             text: "name \(quote(name)) mixes \(list(scripts, conjunction: "and")) letters: \(character) is \(scripts.last ?? "")")
    }

    static func mustNotBeNegative(_ noun: String, found: String) -> Self {
        Self(id: "mustNotBeNegative", text: "\(noun) must not be negative, found \(quote(found))")
    }

    static func mustBePositive(_ noun: String, found: String) -> Self {
        Self(id: "mustBePositive", text: "\(noun) must be greater than zero, found \(quote(found))")
    }

    static func tooManyRows(_ noun: String, limit: Int, found: String) -> Self {
        Self(id: "tooManyRows",
             text: "a table or collection holds at most \(limit) \(noun) (they are virtual: that many cost what ten do), found \(quote(found))")
    }

    static func negativeDuration(_ written: String) -> Self {
        Self(id: "negativeDuration", text: "duration must not be negative, found \(quote(written))")
    }

    static func nestingTooDeep(limit: Int) -> Self {
        Self(id: "nestingTooDeep", text: "'repeat' blocks are nested more than \(limit) deep")
    }

    static let noneMustStandAlone = Self(
        id: "noneMustStandAlone", text: "'none' must be the only word after 'states'")

    /// A word for a value no number may have (`inf`, `nan`) where a number is read; `rule` says what is read there,
    /// with an example (``NumberRule``).
    static func notAFiniteNumber(_ written: String, rule: String) -> Self {
        Self(id: "notAFiniteNumber", text: "\(quote(written)) is not a number: \(rule)")
    }

    static func notATouchAction(_ word: String) -> Self {
        Self(id: "notATouchAction",
             text: "only touches ('down', 'move', 'up', 'cancel') can be joined with '&', found \(quote(word))")
    }

    static let nulByte = Self(id: "nulByte", text: "line contains a NUL byte")

    static func numberTooLarge(_ written: String) -> Self {
        Self(id: "numberTooLarge", text: "number \(quote(written)) is too large")
    }

    static let possibleIsNeverEntered = Self(
        id: "possibleIsNeverEntered",
        text: "a recognizer never enters 'possible' (it starts there and is reset to it); expect a state it reports")

    static func replCommandInScript(_ command: String) -> Self {
        Self(id: "replCommandInScript", text: "\(quote(command)) is a REPL command and cannot appear in a script")
    }

    static func samplingRateOutOfRange(_ written: String) -> Self {
        Self(id: "samplingRateOutOfRange", text: "'hz' must be a whole number from 1 to 1000, found \(quote(written))")
    }

    static func screenSizeNotPositive(_ written: String) -> Self {
        Self(id: "screenSizeNotPositive",
             text: "screen width and height must be greater than zero, found \(quote(written))")
    }

    static func secondViewKind(_ first: String, _ second: String) -> Self {
        Self(id: "secondViewKind", text: "a view has one kind: \(quote(first)) and \(quote(second)) were both given")
    }

    static func timingNeedsMove(_ word: String) -> Self {
        Self(id: "timingNeedsMove",
             text: "\(quote(word)) applies only to 'move' or to touches joined with '&'")
    }

    static let tooManyErrors = Self(id: "tooManyErrors", text: "too many errors; stopping here", severity: .note)

    static func tooManyStatements(limit: Int) -> Self {
        Self(id: "tooManyStatements", text: "the script has more than \(limit) statements; write long timelines with 'repeat'")
    }

    static let unclosedBlock = Self(
        id: "unclosedBlock", text: "expected '}' before the end of the file to close this block")

    static func unexpectedCharacter(_ description: String) -> Self {
        Self(id: "unexpectedCharacter", text: "unexpected character \(description)")
    }

    static func unexpectedInWord(_ character: String) -> Self {
        Self(id: "unexpectedInWord",
             text: "unexpected \(quote(character)) in the name; use letters, digits, '-' and '_'")
    }

    static func unexpectedUnit(_ written: String) -> Self {
        Self(id: "unexpectedUnit", text: "expected a plain number, found \(quote(written))")
    }

    static let unmatchedClosingBrace = Self(
        id: "unmatchedClosingBrace", text: "unexpected '}' without a matching 'repeat … {'")

    static func unknownOverrideMethod(_ word: String) -> Self {
        Self(id: "unknownOverrideMethod", text: "unknown scroll-view method \(quote(word)) to override ('touchesShouldBegin' or 'touchesShouldCancel')")
    }

    static func unknownDelegateMethod(_ word: String) -> Self {
        Self(id: "unknownDelegateMethod", text: "unknown delegate method \(quote(word))")
    }

    static func unknownDurationUnit(_ unit: String) -> Self {
        Self(id: "unknownDurationUnit", text: "unknown duration unit \(quote(unit)); use 'ms', 's' or 'us'")
    }

    static func unknownEscape(_ escape: String) -> Self {
        Self(id: "unknownEscape", text: "unknown escape \(quote(escape)) in a string; only '\\\"' and '\\\\' are allowed")
    }

    static func unknownExpectation(_ word: String) -> Self {
        Self(id: "unknownExpectation", text: "unknown expectation \(quote(word))")
    }

    static func unknownOption(_ word: String, statement: String, options: [String]) -> Self {
        Self(id: "unknownOption",
             text: "unexpected \(quote(word)) in \(quote(statement)); expected "
                + list(options.map { quote($0) }, conjunction: "or"))
    }

    static func unknownResponderCall(_ word: String) -> Self {
        Self(id: "unknownResponderCall",
             text: "unknown call \(quote(word)); use 'touchesBegan', 'touchesMoved', 'touchesEnded' or 'touchesCancelled', or for a scroll view 'scrollViewWillBeginDragging', 'scrollViewDidScroll', 'scrollViewWillEndDragging', 'scrollViewDidEndDragging', 'scrollViewWillBeginDecelerating', 'scrollViewDidEndDecelerating', 'scrollViewWillBeginZooming', 'scrollViewDidZoom', 'scrollViewDidEndZooming', 'touchesShouldCancel' or 'touchesShouldBegin'")
    }

    static func unknownScene(_ word: String) -> Self {
        Self(id: "unknownScene", text: "unknown app \(quote(word)); the app is 'touchtracker'")
    }

    static func unknownState(_ word: String) -> Self {
        Self(id: "unknownState",
             text: "unknown state \(quote(word)); use possible, began, changed, ended, recognized, cancelled or failed")
    }

    static func unknownStatement(_ word: String) -> Self {
        Self(id: "unknownStatement", text: "unknown statement \(quote(word))")
    }

    static func unknownSwipeDirection(_ word: String) -> Self {
        Self(id: "unknownSwipeDirection",
             text: "unknown swipe direction \(quote(word)); use 'left', 'right', 'up' or 'down'")
    }

    static let unterminatedString = Self(
        id: "unterminatedString", text: "unterminated string; a string must end with '\"' on the same line")
}

extension DiagnosticMessage {
    /// `a, b or c` (items already quoted).
    public static func list(_ items: [String], conjunction: String) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        default: return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
        }
    }

    /// `noun` with `a` or `an` in front (by its first letter).
    static func withArticle(_ noun: String) -> String {
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        return (noun.first.map { vowels.contains($0) } ?? false ? "an " : "a ") + noun
    }
}
