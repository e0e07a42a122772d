import Foundation
import Testing

@testable import GestureTranscript

/// docs/defaults.md shows what `:defaults` prints (`DefaultsTable.render()`), byte for byte, and `:defaults` shows every
/// tuning number of the scroll views and tables that `GestureDefaults` holds: a constant added there without a line
/// that shows it fails here.
@Suite struct DefaultsDocTests {
    static func read(_ relativePath: String) throws -> String {
        try String(contentsOf: GrammarDocsTests.root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// The fenced block after the `:defaults` command in docs/defaults.md.
    static func documentedTable() throws -> String {
        let doc = try read("docs/defaults.md")
        let command = try #require(doc.range(of: "printf ':defaults\\n' | gesturelab --empty\n```\n\n```\n"))
        let end = try #require(doc.range(of: "\n```\n", range: command.upperBound..<doc.endIndex))
        return String(doc[command.upperBound..<end.lowerBound]) + "\n"
    }

    @Test func theDocShowsTheTableAsPrinted() throws {
        #expect(try Self.documentedTable() == DefaultsTable.render())
    }

    /// The `static let` names of `GestureDefaults` from its scroll-view mark to the base class's (the scroll views',
    /// the content-touch delay's, the tables' and collections').
    static func scrollAndTableConstants() throws -> [String] {
        let source = try read("Sources/GestureEngine/GestureDefaults.swift")
        let start = try #require(source.range(of: "// MARK: - Scroll view"))
        let end = try #require(source.range(of: "// MARK: - Base class"))
        return source[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard let at = words.firstIndex(of: "let"), at > 0, words[at - 1] == "static", at + 1 < words.count else { return nil }
            return String(words[at + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        }
    }

    @Test func everyScrollAndTableNumberHasALine() throws {
        let constants = try Self.scrollAndTableConstants()
        #expect(constants.count >= 30, "the section was not found or not read: \(constants)")
        let shown = Set((DefaultsTable.scrollRows + DefaultsTable.tableRows).flatMap(\.constants))
        let missing = constants.filter { !shown.contains($0) }
        #expect(missing.isEmpty, "GestureDefaults constants that no line of :defaults shows: \(missing)")
    }

    /// Each line names what it shows with the value's unit where it has one (no bare number in points or per ms).
    @Test func everyLineHasASource() {
        for row in DefaultsTable.scrollRows + DefaultsTable.tableRows {
            #expect(row.source.contains("[") || row.source.contains("simulator's"), "\(row.name) has no source")
        }
    }
}
