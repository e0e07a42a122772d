/// Turns UTF-8 bytes into ``Token``s in one linear pass over integer offsets.
///
/// The lexer never fails: characters the language does not use become
/// ``Token/Kind/invalid`` tokens and string problems become
/// ``Token/Kind/malformedString(_:)``; the parser reports them. Comments (`#` to the end
/// of the line), spaces, tabs and carriage returns are skipped, and so is a UTF-8 byte-order
/// mark at the very start (what Windows editors write; elsewhere U+FEFF is an invalid
/// character). The last token is always ``Token/Kind/endOfFile``.
public struct Lexer {
    // An unsafe view of the caller's array, valid only inside `tokenize` or the caller's
    // `withUnsafeBufferPointer` (keeps debug builds fast on megabyte inputs).
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset: Int
    /// Whether the token last returned is a name (an identifier, or a `$` parameter's) with a byte beyond ASCII:
    /// only such a name needs the identifier profile's check (``IdentifierProfile``). The lexer reads every byte of a
    /// name anyway, so the parser learns this without a second scan of the (almost always ASCII) names.
    private(set) var lastTokenIsNameBeyondASCII = false

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        self.offset = SourceFile.byteOrderMarkLength(bytes)
    }

    /// A lexer that hands out tokens one at a time with ``nextToken()`` (the parser reads a script this way, so a
    /// large file never has all its tokens in memory at once). `bytes` must outlive the lexer.
    init(streaming bytes: UnsafeBufferPointer<UInt8>) {
        self.init(bytes: bytes)
    }

    /// The next token; ``Token/Kind/endOfFile`` at the end, and again on every later call.
    mutating func nextToken() -> Token { next() }

    /// All tokens of `bytes`, ending with ``Token/Kind/endOfFile``.
    public static func tokenize(_ bytes: [UInt8]) -> [Token] {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer)
            var tokens: [Token] = []
            tokens.reserveCapacity(bytes.count / 4 + 1)
            while true {
                let token = lexer.next()
                tokens.append(token)
                if token.kind == .endOfFile { return tokens }
            }
        }
    }

    /// All tokens of `file`.
    public static func tokenize(_ file: SourceFile) -> [Token] {
        tokenize(file.bytes)
    }

    /// The spellings of all keywords the parser knows (see ``Keyword``).
    public static var keywords: Set<String> { Keyword.spellings }

    /// Lexes and returns the next token.
    private mutating func next() -> Token {
        lastTokenIsNameBeyondASCII = false
        skipTrivia()
        let start = offset
        guard offset < bytes.count else { return Token(.endOfFile, range: .at(offset)) }
        let byte = bytes[offset]
        switch byte {
        case UInt8(ascii: "\n"):
            offset += 1
            return Token(.newline, range: SourceRange(start: start, end: offset))
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return lexNumber(start: start)
        case UInt8(ascii: "-"):
            if isDigit(at: offset + 1) { return lexNumber(start: start) }
            // `-$NAME`: a negated parameter, one token (the parser allows it for number parameters).
            if self.byte(at: offset + 1) == UInt8(ascii: "$"), offset + 2 < bytes.count, isIdentifierStart(at: offset + 2) {
                (offset, lastTokenIsNameBeyondASCII) = endOfIdentifier(from: offset + 2)
                return Token(.parameter, range: SourceRange(start: start, end: offset))
            }
            if self.byte(at: offset + 1) == UInt8(ascii: ">") {
                offset += 2
                return Token(.arrow, range: SourceRange(start: start, end: offset))
            }
            return single(.invalid, start: start)
        case UInt8(ascii: "\""):
            return lexString(start: start)
        case UInt8(ascii: ","): return single(.comma, start: start)
        case UInt8(ascii: "("): return single(.leftParen, start: start)
        case UInt8(ascii: ")"): return single(.rightParen, start: start)
        case UInt8(ascii: "{"): return single(.leftBrace, start: start)
        case UInt8(ascii: "}"): return single(.rightBrace, start: start)
        case UInt8(ascii: "&"): return single(.ampersand, start: start)
        case UInt8(ascii: "|"): return single(.pipe, start: start)
        case UInt8(ascii: "="): return single(.equals, start: start)
        case UInt8(ascii: "."): return single(.dot, start: start)
        case UInt8(ascii: ":"): return single(.colon, start: start)
        case UInt8(ascii: ";"): return single(.semicolon, start: start)
        case UInt8(ascii: "$") where offset + 1 < bytes.count && isIdentifierStart(at: offset + 1):
            (offset, lastTokenIsNameBeyondASCII) = endOfIdentifier(from: offset + 1)
            return Token(.parameter, range: SourceRange(start: start, end: offset))
        default:
            if isIdentifierStart(at: offset) {
                (offset, lastTokenIsNameBeyondASCII) = endOfIdentifier(from: offset)
                offset = endOfBuiltInRecognizerSuffix(from: offset)
                return Token(.identifier, range: SourceRange(start: start, end: offset))
            }
            offset += max(1, scalarLength(at: offset))
            return Token(.invalid, range: SourceRange(start: start, end: min(offset, bytes.count)))
        }
    }

    // MARK: - Pieces

    /// Skips spaces, tabs, carriage returns and comments (not newlines).
    private mutating func skipTrivia() {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            case UInt8(ascii: "#"):
                while offset < bytes.count && bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            default:
                return
            }
        }
    }

    private mutating func single(_ kind: Token.Kind, start: Int) -> Token {
        offset += 1
        return Token(kind, range: SourceRange(start: start, end: offset))
    }

    /// `-? digit+ ('.' digit+)?` followed optionally by a unit (identifier characters).
    private mutating func lexNumber(start: Int) -> Token {
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        while isDigit(at: offset) { offset += 1 }
        if byte(at: offset) == UInt8(ascii: ".") && isDigit(at: offset + 1) {
            offset += 1
            while isDigit(at: offset) { offset += 1 }
        }
        if offset < bytes.count && isIdentifierContinue(at: offset) {
            let unitStart = offset
            offset = endOfIdentifier(from: offset).end
            return Token(.numberWithUnit(unitStart: unitStart), range: SourceRange(start: start, end: offset))
        }
        return Token(.number, range: SourceRange(start: start, end: offset))
    }

    /// `"` … `"` on one line, with `\"` and `\\` escapes.
    private mutating func lexString(start: Int) -> Token {
        offset += 1
        var value: [UInt8] = []
        var problem: StringProblem?
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                let range = SourceRange(start: start, end: offset)
                if let problem { return Token(.malformedString(problem), range: range) }
                return Token(.string(String(decoding: value, as: UTF8.self)), range: range)
            case UInt8(ascii: "\n"):
                return Token(.malformedString(.unterminated), range: SourceRange(start: start, end: offset))
            case UInt8(ascii: "\\"):
                let next = self.byte(at: offset + 1)
                if next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") {
                    value.append(next!)
                    offset += 2
                } else {
                    let length = next == nil || next == UInt8(ascii: "\n") ? 1 : 1 + max(1, scalarLength(at: offset + 1))
                    if problem == nil {
                        problem = .unknownEscape(SourceRange(start: offset, end: min(offset + length, bytes.count)))
                    }
                    offset += length
                }
            default:
                value.append(byte)
                offset += 1
            }
        }
        return Token(.malformedString(.unterminated), range: SourceRange(start: start, end: offset))
    }

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func isDigit(at index: Int) -> Bool {
        guard let byte = byte(at: index) else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// A scroll view's built-in recognizers are named `NAME.panGestureRecognizer` and `NAME.pinchGestureRecognizer`, a
    /// table's swipe-to-delete pan `NAME.swipeActionPan`
    /// (LANGUAGE §8): written right after a name, with nothing between, the suffix is part of the name, so the name
    /// stands wherever a recognizer's may. Returns where the name ends (`index` when no such suffix follows).
    private func endOfBuiltInRecognizerSuffix(from index: Int) -> Int {
        guard index < bytes.count, bytes[index] == UInt8(ascii: ".") else { return index }
        for suffix in Self.builtInRecognizerSuffixes {
            let end = index + 1 + suffix.count
            guard end <= bytes.count, bytes[(index + 1)..<end].elementsEqual(suffix) else { continue }
            // The whole word, not the start of a longer one (`.panGestureRecognizers`).
            if end < bytes.count, isIdentifierStart(at: end) || (bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9")) {
                continue
            }
            return end
        }
        return index
    }

    static let builtInRecognizerSuffixes: [[UInt8]] = [Array("panGestureRecognizer".utf8), Array("pinchGestureRecognizer".utf8),
                                                       Array("swipeActionPan".utf8)]

    /// Where the identifier characters from `index` end, and whether a byte beyond ASCII was among them. ASCII bytes
    /// are decided by their value alone; only a byte beyond ASCII decodes a scalar and looks up its properties.
    private func endOfIdentifier(from index: Int) -> (end: Int, beyondASCII: Bool) {
        var index = index
        var beyondASCII = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                guard isASCIIIdentifierContinue(byte) else { break }
                index += 1
            } else {
                guard isIdentifierStart(at: index) else { break }
                beyondASCII = true
                index += max(1, scalarLength(at: index))
            }
        }
        return (min(index, bytes.count), beyondASCII)
    }

    private func isASCIIIdentifierContinue(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "_")
    }

    private func isIdentifierStart(at index: Int) -> Bool {
        let byte = bytes[index]
        if byte < 0x80 {
            return (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || byte == UInt8(ascii: "_")
        }
        guard let scalar = scalar(at: index) else { return false }
        return scalar.properties.isAlphabetic
    }

    private func isIdentifierContinue(at index: Int) -> Bool {
        isDigit(at: index) || isIdentifierStart(at: index)
    }

    /// The length in bytes of the UTF-8 sequence starting at `index` (1 if invalid).
    private func scalarLength(at index: Int) -> Int {
        let byte = bytes[index]
        let length = switch byte {
        case 0xC2...0xDF: 2
        case 0xE0...0xEF: 3
        case 0xF0...0xF4: 4
        default: 1
        }
        guard index + length <= bytes.count else { return 1 }
        for next in 1..<length where bytes[index + next] & 0xC0 != 0x80 { return 1 }
        return length
    }

    /// The scalar starting at `index`, or `nil` for an invalid sequence.
    private func scalar(at index: Int) -> Unicode.Scalar? {
        let length = scalarLength(at: index)
        let byte = bytes[index]
        if byte < 0x80 { return Unicode.Scalar(byte) }
        guard length > 1 else { return nil }
        var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for next in 1..<length {
            value = value << 6 | UInt32(bytes[index + next] & 0x3F)
        }
        return Unicode.Scalar(value)
    }
}
