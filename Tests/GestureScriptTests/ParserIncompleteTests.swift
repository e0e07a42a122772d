import Testing
@testable import GestureScript

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
