import GestureEngine

/// Runs one fuzz input the way `gesturelab run` does (parse, run, the text transcript formatted), under small
/// limits so that each input takes milliseconds. Used by the libFuzzer target (`Fuzzing/`) and by the regression test
/// that replays every saved crash input (`Tests/Fuzz/crashes/`), so both see exactly the same run.
///
/// Any diagnostic is a fine answer: the harness only returns the exit status. Findings are what the run itself does
/// wrong — a trap (crash), a hang (libFuzzer's timeout) or runaway memory (libFuzzer's `-rss_limit_mb`).
public enum FuzzHarness {
    /// Input events one input may dispatch (`SessionOptions.maxEvents`): enough for a few gestures.
    public static let maxEvents = 2_000
    /// Statements one input may execute, counting repeat iterations (`SessionOptions.maxStatements`).
    public static let maxStatements = 2_000
    /// History entries per list (`SessionOptions.historyLimit`), small so truncation paths run too.
    public static let historyLimit = 200
    /// Transcript bytes after which the run is stopped (as an interrupt): output is formatted, not kept.
    public static let maxOutputBytes = 256 * 1024

    /// Runs `bytes` as a script named `fuzz.gesture` and returns its exit status (0, 1 or 2).
    @discardableResult
    public static func run(_ bytes: [UInt8]) -> ExitStatus {
        let output = OutputCounter(limit: maxOutputBytes)
        var options = SessionOptions()
        options.maxEvents = maxEvents
        options.maxStatements = maxStatements
        options.historyLimit = historyLimit
        options.isInterrupted = { output.isFull }
        let outcome = ScriptRunner.run(name: "fuzz.gesture", bytes: bytes, options: options, style: .plain,
                                       diagnosticStyle: false, transcript: true, format: .text) { text in
            output.add(text.utf8.count)
        }
        return outcome.status
    }
}

/// Counts transcript bytes; read by the interrupt check, which must be `Sendable`. One run is single-threaded.
private final class OutputCounter: @unchecked Sendable {
    private let limit: Int
    private var bytes = 0
    init(limit: Int) { self.limit = limit }
    func add(_ count: Int) { bytes += count }
    var isFull: Bool { bytes >= limit }
}

extension FuzzHarness {
    /// libFuzzer's dictionary for the language, generated from the lexer's keyword list and the scene's names (so
    /// it never goes stale): every keyword, recognizer kind and UIKit class name, property, setting, direction and
    /// edge, the duration units, the punctuation, and numbers at the edges of the limits.
    public static var dictionary: String {
        var words = Keyword.allCases.map(\.rawValue)
        for kind in RecognizerKind.allCases {
            words += [kind.rawValue, kind.uikitClassName] + GestureEnvironment.propertyNames(for: kind)
        }
        words += Session.settingNames + SwipeDirection.names.map(\.0) + RectEdge.names.map(\.0)
        words += ["us", "µs", "ms", "s", "600ms", "0.35s", "5us"]
        words += [",", "(", ")", "{", "}", "&", "|", "=", ".", ":", ";", "->", "\"", "#", "\n", "require(toFail:", "\\\""]
        let edges = ["9223372036854775807", "4611686018427387903", "9000000000000000000", "2147483648", "1000000000"]
        words += ["0", "1", "-1", "20", "21", "0.5", "1000", "1e3", "-9223372036854775808"] + edges
        words += edges.flatMap { [$0 + "us", $0 + "ms", $0 + "s", "steps " + $0, "taps " + $0, "repeat " + $0] }
        var seen: Set<String> = []
        return words.filter { seen.insert($0).inserted }.map { "\"\(escaped($0))\"\n" }.joined()
    }

    /// libFuzzer's dictionary escaping: `\\`, `\"` and `\xNN` for bytes outside printable ASCII.
    private static func escaped(_ word: String) -> String {
        word.utf8.map { byte -> String in
            switch byte {
            case UInt8(ascii: "\\"): return "\\\\"
            case UInt8(ascii: "\""): return "\\\""
            case 0x20..<0x7F: return String(UnicodeScalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                return "\\x" + (hex.count == 1 ? "0" + hex : hex)
            }
        }.joined()
    }
}
