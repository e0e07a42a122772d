import ArgumentParser
import Dispatch
import GestureEngine
import GestureLab
import GestureREPL
import GestureScript
import Synchronization

#if canImport(Glibc)
import Glibc
#endif
import GestureLanguage
import GestureSupport
import GestureTranscript

extension GestureLabCommand {
    /// `gesturelab bench`: the engine stream from the engine issue, parse throughput, and requirement-heavy scenes.
    struct Bench: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "bench",
            abstract: "Measure engine throughput, parse speed and requirement-heavy scenes (figures for the README and closing notes).",
            discussion: """
                engine: replays the mixed stream — per cycle a pan (down, 20 moves 16 ms apart, up), a single tap, a \
                double tap 120 ms apart and a 600 ms press, with 400 ms pauses — through pan, doubleTap, tap \
                (requireToFail doubleTap) and longPress recognizers with output off; 33,334 cycles = 1,000,020 events. \
                --expect actions appends four 'expect NAME actions N' (the counts the stream produces); --expect \
                recorded puts a 'mark' before the stream and appends expectations that read what happened since it \
                ('states' of pan and longPress, 'view window touchesBegan/touchesCancelled N', 'log'), to measure \
                what answering them costs. The states and log lines state one cycle's, so with more than one cycle \
                they fail (the figures are what matters); the line says how many expectations failed.

                engine --stream pan repeats only the mixed stream's pan (22 events a cycle: down, 20 moves, up) and \
                --stream taps only its tap, double tap and press (8 events a cycle), with the same recognizers and \
                pauses, to measure the two kinds of event apart (scripts/perf-budget counts their instructions).

                parse: parses a generated script of N lines.

                requirements: scenes of --recognizers tap recognizers (default 1,000) linked by requireToFail — a \
                chain (each requires the next to fail) and a star (each requires one double tap to fail) — timing \
                the declarations and one tap on each.

                sweep: runs of a double-tap sweep (examples/sweeps/double-tap-interval.gesture: two taps $dt apart, \
                dt from 0 to 600 ms in 1 ms steps, a double tap and a single tap requiring it to fail), each from a \
                copy of the scene, on --jobs threads (default 2), --runs runs in all (default 200,000). With \
                --script FILE it sweeps that script's parameters instead (its combinations in order, cyclically), \
                e.g. a TouchTracker scene: gesturelab bench sweep --script examples/sweeps/touchtracker-double-tap.gesture.

                output: runs the mixed stream (--cycles, as for engine) as a script through every output mode of \
                'run' — quiet (run --quiet), text (the default transcript), all (--trace all) and jsonl (--format \
                jsonl) — then 'tap at 10,10 taps N' (--taps, default 1000000) and 'repeat N { tap at 1,1; wait 1s }' \
                (--iterations, default 100000) with the default transcript, each through the buffered writer of \
                'run' into /dev/null (formatting, not the disk). Each line gives the mode's time, bytes, bytes per \
                second and time as a multiple of quiet's in the same run. --mode (repeatable) runs only those modes.
                """
        )

        enum Kind: String, ExpressibleByArgument, CaseIterable { case engine, parse, requirements, sweep, output }

        /// Which part of the mixed stream's cycle `bench engine` repeats.
        enum StreamPart: String, ExpressibleByArgument, CaseIterable {
            /// The whole cycle: 30 events.
            case mixed
            /// The pan (down, 20 moves, up) and the pause after it: 22 events.
            case pan
            /// The tap, the double tap and the press, with their pauses: 8 events.
            case taps

            /// Events per cycle.
            var eventsPerCycle: Int {
                switch self {
                case .mixed: 30
                case .pan: 22
                case .taps: 8
                }
            }
        }

        /// What `--expect` adds to the engine stream.
        enum StreamExpectations: String, ExpressibleByArgument, CaseIterable { case none, actions, recorded }

        /// The range each numeric option takes: the bench builds scripts and strings from them and multiplies them
        /// (`20 × cycles` expected pan actions), so each is bounded where the measurement stops meaning more, long
        /// before an overflow or a run of hours.
        enum Limits {
            /// At most 30 events a cycle: 3 × 10^9 events, minutes at the engine's millions of events per second.
            static let cycles = 1...100_000_000
            /// The parser stops at `Parser.maximumStatements`: more lines measure nothing more.
            static let lines = 1...Parser.maximumStatements
            /// Each scene declares them and one requirement each, and taps each once.
            static let recognizers = 1...100_000
            /// Runs of the sweep: about half an hour at the sweep's hundreds of thousands of runs per second.
            static let runs = 1...1_000_000_000
            /// Threads, each with its own copy of the scene.
            static let jobs = 1...256
            /// Taps of `bench output`'s taps mode (2 events each): 20 million events, the default event limit.
            static let taps = 1...10_000_000
            /// Iterations of `bench output`'s repeat mode (2 statements and 2 events each).
            static let iterations = 1...10_000_000
        }

        @Argument(help: "What to measure: engine, parse, requirements or sweep.")
        var kind: Kind = .engine

        @Option(help: "Cycles of the engine stream (30 events each; 22 with --stream pan, 8 with --stream taps), 1 to 100000000.")
        var cycles: Int = 33_334

        @Option(help: "Lines of the generated script for 'parse', 1 to 1000000.")
        var lines: Int = 100_000

        @Option(help: "Recognizers in each scene of 'requirements', 1 to 100000.")
        var recognizers: Int = 1_000

        @Option(help: "For 'engine': replay this .gesture script instead of the mixed stream (output off). For 'sweep': sweep this script's parameters instead of the double tap's.")
        var script: String?

        @Option(help: "For 'engine': expectations to add to the mixed stream: none, actions or recorded.")
        var expect: StreamExpectations = .none

        @Option(help: "For 'engine': the part of the mixed stream's cycle to repeat: mixed (all of it), pan or taps.")
        var stream: StreamPart?

        /// For measuring what a fast path buys (docs/performance.md): not in the help, as it changes no result.
        @Option(name: .customLong("without-fast-path"),
                help: ArgumentHelp("For 'engine': run without this fast path of the engine (repeatable).", visibility: .private))
        var withoutFastPaths: [FastPathName] = []

        /// The names of the engine's fast paths (`FastPaths.byName`).
        enum FastPathName: String, ExpressibleByArgument, CaseIterable {
            case loneUpdate = "lone-update", oneTouchDelivery = "one-touch-delivery"
            case oneTouchViewDelivery = "one-touch-view-delivery", oneQueuedTouchClaim = "one-queued-touch-claim"
            case displayFrameRun = "display-frame-run"

            var path: FastPaths { FastPaths.byName.first { $0.name == rawValue }!.path }
        }

        @Option(help: "For 'sweep': runs in all, 1 to 1000000000.")
        var runs: Int = 200_000

        @Option(help: "For 'sweep': threads, each with its own copy of the scene, 1 to 256.")
        var jobs: Int = 2

        @Option(help: "For 'output': taps of 'tap at 10,10 taps N', 1 to 10000000.")
        var taps: Int = 1_000_000

        @Option(help: "For 'output': iterations of 'repeat N { tap at 1,1; wait 1s }', 1 to 10000000.")
        var iterations: Int = 100_000

        @Option(help: "For 'output': run only this mode (repeatable): quiet, text, all, jsonl, taps or repeat.")
        var mode: [OutputMode] = []

        func validate() throws {
            for (name, value, range) in [("--cycles", cycles, Limits.cycles), ("--lines", lines, Limits.lines),
                                         ("--recognizers", recognizers, Limits.recognizers), ("--runs", runs, Limits.runs),
                                         ("--jobs", jobs, Limits.jobs), ("--taps", taps, Limits.taps),
                                         ("--iterations", iterations, Limits.iterations)] where !range.contains(value) {
                throw ValidationError("\(name) must be from \(range.lowerBound) to \(range.upperBound) (got \(value))")
            }
        }

        func run() throws {
            switch kind {
            case .engine: try engine()
            case .parse: parse()
            case .requirements: try requirements()
            case .sweep: try sweep()
            case .output: try output()
            }
        }

        static let sweepScript = """
            param dt from 0ms to 600ms step 1ms
            recognizer double = tap numberOfTapsRequired = 2
            recognizer single = tap
            single requireToFail double
            down 1 at 100,200
            up 1
            wait $dt
            down 1 at 100,200
            up 1
            wait 1s

            """

        /// Runs/s of the double-tap sweep on `jobs` threads; each thread sweeps its share of the runs cyclically over
        /// the 601 combinations.
        private func sweep() throws {
            var file = SourceFile(name: "a double-tap sweep", text: Self.sweepScript)
            var named: NamedScript?
            if let path = script {
                named = try Self.read(path)
                file = named!.source
            }
            let (parsed, diagnostics) = Parser.parse(file)
            if diagnostics.contains(where: \.isError) || file.encodingProblem != nil {
                // As `gesturelab sweep FILE` shows them: a file read is quoted only if it is named *.gesture.
                Terminal.writeErr(DiagnosticRenderer.renderSyntaxErrors(diagnostics, in: file, isScript: named?.isScript ?? true) + "\n")
                throw ExitCode(2)
            }
            let what = file.name
            let perJob = (runs + jobs - 1) / jobs
            let start = Clock.seconds()
            let total = runs
            let failures = FailureCount()
            DispatchQueue.concurrentPerform(iterations: jobs) { job in
                guard let sweep = try? ScriptSweep(script: parsed).prepare() else { failures.add(); return }
                let first = job * perJob
                let last = min(total, first + perJob)
                guard first < last else { return }
                do {
                    try sweep.runCyclically(first..<last)
                } catch {
                    failures.add()
                }
            }
            let elapsed = Clock.seconds() - start
            guard failures.value == 0 else {
                // The sweep command shows the failing combination and its diagnostic.
                Terminal.writeErr("gesturelab: the sweep failed" + (named.map { "; 'gesturelab sweep \(visible: $0.name)' shows why" } ?? "") + "\n")
                throw ExitCode(2)
            }
            Terminal.writeOut("sweep: \(runs) runs of \(visible: what) on \(jobs) thread\(jobs == 1 ? "" : "s") in \(Clock.format(elapsed)) s = "
                + "\(Int(Double(runs) / elapsed)) runs/s; peak RSS \(Clock.peakRSSMiB()) MiB\n")
        }

        /// A counter the sweep threads share.
        final class FailureCount: Sendable {
            private let count = Mutex(0)
            func add() { count.withLock { $0 += 1 } }
            var value: Int { count.withLock { $0 } }
        }

        /// A chain of `n` tap recognizers on one view, each requiring the next to fail; the last one recognizes.
        static func chainScene(recognizers n: Int) -> String {
            var text = ""
            for i in 1...max(1, n) { text += "recognizer t\(i) = tap\n" }
            if n > 1 { for i in 1..<n { text += "t\(i) requireToFail t\(i + 1)\n" } }
            return text
        }

        /// `n` single-tap recognizers that each require one double tap to fail.
        static func starScene(recognizers n: Int) -> String {
            var text = "recognizer double = tap numberOfTapsRequired = 2\n"
            for i in 1...max(1, n) { text += "recognizer t\(i) = tap\nt\(i) requireToFail double\n" }
            return text
        }

        private func requirements() throws {
            for (name, scene) in [("chain", Self.chainScene(recognizers: recognizers)), ("star", Self.starScene(recognizers: recognizers))] {
                let declared = try time(scene)
                let tapped = try time(scene + "tap at 100,100\nwait 1s\n")
                let gesture = max(0, tapped.seconds - declared.seconds)
                Terminal.writeOut("requirements \(name): \(recognizers) recognizers declared in \(Clock.format(declared.seconds)) s; "
                    + "one tap (\(tapped.events) events) in \(Clock.format(gesture)) s; peak RSS \(Clock.peakRSSMiB()) MiB\n")
            }
        }

        /// Runs `text` with output off; its wall-clock time and events.
        private func time(_ text: String) throws -> (seconds: Double, events: Int) {
            let start = Clock.seconds()
            var scriptRun = ScriptRun(source: text, name: "<bench>")
            scriptRun.writesTranscript = false
            let outcome = scriptRun.run(writing: { _ in })
            let elapsed = Clock.seconds() - start
            guard outcome.status == .passed else {
                Terminal.writeErr(outcome.diagnostics + "\n")
                throw ExitCode(2)
            }
            return (elapsed, outcome.events)
        }

        /// The mixed stream, with `expectations` around it (see the command's discussion).
        static func streamScript(cycles: Int, expectations: StreamExpectations = .none) -> String {
            switch expectations {
            case .none:
                return streamScript(cycles: cycles, before: "")
            case .actions:
                // Per cycle the pan sends 20 actions (began, 18 changed, ended), the long press 2, the taps 1 each.
                return streamScript(cycles: cycles, before: "") + """

                    expect pan actions \(20 * cycles)
                    expect doubleTap actions \(cycles)
                    expect tap actions \(cycles)
                    expect longPress actions \(2 * cycles)
                    """
            case .recorded:
                // One cycle's states and console; the window sees 4 touches begin per cycle (the double tap's second
                // one is dropped) and 4 cancelled.
                let console = ["pan began"] + Array(repeating: "pan changed", count: 18)
                    + ["pan ended", "tap recognized", "doubleTap recognized", "longPress began", "longPress ended"]
                return streamScript(cycles: cycles, before: "mark\n") + """

                    expect pan states began changed ended failed
                    expect longPress states failed began ended
                    expect view window touchesBegan \(4 * cycles)
                    expect view window touchesCancelled \(4 * cycles)
                    expect log \(console.map { "\"\($0)\"" }.joined(separator: " "))
                    """
            }
        }

        /// `cycles` repetitions of `part` of the mixed stream's cycle (no expectations), through the mixed stream's
        /// four recognizers.
        static func streamScript(cycles: Int, part: StreamPart) -> String {
            streamScript(cycles: cycles, before: "", part: part)
        }

        private static func streamScript(cycles: Int, before: String, part: StreamPart = .mixed) -> String {
            let pan = """
                  down 1 at 100,100
                  move 1 to 220,140 over 320ms steps 20
                  up 1
                  wait 400ms

                """
            let taps = """
                  tap at 100,100
                  wait 400ms
                  down 1 at 100,100; wait 50ms; up 1; wait 70ms; down 1 at 100,100; wait 50ms; up 1
                  wait 400ms
                  longpress at 100,100 for 600ms
                  wait 400ms

                """
            let body = switch part {
            case .mixed: pan + taps
            case .pan: pan
            case .taps: taps
            }
            return """
                recognizer pan = pan
                recognizer doubleTap = tap numberOfTapsRequired = 2
                recognizer tap = tap
                tap requireToFail doubleTap
                recognizer longPress = longPress
                \(before)repeat \(cycles) {
                \(body)}
                """
        }

        /// The `--script` file (``NamedScript``), or the error `run` gives for a file it cannot read.
        private static func read(_ path: String) throws -> NamedScript {
            guard let named = NamedScript(path) else {
                Terminal.writeErr(NamedScript.unreadable(path))
                throw ExitCode(2)
            }
            return named
        }

        private func engine() throws {
            var text = Self.streamScript(cycles: cycles, expectations: expect)
            var named: NamedScript?
            if let stream {
                guard expect == .none else {
                    Terminal.writeErr("gesturelab: --expect adds to the whole mixed stream; it cannot be combined with --stream\n")
                    throw ExitCode(64)
                }
                guard script == nil else {
                    Terminal.writeErr("gesturelab: --stream chooses a part of the mixed stream; it cannot be combined with --script\n")
                    throw ExitCode(64)
                }
                text = Self.streamScript(cycles: cycles, part: stream)
            }
            if let path = script {
                guard expect == .none else {
                    Terminal.writeErr("gesturelab: --expect adds to the mixed stream; put expectations in the --script file instead\n")
                    throw ExitCode(64)
                }
                named = try Self.read(path)
            }
            // As `run --quiet` runs it (through the library's ScriptRun), without its limits. A --script file is
            // named and judged as `run` names and judges it: quoted only if it is named *.gesture.
            var scriptRun = ScriptRun(bytes: named?.bytes ?? Array(text.utf8), name: named?.name ?? "<bench>")
            scriptRun.quotesSource = named?.isScript ?? true
            for name in withoutFastPaths { scriptRun.sessionOptions.engineFastPaths.remove(name.path) }
            scriptRun.sessionOptions.maxEvents = Int.max / 2
            scriptRun.sessionOptions.maxStatements = Int.max / 2
            scriptRun.writesTranscript = false
            let start = Clock.seconds()
            let outcome = scriptRun.run(writing: { _ in })
            let elapsed = Clock.seconds() - start
            guard outcome.status != .scriptError else {
                Terminal.writeErr(outcome.diagnostics + "\n")
                throw ExitCode(2)
            }
            let rate = Double(outcome.events) / elapsed
            var line = "engine: \(outcome.events) events in \(Clock.format(elapsed)) s = \(Int(rate)) events/s; peak RSS \(Clock.peakRSSMiB()) MiB"
            if outcome.expectationsChecked > 0 {
                line += "; \(outcome.expectationsChecked) expectations, \(outcome.expectationFailures) failed"
            }
            Terminal.writeOut(line + "\n")
        }

        private func parse() {
            var text = "recognizer pan = pan\n"
            let patterns = ["down 1 at 100,100", "move 1 to 120,140 over 100ms", "wait 16ms", "up 1", "tap at 10,10 taps 2",
                            "expect pan state possible", "pan.cancelsTouchesInView = false", "# a comment line"]
            for i in 0..<lines { text += patterns[i % patterns.count] + "\n" }
            let bytes = Array(text.utf8)
            let start = Clock.seconds()
            let (script, diagnostics) = Parser.parse(SourceFile(name: "<bench>", bytes: bytes))
            let elapsed = Clock.seconds() - start
            Terminal.writeOut("parse: \(lines) lines (\(bytes.count) bytes, \(script.statements.count) statements, \(diagnostics.count) diagnostics) in \(Clock.format(elapsed)) s = \(Int(Double(lines) / elapsed)) lines/s\n")
        }
    }
}

/// Wall-clock measurement for benchmarks only (the engine never reads a clock).
enum Clock {
    static func seconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    static func format(_ s: Double) -> String { String(Double(Int(s * 1000)) / 1000) }

    /// Peak resident set size (VmHWM), in MiB.
    static func peakRSSMiB() -> String {
        guard let f = fopen("/proc/self/status", "r") else { return "?" }
        defer { fclose(f) }
        var buffer = [CChar](repeating: 0, count: 512)
        while fgets(&buffer, 512, f) != nil {
            let line = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if line.hasPrefix("VmHWM:") {
                let digits = line.filter(\.isNumber)
                if let kb = Double(digits) { return String(Double(Int(kb / 1024 * 10)) / 10) }
            }
        }
        return "?"
    }
}
