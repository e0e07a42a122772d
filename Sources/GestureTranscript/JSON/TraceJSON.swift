import GestureEngine
import GestureLanguage
import GestureScript
import TouchTracker

/// Renders a session's output as JSON lines: `gesturelab run --format jsonl`. One object per line, each with a
/// `kind`; every trace event, statement, note, line model, failed expectation and diagnostic the text transcript
/// shows has its object. The format is documented in `docs/trace-schema.md` and `docs/trace-schema.json`; its name
/// and version, `gesturelab-trace/1`, are the header line's `schema`. Fields are only ever added within a version.
///
/// Recognizers and views are named as scripts name them (never by index); times are virtual microseconds (`t`).
public struct TraceJSON {
    /// The schema's name and version, written in the header line.
    public static let schema = "gesturelab-trace/1"

    /// The script's name, as diagnostics and failure messages print it.
    public var fileName: String
    /// What the stream told so far: names for ids, and the clock that stamps lines other than trace events.
    public private(set) var scene = SceneTable()
    /// The scene's names as JSON strings, made when a trace batch first needs them after a scene event.
    private var encodedNames: EncodedNames?
    /// The texts that recur (methods, console lines, statements' sources) as JSON strings.
    private var texts = EncodedTexts()

    public init(fileName: String) {
        self.fileName = fileName
    }

    // MARK: - Lines

    /// The first line: `{"schema":"gesturelab-trace/1","kind":"header","version":…,"file":…}`.
    public func header() -> String {
        line([("schema", .string(Self.schema)), ("kind", "header"), ("version", .string(GestureLabVersion.string)),
              ("file", .string(fileName))])
    }

    /// The lines for one output item (several for a batch of trace events), each ending in a newline. Scene events
    /// and the clock print nothing under `gesturelab-trace/1` (docs/trace-schema.md): they name and stamp what follows.
    public mutating func render(_ output: SessionOutput) -> String {
        var out = TextBytes(capacity: 256)
        write(output, into: &out)
        return out.string
    }

    /// `render(_:)` appended to `out`: a run's JSON lines are written into one buffer (`ScriptRunner`), its trace
    /// events and statements member by member.
    mutating func write(_ output: SessionOutput, into out: inout TextBytes) {
        if scene.read(output) {
            if case .scene = output { encodedNames = nil }
            return
        }
        switch output {
        case .statement(let number, let text):
            // As `line` writes `[("t", …), ("kind", "statement"), ("line", …), ("source", …)]`.
            out.beginObject()
            out.key("t"); out.json(scene.now.microseconds)
            out.key("kind"); out.json("statement" as StaticString)
            out.key("line"); out.json(number)
            out.key("source"); texts.write(text, key: number, into: &out)
            out.endObject()
            out.newline()
        case .trace(let events):
            let names = scene.recognizerNames, viewNames = scene.viewNames
            let encoded = encodedNames ?? EncodedNames(names: names, viewNames: viewNames)
            encodedNames = encoded
            // Timer bookkeeping (`GestureEnvironment.tracesTimers`) is not part of `gesturelab-trace/1`.
            // The batch and an index, not the event: handed an event of the batch (`for e in events`, or
            // `events[i]`), the writer got a copy of it, its payload retained and released.
            for i in events.indices where !events[i].isTimerBookkeeping {
                write(events, at: i, names: names, viewNames: viewNames, encoded: encoded, into: &out)
                out.newline()
            }
        default:
            out.append(renderOther(output))
        }
    }

    /// The lines of an output other than a statement or a trace batch.
    private func renderOther(_ output: SessionOutput) -> String {
        let now = t(scene.now)
        switch output {
        case .statement, .trace:
            return ""  // `write(_:into:)` writes them.
        case .expectationFailure(let f):
            return line(expectationFailure(f, time: scene.now))
        case .model(let m), .modelStep(let m):
            // A model in the middle of a statement (at the event that changed it) has the same keys.
            return line([("t", now), ("kind", "model")] + Self.model(m))
        case .iteration(let number, let count, _):
            return line([("t", now), ("kind", "iteration"), ("number", .int(number)), ("count", .int(count))])
        case .repeatEnd(let count, let events, let span, _):
            return line([("t", now), ("kind", "note"),
                         ("text", .string(TranscriptFormatter.repeatEndText(count: count, events: events, span: span)))])
        case .note(let text):
            return line([("t", now), ("kind", "note"), ("text", .string(text))])
        case .show(let report):
            return line([("t", now), ("kind", "show"), ("request", .string(report.request)),
                         ("lines", .strings(ShowFormatter().lines(report)))])
        case .error, .scene, .clock, .summary:
            return ""  // Diagnostics are written by `diagnostic(_:in:time:)`, with their file for line and column.
        }
    }

    /// A diagnostic (a syntax or runtime error, a warning) as a `diagnostic` line.
    public func diagnostic(_ d: Diagnostic, in file: SourceFile, time: VirtualTime) -> String {
        let start = file.location(of: d.range.start)
        let end = file.location(of: d.range.end)
        let text = "\(file.name):\(start.line):\(start.column): \(d.severity.rawValue): \(d.message)"
        return line([("t", t(time)), ("kind", "diagnostic"), ("severity", .string(d.severity.rawValue)), ("id", .string(d.id)),
                     ("message", .string(d.message)), ("line", .int(start.line)), ("column", .int(start.column)),
                     ("endLine", .int(end.line)), ("endColumn", .int(end.column)), ("suggestion", .optional(d.suggestion)),
                     ("notes", .strings(d.notes.map(\.message))), ("text", .string(text))])
    }

    /// The last line of a script's trace: how the run ended.
    public func end(status: ExitStatus, time: VirtualTime, expectationsChecked: Int, expectationFailures: Int, events: Int) -> String {
        let name: String =
            switch status {
            case .ok: "ok"
            case .expectationFailed: "expectationFailed"
            case .scriptError: "scriptError"
            case .noTests: "noTests"
            case .usage: "usage"
            }
        return line([("t", t(time)), ("kind", "end"), ("status", .string(name)), ("exitCode", .int(Int(status.rawValue))),
                     ("expectationsChecked", .int(expectationsChecked)), ("expectationFailures", .int(expectationFailures)),
                     ("events", .int(events))])
    }

    private func line(_ members: [(String, JSONValue)]) -> String {
        var out = TextBytes(capacity: 256)
        out.json(.object(members))
        out.newline()
        return out.string
    }

    private func t(_ time: VirtualTime) -> JSONValue { .integer(time.microseconds) }

    private func expectationFailure(_ f: ExpectationFailure, time: VirtualTime) -> [(String, JSONValue)] {
        [("t", t(time)), ("kind", "expectationFailed"), ("line", .int(f.line)), ("expected", .string(f.expected)),
         ("actual", .string(f.actual)), ("note", .optional(f.explanation)), ("iteration", f.iteration.map(JSONValue.int) ?? .null),
         ("message", .string("\(fileName):\(f.line): expectation failed: expected \(f.expected), got \(f.actual)"))]
    }

    // MARK: - Trace events

    /// One trace event as an object's members (`t` and `kind` first).
    public func object(for e: TraceEvent, scene: SceneTable) -> [(String, JSONValue)] {
        object(for: e, names: scene.recognizerNames, viewNames: scene.viewNames)
    }

    /// `object(for:scene:)` with the recognizer and view names by index.
    func object(for e: TraceEvent, names: [String], viewNames: [String]) -> [(String, JSONValue)] {
        func r(_ id: RecognizerID) -> JSONValue { .string(id.index < names.count ? names[id.index] : "#\(id.index)") }
        func v(_ id: ViewID) -> JSONValue { .string(id.index < viewNames.count ? viewNames[id.index] : "#\(id.index)") }
        let time = t(e.time)
        switch e {
        case .touchEvent(_, let changes):
            let touches = changes.map { c -> JSONValue in
                .object([("finger", .int(c.finger)), ("phase", .string(c.phase.description)), ("location", Self.point(c.location)),
                         ("view", v(c.view))])
            }
            return [("t", time), ("kind", "touch"), ("touches", .array(touches))]
        case .timerFired(_, let id, let timer):
            return [("t", time), ("kind", "timer"), ("recognizer", r(id)), ("timer", .string(timer.description))]
        case .touchRejected(_, let id, let finger, let reason):
            return [("t", time), ("kind", "rejected"), ("recognizer", r(id)), ("finger", .int(finger)),
                    ("reason", .string(Self.reasonName(reason).description)), ("text", .string(Self.reasonText(reason)))]
        case .transition(_, let id, let from, let to, let cause):
            return [("t", time), ("kind", "transition"), ("recognizer", r(id)), ("from", .string(from.description)),
                    ("to", .string(to.description)), ("cause", cause.map { Self.cause($0, names: names, viewNames: viewNames) } ?? .null)]
        case .waiting(_, let id, let wouldBe, let blockers):
            return [("t", time), ("kind", "waiting"), ("recognizer", r(id)), ("wouldBe", .string(wouldBe.description)),
                    ("blockedBy", .array(blockers.map(r)))]
        case .action(_, let id, let state, let method):
            return [("t", time), ("kind", "action"), ("recognizer", r(id)), ("state", .string(state.description)),
                    ("method", .string(method))]
        case .viewCall(_, let view, let call, let fingers, let delivery):
            let (how, since, by): (String, JSONValue, JSONValue) =
                switch delivery {
                case .live: ("live", .null, .null)
                case .released(let original): ("released", t(original), .null)
                case .cancelledBy(let id): ("cancelled", .null, r(id))
                }
            return [("t", time), ("kind", "view"), ("view", v(view)), ("call", .string(call.responderMethod)), ("fingers", .ints(fingers)),
                    ("delivery", .string(how)), ("withheldSince", since), ("cancelledBy", by)]
        case .passedOn(_, let from, let to, let call, let fingers):
            return [("t", time), ("kind", "passedOn"), ("view", v(to)), ("call", .string(call.responderMethod)),
                    ("fingers", .ints(fingers)), ("from", v(from))]
        case .withheld(_, let view, let phase, let fingers, let by):
            return [("t", time), ("kind", "withheld"), ("view", v(view)), ("call", .string(phase.responderMethod)),
                    ("fingers", .ints(fingers)), ("by", .array(by.map(r)))]
        case .dropped(_, let view, let phases, let fingers, let by):
            return [("t", time), ("kind", "dropped"), ("view", v(view)), ("calls", .strings(phases.map(\.responderMethod))),
                    ("fingers", .ints(fingers)), ("by", r(by))]
        case .reset(_, let ids):
            return [("t", time), ("kind", "reset"), ("recognizers", .array(ids.map(r)))]
        case .log(_, let text):
            return [("t", time), ("kind", "log"), ("line", .string(text))]
        case .controlEvent(_, let view, let event):
            return [("t", time), ("kind", "control"), ("view", v(view)), ("event", .string(event))]
        case .delegateAnswer(_, let id, let method, let other, let answer):
            return [("t", time), ("kind", "delegate"), ("recognizer", r(id)), ("method", .string(method)),
                    ("other", other.map(r) ?? .null), ("answer", .bool(answer))]
        case .scrolled(_, let view, let offset, let decelerating):
            return [("t", time), ("kind", "scroll"), ("view", v(view)), ("contentOffset", Self.point(offset)),
                    ("decelerating", .bool(decelerating))]
        case .contentTouchAnswer(_, let scrollView, let method, let view, let answer, let overridden):
            return [("t", time), ("kind", "contentTouch"), ("scrollView", v(scrollView)), ("method", .string(method.name)),
                    ("view", v(view)), ("answer", .bool(answer)), ("overridden", .bool(overridden))]
        // Not written as lines (`render` leaves them out); named here for a reader of the objects.
        case .timerScheduled(_, let id, let timer, let deadline):
            return [("t", time), ("kind", "timerScheduled"), ("recognizer", r(id)), ("timer", .string(timer.description)),
                    ("deadline", t(deadline))]
        case .timerCancelled(_, let id, let timer):
            return [("t", time), ("kind", "timerCancelled"), ("recognizer", r(id)), ("timer", .string(timer.description))]
        }
    }

    /// `object(for:session:)` written as its JSON object, member by member, without building the object: the
    /// trace is most of what `--format jsonl` writes. `names` and `viewNames` are the scene's, by index. The
    /// bytes are the object's encoding (a test compares the two for every event of the examples).
    func write(_ e: TraceEvent, names: [String], viewNames: [String], into out: inout TextBytes) {
        var writer = self
        writer.write([e], at: 0, names: names, viewNames: viewNames, encoded: EncodedNames(names: names, viewNames: viewNames),
                     into: &out)
    }

    /// `write(_:names:viewNames:into:)` of the event at `i` of a batch, read where it lies (`switch events[i]`),
    /// with the names also as JSON strings (`encoded`, made from the same lists) and the texts that recur copied
    /// from `texts`. (Mutating, for `texts`: a method that read `self` while a member was passed `inout` would work on
    /// a copy, and every text would copy the cache.)
    @inline(never)
    private mutating func write(_ events: [TraceEvent], at i: Int, names: [String], viewNames: [String], encoded: EncodedNames,
                                into out: inout TextBytes) {
        func r(_ id: RecognizerID) {
            if id.index < encoded.recognizers.count { out.json(encoded: encoded.bytes, encoded.recognizers[id.index]) } else { out.json("#\(id.index)") }
        }
        func v(_ id: ViewID) {
            if id.index < encoded.views.count { out.json(encoded: encoded.bytes, encoded.views[id.index]) } else { out.json("#\(id.index)") }
        }
        func fingers(_ f: [Int]) {
            out.beginArray()
            for finger in f { out.json(finger) }
            out.endArray()
        }
        out.beginObject()
        out.key("t")
        out.json(time: events[i].time.microseconds)
        out.key("kind")
        switch events[i] {
        case .touchEvent(_, let changes):
            out.json("touch")
            out.key("touches")
            out.beginArray()
            for c in changes {
                out.beginObject()
                out.key("finger"); out.json(c.finger)
                out.key("phase"); out.json(Self.name(of: c.phase))
                out.key("location"); out.json(c.location)
                out.key("view"); v(c.view)
                out.endObject()
            }
            out.endArray()
        case .timerFired(_, let id, let timer):
            out.json("timer")
            out.key("recognizer"); r(id)
            out.key("timer"); texts.write(timer.description, key: id.index, into: &out)
        case .transition(_, let id, let from, let to, let cause):
            out.json("transition")
            out.key("recognizer"); r(id)
            out.key("from"); out.json(Self.name(of: from))
            out.key("to"); out.json(Self.name(of: to))
            out.key("cause")
            if let cause {
                Self.write(cause, names: names, viewNames: viewNames, encoded: encoded, texts: &texts, into: &out)
            } else {
                out.jsonNull()
            }
        case .action(_, let id, let state, let method):
            out.json("action")
            out.key("recognizer"); r(id)
            out.key("state"); out.json(Self.name(of: state))
            out.key("method"); texts.write(method, key: id.index, into: &out)
        case .viewCall(_, let view, let call, let f, let delivery):
            out.json("view")
            out.key("view"); v(view)
            out.key("call"); out.json(Self.responderMethod(call))
            out.key("fingers"); fingers(f)
            switch delivery {
            case .live:
                out.key("delivery"); out.json("live")
                out.key("withheldSince"); out.jsonNull()
                out.key("cancelledBy"); out.jsonNull()
            case .released(let original):
                out.key("delivery"); out.json("released")
                out.key("withheldSince"); out.json(original.microseconds)
                out.key("cancelledBy"); out.jsonNull()
            case .cancelledBy(let id):
                out.key("delivery"); out.json("cancelled")
                out.key("withheldSince"); out.jsonNull()
                out.key("cancelledBy"); r(id)
            }
        case .passedOn(_, let from, let to, let call, let f):
            out.json("passedOn")
            out.key("view"); v(to)
            out.key("call"); out.json(Self.responderMethod(call))
            out.key("fingers"); fingers(f)
            out.key("from"); v(from)
        case .withheld(_, let view, let phase, let f, let by):
            out.json("withheld")
            out.key("view"); v(view)
            out.key("call"); out.json(Self.responderMethod(phase))
            out.key("fingers"); fingers(f)
            out.key("by")
            out.beginArray()
            for id in by { r(id) }
            out.endArray()
        case .reset(_, let ids):
            out.json("reset")
            out.key("recognizers")
            out.beginArray()
            for id in ids { r(id) }
            out.endArray()
        case .log(_, let text):
            out.json("log")
            out.key("line"); texts.write(text, key: 0, into: &out)
        // In every run of taps: a tap waiting for a double tap, the second touch it rejects while not yet reset,
        // the calls the double tap drops.
        case .touchRejected(_, let id, let finger, let reason):
            out.json("rejected")
            out.key("recognizer"); r(id)
            out.key("finger"); out.json(finger)
            out.key("reason"); out.json(Self.reasonName(reason))
            out.key("text"); out.json(Self.reasonWords(reason))
        case .waiting(_, let id, let wouldBe, let blockers):
            out.json("waiting")
            out.key("recognizer"); r(id)
            out.key("wouldBe"); out.json(Self.name(of: wouldBe))
            out.key("blockedBy")
            out.beginArray()
            for id in blockers { r(id) }
            out.endArray()
        case .dropped(_, let view, let phases, let f, let by):
            out.json("dropped")
            out.key("view"); v(view)
            out.key("calls")
            out.beginArray()
            for phase in phases { out.json(Self.responderMethod(phase)) }
            out.endArray()
            out.key("fingers"); fingers(f)
            out.key("by"); r(by)
        case .controlEvent, .delegateAnswer, .timerScheduled, .timerCancelled, .scrolled, .contentTouchAnswer:
            // Rare: written from their object, after the `t` and `kind` already written.
            let members = Array(object(for: events[i], names: names, viewNames: viewNames).dropFirst())
            out.json(members[0].1)
            for (name, value) in members.dropFirst() {
                out.key(name)
                out.json(value)
            }
        }
        out.endObject()
    }

    // MARK: - Parts

    static func point(_ p: Point) -> JSONValue { .object([("x", .number(p.x)), ("y", .number(p.y))]) }

    /// The scene's recognizer and view names as JSON strings, quotes and escapes included, by index: a trace event
    /// names one or two, and each is escaped once per scene change instead of once per event. The strings lie one
    /// after another in one array (`bytes`), found by their ranges: an array per name was retained and released
    /// every time an event named it.
    struct EncodedNames {
        var bytes: [UInt8]
        var recognizers: [Range<Int>]
        var views: [Range<Int>]

        init(names: [String], viewNames: [String]) {
            var out = TextBytes(capacity: 64)
            func encoded(_ name: String) -> Range<Int> {
                let start = out.count
                out.json(name)
                out.newline()  // No comma before the next name; the newline is not in the range.
                return start..<out.count - 1
            }
            recognizers = names.map(encoded)
            views = viewNames.map(encoded)
            bytes = out.bytes
        }
    }

    /// `state.description`, as a literal (written without looking for characters to escape).
    static func name(of state: GestureState) -> StaticString {
        switch state {
        case .possible: "possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: "ended"
        case .cancelled: "cancelled"
        case .failed: "failed"
        }
    }

    /// `phase.description`, as a literal.
    static func name(of phase: TouchPhase) -> StaticString {
        switch phase {
        case .began: "began"
        case .moved: "moved"
        case .stationary: "stationary"
        case .ended: "ended"
        case .cancelled: "cancelled"
        }
    }

    /// `phase.responderMethod`, as a literal.
    static func responderMethod(_ phase: TouchPhase) -> StaticString {
        switch phase {
        case .began: "touchesBegan"
        case .moved: "touchesMoved"
        case .stationary: "touchesStationary"
        case .ended: "touchesEnded"
        case .cancelled: "touchesCancelled"
        }
    }


    /// A rejection's `reason` member, as a literal.
    static func reasonName(_ r: TraceEvent.RejectReason) -> StaticString {
        switch r {
        case .disabled: "disabled"
        case .notPossible: "notPossible"
        case .exclusiveTouch: "exclusiveTouch"
        case .delegateShouldReceive: "shouldReceive"
        }
    }

    /// Why a recognizer did not receive a touch, in words (as the transcript says it).
    public static func reasonText(_ r: TraceEvent.RejectReason) -> String { reasonWords(r).description }

    /// `reasonText(r)` as a literal (plain ASCII, written without looking for characters to escape).
    static func reasonWords(_ r: TraceEvent.RejectReason) -> StaticString {
        switch r {
        case .disabled: "isEnabled is false"
        case .notPossible: "it has not reset yet"
        case .exclusiveTouch: "an exclusiveTouch view is tracking a finger"
        case .delegateShouldReceive: "its delegate's shouldReceive answered false"
        }
    }

    /// A threshold's unit as the `unit` member writes it.
    static func name(of unit: Cause.Unit) -> StaticString {
        switch unit {
        case .points: "pt"
        case .degrees: "deg"
        case .seconds: "s"
        case .pointsPerSecond: "pt/s"
        case .none: ""
        }
    }

    /// A threshold's comparison as the `comparison` member writes it.
    static func name(of comparison: Cause.Comparison) -> StaticString {
        switch comparison {
        case .greater: ">"
        case .greaterOrEqual: ">="
        case .less: "<"
        case .lessOrEqual: "<="
        }
    }

    /// A cause as an object: `type`, its fields, and `text` (the transcript's words).
    static func cause(_ c: Cause, names: [String], viewNames: [String]) -> JSONValue {
        func r(_ id: RecognizerID) -> JSONValue { .string(id.index < names.count ? names[id.index] : "#\(id.index)") }
        var members: [(String, JSONValue)]
        switch c {
        case .threshold(let property, let limit, let actual, let unit, let comparison):
            members = [("type", "threshold"), ("property", .string(property.description)), ("limit", .number(limit)), ("actual", .number(actual)),
                       ("unit", .string(name(of: unit).description)), ("comparison", .string(name(of: comparison).description))]
        case .timerElapsed(let property, let duration):
            members = [("type", "timerElapsed"), ("property", .string(property.description)), ("duration", .integer(duration.microseconds))]
        case .touchCount(let property, let required, let actual):
            members = [("type", "touchCount"), ("property", .string(property.description)), ("required", .int(required)), ("actual", .int(actual))]
        case .tapCount(let required):
            members = [("type", "tapCount"), ("required", .int(required))]
        case .touchesEnded:
            members = [("type", "touchesEnded")]
        case .touchesCancelled:
            members = [("type", "touchesCancelled")]
        case .wrongDirection(let allowed, let moved):
            members = [("type", "wrongDirection"), ("allowed", .string(allowed.description)), ("moved", .string(moved.description))]
        case .shouldBeginFalse(let who):
            members = [("type", "shouldBeginFalse"), ("answeredBy", .string(CauseText.refuser(who, viewNames: viewNames)))]
        case .requiredRecognizerRecognized(let id):
            members = [("type", "requiredRecognizerRecognized"), ("recognizer", r(id))]
        case .cycleRecognizedFirst(let winner, _):
            members = [("type", "cycleRecognizedFirst"), ("recognizer", r(winner))]
        case .cycleFreed(let failed, _):
            members = [("type", "cycleFreed"), ("recognizer", r(failed))]
        case .excludedBy(let id):
            members = [("type", "excludedBy"), ("recognizer", r(id))]
        case .disabled:
            members = [("type", "disabled")]
        case .note(let text):
            members = [("type", "note"), ("detail", .string(text.description))]
        case .contentTouchRefused(let scroll, let view):
            members = [("type", "contentTouchRefused"), ("scrollView", .string(CauseText.viewName(scroll, viewNames))),
                       ("view", .string(CauseText.viewName(view, viewNames)))]
        case .contentTouchesKept(let scroll, let view):
            members = [("type", "contentTouchesKept"), ("scrollView", .string(CauseText.viewName(scroll, viewNames))),
                       ("view", view.map { .string(CauseText.viewName($0, viewNames)) } ?? .null)]
        case .resetByScrollViewPan(let pan):
            members = [("type", "resetByScrollViewPan"), ("recognizer", r(pan))]
        }
        members.append(("text", .string(CauseText.describe(c, names: names, viewNames: viewNames))))
        return .object(members)
    }

    /// `cause(c, …)` written member by member, without building the object (a transition's cause is on most of the
    /// transitions a run writes). The bytes are the object's encoding (the test of every example's events compares).
    static func write(_ c: Cause, names: [String], viewNames: [String], encoded: EncodedNames, texts: inout EncodedTexts,
                      into out: inout TextBytes) {
        func r(_ id: RecognizerID) {
            if id.index < encoded.recognizers.count { out.json(encoded: encoded.bytes, encoded.recognizers[id.index]) } else { out.json("#\(id.index)") }
        }
        out.beginObject()
        out.key("type")
        switch c {
        case .timerElapsed(let property, let duration):
            out.json("timerElapsed")
            out.key("property"); texts.write(property.description, key: Int(property.rawValue), into: &out)
            out.key("duration"); out.json(duration.microseconds)
        case .touchCount(let property, let required, let actual):
            out.json("touchCount")
            out.key("property"); texts.write(property.description, key: Int(property.rawValue), into: &out)
            out.key("required"); out.json(required)
            out.key("actual"); out.json(actual)
        case .tapCount(let required):
            out.json("tapCount")
            out.key("required"); out.json(required)
        case .touchesEnded:
            out.json("touchesEnded")
        case .touchesCancelled:
            out.json("touchesCancelled")
        case .requiredRecognizerRecognized(let id):
            out.json("requiredRecognizerRecognized")
            out.key("recognizer"); r(id)
        case .cycleRecognizedFirst(let winner, _):
            out.json("cycleRecognizedFirst")
            out.key("recognizer"); r(winner)
        case .cycleFreed(let failed, _):
            out.json("cycleFreed")
            out.key("recognizer"); r(failed)
        case .excludedBy(let id):
            out.json("excludedBy")
            out.key("recognizer"); r(id)
        case .disabled:
            out.json("disabled")
        case .resetByScrollViewPan(let pan):
            out.json("resetByScrollViewPan")
            out.key("recognizer"); r(pan)
        case .threshold(let property, let limit, let actual, let unit, let comparison):
            // A pan's and a long press's movement: in every drag.
            out.json("threshold")
            out.key("property"); texts.write(property.description, key: Int(property.rawValue), into: &out)
            out.key("limit"); out.json(number: limit)
            out.key("actual"); out.json(number: actual)
            out.key("unit"); out.json(name(of: unit))
            out.key("comparison"); out.json(name(of: comparison))
        case .wrongDirection, .shouldBeginFalse, .note, .contentTouchRefused, .contentTouchesKept:
            // Rarer: written from their object, after the `type` already written.
            guard case .object(let members) = cause(c, names: names, viewNames: viewNames) else { return }
            out.json(members[0].1)
            for (name, value) in members.dropFirst() {
                out.key(name)
                out.json(value)
            }
            out.endObject()
            return
        }
        out.key("text")
        CauseText.writeJSON(c, names: names, viewNames: viewNames, encoded: encoded, into: &out)
        out.endObject()
    }

    /// The TouchTracker line model's members.
    static func model(_ m: ModelSnapshot) -> [(String, JSONValue)] {
        func line(_ l: Line) -> [(String, JSONValue)] {
            [("from", point(l.begin)), ("to", point(l.end)), ("color", .optional(l.color)),
             ("width", l.width.map(JSONValue.number) ?? .null)]
        }
        let finished = m.finishedLines.map { JSONValue.object(line($0)) }
        let current = m.currentLines.map { JSONValue.object([("finger", .int($0.finger))] + line($0.line)) }
        let menu: JSONValue = .object([("visible", .bool(m.menuVisible)), ("items", .strings(m.menuItems)),
                                       ("at", m.menuTarget.map(point) ?? .null)])
        return [("lines", .array(finished)), ("current", .array(current)), ("selected", m.selectedLineIndex.map(JSONValue.int) ?? .null),
                ("menu", menu), ("colorPanelVisible", .bool(m.colorPanelVisible)), ("color", .optional(m.currentColor))]
    }
}
