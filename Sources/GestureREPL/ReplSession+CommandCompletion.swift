#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureAnalysis
import class GestureLab.Scene
import GestureSupport

extension ReplSession {
    /// Completion of a `:` command's arguments, or nil for the other commands (which complete nothing).
    /// `:sweep`: its options, `text`/`csv`/`jsonl` after `--format`, and `.gesture` files and folders for FILE;
    /// `:load`: the files and folders.
    func commandArgumentCompletions(_ textBeforeCursor: String, word: String) -> [String]? {
        let words = textBeforeCursor.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if words.first == ":why" { return whyCompletions(Array((word.isEmpty ? words : words.dropLast()).dropFirst()), word: word) }
        guard let command = words.first, command == ":sweep" || command == ":load" else { return nil }
        let typed = Array((word.isEmpty ? words : words.dropLast()).dropFirst())
        if command == ":load" { return typed.isEmpty ? Self.paths(completing: word) : [] }
        let options = SweepOptions.names
        if let previous = typed.last, options.contains(previous) {
            return previous == "--format" ? SweepOptions.Format.allCases.map(\.rawValue).filter { $0.hasPrefix(word) && $0 != word }.sorted() : []
        }
        if word.hasPrefix("-") { return options.filter { $0.hasPrefix(word) && $0 != word } }
        // FILE, when none is given yet (a word that is neither an option nor an option's value).
        var fileGiven = false
        var k = 0
        while k < typed.count {
            if options.contains(typed[k]) { k += 2; continue }
            if !typed[k].hasPrefix("--") { fileGiven = true }
            k += 1
        }
        if fileGiven { return word.isEmpty ? options : [] }
        return Self.paths(completing: word) + (word.isEmpty ? options : [])
    }

    /// After `:why `: recognizer and view names and `view`; after `VIEW.` the calls; after `view ` the view names;
    /// after the subject `at`.
    func whyCompletions(_ typed: [String], word: String) -> [String] {
        let recognizers = scene.recognizerNames
        let views = scene.viewNames
        let pool: [String]
        switch typed {
        case []:
            if let dot = word.firstIndex(of: ".") {
                let view = String(word[..<dot])
                pool = views.contains(view) ? WhyQuery.calls.map { view + "." + $0 } : []
            } else {
                pool = recognizers + views + ["view"]
            }
        case ["view"]: pool = views
        case let t where t.last != "at" && !t.contains("at"): pool = ["at"]
        default: pool = []
        }
        return Set(pool).filter { $0.hasPrefix(word) && $0 != word }.sorted()
    }

    /// The folders (with `/`) and `.gesture` files whose path starts with `word`, sorted; at most 500 entries read. Names
    /// holding a control character (``VisibleText``) are left out.
    static func paths(completing word: String) -> [String] {
        let slash = word.lastIndex(of: "/")
        let folder = slash.map { String(word[...$0]) } ?? ""
        let prefix = slash.map { String(word[word.index(after: $0)...]) } ?? word
        guard let dir = opendir(folder.isEmpty ? "." : folder) else { return [] }
        defer { closedir(dir) }
        var out: [String] = []
        var read = 0
        while read < 500, let entry = readdir(dir) {
            read += 1
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != "..", name.hasPrefix(prefix), prefix.hasPrefix(".") || !name.hasPrefix(".") else { continue }
            // A name with a control character is never offered: the list and the edited line would show it raw.
            guard !VisibleText.needsEscaping(name) else { continue }
            var info = stat()
            guard stat(folder + name, &info) == 0 else { continue }
            if info.st_mode & S_IFMT == S_IFDIR {
                out.append(folder + name + "/")
            } else if name.hasSuffix(".gesture") {
                out.append(folder + name)
            }
        }
        return out.sorted()
    }
}
