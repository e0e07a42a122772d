import ArgumentParser
import GestureLab
import GestureREPL
import GestureScript

#if canImport(Glibc)
import Glibc
#endif
import GestureSupport
import GestureTranscript

extension GestureLabCommand.Bench {
    /// What `bench output` runs: a script and the options of `run` it is printed with.
    enum OutputMode: String, ExpressibleByArgument, CaseIterable {
        /// The mixed stream with `run --quiet`: the baseline every other mode is compared with.
        case quiet
        /// The mixed stream's default transcript (`--trace normal`).
        case text
        /// The mixed stream with `--trace all`.
        case all
        /// The mixed stream with `--format jsonl`.
        case jsonl
        /// `tap at 10,10 taps N` with the default transcript.
        case taps
        /// `repeat N { tap at 1,1; wait 1s }` with the default transcript.
        case `repeat`

        /// The `run` options the mode stands for, as the output line names it.
        var title: String {
            switch self {
            case .quiet: "run --quiet"
            case .text: "run"
            case .all: "run --trace all"
            case .jsonl: "run --format jsonl"
            case .taps: "run (taps)"
            case .repeat: "run (repeat)"
            }
        }
    }

    /// Runs each mode once through `run`'s buffered writer into /dev/null and prints its time, bytes and rate, and
    /// its time as a multiple of `quiet`'s (when quiet ran).
    func output() throws {
        let modes = mode.isEmpty ? OutputMode.allCases : OutputMode.allCases.filter(mode.contains)
        let mixed = Self.streamScript(cycles: cycles)
        var quietSeconds: Double?
        for m in modes {
            let script: String =
                switch m {
                case .quiet, .text, .all, .jsonl: mixed
                case .taps: "tap at 10,10 taps \(taps)\n"
                case .repeat: "repeat \(iterations) { tap at 1,1; wait 1s }\n"
                }
            let measured = try measureOutput(script, mode: m)
            if m == .quiet { quietSeconds = measured.seconds }
            var line = "output \(m.rawValue): \(m.title), \(measured.events) events in \(Clock.format(measured.seconds)) s, "
                + "\(measured.bytes) bytes = \(Int(Double(measured.bytes) / max(measured.seconds, 1e-9) / 1e6)) MB/s"
            if let quietSeconds, m != .quiet {
                line += "; \(Double(Int(measured.seconds / max(quietSeconds, 1e-9) * 100)) / 100)× quiet"
            }
            Terminal.writeOut(line + "\n")
        }
        Terminal.writeOut("output: peak RSS \(Clock.peakRSSMiB()) MiB\n")
    }

    /// Runs `text` as `run` does in `mode`, writing to /dev/null through a `CheckedOutput` (the writer `run` uses).
    private func measureOutput(_ text: String, mode: OutputMode) throws -> (seconds: Double, bytes: Int, events: Int) {
        let fd = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else {
            Terminal.writeErr("gesturelab: cannot open /dev/null\n")
            throw ExitCode(2)
        }
        let sink = CheckedOutput(fd: fd)
        defer { _ = sink.finish() }
        // As `run` runs it (through the library's ScriptRun), without its limits.
        var scriptRun = ScriptRun(source: text, name: "<bench>")
        scriptRun.sessionOptions.maxEvents = Int.max / 2
        scriptRun.sessionOptions.maxStatements = Int.max / 2
        scriptRun.traceLevel = mode == .all ? .all : .normal
        scriptRun.writesTranscript = mode != .quiet
        scriptRun.format = mode == .jsonl ? .jsonl : .text
        var bytes = 0
        let start = Clock.seconds()
        let outcome = scriptRun.run(writingSpans: { chunk in
            bytes += chunk.count
            sink.write(span: chunk)
        })
        sink.flush()
        let elapsed = Clock.seconds() - start
        guard outcome.status == .passed else {
            Terminal.writeErr(outcome.diagnostics + "\n")
            throw ExitCode(2)
        }
        return (elapsed, bytes, outcome.events)
    }
}
