import GestureLanguage
import GestureScript
import GestureSupport
import GestureTranscript

/// The runs of a sweep for tools: CSV (one row per run) and JSON lines (one object per run). A sharded sweep writes
/// JSON lines; `--merge` reads them back (``parseLine(_:)``) and renders the whole sweep as if it had run in one.
public enum SweepRecords {
    /// `run,dt_ms,d,outcome,actions,states,expectations_checked,expectations_failed,model`: a parameter's values are
    /// numbers, with the unit in the column's name: a duration in milliseconds (`dt_ms`), a point as two columns in
    /// points (`at_x_pt`, `at_y_pt`), a plain number under its own name. With `--subdivide` (`marksRefined`) a last
    /// column, `sample`, says `grid` or `refined`.
    public static func csvHeader(_ plan: SweepPlan, marksRefined: Bool = false) -> String {
        (["run"] + columns(plan).map(\.name) + ["outcome", "actions", "states", "expectations_checked",
                                                "expectations_failed", "model"] + (marksRefined ? ["sample"] : []))
            .map(csvField).joined(separator: ",") + "\n"
    }

    /// One run's row. A refined run (`refinedIn`: the grid run whose cell holds it) has that run's number in `run`
    /// and its own values; `marksRefined` adds the `sample` column.
    public static func csvRow(_ r: SweepRun, refinedIn cell: SweepIndex? = nil, marksRefined: Bool = false) -> String {
        let values: [String] = r.values.flatMap { v -> [String] in numbers(v).map { SourceText.number($0) } }
        let fields: [String] = [String(cell ?? r.index)] + values + [
            r.outcome,
            r.actions.map { "\($0.name)=\($0.count)" }.joined(separator: " "),
            r.states.map { "\($0.name)=\($0.state)" }.joined(separator: " "),
            String(r.expectationsChecked),
            r.failedExpectations.map(String.init).joined(separator: " "),
            r.model ?? "",
        ] + (marksRefined ? [cell == nil ? "grid" : "refined"] : [])
        return fields.map(csvField).joined(separator: ",") + "\n"
    }

    /// The columns (CSV) or keys (JSON lines) of the parameters' values, with their units.
    public static func columns(_ plan: SweepPlan) -> [(name: String, parameter: Int)] {
        let first = plan.values(0)
        return plan.parameters.enumerated().flatMap { k, p -> [(name: String, parameter: Int)] in
            let name = p.name.value
            switch k < first.count ? first[k] : .number(0) {
            case .number: return [(name, k)]
            case .duration: return [(name + "_ms", k)]
            case .point: return [(name + "_x_pt", k), (name + "_y_pt", k)]
            }
        }
    }

    /// A value as the numbers its columns hold: milliseconds for a duration, x and y for a point.
    static func numbers(_ v: ParameterValue) -> [Double] {
        switch v {
        case .number(let d): [d]
        case .duration(let us): [Double(us) / 1000]
        case .point(let x, let y): [x, y]
        }
    }

    /// One CSV cell (RFC 4180), safe to print and to open in a spreadsheet:
    /// - control characters are shown as ``VisibleText`` escapes (a merged shard's strings reach the terminal, and a
    ///   line break inside a cell would start a new record for line-based tools);
    /// - a cell that begins with `=`, `+`, `-` or `@` would be read as a formula by a spreadsheet (OWASP's "CSV
    ///   injection"), so it gets a leading `'` inside a quoted cell, OWASP's recommendation: `'=1+2` shows as text.
    ///   Values a sweep writes itself are the exception: a negative number or duration (`-3.5`, `-100ms`) stays as it
    ///   is, so a negative value is still a number to the spreadsheet (see ``isSweepValue(_:)``; points are written
    ///   `(-10,20)`, which no spreadsheet reads as a formula);
    /// - a cell is quoted when it holds a comma or a quote (doubled), or got the `'`.
    static func csvField(_ s: String) -> String {
        var cell = VisibleText.escape(s)
        var quote = cell.contains(where: { $0 == "," || $0 == "\"" })
        if let first = cell.unicodeScalars.first, "=+-@".unicodeScalars.contains(first), !isSweepValue(cell) {
            cell = "'" + cell
            quote = true
        }
        guard quote else { return cell }
        var quoted = "\""
        for c in cell { quoted += c == "\"" ? "\"\"" : String(c) }
        return quoted + "\""
    }

    /// Whether `cell` is a number or a duration as a sweep writes it (`-3.5`, `-100ms`, `2s`, `250us`): an optional
    /// `-`, digits with at most one decimal point, an optional unit. Nothing of that shape is a formula.
    static func isSweepValue(_ cell: String) -> Bool {
        func number(_ part: Substring) -> Bool {
            var digits = part.utf8[...]
            if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
            let pieces = digits.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
            return (1...2).contains(pieces.count)
                && pieces.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }
        }
        var value = Substring(cell)
        for unit in ["ms", "us", "s"] where value.hasSuffix(unit) {
            value = value.dropLast(unit.count)
            break
        }
        return number(value)
    }

    /// `{"run":35,"values":{"dt_ms":350},"outcome":"…","actions":{"tap":1},"states":{"tap":"possible"},
    ///   "expectations":{"checked":1,"failed":[]},"model":null}`; a refined run of `--subdivide` (`refinedIn`: the grid
    /// run whose cell holds it) has that run's number in `run`, its own values, and `"refined":true` last. A merge
    /// takes no refined run (``parseLine(_:plan:)``).
    public static func jsonLine(_ r: SweepRun, plan: SweepPlan, refinedIn cell: SweepIndex? = nil) -> String {
        let run = cell ?? r.index
        var members: [(String, JSONValue)] = [
            ("run", Int64(exactly: run).map(JSONValue.integer) ?? .wideInteger(run)),
            ("values", .object(zip(columns(plan), r.values.flatMap(numbers)).map { ($0.name, .exactNumber($1)) })),
            ("outcome", .string(r.outcome)),
            ("actions", .object(r.actions.map { ($0.name, .integer(Int64($0.count))) })),
            ("states", .object(r.states.map { ($0.name, .string($0.state)) })),
            ("expectations", .object([("checked", .integer(Int64(r.expectationsChecked))),
                                      ("failed", .array(r.failedExpectations.map { .integer(Int64($0)) }))])),
            ("model", r.model.map { .string($0) } ?? .null),
        ]
        if cell != nil { members.append(("refined", .bool(true))) }
        var out = ""
        JSONValue.object(members).encode(into: &out)
        return out + "\n"
    }

    /// A run back from its JSON line; nil when the line is not one (the values are recomputed from the run number).
    public static func parseLine(_ line: Substring, plan: SweepPlan) -> SweepRun? {
        var reader = JSONReader(line)
        guard case .object(let members)? = reader.value(), reader.atEnd else { return nil }
        func member(_ key: String) -> JSONValue? { members.first { $0.0 == key }?.1 }
        let index: SweepIndex
        switch member("run") {
        case .integer(let i)?: index = SweepIndex(i)
        case .wideInteger(let i)?: index = i
        default: return nil
        }
        if case .bool(true)? = member("refined") { return nil }
        guard index >= 0, let total = plan.total, index < total,
              case .object(let actions)? = member("actions"), case .object(let states)? = member("states"),
              case .object(let expectations)? = member("expectations") else { return nil }
        var run = SweepRun(index: index, values: plan.values(index), actions: [], states: [],
                           expectationsChecked: 0, failedExpectations: [], model: nil)
        for (name, v) in actions {
            guard case .integer(let n) = v else { return nil }
            run.actions.append(.init(name: name, count: Int(n)))
        }
        for (name, v) in states {
            guard case .string(let s) = v else { return nil }
            run.states.append(.init(name: name, state: s))
        }
        if case .integer(let n)? = expectations.first(where: { $0.0 == "checked" })?.1 { run.expectationsChecked = Int(n) }
        if case .array(let failed)? = expectations.first(where: { $0.0 == "failed" })?.1 {
            for f in failed { if case .integer(let n) = f { run.failedExpectations.append(Int(n)) } }
        }
        if case .string(let m)? = member("model") { run.model = m }
        return run
    }
}

/// A small JSON reader for the sweep's own lines (objects, arrays, strings, integers, numbers, booleans, null).
/// Depth-limited and linear: a hostile line cannot make it recurse deeply or loop.
struct JSONReader {
    private let chars: [UInt8]
    private var i = 0
    private var depth = 0

    init(_ text: Substring) { chars = Array(text.utf8) }

    var atEnd: Bool {
        var j = i
        while j < chars.count, chars[j] == 32 || chars[j] == 9 || chars[j] == 13 { j += 1 }
        return j == chars.count
    }

    private mutating func skip() { while i < chars.count, chars[i] == 32 || chars[i] == 9 || chars[i] == 13 || chars[i] == 10 { i += 1 } }

    mutating func value() -> JSONValue? {
        skip()
        guard i < chars.count, depth < 16 else { return nil }
        switch chars[i] {
        case UInt8(ascii: "{"):
            depth += 1
            defer { depth -= 1 }
            i += 1
            var members: [(String, JSONValue)] = []
            skip()
            if i < chars.count, chars[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            while true {
                skip()
                guard let key = string() else { return nil }
                skip()
                guard i < chars.count, chars[i] == UInt8(ascii: ":") else { return nil }
                i += 1
                guard let v = value() else { return nil }
                members.append((key, v))
                skip()
                guard i < chars.count else { return nil }
                if chars[i] == UInt8(ascii: ",") { i += 1; continue }
                if chars[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
                return nil
            }
        case UInt8(ascii: "["):
            depth += 1
            defer { depth -= 1 }
            i += 1
            var items: [JSONValue] = []
            skip()
            if i < chars.count, chars[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            while true {
                guard let v = value() else { return nil }
                items.append(v)
                skip()
                guard i < chars.count else { return nil }
                if chars[i] == UInt8(ascii: ",") { i += 1; continue }
                if chars[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                return nil
            }
        case UInt8(ascii: "\""):
            return string().map { .string($0) }
        case UInt8(ascii: "n"):
            return literal("null", .null)
        case UInt8(ascii: "t"):
            return literal("true", .bool(true))
        case UInt8(ascii: "f"):
            return literal("false", .bool(false))
        default:
            let start = i
            while i < chars.count, chars[i] == UInt8(ascii: "-") || chars[i] == UInt8(ascii: ".") || chars[i] == UInt8(ascii: "e")
                    || chars[i] == UInt8(ascii: "E") || chars[i] == UInt8(ascii: "+") || (chars[i] >= 48 && chars[i] <= 57) { i += 1 }
            let text = String(decoding: chars[start..<i], as: UTF8.self)
            if let n = Int64(text) { return .integer(n) }
            if let n = Int128(text) { return .wideInteger(n) }
            if let d = Double(text), d.isFinite { return .number(d) }
            return nil
        }
    }

    private mutating func literal(_ word: String, _ v: JSONValue) -> JSONValue? {
        let w = Array(word.utf8)
        guard i + w.count <= chars.count, Array(chars[i..<(i + w.count)]) == w else { return nil }
        i += w.count
        return v
    }

    /// Four hexadecimal digits at the reader's position, as a `\u` escape's code unit; nil (nothing read) when they
    /// are not four hex digits.
    private mutating func hexQuad() -> UInt32? {
        guard i + 4 <= chars.count else { return nil }
        var code: UInt32 = 0
        for c in chars[i..<(i + 4)] {
            switch c {
            case 48...57: code = code << 4 | UInt32(c - 48)
            case 65...70: code = code << 4 | UInt32(c - 55)
            case 97...102: code = code << 4 | UInt32(c - 87)
            default: return nil
            }
        }
        i += 4
        return code
    }

    private mutating func string() -> String? {
        guard i < chars.count, chars[i] == UInt8(ascii: "\"") else { return nil }
        i += 1
        var bytes: [UInt8] = []
        while i < chars.count {
            let c = chars[i]
            i += 1
            if c == UInt8(ascii: "\"") { return String(decoding: bytes, as: UTF8.self) }
            guard c == UInt8(ascii: "\\") else { bytes.append(c); continue }
            guard i < chars.count else { return nil }
            let e = chars[i]
            i += 1
            switch e {
            case UInt8(ascii: "n"): bytes.append(10)
            case UInt8(ascii: "t"): bytes.append(9)
            case UInt8(ascii: "r"): bytes.append(13)
            case UInt8(ascii: "b"): bytes.append(8)
            case UInt8(ascii: "f"): bytes.append(12)
            case UInt8(ascii: "u"):
                guard var code = hexQuad() else { return nil }
                // A character beyond the Basic Multilingual Plane is escaped as a UTF-16 surrogate pair
                // (RFC 8259 §7): a high surrogate followed by `\u` and a low one. A lone surrogate stays U+FFFD.
                if (0xD800...0xDBFF).contains(code), i + 1 < chars.count, chars[i] == UInt8(ascii: "\\"), chars[i + 1] == UInt8(ascii: "u") {
                    let mark = i
                    i += 2
                    if let low = hexQuad(), (0xDC00...0xDFFF).contains(low) {
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        i = mark
                    }
                }
                let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                bytes.append(contentsOf: Array(String(Character(scalar)).utf8))
            default: bytes.append(e)
            }
        }
        return nil
    }
}
