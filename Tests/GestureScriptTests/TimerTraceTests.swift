import Foundation
@testable import GestureEngine
@testable import GestureScript
@testable import GestureTranscript
import Testing

/// Timer bookkeeping in the trace (`SessionOptions.tracesTimers`, `TraceEvent.timerScheduled` / `.timerCancelled`):
/// it changes no byte of the transcript (every level) or of the JSON lines, for every scenario and example.
@Suite struct TimerTraceTests {
    static let files = FastPathEquivalenceTests.files

    static func output(_ text: String, name: String, level: TraceLevel, format: OutputFormat, timers: Bool) -> String {
        var options = SessionOptions()
        options.traceLevel = level
        options.tracesTimers = timers
        var out = ""
        _ = ScriptRunner.run(name: name, bytes: Array(text.utf8), options: options, format: format, write: { out += $0 })
        return out
    }

    @Test(arguments: files)
    func timerBookkeepingChangesNoByteOfTheTranscriptOrTheJSONLines(_ path: String) throws {
        let data = try #require(FileManager.default.contents(atPath: FastPathEquivalenceTests.root.appendingPathComponent(path).path))
        let text = String(decoding: data, as: UTF8.self)
        for (level, format) in [(TraceLevel.normal, OutputFormat.text), (.brief, .text), (.all, .text), (.normal, .jsonl)] {
            let plain = Self.output(text, name: path, level: level, format: format, timers: false)
            let told = Self.output(text, name: path, level: level, format: format, timers: true)
            #expect(plain == told, "\(path) at \(level), \(format)")
        }
    }

}
