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
