/// What the Tab key should do, decided from the text before the cursor and the completer's candidates.
/// Pure logic, kept apart from libedit so it can be reasoned about (and exercised) without a terminal.
enum TabCompletion: Equatable {
    /// Insert this text at the cursor (never empty).
    case insert(String)
    /// Show these candidates (sorted, distinct); nothing can be inserted.
    case list([String])
    /// The word is already one complete candidate; nothing to do.
    case alreadyComplete
    /// No candidate extends the word; beep.
    case noMatch

    /// Characters that end a word for completion purposes: whitespace and `; & , ( )`.
    static func isWordSeparator(_ character: Character) -> Bool {
        character.isWhitespace || ";&,()".contains(character)
    }

    /// The word being typed: the trailing run of `textBeforeCursor` that contains no word separator
    /// (empty when the text ends with a separator).
    static func currentWord(in textBeforeCursor: String) -> Substring {
        let start = textBeforeCursor.lastIndex(where: isWordSeparator)
            .map { textBeforeCursor.index(after: $0) } ?? textBeforeCursor.startIndex
        return textBeforeCursor[start...]
    }

    /// Decides the action. Only candidates that start with the current word count (the completer returns
    /// whole words; one that does not extend what was typed cannot be completed by insertion).
    /// - One candidate: insert its missing suffix.
    /// - Several: insert their longest common prefix beyond the word; if that adds nothing, list them.
    static func decide(textBeforeCursor: String, candidates: [String]) -> TabCompletion {
        let word = currentWord(in: textBeforeCursor)
        let matches = Array(Set(candidates.filter { $0.hasPrefix(word) })).sorted()
        guard let first = matches.first else { return .noMatch }
        let common = matches.dropFirst().reduce(Substring(first)) { prefix, candidate in
            prefix.commonPrefix(with: candidate)
        }
        let missing = common.dropFirst(word.count)
        if !missing.isEmpty { return .insert(String(missing)) }
        return matches.count == 1 ? .alreadyComplete : .list(matches)
    }
}

extension Substring {
    /// The longest common prefix, compared Character by Character (never splits a grapheme).
    fileprivate func commonPrefix(with other: String) -> Substring {
        var end = startIndex
        var otherIndex = other.startIndex
        while end < endIndex, otherIndex < other.endIndex, self[end] == other[otherIndex] {
            end = index(after: end)
            otherIndex = other.index(after: otherIndex)
        }
        return self[startIndex..<end]
    }
}
