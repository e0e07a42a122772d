import Foundation
import Testing
@testable import GestureScript
@testable import GestureLanguage

/// Keeps the published grammar honest: every example in the docs parses, every example
/// script parses, and the EBNF's keywords are the parser's keywords.
@Suite struct GrammarDocsTests {
    /// The repository root, found from this file's real location (symbolic links resolved).
    static let root: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ relativePath: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }

    /// The ```` ```gesture ```` blocks of a Markdown text, with the line each starts on.
    static func gestureBlocks(in markdown: String) -> [(line: Int, code: String)] {
        var blocks: [(Int, String)] = []
        var current: [String]?
        var start = 0
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let lines = current {
                if trimmed == "```" {
                    blocks.append((start, lines.joined(separator: "\n")))
                    current = nil
                } else {
                    current = lines + [String(line)]
                }
            } else if trimmed == "```gesture" {
                current = []
                start = index + 2
            }
        }
        return blocks
    }

    /// Parses a documentation example. Lines starting with `:` are REPL commands shown in
    /// a session, not statements, so they are left out (kept as blank lines).
    static func errors(inExample code: String, name: String) -> [String] {
        let statements = code.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces).hasPrefix(":") ? "" : String($0) }
            .joined(separator: "\n")
        let file = SourceFile(name: name, text: statements)
        return Parser.parse(file).1.filter(\.isError).map { DiagnosticRenderer.render($0, in: file) }
    }

    @Test func grammarReadmeExamplesParse() throws {
        let readme = try #require(Self.read("grammar/README.md"), "grammar/README.md is missing")
        let blocks = Self.gestureBlocks(in: readme)
        #expect(blocks.count >= 20, "grammar/README.md should show an example per production")
        for block in blocks {
            let errors = Self.errors(inExample: block.code, name: "grammar/README.md (block at line \(block.line))")
            #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
        }
    }

    @Test func repositoryReadmeExamplesParse() {
        // The root README may not exist yet, or may have no gesture blocks.
        guard let readme = Self.read("README.md") else { return }
        for block in Self.gestureBlocks(in: readme) {
            let errors = Self.errors(inExample: block.code, name: "README.md (block at line \(block.line))")
            #expect(errors.isEmpty, "\(errors.joined(separator: "\n"))")
        }
    }

    /// Every `examples/**/*.gesture` file parses without errors, except files that say
    /// `# parse: error` on a line of their own: those must have at least one error (they
    /// show what an error looks like).
    @Test func exampleScriptsParse() throws {
        let examples = Self.root.appendingPathComponent("examples")
        guard let enumerator = FileManager.default.enumerator(at: examples, includingPropertiesForKeys: nil) else {
            return  // No examples folder yet.
        }
        for case let url as URL in enumerator where url.pathExtension == "gesture" {
            let bytes = try [UInt8](Data(contentsOf: url))
            let name = "examples/" + url.path.dropFirst(examples.path.count + 1)
            let file = SourceFile(name: name, bytes: bytes)
            let errors = Parser.parse(file).1.filter(\.isError)
            let expectsError = file.text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "# parse: error" }
            if expectsError {
                #expect(!errors.isEmpty, "\(name) is marked '# parse: error' but parses")
            } else {
                #expect(errors.isEmpty, "\(DiagnosticRenderer.render(errors, in: file))")
            }
        }
    }

    /// The quoted words of the EBNF's syntactic part (before the lexical rules).
    static func ebnfKeywords() throws -> Set<String> {
        let ebnf = try #require(read("grammar/gesture.ebnf"), "grammar/gesture.ebnf is missing")
        let marker = try #require(ebnf.range(of: "LEXICAL RULES"), "the EBNF must have a LEXICAL RULES section")
        // Drop comments, then collect 'word' literals made of identifier characters.
        var syntax = String(ebnf[..<marker.lowerBound])
        while let open = syntax.range(of: "/*"), let close = syntax.range(of: "*/", range: open.upperBound..<syntax.endIndex) {
            syntax.removeSubrange(open.lowerBound..<close.upperBound)
        }
        var words: Set<String> = []
        let parts = syntax.split(separator: "'", omittingEmptySubsequences: false)
        for (index, part) in parts.enumerated() where index % 2 == 1 {
            if let first = part.first, first.isLetter, part.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                words.insert(String(part))
            }
        }
        return words
    }

    @Test func ebnfKeywordsAreTheLexersKeywords() throws {
        let words = try Self.ebnfKeywords()
        #expect(words.subtracting(Lexer.keywords).sorted() == [], "in the EBNF but unknown to Keyword")
        #expect(Lexer.keywords.subtracting(words).sorted() == [], "in Keyword but missing from the EBNF")
    }

    @Test func everyParseFunctionCitesAProductionThatExists() throws {
        let ebnf = try #require(Self.read("grammar/gesture.ebnf"))
        let defined = Set(ebnf.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
            return parts.count >= 2 && parts[1] == "::=" ? String(parts[0]) : nil
        })
        let parsing = Self.root.appendingPathComponent("Sources/GestureLanguage/Parsing")
        let files = try FileManager.default.contentsOfDirectory(atPath: parsing.path).filter { $0.hasSuffix(".swift") }
        var cited: Set<String> = []
        for name in files {
            let source = try String(contentsOf: parsing.appendingPathComponent(name), encoding: .utf8)
            for line in source.split(separator: "\n") where line.contains("/// `") && line.contains(" ::= ") {
                let afterTick = line[line.range(of: "/// `")!.upperBound...]
                if let name = afterTick.split(separator: " ").first { cited.insert(String(name)) }
            }
        }
        #expect(cited.count >= 30)
        #expect(cited.subtracting(defined).sorted() == [], "parse functions cite productions the EBNF lacks")
    }
}
