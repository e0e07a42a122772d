@testable import GestureAnalysis
import Testing
@testable import GestureScript
@testable import GestureLanguage

@Suite struct LexerTests {
    /// `kind:text` for each token, `newline` and `eof` without text.
    static func lexed(_ text: String) -> [String] {
        let bytes = Array(text.utf8)
        return Lexer.tokenize(bytes).map { token in
            let text = String(decoding: bytes[token.range.offsets], as: UTF8.self)
            switch token.kind {
            case .identifier: return "id:\(text)"
            case .number: return "num:\(text)"
            case .numberWithUnit(let unitStart):
                let unit = String(decoding: bytes[unitStart..<token.range.end], as: UTF8.self)
                return "dim:\(text)/\(unit)"
            case .string(let value): return "str:\(value)"
            case .malformedString(let problem): return "badstr:\(problem == .unterminated ? "unterminated" : "escape")"
            case .newline: return "nl"
            case .endOfFile: return "eof"
            case .invalid: return "invalid:\(text)"
            default: return text
            }
        }
    }

    @Test(arguments: [
        ("down 1 at 10,20", ["id:down", "num:1", "id:at", "num:10", ",", "num:20", "eof"]),
        ("move 2 by -5, -3.5", ["id:move", "num:2", "id:by", "num:-5", ",", "num:-3.5", "eof"]),
        ("tap at (1, 2)", ["id:tap", "id:at", "(", "num:1", ",", "num:2", ")", "eof"]),
        ("wait 600ms", ["id:wait", "dim:600ms/ms", "eof"]),
        ("wait 0.6s; wait 2s", ["id:wait", "dim:0.6s/s", ";", "id:wait", "dim:2s/s", "eof"]),
        ("wait 250µs", ["id:wait", "dim:250µs/µs", "eof"]),
        ("wait 5px", ["id:wait", "dim:5px/px", "eof"]),
        ("a & b | c", ["id:a", "&", "id:b", "|", "id:c", "eof"]),
        ("x.y = z", ["id:x", ".", "id:y", "=", "id:z", "eof"]),
        ("t.require(toFail: d)", ["id:t", ".", "id:require", "(", "id:toFail", ":", "id:d", ")", "eof"]),
        ("action a -> b", ["id:action", "id:a", "->", "id:b", "eof"]),
        ("repeat 2 {\n}", ["id:repeat", "num:2", "{", "nl", "}", "eof"]),
        ("mark # a comment ; { }\nmark", ["id:mark", "nl", "id:mark", "eof"]),
        ("mark\r\n", ["id:mark", "nl", "eof"]),
        ("expect log \"a \\\"b\\\" \\\\c\"", ["id:expect", "id:log", "str:a \"b\" \\c", "eof"]),
        ("expect log \"abc", ["id:expect", "id:log", "badstr:unterminated", "eof"]),
        ("expect log \"a\\nb\"", ["id:expect", "id:log", "badstr:escape", "eof"]),
        ("\"abc\nmark", ["badstr:unterminated", "nl", "id:mark", "eof"]),
        ("café_2 _x x9", ["id:café_2", "id:_x", "id:x9", "eof"]),
        ("03-single-tap", ["num:03", "invalid:-", "id:single", "invalid:-", "id:tap", "eof"]),
        ("1.5.2", ["num:1.5", ".", "num:2", "eof"]),
        ("5.", ["num:5", ".", "eof"]),
        ("@ \u{00A0}", ["invalid:@", "invalid:\u{00A0}", "eof"]),
        ("", ["eof"]),
    ])
    func tokens(source: String, expected: [String]) {
        #expect(Self.lexed(source) == expected)
    }

    @Test func rangesAreByteOffsets() {
        let tokens = Lexer.tokenize(Array("é x".utf8))
        #expect(tokens.map(\.range) == [SourceRange(start: 0, end: 2), SourceRange(start: 3, end: 4), .at(4)])
    }

    @Test func everyKeywordLexesAsOneIdentifier() {
        for keyword in Keyword.allCases {
            let tokens = Lexer.tokenize(Array(keyword.rawValue.utf8))
            #expect(tokens.count == 2 && tokens[0].kind == .identifier, "\(keyword)")
            #expect(Keyword.lookUp(Array(keyword.rawValue.utf8)[...]) == keyword)
        }
        #expect(Keyword.lookUp(Array("Tap".utf8)[...]) == nil)
        #expect(Keyword.lookUp(Array("longPress".utf8)[...]) == nil)
    }

    /// The texts of the tokens the lexer marks as names with a byte beyond ASCII (the ones the parser checks against
    /// the identifier profile), read through the streaming lexer as the parser reads them.
    static func namesBeyondASCII(_ bytes: [UInt8]) -> [String] {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(streaming: buffer)
            var names: [String] = []
            while true {
                let token = lexer.nextToken()
                if lexer.lastTokenIsNameBeyondASCII {
                    names.append(String(decoding: bytes[token.range.offsets], as: UTF8.self))
                }
                if token.kind == .endOfFile { return names }
            }
        }
    }

    @Test(arguments: [
        ("recognizer tap = tap\ntap.numberOfTapsRequired = 2", []),
        ("café naïve_2 x9 é", ["café", "naïve_2", "é"]),
        ("wait $δτ; wait $dt; wait $dт", ["$δτ", "$dт"]),
        // A unit is not a name; nor are a string, a comment, or a character the language does not use.
        ("wait 250µs; wait 5ｍs", []),
        ("expect log \"tаp\" # tаp\n@ \u{00A0} \u{3164}", ["\u{3164}"]),
        // The mark is cleared by the next token, whatever it is.
        ("tаp.x = 1", ["tаp"]),
        ("ｔap", ["ｔap"]),
    ] as [(String, [String])])
    func namesBeyondASCIIAreMarked(source: String, names: [String]) {
        #expect(Self.namesBeyondASCII(Array(source.utf8)) == names)
    }

    @Test func theMarkIsExactlyANameTokenHoldingAByteBeyondASCII() {
        // What the parser scanned every name for before the lexer marked them: the same tokens, for any input.
        let pieces = ["a", "Z", "_", "9", "$", "é", "т", "µ", "ｔ", "\u{3164}", "Ⓐ", " ", "\n", "\"", "#", "5", ".", "@",
                      "\u{00A0}", "\u{FEFF}"].map { Array($0.utf8) }
        var generator = SplitMix64(seed: 11)
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...40, using: &generator) {
                if Int.random(in: 0..<10, using: &generator) == 0 {
                    bytes.append(UInt8.random(in: 0x80...0xFF, using: &generator))  // invalid UTF-8 too
                } else {
                    bytes += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
                }
            }
            let expected = Lexer.tokenize(bytes).compactMap { token -> String? in
                let start: Int
                switch token.kind {
                case .identifier: start = token.range.start
                case .parameter: start = token.range.start + 1
                default: return nil
                }
                guard bytes[start..<token.range.end].contains(where: { $0 >= 0x80 }) else { return nil }
                return String(decoding: bytes[token.range.offsets], as: UTF8.self)
            }
            #expect(Self.namesBeyondASCII(bytes) == expected, "\(bytes)")
        }
    }

    @Test func garbageAlwaysEndsWithEndOfFile() {
        var generator = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let bytes = (0..<Int.random(in: 0...200, using: &generator)).map { _ in
                UInt8.random(in: 0...255, using: &generator)
            }
            let tokens = Lexer.tokenize(bytes)
            #expect(tokens.last?.kind == .endOfFile)
            // Tokens are in order, inside the input, and never empty (except the end).
            var previousEnd = 0
            for token in tokens.dropLast() {
                #expect(token.range.start >= previousEnd && token.range.end <= bytes.count && !token.range.isEmpty)
                previousEnd = token.range.end
            }
        }
    }
}
