import Dispatch
import GestureREPL
import GestureScript
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// One test's result: the script's outcome, its golden comparison, and the wall-clock time it took.
struct TestCase: Sendable {
    enum Verdict: Equatable, Sendable { case passed, failed, error }

    /// The script's path as shown (``FilePath/display``: escaped).
    var path: String
    var outcome: ScriptOutcome
    var golden: Golden.Result = .notUsed
    /// Wall-clock seconds (reported in JUnit XML only; never in a transcript).
    var seconds: Double = 0

    /// An error (the script's, or a file that cannot be read or written) outranks a failure (an `expect` that did
    /// not hold, or a transcript that differs from its `.expected` file).
    var verdict: Verdict {
        if case .fileError = golden { return .error }
        switch outcome.status {
        case .ok: return golden.isFailure ? .failed : .passed
        case .expectationFailed: return .failed
        case .scriptError, .noTests, .usage: return .error
        }
    }

    /// One-line reasons a failed test failed, e.g. `2 expectations failed; transcript differs from a.expected`.
    var failureMessage: String {
        var parts: [String] = []
        let n = outcome.expectationFailures
        if n > 0 { parts.append("\(n) expectation\(n == 1 ? "" : "s") failed") }
        if golden.isFailure { parts.append("transcript differs from \(visible: Golden.expectedPath(for: path))") }
        if case .fileError(let message) = golden { parts.append(VisibleText.escape(message)) }
        return parts.joined(separator: "; ")
    }

    /// The error's one-line summary for an errored test.
    var errorMessage: String {
        if let e = outcome.firstError { return e }
        if case .fileError(let message) = golden { return "\(visible: path): error: \(visible: message)" }
        return "\(visible: path): error: script error"
    }

    /// The unified diff of a golden mismatch (empty otherwise).
    var diff: [String] {
        if case .mismatched(let d) = golden { return d }
        return []
    }
}

/// Runs scripts on several threads; each gets its own session (nothing is shared but the result slots).
enum TestRunner {
    /// What the worker threads share: the next file to take, and a slot for each file's result.
    final class Slots: Sendable {
        private let next = Mutex(0)
        private let cases: Mutex<[TestCase?]>
        init(count: Int) { cases = Mutex(Array(repeating: nil, count: count)) }
        /// The index of a file no other thread took.
        func take() -> Int {
            next.withLock { n in
                defer { n += 1 }
                return n
            }
        }
        func store(_ result: TestCase, at i: Int) { cases.withLock { $0[i] = result } }
        var results: [TestCase] { cases.withLock { $0.map { $0! } } }
    }

    static func run(files: [TestFile], jobs: Int, options: SessionOptions, update: Bool) -> [TestCase] {
        let slots = Slots(count: files.count)
        let showProgress = files.count > 50 && Terminal.isTerminal(2)
        DispatchQueue.concurrentPerform(iterations: min(jobs, files.count)) { _ in
            while true {
                let i = slots.take()
                guard i < files.count else { return }
                slots.store(runOne(files[i], options: options, update: update), at: i)
                if showProgress, i % 25 == 0 { Terminal.writeErr("\r[\(i)/\(files.count)] running…") }
            }
        }
        if showProgress { Terminal.writeErr("\r\u{1B}[K") }
        return slots.results
    }

    final class TextBox { var text = "" }

    /// Runs one test. The transcript is produced only for golden tests (an `.expected` file exists, or `update`).
    ///
    /// The script and its golden are read only if they pass their root's checks (``SuiteRoot``), judged by the file
    /// each leads to; a script that leads to a file not named *.gesture runs, but its syntax errors do not quote it.
    static func runOne(_ file: TestFile, options: SessionOptions, update: Bool) -> TestCase {
        let start = Clock.seconds()
        let path = file.path.display
        let script: OpenedFile
        switch FileBytes.open(file.path, admit: file.root.refusesScript) {
        case .success(let opened): script = opened
        case .failure(let reason):
            let outcome = ScriptOutcome(status: .scriptError, expectationsChecked: 0, expectationFailures: 0, diagnostics: "",
                                        firstError: "\(path): error: cannot read the file: \(reason)", failureLines: [], events: 0)
            return TestCase(path: path, outcome: outcome, seconds: Clock.seconds() - start)
        }
        let isScript = script.resolved.hasSuffix(".gesture")
        let expected: [UInt8]?
        switch readGolden(Golden.expectedPath(for: file.path), root: file.root, update: update) {
        case .success(let bytes): expected = bytes
        case .failure(let error):
            let message = error.message
            // The script still runs for its expectations; the golden is neither compared nor written.
            let outcome = ScriptRunner.run(name: path, bytes: script.bytes, isScript: isScript, options: options, transcript: false,
                                           write: { _ in })
            return TestCase(path: path, outcome: outcome, golden: .fileError(message), seconds: Clock.seconds() - start)
        }
        guard update || expected != nil else {
            let outcome = ScriptRunner.run(name: path, bytes: script.bytes, isScript: isScript, options: options, transcript: false,
                                           write: { _ in })
            return TestCase(path: path, outcome: outcome, seconds: Clock.seconds() - start)
        }
        // Golden test: the transcript names the file without its directory, as `run NAME.gesture` in that directory.
        // It is taken at trace level `all` (a script's own `set trace` still applies from where it stands): goldens
        // record every event, and those made before levels existed keep their meaning (grammar/README.md).
        let name = file.path.lastComponent.display
        let box = TextBox()
        var goldenOptions = options
        goldenOptions.traceLevel = .all
        var outcome = ScriptRunner.run(name: name, bytes: script.bytes, isScript: isScript, options: goldenOptions, style: .plain,
                                       diagnosticStyle: false, transcript: true, write: { box.text += $0 })
        let transcript = Golden.transcript(output: box.text, diagnostics: outcome.diagnostics)
        let golden = Golden.settle(path: file.path, transcript: transcript, expected: expected, update: update)
        outcome = renamed(outcome, from: name, to: path)
        return TestCase(path: path, outcome: outcome, golden: golden, seconds: Clock.seconds() - start)
    }

    /// The golden's bytes; nil when there is no file of that name (not even a dangling link); a failure message
    /// (`cannot read NAME.expected: REASON`) when there is one that cannot or may not be read. With `update`, a name
    /// that is not a regular file is not read at all: the write refuses it (`cannot write NAME.expected: …`).
    static func readGolden(_ path: FilePath, root: SuiteRoot, update: Bool) -> Result<[UInt8]?, GoldenReadError> {
        var st = stat()
        if path.withCString({ lstat($0, &st) }) != 0, errno == ENOENT { return .success(nil) }
        if update, st.st_mode & S_IFMT != S_IFREG { return .success(nil) }
        switch FileBytes.open(path, admit: root.refusesGolden) {
        case .success(let opened): return .success(opened.bytes)
        case .failure(let reason): return .failure(GoldenReadError(message: "cannot read \(path.display): \(reason)"))
        }
    }

    struct GoldenReadError: Error {
        var message: String
    }

    /// The outcome's messages with lines that start `NAME:` starting `PATH:` instead, for the listing (both as the
    /// messages show them, escaped: ``VisibleText``).
    static func renamed(_ outcome: ScriptOutcome, from name: String, to path: String) -> ScriptOutcome {
        guard name != path else { return outcome }
        let (name, path) = (VisibleText.escape(name), VisibleText.escape(path))
        let prefix = name + ":"
        func fix(_ line: String) -> String { line.hasPrefix(prefix) ? path + line.dropFirst(name.count) : line }
        var o = outcome
        o.failureLines = o.failureLines.map(fix)
        o.firstError = o.firstError.map(fix)
        o.diagnostics = o.diagnostics.split(separator: "\n", omittingEmptySubsequences: false).map { fix(String($0)) }
            .joined(separator: "\n")
        return o
    }
}
