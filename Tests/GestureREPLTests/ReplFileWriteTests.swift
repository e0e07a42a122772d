import Foundation
import Testing
@testable import GestureREPL
import GestureScript

/// Issue 23 item 4: standard input is a script, not a user. When the REPL does not read a terminal, the commands that
/// write files are refused (before doing any work) unless `--allow-writes` allowed them; at a terminal they work.
@Suite("REPL commands that write files")
struct ReplFileWriteTests {
    /// Each command that writes a file, with the file it names in `dir` (`:bugreport` with no argument writes
    /// gesturelab-report.gesture in the current directory: given a path here so nothing lands in the checkout).
    static func writingLines(in dir: URL) -> [(command: String, line: String, file: String)] {
        [(":save", ":save \(dir.path)/saved.gesture", "saved.gesture"),
         (":bugreport", ":bugreport \(dir.path)/report.gesture", "report.gesture"),
         (":picture", ":picture \(dir.path)/picture.svg", "picture.svg"),
         (":sweep --svg", ":sweep --svg \(dir.path)/map.svg", "map.svg")]
    }

    static let setup = ["param dt in 10ms, 20ms", "mark", "tap at 100,100", "wait $dt"]

    static func message(_ command: String) -> String {
        "error: '\(command)' writes a file, and standard input is not a terminal: a script read from standard input "
            + "writes no files unless gesturelab is started with --allow-writes\n"
    }

    @Test func aScriptOnStandardInputWritesNoFile() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let writes = Self.writingLines(in: dir)
        let (out, repl) = replOutput(Self.setup + writes.map(\.line), allowsFileWrites: false)
        for w in writes {
            #expect(out.contains(Self.message(w.command)), "\(w.command): \(out)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(w.file).path), "\(w.command)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
        #expect(!out.contains("written"), "\(out)")
        #expect(!out.contains("saved"), "\(out)")
        // Refused before any work: no sweep ran.
        #expect(!out.contains("sweep <session>"), "\(out)")
        #expect(repl.status == .scriptError)
        // The arguments (script text) are not echoed.
        #expect(!out.contains(dir.path), "\(out)")
    }

    @Test func theDefaultNoFileBareBugReportIsRefusedToo() {
        let (out, _) = replOutput(["tap at 10,10", ":bugreport"], allowsFileWrites: false)
        #expect(out.hasSuffix(Self.message(":bugreport")), "\(out)")
        #expect(!FileManager.default.fileExists(atPath: ReplSession.defaultReportPath))
    }

    @Test func withAllowWritesEveryCommandWritesItsFile() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let writes = Self.writingLines(in: dir)
        let (out, repl) = replOutput(Self.setup + writes.map(\.line), allowsFileWrites: true)
        #expect(!out.contains("error"), "\(out)")
        for w in writes {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(w.file).path), "\(w.command): \(out)")
        }
        #expect(repl.status == .ok)
    }

    /// At a terminal the person typing names the files: the commands work as before, without any flag.
    @Test func atATerminalTheyWorkAsBefore() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let writes = Self.writingLines(in: dir)
        var out = ""
        let reader = ScriptedLineReader(lines: Self.setup + writes.map(\.line), isInteractive: true)
        let repl = ReplSession(reader: reader, startsWithTouchTracker: true, style: .plain) { out += $0 }
        _ = repl.run()
        #expect(!out.contains("error"), "\(out)")
        for w in writes {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(w.file).path), "\(w.command): \(out)")
        }
    }

    @Test func helpNamesTheFlag() {
        let (out, _) = replOutput([":help"], empty: true, allowsFileWrites: false)
        #expect(out.contains("Files: :save, :bugreport, :picture, :sweep --svg write files; when standard input is not a terminal\n"
                             + "  (gesturelab < script.gesture) they are refused unless gesturelab is started with --allow-writes.\n"), "\(out)")
    }
}
