import Foundation
import Testing
import GestureREPL
import GestureScript

/// A terminal for the REPL: shows each prompt and the line typed after it in the same output, as a person sees it.
private final class TypingReader: LineReader {
    var lines: ArraySlice<String>
    let echo: (String) -> Void
    var completer: ((_ textBeforeCursor: String) -> [String])?
    let isInteractive = true

    init(lines: [String], echo: @escaping (String) -> Void) {
        self.lines = lines[...]
        self.echo = echo
    }

    func readLine(prompt: String) -> LineInput {
        guard let line = lines.popFirst() else {
            echo(prompt)  // Ctrl-D at the prompt; the REPL writes the newline.
            return .endOfInput
        }
        echo(prompt + line + "\n")
        return .line(line)
    }

    func addToHistory(_ line: String) {}
    func saveHistory() {}
}

/// The README's "A session" is real output: the lines typed in it, run through the REPL as on a terminal (no
/// colour), print exactly the block.
@Suite("README session")
struct ReadmeSessionTests {
    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The ```` ```text ```` block under `## A session`, without its first line (`$ gesturelab`).
    static func readmeBlock() throws -> [String] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let heading = try #require(lines.firstIndex(of: "## A session"), "README.md has no '## A session'")
        let open = try #require(lines[heading...].firstIndex(of: "```text"), "no ```text block under '## A session'")
        let close = try #require(lines[(open + 1)...].firstIndex(of: "```"))
        let block = Array(lines[(open + 1)..<close])
        try #require(block.first == "$ gesturelab", "the block starts with the command: '$ gesturelab'")
        return Array(block.dropFirst())
    }

    @Test func theReadmeSessionIsWhatTheREPLPrints() throws {
        let block = try Self.readmeBlock()
        let prompt = ReplSession.prompt
        let typed = block.filter { $0.hasPrefix(prompt) }.map { String($0.dropFirst(prompt.count)) }.filter { !$0.isEmpty }
        #expect(typed.count >= 3, "the session types statements after '\(prompt)'")
        var out = ""
        let reader = TypingReader(lines: typed) { out += $0 }
        let repl = ReplSession(reader: reader, startsWithTouchTracker: true, style: .plain) { out += $0 }
        _ = repl.run()
        var shown = out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The session ends at the last prompt (Ctrl-D): the block shows it without the newline that follows.
        if shown.last == "" { shown.removeLast() }
        // Trailing spaces (the last prompt's) are not kept by editors; compare without them.
        func trimmed(_ lines: [String]) -> [String] { lines.map { String($0.reversed().drop { $0 == " " }.reversed()) } }
        #expect(trimmed(shown) == trimmed(block), "README.md's session differs from the REPL's output:\n\(out)")
    }
}
