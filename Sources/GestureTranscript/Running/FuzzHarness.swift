import GestureEngine
import GestureLanguage
import GestureScript

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
    /// edge, the duration units, the punctuation, numbers at the edges of the limits, and ``hostileTexts``.
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
        words += hostileTexts + hostileTexts.map { "\"" + $0 + "\"" } + hostileTexts.map { "# " + $0 }
        var seen: Set<String> = []
        return words.filter { seen.insert($0).inserted }.map { "\"\(escaped($0))\"\n" }.joined()
    }

    /// Text an attacker would put in a string, a comment, a name or a file name: terminal controls (C0, C1, DEL,
    /// escape sequences that clear the screen, set the title or write the clipboard), a byte-order mark, bidirectional
    /// and zero-width characters, the characters XML cannot carry and the other noncharacters, look-alike letters, a forged test-listing line,
    /// spreadsheet formulas and markup. The fuzzer's dictionary holds them (bare, as a string, as a comment), and the
    /// property tests build hostile scripts from them (`HostileTextProperties`).
    public static let hostileTexts: [String] = [
        "\u{1B}[2J", "\u{1B}]0;title\u{07}", "\u{1B}]52;c;SGVsbG8=\u{07}", "\u{1B}[31m", "\u{1B}\\", "\u{9B}2J",
        "\u{9D}0;title\u{9C}", "\u{85}", "\u{7F}", "\u{08}", "\u{07}", "\u{0B}", "\u{0C}", "\r", "\t", "\n", "\u{0}",
        "\u{FEFF}", "\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{61C}", "\u{200B}", "\u{200C}",
        "\u{200D}", "\u{2060}", "\u{2028}", "\u{2029}", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{430}", "\u{3164}",
        "\u{FF41}", "\nok 5 - fake.gesture", "=1+2", "@SUM(A1)", "+1", "-2+3+cmd|' /C calc'!A0", "</pre><script>",
        "]]>", "&amp;", "\"", "\\",
    ] + [0xFDD0, 0xFDEF, 0x1_FFFE, 0x10_FFFF].map { String(Unicode.Scalar($0)!) }  // noncharacters Swift's literals refuse

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
