import Foundation

/// The part of YAML that docs/ci.md's recipes are written in, read for `CIRecipeTests`: block mappings and sequences
/// by indentation, `- key: value` items, `|` block scalars, flow sequences (`[a, b]`), quoted scalars and whole-line
/// comments. Anything else (flow mappings, anchors, multi-document streams) is reported as an error, so a recipe
/// written in another style fails the test instead of being misread.
indirect enum YAML: Equatable, CustomStringConvertible {
    case scalar(String)
    case list([YAML])
    case map([(String, YAML)])

    static func == (a: YAML, b: YAML) -> Bool { a.description == b.description }

    var description: String {
        switch self {
        case .scalar(let s): s
        case .list(let items): "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .map(let pairs): "{" + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
        }
    }

    /// The value of `key` in a mapping.
    subscript(_ key: String) -> YAML? {
        guard case .map(let pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    var string: String? {
        if case .scalar(let s) = self { return s }
        return nil
    }

    /// A sequence's items; a scalar is a sequence of one (`needs: build`).
    var items: [YAML] {
        switch self {
        case .list(let items): items
        case .scalar: [self]
        case .map: []
        }
    }

    var keys: [String] {
        if case .map(let pairs) = self { return pairs.map(\.0) }
        return []
    }

    struct SyntaxError: Error, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "line \(line): \(message)" }
    }

    static func parse(_ text: String) throws -> YAML {
        var lines: [(number: Int, indent: Int, text: String)] = []
        for (k, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = raw.drop { $0 == " " }
            if content.isEmpty || content.hasPrefix("#") { continue }
            lines.append((k + 1, raw.count - content.count, String(content)))
        }
        var parser = Parser(lines: lines)
        let value = try parser.block(indent: lines.first?.indent ?? 0)
        if parser.index < lines.count {
            throw SyntaxError(line: lines[parser.index].number, message: "unexpected indentation")
        }
        return value
    }

    private struct Parser {
        var lines: [(number: Int, indent: Int, text: String)]
        var index = 0

        mutating func block(indent: Int) throws -> YAML {
            guard index < lines.count else { return .scalar("") }
            return lines[index].text.hasPrefix("- ") ? try sequence(indent: indent) : try mapping(indent: indent)
        }

        mutating func sequence(indent: Int) throws -> YAML {
            var items: [YAML] = []
            while index < lines.count, lines[index].indent == indent, lines[index].text.hasPrefix("- ") {
                let rest = String(lines[index].text.dropFirst(2))
                if Self.keyValue(rest) != nil {
                    // `- key: value`: a mapping whose first line starts after the dash.
                    lines[index] = (lines[index].number, indent + 2, rest)
                    items.append(try mapping(indent: indent + 2))
                } else {
                    let number = lines[index].number
                    index += 1
                    items.append(try Self.scalar(rest, line: number))
                }
            }
            return .list(items)
        }

        mutating func mapping(indent: Int) throws -> YAML {
            var pairs: [(String, YAML)] = []
            while index < lines.count, lines[index].indent == indent, !lines[index].text.hasPrefix("- ") {
                let (number, text) = (lines[index].number, lines[index].text)
                guard let (key, value) = Self.keyValue(text) else {
                    throw SyntaxError(line: number, message: "expected 'key: value', found '\(text)'")
                }
                index += 1
                if pairs.contains(where: { $0.0 == key }) { throw SyntaxError(line: number, message: "'\(key)' given twice") }
                if value == "|" {
                    var block: [String] = []
                    let deeper = index < lines.count ? lines[index].indent : indent + 1
                    while index < lines.count, lines[index].indent >= deeper, deeper > indent {
                        block.append(String(repeating: " ", count: lines[index].indent - deeper) + lines[index].text)
                        index += 1
                    }
                    pairs.append((key, .scalar(block.joined(separator: "\n"))))
                } else if value.isEmpty {
                    guard index < lines.count, lines[index].indent > indent
                        || (lines[index].indent == indent && lines[index].text.hasPrefix("- "))
                    else {
                        pairs.append((key, .scalar("")))
                        continue
                    }
                    pairs.append((key, try block(indent: lines[index].indent)))
                } else {
                    pairs.append((key, try Self.scalar(value, line: number)))
                }
            }
            return .map(pairs)
        }

        /// `key: value` or `key:` (a key is a word: letters, digits, `_`, `-`), or nil.
        static func keyValue(_ text: String) -> (String, String)? {
            guard let colon = text.firstIndex(of: ":") else { return nil }
            let key = text[..<colon]
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return nil }
            let after = text[text.index(after: colon)...]
            guard after.isEmpty || after.hasPrefix(" ") else { return nil }
            return (String(key), after.trimmingCharacters(in: .whitespaces))
        }

        static func scalar(_ text: String, line: Int) throws -> YAML {
            if text.hasPrefix("{") || text.hasPrefix("&") || text.hasPrefix("*") {
                throw SyntaxError(line: line, message: "flow mappings, anchors and aliases are not read here: '\(text)'")
            }
            if text.hasPrefix("[") {
                guard text.hasSuffix("]") else { throw SyntaxError(line: line, message: "unclosed '['") }
                let inside = text.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)
                if inside.isEmpty { return .list([]) }
                return .list(try inside.split(separator: ",").map { try scalar($0.trimmingCharacters(in: .whitespaces), line: line) })
            }
            for quote in ["\"", "'"] where text.hasPrefix(quote) {
                guard text.count >= 2, text.hasSuffix(quote) else { throw SyntaxError(line: line, message: "unclosed quote") }
                return .scalar(String(text.dropFirst().dropLast()))
            }
            return .scalar(text)
        }
    }
}
