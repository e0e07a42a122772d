import Foundation
import GestureEngine
@testable import GestureScript
import GestureSupport
@testable import GestureTranscript
import Testing

/// The renderers that write bytes (`TextBytes`: the `all` transcript, steps, JSON lines) write exactly what the
/// `String` functions they stand in for write.
struct TextBytesTests {
    static let numbers: [Double] = [0, -0.0, 1, -1, 0.5, 16.666666, -16.6666, 100.05, 99.95, 1e11, 999_999_999_999, 1e12 + 0.5,
                                    1e15, -1e15, 1e20, 123.4564, 0.0004, -0.0004, .nan, .infinity, -.infinity, 2.5e-7, 1234567.891]

    @Test func numbersAsFormatNumberWritesThem() {
        for d in Self.numbers {
            for decimals in [1, 3] {
                var out = TextBytes()
                out.append(number: d, decimals: decimals)
                #expect(out.string == formatNumber(d, decimals: decimals), "\(d), \(decimals) decimals")
            }
            var json = TextBytes()
            json.json(number: d)
            #expect(json.string == JSONValue.number(d), "\(d)")
        }
    }

    /// Decimals around every rounding step (`append(number:decimals:)` writes them as `formatNumber` computes them),
    /// and points, whose whole coordinates take a shorter way to their digits.
    @Test func decimalsAndPointsAsFormatNumberWritesThem() {
        var values: [Double] = [12.649, 106.5, 0.05, 0.95, 2.675, 1.0005, -1.0005, 0.9995, -0.9995, 9.95, 99.99951,
                                1e12 + 0.25, 1e12 - 0.0625, 999_999_999_999_999.9, -999_999_999_999_999.9, 1e9, 1e9 - 1,
                                1e9 + 0.5, 4e9, 0.001, -0.001, 0.0005, -0.0005, 0.00049, -0.0, .ulpOfOne, 5e-324]
        for k in -2000...2000 { values += [Double(k) * 0.0005, Double(k) * 0.05 + 0.0004999, Double(k) / 3] }
        for k in 0..<500 { values.append(sin(Double(k)) * pow(10, Double(k % 14))) }
        for d in values {
            for decimals in [0, 1, 2, 3] {
                var out = TextBytes()
                out.append(number: d, decimals: decimals)
                #expect(out.string == formatNumber(d, decimals: decimals), "\(d), \(decimals) decimals")
            }
            var point = TextBytes()
            point.json(Point(x: d, y: -d))
            #expect(point.string == JSONValue.object([("x", .number(d)), ("y", .number(-d))]).encoded, "\(d)")
        }
    }

    @Test func integersAndTimes() {
        for i: Int64 in [0, 1, -1, 9, 10, -10, 999, 1000, 10_000_000, -10_000_000, 10_000_001, Int64.max, Int64.min, 16_667, -16_667, 20_000_000] {
            var out = TextBytes()
            out.append(i)
            #expect(out.string == String(i))
            var time = TextBytes()
            time.append(microseconds: i)
            #expect(time.string == formatMicroseconds(i), "\(i)")
        }
    }

    /// Digits of every length, each power of ten and its neighbours (`UnsafeByteStorage.appendDigits` writes two at a
    /// time from the last).
    @Test func integersOfEveryLength() {
        var values: [Int64] = [Int64.max, Int64.min, Int64.max - 1, Int64.min + 1]
        var power: Int64 = 1
        for _ in 0..<19 {
            values += [power - 1, power, power + 1, -power, -(power - 1), power * 5 + 7]
            if power <= Int64.max / 10 { power *= 10 }
        }
        for i in values {
            var out = TextBytes(capacity: 1)
            out.append(i)
            #expect(out.string == String(i))
        }
    }

    /// A cause's words written as bytes (`CauseText.write`, the `all` transcript's) are `CauseText.describe`'s, for
    /// every cause it writes itself, names missing from the scene too; and written as a JSON string in place
    /// (`CauseText.writeJSON`, the JSON lines' `text`), they are `json(_: String)` of those words, names with
    /// characters to escape too.
    @Test func causeWordsAsDescribeWordsThem() {
        let names = ["pan", "doubleTap", "ünïcode", "say \"hi\"\u{1B}[2J\u{202E}", "\u{600}"]
        let r = { RecognizerID(index: $0) }
        let causes: [Cause] = [
            .touchesEnded, .touchesCancelled, .tapCount(required: 0), .tapCount(required: 1), .tapCount(required: 2),
            .timerElapsed(property: .maximumIntervalBetweenSuccessiveTaps, duration: TimeSpan(microseconds: 350_000)),
            .timerElapsed(property: .minimumPressDuration, duration: TimeSpan(microseconds: 1_500)),
            .timerElapsed(property: .maximumDuration, duration: TimeSpan(microseconds: 20_000_000)),
            .requiredRecognizerRecognized(r(1)), .requiredRecognizerRecognized(r(7)), .excludedBy(r(0)), .excludedBy(r(9)),
            .excludedBy(r(2)), .tapCount(required: 12), .disabled, .resetByScrollViewPan(r(0)), .excludedBy(r(3)),
            .requiredRecognizerRecognized(r(3)), .excludedBy(r(4)), .resetByScrollViewPan(r(3)),
            .cycleRecognizedFirst(winner: r(3), loser: r(4)), .cycleFreed(failed: r(4), freed: r(3)),
            .touchCount(property: .numberOfTouchesRequired, required: 2, actual: 1), .wrongDirection(allowed: .left, moved: .up),
            .note(.edgesEmpty), .shouldBeginFalse(answeredBy: .delegate),
        ] + [Cause.Unit.points, .degrees, .seconds, .pointsPerSecond, .none].flatMap { unit in
            [(10.0, 12.0, Cause.Comparison.greaterOrEqual), (10, 12.649, .greater), (0.5, 0.25, .less), (-3, -3.05, .lessOrEqual),
             (1e13, 123.456, .greater)].map { limit, actual, comparison in
                Cause.threshold(property: .hysteresis, limit: limit, actual: actual, unit: unit, comparison: comparison)
            }
        }
        for c in causes {
            let words = CauseText.describe(c, names: names)
            var out = TextBytes()
            CauseText.write(c, names: names, viewNames: [], into: &out)
            #expect(out.string == words, "\(c)")
            var json = TextBytes()
            CauseText.writeJSON(c, names: names, viewNames: [], encoded: TraceJSON.EncodedNames(names: names, viewNames: []),
                                into: &json)
            var expected = TextBytes()
            expected.json(words)
            #expect(json.string == expected.string, "\(c)")
        }
        // After a member, the comma is written once.
        var members = TextBytes()
        members.beginObject()
        members.key("a"); members.json(1)
        members.key("text"); members.jsonString { $0.append(jsonContent: "say \"hi\"") }
        members.endObject()
        #expect(members.string == #"{"a":1,"text":"say \"hi\""}"#)
    }

    /// The literals the JSON lines and the `all` transcript write for states and phases are the engine's words.
    @Test func literalNamesAreTheEnginesWords() {
        for state in GestureState.allCases { #expect(TraceJSON.name(of: state).description == state.description) }
        for phase in TouchPhase.allCases {
            #expect(TraceJSON.name(of: phase).description == phase.description)
            #expect(TraceJSON.responderMethod(phase).description == phase.responderMethod)
        }
    }

    /// A step's time written as bytes (`RoundedTime.write`) is the text it was built as before, with `String`s:
    /// milliseconds rounded to 0.1, half away from zero, or `formatMicroseconds` on a whole millisecond.
    @Test func roundedTimesAsTheirStringFormula() {
        func reference(_ us: Int64) -> String {
            if us % 1000 == 0 { return formatMicroseconds(us) }
            let tenths = us >= 0 ? (us + 50) / 100 : (us - 50) / 100
            let whole = tenths / 10
            let frac = abs(tenths % 10)
            let sign = (tenths < 0 && whole == 0) ? "-" : ""
            return frac == 0 ? "\(sign)\(whole)ms" : "\(sign)\(whole).\(frac)ms"
        }
        for us: Int64 in [0, 1, 49, 50, 99, 949, 950, 999, 1000, 16_666, 16_667, 99_949, 99_950, 99_960, 283_333, 1_000_050,
                          10_000_000, 10_000_040, 12_345_678_901, -1, -49, -50, -949, -950, -16_666, -99_960, -1_000_050,
                          -10_000_000, Int64.max / 2, -Int64.max / 2] {
            var out = TextBytes()
            RoundedTime.write(VirtualTime(microseconds: us), into: &out)
            #expect(out.string == reference(us), "\(us)")
            #expect(RoundedTime.text(VirtualTime(microseconds: us)) == reference(us), "\(us)")
        }
    }

    @Test func jsonStringsAsJSONTextWritesThem() {
        for s in ["", "plain", "quote \" and \\ backslash", "new\nline\ttab", "\u{1B}[2J", "\u{7F}", "\u{85}", "é ü ß", "\u{61C}",
                  "\u{202E}evil", "\u{2028}", "emoji 👍🏽", "<&>", "\u{0}"] {
            var out = TextBytes()
            out.json(s)
            var expected = ""
            JSONText.append(s, to: &expected)
            #expect(out.string == expected, "\(s.debugDescription)")
        }
    }

    @Test func jsonValuesAsTheyEncode() {
        let value: JSONValue = .object([("a", .null), ("b\u{1B}", .bool(true)), ("c", .integer(-5)), ("d", .wideInteger(Int128(Int64.max) * 4)),
                                        ("e", .number(16.6666)), ("f", .string("x\ny")), ("g", .array([.array([]), .object([]), 1, "z"])),
                                        ("h", .object([("i", .number(.nan)), ("j", .number(1e20))])),
                                        ("k", .exactNumber(0.123456789012)), ("l", .exactNumber(.infinity))])
        var out = TextBytes()
        out.json(value)
        #expect(out.string == value.encoded)
    }

    /// The rejections, waits and drops, which `TraceJSON.write` writes member by member, in forms the examples may
    /// not have (every reason, no blocker or several, several calls, an unnamed recognizer): the bytes are the
    /// encoding of their objects.
    @Test func rejectionsWaitsAndDropsAsTheirObjects() {
        let names = ["tap", "double \"tap\"\u{1B}"], viewNames = ["window", "v\u{202E}"]
        let r = { RecognizerID(index: $0) }, v = { ViewID(index: $0) }, t = VirtualTime(microseconds: 1_290_000)
        let reasons: [TraceEvent.RejectReason] = [.disabled, .notPossible, .exclusiveTouch, .delegateShouldReceive]
        let events: [TraceEvent] =
            reasons.map { .touchRejected(time: t, recognizer: r(0), finger: 1, reason: $0) } + [
                .touchRejected(time: t, recognizer: r(5), finger: 12, reason: .notPossible),
                .waiting(time: t, recognizer: r(0), wouldBe: .ended, blockedBy: [r(1)]),
                .waiting(time: t, recognizer: r(1), wouldBe: .began, blockedBy: []),
                .waiting(time: t, recognizer: r(0), wouldBe: .ended, blockedBy: [r(1), r(7), r(0)]),
                .dropped(time: t, view: v(0), phases: [.began], fingers: [1], by: r(1)),
                .dropped(time: t, view: v(1), phases: [.began, .moved, .ended], fingers: [1, 2], by: r(9)),
                .dropped(time: t, view: v(4), phases: [], fingers: [], by: r(0)),
            ]
        let json = TraceJSON(fileName: "t")
        for e in events {
            var out = TextBytes()
            json.write(e, names: names, viewNames: viewNames, into: &out)
            #expect(out.string == JSONValue.object(json.object(for: e, names: names, viewNames: viewNames)).encoded, "\(e)")
        }
    }

    /// Every trace event of every example script: the bytes `TraceJSON.write` writes are the encoding of the object
    /// `TraceJSON.object(for:scene:)` describes (the schema's reference).
    @Test(arguments: JSONLTraceTests.examples)
    func jsonLinesOfEveryEventAsTheirObjects(_ name: String) throws {
        let text = try String(contentsOf: JSONLTraceTests.root.appendingPathComponent("examples/" + name), encoding: .utf8)
        let json = TraceJSON(fileName: name)
        var events = 0
        var scene = SceneTable()
        _ = ScriptRunner.run(name: name, bytes: Array(text.utf8), transcript: true, format: .jsonl,
                             observe: { output, _ in
                                 scene.read(output)
                                 guard case .trace(let batch) = output else { return }
                                 for e in batch {
                                     var out = TextBytes()
                                     json.write(e, names: scene.recognizerNames, viewNames: scene.viewNames, into: &out)
                                     #expect(out.string == JSONValue.object(json.object(for: e, scene: scene)).encoded, "\(e)")
                                     events += 1
                                 }
                             }, write: { _ in })
        #expect(events > 0)
    }
}
