import Foundation
import Testing

/// A reader that goes away (`gesturelab run big.gesture --trace all | head`) ends the run at once, with no error text,
/// killed by SIGPIPE as `cat` would be (a shell shows 141) — also when whoever started it ignores SIGPIPE, where a
/// write fails with EPIPE instead (docs/limits.md, exit codes).
struct ClosedPipeTests {
    /// Two million events: printed in full, far longer than the time limit below.
    static let script = "tap at 10,10 taps 1000000\n"

    /// Runs `gesturelab ARGUMENTS` into `head -c 100` through bash, SIGPIPE ignored when `ignoringSIGPIPE`; returns
    /// the status bash shows for gesturelab, its standard error, the bytes head got, and the seconds it all took.
    static func runIntoHead(_ arguments: [String], ignoringSIGPIPE: Bool) throws -> (status: String, stderr: String, head: Int, seconds: Double) {
        let dir = TempDirectory()
        defer { dir.remove() }
        dir.write("big.gesture", script)
        let command = (ignoringSIGPIPE ? "trap '' PIPE; " : "trap - PIPE; ")
            + "\"$0\" \"$@\" 2>err | head -c 100 >head; echo \"${PIPESTATUS[0]}\" >status"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command, CLI.binary] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: dir.path)
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let start = Date()
        try process.run()
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(start)
        let status = (dir.read("status") ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        return (status, dir.read("err") ?? "?", dir.read("head")?.utf8.count ?? 0, seconds)
    }

    @Test(arguments: [["run", "big.gesture", "--trace", "all"], ["run", "big.gesture", "--format", "jsonl"],
                      ["run", "big.gesture"]],
          [false, true])
    func aClosedPipeEndsTheRunAtOnceAsSIGPIPEWould(arguments: [String], ignoringSIGPIPE: Bool) throws {
        let r = try Self.runIntoHead(arguments, ignoringSIGPIPE: ignoringSIGPIPE)
        #expect(r.status == "141", "\(arguments), SIGPIPE ignored: \(ignoringSIGPIPE): \(r.stderr)")
        #expect(r.stderr == "", "\(arguments)")
        #expect(r.head == 100)
        // The whole run takes minutes in a debug build.
        #expect(r.seconds < 20, "\(arguments): \(r.seconds) s")
    }
}
