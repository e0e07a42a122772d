#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import GestureREPL
import GestureScript
import GestureSupport
import GestureTranscript

/// Where output goes, and whether it may be coloured.
enum Terminal {
    static var environment: [String: String] {
        var result: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let s = String(cString: entry)
            if let eq = s.firstIndex(of: "=") { result[String(s[..<eq])] = String(s[s.index(after: eq)...]) }
            p += 1
        }
        return result
    }

    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) != 0 }

    /// The width help is wrapped to when ArgumentParser cannot tell: with standard output piped (`--help | less`)
    /// and no `COLUMNS`, the width of the terminal standard error is on. Nil leaves it to ArgumentParser
    /// (`COLUMNS`, then standard output's terminal, then 80).
    static func helpColumns() -> Int? {
        guard !isTerminal(1), environment["COLUMNS"] == nil, isTerminal(2) else { return nil }
        var size = winsize()
        guard ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// Standard output, every write checked (C's `stdout` is a mutable global Swift 6 will not read, and `fputs`'
    /// failures are easy to lose): see `finish()`.
    static let out = CheckedOutput(fd: 1, closedPipe: ClosedPipe.end)
    /// Standard error stays a C stream: when it fails there is nowhere left to say so.
    nonisolated(unsafe) static let err: UnsafeMutablePointer<FILE>? = fdopen(2, "w")

    static func writeOut(_ s: String) {
        guard !s.isEmpty else { return }
        out.write(s)
    }

    /// Writes `s` to standard error; on a terminal its prose lines wrap at its width (``DiagnosticWrap``).
    static func writeErr(_ s: String) {
        guard !s.isEmpty, let err else { return }
        out.flush()
        fputs(errColumns().map { DiagnosticWrap.lines(s, width: $0) } ?? s, err)
        fflush(err)
    }

    /// The width of the terminal standard error is on (`COLUMNS` when set to a number); nil when it is not a terminal.
    static func errColumns() -> Int? {
        guard isTerminal(2) else { return nil }
        if let v = getenv("COLUMNS"), let c = Int(String(cString: v)), c > 0 { return c }
        var size = winsize()
        guard ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
    }

    static func flush() {
        out.flush()
        if let err { fflush(err) }
    }

    /// Ends the program's output: flushes and closes standard output, checking both. On a failure (a full disk,
    /// /dev/full, a closed descriptor) says so on standard error and returns exit status 2 instead of `status`.
    static func finish(status: Int32) -> Int32 {
        guard let reason = out.finish() else { return status }
        writeErr("gesturelab: error: cannot write standard output: \(reason)\n")
        return ExitStatus.scriptError.rawValue
    }
}

/// `--color auto|always|never`.
enum ColorChoice: String, ExpressibleByArgument, CaseIterable {
    case auto, always, never

    /// Colour for a stream: `always`/`never` decide; `auto` means a terminal without `NO_COLOR`.
    func enabled(fd: Int32) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: Style.shouldColor(isTerminal: Terminal.isTerminal(fd), environment: Terminal.environment)
        }
    }
}

/// Options shared by the commands that run scripts.
struct RunOptions: ParsableArguments {
    // `.unconditional`: `--max-events -5` is a value to judge, not a missing one.
    @Option(parsing: .unconditional, help: "Stop a script after this many input events (a runaway repeat).")
    var maxEvents: Int = SessionOptions().maxEvents

    @Option(help: "Colour: auto (a terminal without NO_COLOR), always or never.")
    var color: ColorChoice = .auto

    func sessionOptions() -> SessionOptions {
        var o = SessionOptions()
        o.maxEvents = maxEvents
        return o
    }

    func validate() throws {
        if maxEvents < 1 { throw ValidationError("--max-events must be at least 1 (got \(maxEvents))") }
    }
}
