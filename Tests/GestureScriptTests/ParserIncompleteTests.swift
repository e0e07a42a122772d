@testable import GestureAnalysis
import Testing
@testable import GestureScript
@testable import GestureLanguage

@Suite struct ParserIncompleteTests {
    @Test(arguments: [
        ("repeat 3 {", true),
        ("repeat 3 {\n  tap at 1,1", true),
        ("repeat 3 {\n  repeat 2 {\n    mark\n  }", true),
        ("repeat 3 { # a comment", true),
        ("down 1 at 1,1 &", true),
        ("down 1 at 1,1 & # more fingers next\n", true),
        ("repeat 2 {\n down 1 at 1,1 &", true),
        ("repeat 3 { mark }", false),
        ("mark", false),
        ("", false),
        ("repeat 3 {\n  wiat 1s", false),
        ("repeat 3 }", false),
        ("mark }\nrepeat 1 {", false),
        ("expect log \"{\"", false),
        ("tap at 1,1 # {", false),
        ("wait 600 &", false),
        ("repeat x {", false),
    ])
    func incomplete(text: String, expected: Bool) {
        #expect(Parser.isIncomplete(text) == expected)
    }
}

/// Issue 23 item 14: with the parameters declared by earlier REPL inputs, `$NAME` in an unfinished statement is no
/// error that would end it early; an undeclared one still is.
@Suite struct ParserIncompleteWithParametersTests {
    static let declared: [Parameter] = {
        let (script, diagnostics) = Parser.parse("param dt from 0ms to 100ms step 50ms\nparam x in 10, 20")
        precondition(!diagnostics.contains(where: \.isError))
        return script.parameters
    }()

    @Test(arguments: [
        ("repeat 2 {\n  wait $dt", true),
        ("down 1 at $x,10 &", true),
        ("repeat 2 {\n  down 1 at $x,$x &", true),
        ("repeat 2 {\n  wait $nope", false),
        ("down 1 at $nope,10 &", false),
        ("repeat 2 {\n  wait $x", false),
    ])
    func incomplete(text: String, expected: Bool) {
        #expect(Parser.isIncomplete(text, declared: Self.declared) == expected)
    }
}

/// The REPL reads a statement line by line with `StatementInProgress`: it tells a continued statement from a
/// complete or wrong one as `Parser.isIncomplete` does for the whole text, reading each line once.
@Suite struct StatementInProgressTests {
    static let pool = [
        "repeat 2 {", "}", "  wait 1ms", "down 1 at 1,1 &", "down 2 at 2,2", "wiat 1s", "# a comment", "", "tap at 1,1",
        "} &", "repeat x {", "up 1 &", "expect log \"{\"", "repeat 3 { mark }", "  repeat 2 { wait 1ms", "up 2", "& down 3 at 3,3",
        "move 1 by 1,1 over 10ms &", "wait $dt", "down 4 at $x,1 &", "mark }", "tap at 1,1 # {", "  down 5 at 5,5 & # more",
    ]
    static let declared: [Parameter] = ParserIncompleteWithParametersTests.declared

    /// Random sequences of lines from the pool, fed as the REPL feeds them: after each line both agree on whether the
    /// statement goes on (when it does not, the REPL runs it and starts a new one).
    @Test func itAgreesWithTheWholeTextCheck() {
        var generator = SplitMix64(seed: 14)
        for _ in 0..<3_000 {
            var statement = StatementInProgress()
            var lines: [String] = []
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let line = Self.pool.randomElement(using: &generator)!
                lines.append(line)
                let whole = Parser.isIncomplete(lines.joined(separator: "\n"), declared: Self.declared)
                let byLine = statement.add(line, declared: Self.declared)
                #expect(byLine == whole, "\(lines)")
                #expect(statement.text == lines.joined(separator: "\n"))
                if !whole {
                    statement.removeAll()
                    lines.removeAll()
                }
            }
        }
    }

    /// A block of n lines is read in O(n): each line once (the whole-text check read the block again at every line).
    @Test func aLongBlockIsReadOnce() {
        func bytesRead(_ n: Int) -> Int {
            var statement = StatementInProgress()
            var continued = [statement.add("repeat 1 {")]
            for _ in 0..<n { continued.append(statement.add("  wait 1ms")) }
            let ended = !statement.add("}")
            #expect(continued.allSatisfy { $0 } && ended)
            return statement.bytesRead
        }
        let small = bytesRead(2_000)
        let large = bytesRead(4_000)
        #expect(large <= 2 * small + 64, "\(small) → \(large) bytes")
    }
}
