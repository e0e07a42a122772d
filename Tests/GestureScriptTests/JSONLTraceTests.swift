import Foundation
import Testing
import GestureScript
import GestureTranscript

/// `gesturelab run --format jsonl`: every line parses as JSON and matches `docs/trace-schema.json`.
@Suite struct JSONLTraceTests {
    static let root: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let schema: JSON = {
        let url = root.appendingPathComponent("docs/trace-schema.json")
        guard let data = FileManager.default.contents(atPath: url.path), let json = try? JSON.parse(String(decoding: data, as: UTF8.self)) else {
            return .null
        }
        return json
    }()

    static let examples: [String] = {
        let dir = root.appendingPathComponent("examples").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        return names.filter { $0.hasSuffix(".gesture") }.sorted()
    }()

    /// Runs a script with JSON lines output; returns its lines and the outcome.
    static func jsonl(_ name: String, _ text: String, quiet: Bool = false) -> ([String], ScriptOutcome) {
        var out = ""
        let outcome = ScriptRunner.run(name: name, bytes: Array(text.utf8), transcript: !quiet, format: .jsonl) { out += $0 }
        var lines = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.last == "", "the output ends with a newline")
        lines.removeLast()
        return (lines, outcome)
    }

    /// Parses and validates every line; returns the parsed objects.
    @discardableResult
    static func validate(_ lines: [String], _ what: String) -> [JSON] {
        let validator = SchemaValidator(root: schema)
        var objects: [JSON] = []
        for (k, line) in lines.enumerated() {
            do {
                let object = try JSON.parse(line)
                let problems = validator.errors(object)
                #expect(problems.isEmpty, "\(what) line \(k + 1): \(line)\n\(problems.joined(separator: "\n"))")
                objects.append(object)
            } catch {
                Issue.record("\(what) line \(k + 1) is not JSON (\(error)): \(line)")
            }
        }
        return objects
    }

    @Test func schemaLoadsAndUsesOnlySupportedKeywords() throws {
        #expect(Self.schema["$schema"]?.string == "https://json-schema.org/draft/2020-12/schema")
        // The validator reports unsupported keywords anywhere it looks; check every definition directly.
        guard case .object(let defs)? = Self.schema["$defs"] else {
            Issue.record("docs/trace-schema.json has no $defs")
            return
        }
        func walk(_ j: JSON, _ path: String) {
            if case .object(let members) = j {
                let keys = Set(members.map(\.0))
                if path.hasSuffix(".properties") || path.hasSuffix("$defs") {
                    for (k, v) in members { walk(v, path + "." + k) }
                    return
                }
                let unsupported = keys.subtracting(SchemaValidator.annotations).subtracting(SchemaValidator.supported)
                #expect(unsupported.isEmpty, "\(path) uses \(unsupported.sorted())")
                for (k, v) in members { walk(v, path + "." + k) }
            } else if case .array(let items) = j {
                for (i, v) in items.enumerated() { walk(v, "\(path)[\(i)]") }
            }
        }
        for (name, def) in defs { walk(def, "$defs." + name) }
    }

    @Test func everyExampleWritesValidJSONLines() throws {
        #expect(Self.examples.count >= 16)
        var kinds: Set<String> = []
        for example in Self.examples {
            let bytes = try #require(FileManager.default.contents(atPath: Self.root.appendingPathComponent("examples/" + example).path))
            let (lines, outcome) = Self.jsonl("examples/" + example, String(decoding: bytes, as: UTF8.self))
            #expect(outcome.status == .ok, "\(example)")
            let objects = Self.validate(lines, example)
            #expect(objects.first?["schema"]?.string == "gesturelab-trace/1", "\(example): the header comes first")
            #expect(objects.first?["file"]?.string == "examples/" + example)
            #expect(objects.last?["kind"]?.string == "end", "\(example): the end object comes last")
            #expect(objects.last?["status"]?.string == "ok")
            // Time never goes backwards.
            var last = -1.0
            for o in objects {
                // A new scene starts its clock at 0 again.
                if o["kind"]?.string == "statement", o["source"]?.string?.hasPrefix("use touchtracker") == true {
                    last = -1
                    continue
                }
                if case .number(let t, _)? = o["t"] {
                    #expect(t >= last, "\(example): time went backwards")
                    last = t
                }
                if let k = o["kind"]?.string { kinds.insert(k) }
            }
        }
        for k in ["header", "statement", "note", "model", "touch", "timer", "rejected", "transition", "waiting", "action", "view",
                  "withheld", "dropped", "reset", "log", "end"] {
            #expect(kinds.contains(k), "no example produced a '\(k)' line")
        }
    }

    @Test func theJSONLinesCarryWhatTheTranscriptSays() throws {
        let script = """
            use touchtracker stage 04-require-to-fail
            tap at 100,300
            wait 350ms
            """
        let (lines, _) = Self.jsonl("t.gesture", script)
        let objects = Self.validate(lines, "t.gesture")
        let transitions = objects.filter { $0["kind"]?.string == "transition" }
        #expect(transitions.count == 2)
        let doubleTap = try #require(transitions.first)
        #expect(doubleTap["t"] == .number(400_000, isInteger: true))
        #expect(doubleTap["recognizer"]?.string == "doubleTap")
        #expect(doubleTap["from"]?.string == "possible")
        #expect(doubleTap["to"]?.string == "failed")
        #expect(doubleTap["cause"]?["type"]?.string == "timerElapsed")
        #expect(doubleTap["cause"]?["property"]?.string == "maximumIntervalBetweenSuccessiveTaps")
        #expect(doubleTap["cause"]?["duration"] == .number(350_000, isInteger: true))
        #expect(doubleTap["cause"]?["text"]?.string == "maximumIntervalBetweenSuccessiveTaps 350ms elapsed")
        let tap = transitions[1]
        #expect(tap["recognizer"]?.string == "tap")
        #expect(tap["to"]?.string == "ended")
        #expect(tap["cause"]?["required"] == .number(1, isInteger: true))
        let waiting = try #require(objects.first { $0["kind"]?.string == "waiting" })
        #expect(waiting["t"] == .number(50_000, isInteger: true))
        #expect(waiting["blockedBy"] == .array([.string("doubleTap")]))
        let statement = try #require(objects.first { $0["kind"]?.string == "statement" && $0["line"] == .number(2, isInteger: true) })
        #expect(statement["source"]?.string == "tap at 100,300")
        let touch = try #require(objects.first { $0["kind"]?.string == "touch" })
        #expect(touch["touches"] == .array([.object([("finger", .number(1, isInteger: true)), ("phase", .string("began")),
                                                      ("location", .object([("x", .number(100, isInteger: true)), ("y", .number(300, isInteger: true))])),
                                                      ("view", .string("canvas"))])]))
    }

    @Test func controlsDelegatesFailuresAndErrorsAreObjectsToo() throws {
        let script = """
            view button frame 0,0,100,100 button
            recognizer a = tap
            recognizer b = longPress
            delegate a shouldRequireFailureOf b = true
            tap at 50,50
            tap at 200,200
            wait 1s
            expect a actions 7
            up 3
            """
        let (lines, outcome) = Self.jsonl("mixed.gesture", script)
        #expect(outcome.status == .scriptError)
        let objects = Self.validate(lines, "mixed.gesture")
        let kinds = Set(objects.compactMap { $0["kind"]?.string })
        for k in ["control", "delegate", "expectationFailed", "diagnostic", "end"] { #expect(kinds.contains(k), "no '\(k)' line") }
        let failure = try #require(objects.first { $0["kind"]?.string == "expectationFailed" })
        #expect(failure["line"] == .number(8, isInteger: true))
        #expect(failure["expected"]?.string == "a actions 7")
        #expect(failure["message"]?.string?.hasPrefix("mixed.gesture:8: expectation failed: expected a actions 7, got ") == true)
        let error = try #require(objects.first { $0["kind"]?.string == "diagnostic" })
        #expect(error["severity"]?.string == "error")
        #expect(error["line"] == .number(9, isInteger: true))
        #expect(error["text"]?.string?.hasPrefix("mixed.gesture:9:") == true)
        let end = try #require(objects.last)
        #expect(end["status"]?.string == "scriptError")
        #expect(end["exitCode"] == .number(2, isInteger: true))
        #expect(end["expectationFailures"] == .number(1, isInteger: true))
    }

    @Test func aSyntaxErrorGivesHeaderDiagnosticAndEnd() throws {
        let (lines, outcome) = Self.jsonl("bad.gesture", "down 1 at\nwait 5")
        #expect(outcome.status == .scriptError)
        let objects = Self.validate(lines, "bad.gesture")
        #expect(objects.map { $0["kind"]?.string ?? "?" }.first == "header")
        #expect(objects.last?["kind"]?.string == "end")
        #expect(objects.dropFirst().dropLast().allSatisfy { $0["kind"]?.string == "diagnostic" })
        #expect(objects.count >= 3)
    }

    @Test func quietJSONLinesKeepOnlyFailuresAndTheFrame() throws {
        let (lines, outcome) = Self.jsonl("q.gesture", "recognizer t = tap\ntap at 10,10\nexpect t actions 2", quiet: true)
        #expect(outcome.status == .expectationFailed)
        let objects = Self.validate(lines, "q.gesture")
        #expect(objects.map { $0["kind"]?.string ?? "?" } == ["header", "expectationFailed", "end"])
    }

    @Test func stringsAndNumbersAreEncodedPerRFC8259() throws {
        let tricky = "quote \" backslash \\ newline \n tab \t bell \u{07} nul-ish \u{01} e-acute é emoji 👋 \u{2028}"
        let encoded = JSONValue.object([("s", .string(tricky)), ("nan", .number(.nan)), ("inf", .number(-.infinity)),
                                        ("i", .integer(-12)), ("d", .number(2.5)), ("long", .number(1.0 / 3)), ("big", .number(1e20))]).encoded
        #expect(!encoded.unicodeScalars.contains { $0.value < 0x20 }, "no raw control characters")
        let parsed = try JSON.parse(encoded)
        #expect(parsed["s"]?.string == tricky)
        #expect(parsed["nan"] == .null)
        #expect(parsed["inf"] == .null)
        #expect(parsed["i"] == .number(-12, isInteger: true))
        #expect(parsed["d"] == .number(2.5, isInteger: false))
        #expect(parsed["long"] == .number(0.333, isInteger: false))
        #expect(parsed["big"] == .number(1e20, isInteger: false))
        #expect(encoded.contains("\\u0007") && encoded.contains("\\u0001") && encoded.contains("\\n"))
    }

    @Test func theValidatorRejectsLinesThatBreakTheSchema() throws {
        let validator = SchemaValidator(root: Self.schema)
        let good = try JSON.parse(#"{"t":0,"kind":"log","line":"hi"}"#)
        #expect(validator.errors(good).isEmpty)
        for bad in [
            #"{"kind":"log","line":"hi"}"#,  // no time
            #"{"t":-1,"kind":"log","line":"hi"}"#,  // negative time
            #"{"t":0.5,"kind":"log","line":"hi"}"#,  // time not an integer
            #"{"t":0,"kind":"lgo","line":"hi"}"#,  // unknown kind
            #"{"t":0,"kind":"log","line":"hi","extra":1}"#,  // unexpected field
            #"{"t":0,"kind":"transition","recognizer":"a","from":"possible","to":"recognised","cause":null}"#,  // bad state
            #"{"t":0,"kind":"transition","recognizer":"a","from":"possible","to":"failed","cause":{"type":"excludedBy","text":"x"}}"#,
        ] {
            #expect(!validator.errors(try JSON.parse(bad)).isEmpty, "accepted \(bad)")
        }
    }

    @Test func theMarkdownDocumentsEveryKind() throws {
        let url = Self.root.appendingPathComponent("docs/trace-schema.md")
        let doc = String(decoding: try #require(FileManager.default.contents(atPath: url.path)), as: UTF8.self)
        guard case .array(let branches)? = Self.schema["oneOf"] else {
            Issue.record("the schema has no oneOf of line kinds")
            return
        }
        for b in branches {
            let name = try #require(b["$ref"]?.string?.split(separator: "/").last.map(String.init))
            #expect(doc.contains("### `\(name)`"), "docs/trace-schema.md has no section for '\(name)'")
        }
        #expect(doc.contains("gesturelab-trace/1"))
    }
}
