/// A lexical token: a kind and the bytes it spans.
///
/// Keywords are **contextual** (a recognizer may be named `tap` or `lines`), so the
/// lexer produces ``Kind/identifier`` for them and the parser compares the text with
/// ``Keyword``. Tokens carry no text; read it from the ``SourceFile`` with the range.
public struct Token: Hashable, Sendable {
    /// What kind of token.
    public enum Kind: Hashable, Sendable {
        /// Letters, digits and `_`, not starting with a digit (letters include non-ASCII
        /// alphabetic scalars). Also every keyword.
        case identifier
        /// A number without unit: `12`, `-3.5`, `0.25`. A `-` directly followed by a
        /// digit starts a number.
        case number
        /// A number directly followed by letters: `600ms`, `0.6s`, `2s`, `5us`, `5µs`,
        /// or a mistake such as `5px`. `unitStart` is the byte offset of the first letter;
        /// the parser checks the unit.
        case numberWithUnit(unitStart: Int)
        /// `$NAME` (or `-$NAME`, negated): a sweep parameter standing for a number, duration or point (`$` directly followed by an
        /// identifier; the range includes the `$`).
        case parameter
        /// A string literal; the payload is its value with `\"` and `\\` resolved.
        case string(String)
        /// A string literal with a problem (the parser reports it).
        case malformedString(StringProblem)
        /// `,`
        case comma
        /// `(`
        case leftParen
        /// `)`
        case rightParen
        /// `{`
        case leftBrace
        /// `}`
        case rightBrace
        /// `&`
        case ampersand
        /// `|`
        case pipe
        /// `=`
        case equals
        /// `.`
        case dot
        /// `:`
        case colon
        /// `->`
        case arrow
        /// `;`
        case semicolon
        /// A line break (`\n`; a preceding `\r` is whitespace). Statements end here.
        case newline
        /// One Unicode scalar (or one undecodable byte) that the language does not use.
        case invalid
        /// The end of the input (an empty range at the end).
        case endOfFile
    }

    /// What kind of token.
    public var kind: Kind
    /// The bytes the token spans (a comment is not part of any token).
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// What is wrong with a string literal.
public enum StringProblem: Hashable, Sendable {
    /// The line (or file) ends before the closing `"`.
    case unterminated
    /// A backslash followed by something other than `"` or `\`; the range is the escape.
    case unknownEscape(SourceRange)
}
