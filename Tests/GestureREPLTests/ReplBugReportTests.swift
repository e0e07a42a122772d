import Foundation
import Testing
import GestureAnalysis
import GestureREPL
import GestureScript
import GestureTranscript

/// Drives the REPL with scripted lines and returns what it wrote. The lines are not typed at a terminal; the commands
/// that write files run as with `--allow-writes` unless `allowsFileWrites` is false.
func replOutput(_ lines: [String], empty: Bool = false, allowsFileWrites: Bool = true) -> (String, ReplSession) {
    var out = ""
    let repl = ReplSession(reader: ScriptedLineReader(lines: lines), startsWithTouchTracker: !empty, style: .plain,
                           allowsFileWrites: allowsFileWrites) { out += $0 }
    // The pictures as a UTF-8 terminal draws them, whatever the locale the tests run in.
    repl.pictureCharset = .unicode
    _ = repl.run()
    return (out, repl)
}

/// A fresh directory for files a test writes.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("gesturelab-repl-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

@Suite("REPL :bugreport")
struct ReplBugReportTests {
    static func run(_ text: String, name: String) -> (ScriptOutcome, String) {
        var out = ""
        let outcome = ScriptRunner.run(name: name, bytes: Array(text.utf8)) { out += $0 }
        return (outcome, out)
    }

    @Test func aReportFromASessionRerunsToTheSameBytesAndIsItsOwnReport() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("session.gesture").path
        let (out, repl) = replOutput([
            "drag from 50,100 to 250,100",
            "tap at 150,100",
            "wait 1s",
            "expect selected 3",  // does not hold: it becomes a comment in the report
            "longPress.minimumPressDuration = 1s",
            "down 1 at 150,100; wait 1200ms",
            "repeat 2 {",
            "  move 1 by 5,0",
            "}",
            "up 1",
            "up 7",  // an error: not recorded
            ":bugreport \(path)",
        ])
        #expect(out.contains("  bug report written to \(path) (10 statements, and what happened as 'expect' lines)\n"), "\(out)")
        #expect(repl.scene.acceptedSource.count == 10)
        let report = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
        #expect(report.contains("# Made by: :bugreport in a GestureLab REPL session\n"))
        #expect(report.contains("#   recognizer longPress = longPress on canvas minimumPressDuration = 1s\n"))
        #expect(report.contains("\n# did not hold when this report was made (got 0): expect selected 3\n"))
        #expect(report.contains("\nrepeat 2 {\n  move 1 by 5,0\n}\n"))
        #expect(!report.contains("up 7"))

        // Passes as written; the same transcript every time.
        let (first, transcript1) = Self.run(report, name: "session.gesture")
        #expect(first.status == .ok, "\(first.failureLines) \(first.diagnostics)")
        #expect(first.expectationsChecked > 10)
        let (_, transcript2) = Self.run(report, name: "session.gesture")
        #expect(transcript1 == transcript2)
        #expect(transcript1.contains("longPress: possible → began (minimumPressDuration 1000ms elapsed)"))

        // `gesturelab report` of the report is the same file, byte for byte.
        guard case .success(let again) = BugReport.make(source: report, madeBy: "gesturelab report session.gesture", name: path) else {
            Issue.record("no report of the report")
            return
        }
        #expect(again == report)
        // A session that loads the report and reports again passes too (its timeline now holds the old outcome).
        let path2 = dir.appendingPathComponent("again.gesture").path
        _ = replOutput([":load \(path)", ":bugreport \(path2)"], empty: true)
        let reloaded = String(decoding: try #require(FileManager.default.contents(atPath: path2)), as: UTF8.self)
        #expect(Self.run(reloaded, name: "again.gesture").0.status == .ok)
    }

    @Test func editingOneExpectLineMakesTheTestFailClearly() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("r.gesture").path
        _ = replOutput(["tap at 100,300 taps 2", ":bugreport \(path)"])
        var lines = String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let k = try #require(lines.firstIndex(of: "expect tap actions 0"))
        lines[k] = "expect tap actions 1"  // "I expected the single tap to fire too"
        let (outcome, transcript) = Self.run(lines.joined(separator: "\n"), name: "r.gesture")
        #expect(outcome.status == .expectationFailed)
        #expect(outcome.failureLines == ["r.gesture:\(k + 1): expectation failed: expected tap actions 1, got 0"])
        #expect(transcript.contains("r.gesture:\(k + 1): expectation failed: expected tap actions 1, got 0\n  note: tap became failed at t=250ms: doubleTap, which it requires to fail, recognized"))
    }

    @Test func theDefaultFileIsInTheCurrentDirectory() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let previous = FileManager.default.currentDirectoryPath
        #expect(FileManager.default.changeCurrentDirectoryPath(dir.path))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let (out, _) = replOutput(["tap at 10,10", ":bugreport"])
        #expect(out.contains("  bug report written to gesturelab-report.gesture (2 statements"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("gesturelab-report.gesture").path))
    }

    @Test func anUnwritablePathIsAnError() {
        let (out, _) = replOutput([":bugreport /nonexistent-dir/x.gesture"])
        #expect(out.contains("error: cannot write /nonexistent-dir/x.gesture: there is no directory /nonexistent-dir\n"))
        #expect(!out.contains("written"))
    }

    @Test func helpListsTheNewCommands() {
        let (out, _) = replOutput([":help"], empty: true)
        #expect(out.contains(":why NAME"))
        #expect(out.contains(":bugreport [FILE]"))
    }
}

/// Piped scripts (issue 13 item 9) through the REPL itself: line numbers and status without a process.
@Suite("REPL reading a script")
struct ReplPipedStatusTests {
    @Test func statusIsRunsAndLinesAreReal() {
        let (out, repl) = replOutput(["use touchtracker", "", "", "expect lines 5", "tap at 1"], empty: true)
        #expect(out.contains("<stdin>:4: expectation failed"), "\(out)")
        #expect(out.contains("<stdin>:5:9: error:"), "\(out)")
        #expect(repl.status == .scriptError)

        let (_, onlyExpect) = replOutput(["expect lines 5"])
        #expect(onlyExpect.status == .expectationFailed)
        let (_, fine) = replOutput(["tap at 100,100", "expect lines 0"])
        #expect(fine.status == .ok)
        let (_, badCommand) = replOutput([":nonsense"])
        #expect(badCommand.status == .scriptError)
    }

    @Test func aTerminalSessionStillExits0() {
        let repl = ReplSession(reader: ScriptedLineReader(lines: ["up 3"], isInteractive: true), startsWithTouchTracker: false,
                               style: .plain) { _ in }
        #expect(repl.run() == 0)
        #expect(repl.status == .scriptError)
    }
}
