import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GestureAnalysis
import GesturePictures
import Testing
@testable import GestureScript
@testable import GestureLanguage
@testable import GestureTranscript

/// Generated scripts with hostile text (`FuzzHarness.hostileTexts`: terminal controls, C1, DEL, bidirectional and
/// zero-width characters, a byte-order mark, U+FFFE and the other noncharacters, look-alike letters…) put in comments,
/// statement headers, strings, names and the file name. For every one: no raw C0 (but the line feeds the output
/// writes), C1, DEL or noncharacter reaches the text transcript or the diagnostics at any trace level, every JSON
/// line parses (JSON writes noncharacters its own way), a bug report shows nothing raw either, and the SVG and HTML
/// pictures are well-formed XML with no character XML forbids.
@Suite struct HostileTextProperties {
    struct HostileScript {
        var text: String
        var name: String
    }

    /// Half the property tests' cases: each case runs the script five ways.
    static var caseCount: Int { max(1, PropertyTests.caseCount / 2) }

    static func seeds(_ salt: UInt64) -> [UInt64] { (0..<UInt64(caseCount)).map { $0 &* 0x1_0000 &+ salt } }

    /// The generated script of `seed` with hostile text spliced in.
    static func make(_ seed: UInt64) -> HostileScript {
        var generator = ScriptGenerator(seed: seed)
        let script = generator.make()
        var random = SeededRandom(seed: seed ^ 0x5EC_E5CA_9E)
        func hostile() -> String {
            (0..<random.int(1...3)).map { _ in random.pick(FuzzHarness.hostileTexts) }.joined() + random.pick(["", "x", " ok"])
        }
        // A line break would end a comment or a string (the rest is then code: also fine, but mostly other errors).
        func oneLine(_ s: String) -> String { String(s.map { $0 == "\n" || $0 == "\r\n" ? "\u{1B}" : $0 }) }
        var lines: [String] = []
        for line in script.text.split(separator: "\n").map(String.init) {
            lines.append(random.chance(0.3) ? line + "  # " + oneLine(hostile()) : line)
            if random.chance(0.1) { lines.append("repeat 1 { # \(oneLine(hostile()))\n  mark\n}") }
            if random.chance(0.1) { lines.append("expect log " + SourceText.string(oneLine(hostile()))) }
        }
        if random.chance(0.15) { lines.insert("recognizer h\(oneLine(hostile()))x = tap", at: random.int(0...lines.count)) }
        if random.chance(0.1) { lines += ["use touchtracker", "menu tap " + SourceText.string(oneLine(hostile()))] }
        if random.chance(0.05) { lines.insert(random.pick(FuzzHarness.hostileTexts), at: random.int(0...lines.count)) }
        let name = random.chance(0.5) ? "h\(hostile()).gesture" : "h.gesture"
        return HostileScript(text: lines.joined(separator: "\n") + "\n", name: name)
    }

    /// The scalars of `text` a terminal would act on, but line feeds (and tabs when `tabs`), as `U+XXXX`; with
    /// `noncharacters`, also the noncharacters (U+FDD0–U+FDEF, U+nFFFE, U+nFFFF), which text output shows escaped.
    static func raw(_ text: String, tabs: Bool = false, noncharacters: Bool = false) -> [String] {
        text.unicodeScalars.filter { s in
            s != "\n" && !(tabs && s == "\t") && (s.value < 0x20 || (0x7F...0x9F).contains(s.value)
                || noncharacters && ((0xFDD0...0xFDEF).contains(s.value) || s.value & 0xFFFE == 0xFFFE))
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    /// Checks `property` on every seed's hostile script; records one issue naming the failing seeds and the first
    /// one's problems and script.
    static func check(_ title: String, salt: UInt64, _ property: (HostileScript) -> [String]) {
        var failing: [(UInt64, HostileScript, [String])] = []
        for seed in seeds(salt) {
            let script = make(seed)
            let problems = property(script)
            if !problems.isEmpty { failing.append((seed, script, problems)) }
        }
        guard let (seed, script, problems) = failing.first else { return }
        Issue.record("""
            \(title) does not hold for \(failing.count) of \(caseCount) seeds: \(failing.prefix(20).map { String($0.0) }.joined(separator: ", "))
            First, seed \(seed), file name \(script.name.debugDescription):
            \(problems.prefix(8).joined(separator: "\n"))
            --- script (Swift string literal) ---
            \(script.text.debugDescription)
            """)
    }

    @Test func transcriptsAndDiagnosticsShowNothingRaw() {
        Self.check("Transcripts and diagnostics show no raw control character", salt: 101) { script in
            var problems: [String] = []
            for level in [TraceLevel.normal, .all] {
                var options = SessionOptions()
                options.traceLevel = level
                var out = ""
                let outcome = ScriptRunner.run(name: script.name, bytes: Array(script.text.utf8), options: options) { out += $0 }
                let texts = [("transcript", out), ("diagnostics", outcome.diagnostics), ("first error", outcome.firstError ?? ""),
                             ("failure lines", outcome.failureLines.joined())]
                for (what, text) in texts where !Self.raw(text, noncharacters: true).isEmpty {
                    problems.append("\(level) \(what): \(Self.raw(text, noncharacters: true).prefix(5)) in \(text.debugDescription.prefix(300))")
                }
            }
            return problems
        }
    }

    @Test func jsonLinesParseAndShowNothingRaw() {
        Self.check("Every JSON line parses and shows no raw control character", salt: 102) { script in
            var out = ""
            _ = ScriptRunner.run(name: script.name, bytes: Array(script.text.utf8), format: .jsonl) { out += $0 }
            var problems: [String] = []
            if !Self.raw(out).isEmpty { problems.append("raw \(Self.raw(out).prefix(5))") }
            for line in out.split(separator: "\n") {
                if (try? JSONSerialization.jsonObject(with: Data(line.utf8))) == nil {
                    problems.append("not JSON: \(line.debugDescription.prefix(300))")
                }
            }
            return problems
        }
    }

    @Test func reportsAndPicturesShowNothingRawAndAreWellFormed() {
        Self.check("Reports show nothing raw; SVG and HTML are well-formed", salt: 103) { script in
            var problems: [String] = []
            if case .success(let report) = BugReport.make(source: script.text, madeBy: "gesturelab report \(script.name)",
                                                          name: script.name), !Self.raw(report, noncharacters: true).isEmpty {
                problems.append("report: raw \(Self.raw(report, noncharacters: true).prefix(5))")
            }
            var recorder = PictureRecorder(fileName: script.name)
            var ran = false
            let outcome = ScriptRunner.run(name: script.name, bytes: Array(script.text.utf8), transcript: false,
                                           observe: { output, _ in
                                               recorder.consume(output)
                                               ran = true
                                           }, write: { _ in })
            guard ran else { return problems }  // a syntax error: nothing ran, nothing to draw
            recorder.noteResult(checked: outcome.expectationsChecked, failed: outcome.expectationFailures)
            recorder.finish()
            for format in [PictureFormat.svg, .html] {
                let text = format.render(recorder, scene: recorder.screen, title: script.name, extra: ("Report", script.text))
                let forbidden = text.unicodeScalars.filter { $0.value == 0xFFFE || $0.value == 0xFFFF }.count
                if !Self.raw(text, tabs: true).isEmpty || forbidden > 0 {
                    problems.append("\(format): raw \(Self.raw(text, tabs: true).prefix(5)), \(forbidden) U+FFFE/U+FFFF")
                }
                let parser = XMLParser(data: Data(text.utf8))
                if !parser.parse() {
                    problems.append("\(format) is not well-formed: \(parser.parserError.map { "\($0)" } ?? "?") at line \(parser.lineNumber)")
                }
            }
            return problems
        }
    }
}
