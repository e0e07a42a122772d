#if canImport(Glibc)
import Glibc
#endif
import GestureREPL
import GestureScript

@testable import GestureLabCommands
import GestureLanguage
import GestureSupport
@testable import GestureTranscript

/// A fixed set of results, one of each kind, for the report tests.
enum Fixture {
    static func outcome(_ status: ExitStatus, checked: Int = 0, failures: [String] = [], firstError: String? = nil,
                        diagnostics: String = "") -> ScriptOutcome {
        ScriptOutcome(status: status, expectationsChecked: checked, expectationFailures: failures.count, diagnostics: diagnostics,
                      firstError: firstError, failureLines: failures, events: 0)
    }

    static func expectation(_ line: Int, _ text: String, failures: [ExpectationResult.Failure] = [], checked: Bool = true) -> ExpectationResult {
        ExpectationResult(location: SourceLocation(line: line, column: 1), text: text, checked: checked, failures: failures)
    }

    static let passed: TestCase = {
        var o = outcome(.ok, checked: 2)
        o.expectations = [expectation(3, "expect tap state recognized"), expectation(4, "expect tap actions 1")]
        return TestCase(path: "examples/tap.gesture", outcome: o, seconds: 0.0012)
    }()

    static let failed: TestCase = {
        var o = outcome(.expectationFailed, checked: 3,
                        failures: ["examples/chapter/pan.gesture:4: expectation failed: expected pan state began, got possible"])
        o.expectations = [
            expectation(4, "expect pan state began",
                        failures: [.init(expected: "pan state began", actual: "possible", explanation: "pan moved 3 pt < 10 pt")]),
            expectation(5, "expect pan actions 0"), expectation(6, "expect pan actions 0"),
        ]
        return TestCase(path: "examples/chapter/pan.gesture", outcome: o, seconds: 0.25)
    }()

    static let goldenDiff = [
        "--- examples/golden.expected", "+++ examples/golden.actual", "@@ -1,2 +1,2 @@", " [1] tap at 1,1", "-  0ms  old",
        "+  0ms  new",
    ]
    static let mismatched = TestCase(path: "examples/golden.gesture", outcome: outcome(.ok, checked: 1),
                                     golden: .mismatched(diff: goldenDiff), seconds: 1.5)

    static let errored: TestCase = {
        var o = outcome(.scriptError, firstError: "odd/a&b <c>.gesture:2:1: error: finger 3 is \"not\" down\u{1B}",
                        diagnostics: "odd/a&b <c>.gesture:2:1: error: finger 3 is \"not\" down\u{1B}\nup 3\n^~~~")
        o.errorLocation = SourceLocation(line: 2, column: 1)
        o.expectations = [expectation(3, "expect t actions 1", checked: false)]
        return TestCase(path: "odd/a&b <c>.gesture", outcome: o, seconds: 0)
    }()

    static let all = [passed, failed, mismatched, errored]

    /// A script that checks nothing: no expectation, no golden.
    static let empty = TestCase(path: "examples/draw.gesture", outcome: outcome(.ok), seconds: 0.01)
}

extension TestRunner {
    /// One test named by its path, as `gesturelab test PATH` runs it (its root is its directory).
    static func runOne(_ path: String, options: SessionOptions, update: Bool) -> TestCase {
        runOne(TestFile(named: FilePath(path)), options: options, update: update)
    }

    static func run(files: [String], jobs: Int, options: SessionOptions, update: Bool) -> [TestCase] {
        run(files: files.map { TestFile(named: FilePath($0)) }, jobs: jobs, options: options, update: update)
    }
}

/// A fresh directory under /tmp, removed with its files by `remove()`.
struct TempDirectory {
    let path: String

    init() {
        var template = Array("/tmp/gesturelab-test-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "mkdtemp failed")
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    func file(_ name: String) -> String { path + "/" + name }

    @discardableResult
    func write(_ name: String, _ text: String) -> String {
        let p = file(name)
        if let slash = name.lastIndex(of: "/") { mkdir(file(String(name[..<slash])), 0o755) }
        let f = fopen(p, "wb")!
        fputs(text, f)
        fclose(f)
        return p
    }

    func read(_ name: String) -> String? {
        guard let f = fopen(file(name), "rb") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            bytes += buffer[0..<n]
            if n < buffer.count { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func exists(_ name: String) -> Bool { access(file(name), F_OK) == 0 }

    func remove() {
        // Two levels are all the tests make.
        for dir in [path] + subdirectories() {
            for name in entries(dir) where !isDirectory(dir + "/" + name) { unlink(dir + "/" + name) }
        }
        for dir in subdirectories() { rmdir(dir) }
        rmdir(path)
    }

    private func entries(_ dir: String) -> [String] {
        guard let d = opendir(dir) else { return [] }
        defer { closedir(d) }
        var names: [String] = []
        while let e = readdir(d) {
            let name = withUnsafePointer(to: e.pointee.d_name) {
                $0.withMemoryRebound(to: UInt8.self, capacity: 256) { p in
                    String(decoding: UnsafeBufferPointer(start: p, count: strlen(UnsafeRawPointer(p).assumingMemoryBound(to: CChar.self))), as: UTF8.self)
                }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }

    private func isDirectory(_ p: String) -> Bool {
        var st = stat()
        return stat(p, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    private func subdirectories() -> [String] {
        entries(path).map { path + "/" + $0 }.filter(isDirectory)
    }
}
