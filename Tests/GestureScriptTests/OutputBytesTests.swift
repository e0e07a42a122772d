import Foundation
import GestureEngine
import GestureScript
import GestureTranscript
import Testing

/// Every byte `run` writes, in every output mode, stays what it was: the text transcript at each level (plain and in
/// colour) and JSON lines. The expectations were recorded with `gesturelab run` (standard output, `--- exit N`, and
/// standard error without its last newline; in colour, standard output only, as diagnostics are coloured then). The output renderers are rewritten for speed
/// from time to time; this is what says they still write the same bytes.
///
/// - The scripts of `Tests/OutputBytes/scripts` (the output benchmark's scripts, small, and repeats whose summaries
///   differ) have their whole output for each mode in `Tests/OutputBytes/NAME.MODE.out`.
/// - Every other script of the repository (`examples/`, `Tests/Scenarios/`) has, for each mode, its output's size and
///   FNV-1a digest in `Tests/OutputBytes/digests.txt` (their outputs in full would be megabytes): a change shows which
///   script and mode differ; `gesturelab run` at the commit before shows the old bytes.
///
/// A deliberate change of the output records new expectations: `GESTURELAB_RECORD_OUTPUT_BYTES=1 swift test --filter
/// OutputBytesTests`, then review the diff.
@Suite struct OutputBytesTests {
    /// How a script's output is asked for.
    enum Mode: String, CaseIterable, Sendable {
        case normal, brief, all, jsonl
        /// `normal` with ANSI colour (`--color always`).
        case color
        /// `all` with ANSI colour.
        case allColor

        var colored: Bool { self == .color || self == .allColor }
    }

    static let repository: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let directory = repository.appendingPathComponent("Tests/OutputBytes")
    static let recording = ProcessInfo.processInfo.environment["GESTURELAB_RECORD_OUTPUT_BYTES"] == "1"

    /// The scripts whose whole output is kept, by name.
    static let scripts: [String] = gestureFiles(under: "Tests/OutputBytes/scripts").map { ($0 as NSString).lastPathComponent }

    /// The repository's other scripts, relative to it.
    static let corpus: [String] = (gestureFiles(under: "examples").map { "examples/" + $0 }
        + gestureFiles(under: "Tests/Scenarios").map { "Tests/Scenarios/" + $0 }).sorted()

    static func gestureFiles(under relative: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: repository.appendingPathComponent(relative).path) else { return [] }
        var found: [String] = []
        while let path = walker.nextObject() as? String {
            if path.hasSuffix(".gesture") { found.append(path) }
        }
        return found.sorted()
    }

    /// What `run` writes for `bytes` in `mode`: standard output, then the status it ends with and (not in colour) the
    /// diagnostics.
    static func output(name: String, bytes: [UInt8], mode: Mode) -> String {
        var options = SessionOptions()
        options.traceLevel = switch mode {
        case .normal, .color, .jsonl: .normal
        case .brief: .brief
        case .all, .allColor: .all
        }
        var text = ""
        let outcome = ScriptRunner.run(name: name, bytes: bytes, options: options,
                                       style: Style(enabled: mode.colored), format: mode == .jsonl ? .jsonl : .text,
                                       write: { text += $0 })
        return text + "--- exit \(outcome.status.rawValue)\n" + (mode.colored ? "" : outcome.diagnostics)
    }

    static func read(_ url: URL) -> [UInt8]? { FileManager.default.contents(atPath: url.path).map { [UInt8]($0) } }

    @Test func theScriptsAreThere() {
        #expect(Self.scripts.contains("mixed.gesture"))
        #expect(Self.corpus.count > 100)
    }

    @Test(arguments: scripts, Mode.allCases)
    func wholeOutputIsAsRecorded(script: String, mode: Mode) throws {
        let bytes = try #require(Self.read(Self.directory.appendingPathComponent("scripts/" + script)))
        let text = Self.output(name: script, bytes: bytes, mode: mode)
        let expected = Self.directory.appendingPathComponent("\((script as NSString).deletingPathExtension).\(mode.rawValue).out")
        if Self.recording {
            try Data(text.utf8).write(to: expected)
            return
        }
        let recorded = try #require(Self.read(expected), "no \(expected.lastPathComponent): record it")
        let want = String(decoding: recorded, as: UTF8.self)
        if text != want {
            let got = text.split(separator: "\n", omittingEmptySubsequences: false)
            let old = want.split(separator: "\n", omittingEmptySubsequences: false)
            let common = min(got.count, old.count)
            let line = (0..<common).first { got[$0] != old[$0] } ?? common
            Issue.record("""
                \(script) \(mode): output differs from \(expected.lastPathComponent) first at line \(line + 1):
                  got:      \(line < got.count ? String(got[line]) : "<end>")
                  recorded: \(line < old.count ? String(old[line]) : "<end>")
                """)
        }
    }

    /// `run` hands its output on as bytes, in chunks (`ScriptRunner.runWritingBytes`): together they are the text
    /// `ScriptRunner.run` writes, for outputs smaller and larger than a chunk.
    @Test(arguments: scripts, Mode.allCases)
    func theBytesInChunksAreTheText(script: String, mode: Mode) throws {
        let bytes = try #require(Self.read(Self.directory.appendingPathComponent("scripts/" + script)))
        var options = SessionOptions()
        options.traceLevel = mode == .all || mode == .allColor ? .all : mode == .brief ? .brief : .normal
        var text = ""
        var chunks: [[UInt8]] = []
        let format: OutputFormat = mode == .jsonl ? .jsonl : .text
        let a = ScriptRunner.run(name: script, bytes: bytes, options: options, style: Style(enabled: mode.colored), format: format,
                                 write: { text += $0 })
        let b = ScriptRunner.runWritingBytes(name: script, bytes: bytes, options: options, style: Style(enabled: mode.colored),
                                             format: format, writeBytes: { chunks.append($0) })
        #expect(chunks.flatMap { $0 } == Array(text.utf8))
        #expect(chunks.dropLast().allSatisfy { $0.count >= ScriptRunner.chunkSize })
        #expect(a.status == b.status && a.diagnostics == b.diagnostics)
    }

    /// `gesturelab run` hands its writer each chunk where it was written (`ScriptRunner.runWritingSpans`): read
    /// as they come, the chunks are the same bytes as the arrays `runWritingBytes` hands on.
    @Test(arguments: scripts, Mode.allCases)
    func theSpansAreTheChunks(script: String, mode: Mode) throws {
        let bytes = try #require(Self.read(Self.directory.appendingPathComponent("scripts/" + script)))
        var options = SessionOptions()
        options.traceLevel = mode == .all || mode == .allColor ? .all : mode == .brief ? .brief : .normal
        var chunks: [[UInt8]] = []
        var spans: [[UInt8]] = []
        let format: OutputFormat = mode == .jsonl ? .jsonl : .text
        let a = ScriptRunner.runWritingBytes(name: script, bytes: bytes, options: options, style: Style(enabled: mode.colored),
                                             format: format, writeBytes: { chunks.append($0) })
        let b = ScriptRunner.runWritingSpans(name: script, bytes: bytes, options: options, style: Style(enabled: mode.colored),
                                             format: format, writeSpan: { span in
                                                 spans.append((0..<span.count).map { span[$0] })
                                             })
        #expect(spans == chunks)
        #expect(a.status == b.status && a.diagnostics == b.diagnostics)
    }

    /// `digests.txt`'s line for a script and mode: `MODE PATH BYTES DIGEST`.
    static func digestLine(_ path: String, _ mode: Mode) -> String {
        let bytes = read(repository.appendingPathComponent(path)) ?? []
        let text = output(name: path, bytes: bytes, mode: mode)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return "\(mode.rawValue) \(path) \(text.utf8.count) \(String(repeating: "0", count: 16 - hex.count) + hex)"
    }

    @Test func everyScriptsOutputIsAsRecorded() throws {
        let url = Self.directory.appendingPathComponent("digests.txt")
        var lines: [String] = []
        for path in Self.corpus {
            for mode in Mode.allCases { lines.append(Self.digestLine(path, mode)) }
        }
        if Self.recording {
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: url)
            return
        }
        let recorded = String(decoding: try #require(Self.read(url), "no digests.txt: record it"), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        #expect(recorded.count == lines.count, "scripts were added or removed: record digests.txt again")
        for line in lines where !recorded.contains(line) {
            Issue.record("output differs from digests.txt: now \(line)")
        }
    }
}
