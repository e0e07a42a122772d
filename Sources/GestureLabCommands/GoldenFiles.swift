#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureREPL
import GestureScript
import GestureSupport
import GestureTranscript

/// Golden transcripts: `NAME.gesture` is compared with a sibling `NAME.expected`; a mismatch leaves `NAME.actual`.
enum Golden {
    /// What the golden comparison of one test came to.
    enum Result: Equatable, Sendable {
        /// No `.expected` file and no `--update`: the transcript was not even produced.
        case notUsed
        /// The transcript equals the `.expected` file (any stale `.actual` was removed).
        case matched
        /// It differs: `diff` is the unified diff shown, and the transcript was written to the `.actual` file. `line`:
        /// the `.expected` file's line where the diff's first hunk changes it (where a CI viewer opens the file).
        case mismatched(diff: [String], line: Int = 1)
        /// `--update` wrote the `.expected` file because its content changed (`created`: there was none).
        case updated(created: Bool)
        /// `--update` found the `.expected` file already right.
        case unchanged
        /// A file could not be written, or a golden could not be read (the message says which and why).
        case fileError(String)

        var isFailure: Bool { if case .mismatched = self { true } else { false } }

        init(_ outcome: UpdateOutcome) {
            switch outcome {
            case .unchanged: self = .unchanged
            case .updated(let created): self = .updated(created: created)
            case .fileError(let message): self = .fileError(message)
            }
        }
    }

    /// The line that separates the standard-output part of a golden transcript from its diagnostics.
    static let diagnosticsSeparator = "--- diagnostics"

    /// `dir/NAME.gesture` → `dir/NAME.expected` (a file without the extension gets `.expected` appended).
    static func expectedPath(for path: String) -> String { stem(path) + ".expected" }
    /// `dir/NAME.gesture` → `dir/NAME.actual`.
    static func actualPath(for path: String) -> String { stem(path) + ".actual" }

    /// `dir/NAME.gesture` → `dir/NAME`.
    static func stem(_ path: String) -> String {
        path.hasSuffix(".gesture") ? String(path.dropLast(".gesture".count)) : path
    }

    /// `dir/NAME.gesture` → `dir/NAME.expected`, by bytes.
    static func expectedPath(for path: FilePath) -> FilePath { FilePath(bytes: stem(path).bytes + Array(".expected".utf8)) }
    /// `dir/NAME.gesture` → `dir/NAME.actual`, by bytes.
    static func actualPath(for path: FilePath) -> FilePath { FilePath(bytes: stem(path).bytes + Array(".actual".utf8)) }

    /// The golden files' extensions: a transcript's and a sweep's boundaries'.
    static let goldenExtensions = [".expected", ".boundaries"]

    /// `NAME.expected` or `NAME.boundaries` → `NAME.gesture` (a file name's bytes); nil for any other name.
    static func scriptName(ofGolden name: [UInt8]) -> [UInt8]? {
        for ext in goldenExtensions {
            let e = Array(ext.utf8)
            if name.count > e.count, name.suffix(e.count).elementsEqual(e) { return Array(name.dropLast(e.count)) + Array(".gesture".utf8) }
        }
        return nil
    }

    /// The script a golden file belongs to (`dir/NAME.expected` → `dir/NAME.gesture`).
    static func scriptPath(ofGolden path: FilePath) -> FilePath {
        guard let script = scriptName(ofGolden: path.lastComponent.bytes) else { return path }
        return FilePath(bytes: Array(path.bytes.dropLast(path.lastComponent.bytes.count)) + script)
    }

    /// `dir/NAME.gesture` → `dir/NAME`, by bytes.
    static func stem(_ path: FilePath) -> FilePath {
        path.hasSuffix(".gesture") ? FilePath(bytes: Array(path.bytes.dropLast(".gesture".utf8.count))) : path
    }

    /// The file name without its directory: golden transcripts name the script this way, so they do not depend on
    /// the directory `gesturelab test` was started from.
    static func baseName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The golden transcript: standard output of `run`, then — only if there are any — the separator line and the
    /// rendered diagnostics (standard error's part), ending in a newline.
    static func transcript(output: String, diagnostics: String) -> String {
        guard !diagnostics.isEmpty else { return output }
        var text = output
        if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
        text += diagnosticsSeparator + "\n" + diagnostics
        if !text.hasSuffix("\n") { text += "\n" }
        return text
    }

    /// What `--update` did to a golden file.
    enum UpdateOutcome: Equatable, Sendable {
        /// The file already held the run's bytes.
        case unchanged
        /// The file was written (`created`: there was none).
        case updated(created: Bool)
        /// It could not be written (the message says why).
        case fileError(String)
    }

    /// `--update`: writes `actual` to the golden file `golden` unless `expected` (its bytes as read before the run;
    /// nil: there was none) already equals it, then removes a stale `stale` (the `.actual` file) once the golden is
    /// right. Only regular files are written or removed (``AtomicFile/Existing/regularOnly``).
    static func update(_ golden: FilePath, to actual: [UInt8], expected: [UInt8]?, removing stale: FilePath) -> UpdateOutcome {
        let outcome: UpdateOutcome
        if expected == actual {
            outcome = .unchanged
        } else {
            do {
                try AtomicFile.write(actual, to: golden, existing: .regularOnly)
            } catch {
                return .fileError(error.description)
            }
            outcome = .updated(created: expected == nil)
        }
        AtomicFile.removeRegularFile(stale)
        return outcome
    }

    /// Compares (or with `update`, writes) the golden file of the test at `path`, given its transcript and the
    /// `.expected` file's bytes as read before the run (nil: there is none). Touches the file system: writes
    /// `.expected` on update, writes `.actual` on a mismatch, removes `.actual` otherwise. These names lie in a
    /// suite that may come from anyone, so only regular files are written or removed there: a link, FIFO or device
    /// of that name is refused (``AtomicFile/Existing/regularOnly``), never written through.
    static func settle(path: String, transcript: String, expected: [UInt8]?, update: Bool) -> Result {
        settle(path: FilePath(path), transcript: transcript, expected: expected, update: update)
    }

    static func settle(path: FilePath, transcript: String, expected: [UInt8]?, update: Bool) -> Result {
        let expectedFile = expectedPath(for: path)
        let actualFile = actualPath(for: path)
        let actualBytes = Array(transcript.utf8)
        if update { return Result(Golden.update(expectedFile, to: actualBytes, expected: expected, removing: actualFile)) }
        guard let expected else { return .notUsed }
        if expected == actualBytes {
            AtomicFile.removeRegularFile(actualFile)
            return .matched
        }
        do {
            try AtomicFile.write(actualBytes, to: actualFile, existing: .regularOnly)
        } catch {
            return .fileError(error.description)
        }
        let old = String(decoding: expected, as: UTF8.self)
        var diff = GoldenDiff.diff(expected: old, actual: transcript, expectedName: expectedFile.display,
                                   actualName: actualFile.display, isScriptText: isStatementHeader)
        if hasNumberedHeaders(old) {
            diff.lines.append("(\(expectedFile.lastComponent.display) was written before golden transcripts left out line numbers: "
                              + "rewrite it once with gesturelab test --update)")
        }
        return .mismatched(diff: diff.lines, line: diff.line)
    }

    /// A golden transcript's statement header (`> tap at 100,100`): the script's text, not what it did.
    static func isStatementHeader(_ line: String) -> Bool { line.hasPrefix(TranscriptFormatter.unnumberedStatementPrefix) }

    /// Whether a golden transcript starts its statements the way they were written before line numbers were left out
    /// (`[12] tap at 100,100`).
    static func hasNumberedHeaders(_ text: String) -> Bool {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == Substring(diagnosticsSeparator) { return false }
            guard line.first == "[", let close = line.firstIndex(of: "]"), close > line.startIndex else { continue }
            let digits = line[line.index(after: line.startIndex)..<close]
            if !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber),
               line[close...].hasPrefix("] ") { return true }
        }
        return false
    }
}
