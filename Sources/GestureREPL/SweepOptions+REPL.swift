import GestureLanguage

extension SweepOptions {
    /// Reads the text after `:sweep` with ArgumentParser, as `gesturelab sweep` reads its command line; the message
    /// (for `error: …`, then a fresh prompt) when it cannot.
    ///
    /// The text is split into words first (spaces and tabs; `"…"` keeps spaces in one word). Three mistakes get the
    /// REPL's own words before ArgumentParser sees the line, because they can say more in a session: an option
    /// `:sweep` does not have (the closest one and the whole list; `--shard` and `--merge` sent to the command
    /// line), an option without its value (an example of it), and a second FILE (how to quote a name with spaces).
    /// Every other message is ArgumentParser's, or the options' own ``validate()``: the words `gesturelab sweep`
    /// prints.
    static func parse(repl text: String) -> Result<SweepOptions, SweepArgumentError> {
        let words = split(text)
        var file: String?
        var k = 0
        while k < words.count {
            let word = words[k]
            k += 1
            if word == "--" {
                // Every word after `--` is FILE (a name that starts with `--`).
                let files = (file.map { [$0] } ?? []) + words[k...]
                if files.count > 1 { return .failure(twoFiles(files[0], files[1])) }
                break
            }
            guard word.hasPrefix("--") else {
                if let file { return .failure(twoFiles(file, word)) }
                file = word
                continue
            }
            let name = word.firstIndex(of: "=").map { String(word[..<$0]) } ?? word
            guard names.contains(name) else {
                if commandLineOnly.contains(name) {
                    return .failure(SweepArgumentError("\(name) spreads a sweep over CI machines: use it on the command line, 'gesturelab sweep FILE \(name) …'"))
                }
                let suggestion = Suggest.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
                return .failure(SweepArgumentError("':sweep' has no option '\(name)'\(suggestion) (options: \(names.joined(separator: ", ")))"))
            }
            var value: String?
            if name == word {
                // Every option takes a value: the next word, unless it is another option.
                value = k < words.count && !words[k].hasPrefix("--") ? words[k] : nil
                k += 1
            } else {
                value = String(word.dropFirst(name.count + 1))
            }
            if value?.isEmpty ?? true { return .failure(SweepArgumentError("\(name) needs a value, such as \(example(name))")) }
        }
        do {
            return .success(try SweepOptions.parse(words))
        } catch {
            return .failure(SweepArgumentError(SweepOptions.message(for: error)))
        }
    }

    private static func twoFiles(_ first: String, _ second: String) -> SweepArgumentError {
        SweepArgumentError("':sweep' takes one FILE, not '\(first)' and '\(second)' (quote a name with spaces: \"my file.gesture\")")
    }

    /// Words separated by spaces or tabs; `"…"` keeps spaces in one word.
    static func split(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        var started = false
        for c in text {
            if c == "\"" {
                quoted.toggle()
                started = true
            } else if !quoted, c == " " || c == "\t" {
                if started { words.append(word) }
                word = ""
                started = false
            } else {
                word.append(c)
                started = true
            }
        }
        if started { words.append(word) }
        return words
    }
}

/// Why `:sweep`'s arguments could not be read: the text after `error:`.
struct SweepArgumentError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
