import Foundation
import Testing

/// Keeps docs/engine.md's "One event, step by step" (§2.3) true: every file it names exists under
/// `Sources/GestureEngine/Environment/` and defines every function named on its row, and every fast path is named.
@Suite struct EngineDocsTests {
    /// The repository root, found from this file's real location (symbolic links resolved).
    static let root: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let environment = root.appendingPathComponent("Sources/GestureEngine/Environment")

    /// One row of the step table: its step, the file, the functions.
    struct Row { var step: String; var file: String; var functions: [String] }

    /// The rows of the table under the §2.3 heading (up to the next heading).
    static func rows(of markdown: String) -> [Row] {
        var rows: [Row] = []
        var inSection = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") {
                inSection = line.hasPrefix("### 2.3 One event, step by step")
                continue
            }
            guard inSection, line.hasPrefix("| ") else { continue }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 4, cells[2].hasPrefix("`"), cells[2].hasSuffix(".swift`") else { continue }
            rows.append(Row(step: cells[0], file: String(cells[2].dropFirst().dropLast()), functions: backticked(cells[3])))
        }
        return rows
    }

    /// The `code` spans of a cell, in order.
    static func backticked(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// Whether `source` declares a function named `name` (`func name(` or `func name<`).
    static func declares(_ name: String, in source: String) -> Bool {
        source.contains("func \(name)(") || source.contains("func \(name)<")
    }

    @Test func everyStepNamesAFileAndFunctionsThatExist() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/engine.md"), encoding: .utf8)
        let rows = Self.rows(of: doc)
        // Steps 1–8 of the pipeline, the update pass's steps, the fast paths.
        #expect(rows.count >= 25, "the step table of docs/engine.md §2.3 has \(rows.count) rows")
        var missing: [String] = []
        for row in rows {
            let url = Self.environment.appendingPathComponent(row.file)
            guard let source = try? String(contentsOf: url, encoding: .utf8) else {
                missing.append("step \(row.step): no file \(row.file)")
                continue
            }
            if row.functions.isEmpty { missing.append("step \(row.step): no function named") }
            for name in row.functions where !Self.declares(name, in: source) {
                missing.append("step \(row.step): \(row.file) declares no func \(name)")
            }
        }
        #expect(missing.isEmpty, "\(missing.joined(separator: "; "))")
    }

    @Test func everyFastPathIsAStepOfTheTable() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/engine.md"), encoding: .utf8)
        let named = Set(Self.rows(of: doc).map(\.file))
        let dir = Self.environment.appendingPathComponent("FastPaths")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }
        var unnamed: [String] = []
        for file in files.sorted() {
            let source = try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)
            // The option set that switches them declares no step.
            if source.contains("func "), !named.contains("FastPaths/\(file)") { unnamed.append(file) }
        }
        #expect(!files.isEmpty && unnamed.isEmpty, "fast paths missing from docs/engine.md §2.3: \(unnamed)")
    }

    /// The check itself: a function that is not declared, or a file that does not exist, is caught.
    @Test func theCheckCatchesANameThatIsNotThere() {
        let doc = """
            ### 2.3 One event, step by step: where the code is
            | step | what | file | functions |
            |---|---|---|---|
            | 1 | x | `Event/Dispatch.swift` | `dispatch`, `noSuchFunction` |
            ## 3. Next
            | 9 | y | `Event/Elsewhere.swift` | `dispatch` |
            """
        let rows = Self.rows(of: doc)
        #expect(rows.count == 1 && rows[0].file == "Event/Dispatch.swift" && rows[0].functions == ["dispatch", "noSuchFunction"])
        let source = "public func dispatch(_ inputs: [TouchInput]) throws(EngineError) {}"
        #expect(Self.declares("dispatch", in: source) && !Self.declares("noSuchFunction", in: source))
    }
}
