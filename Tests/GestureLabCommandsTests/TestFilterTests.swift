import Testing

@testable import GestureLabCommands

@Suite struct TestFilterTests {
    struct Case: Sendable, CustomStringConvertible {
        var pattern: String
        var path: String
        var matches: Bool
        var description: String { "\(pattern) ~ \(path)" }
    }

    static let cases: [Case] = [
        // Plain text: a substring anywhere.
        Case(pattern: "tap", path: "examples/tap.gesture", matches: true),
        Case(pattern: "tap", path: "examples/doubletap.gesture", matches: true),
        Case(pattern: "pinch", path: "examples/tap.gesture", matches: false),
        Case(pattern: "examples/t", path: "examples/tap.gesture", matches: true),
        Case(pattern: "", path: "anything", matches: true),
        // `*`: any run, `/` included.
        Case(pattern: "ex*tap", path: "examples/chapter/tap.gesture", matches: true),
        Case(pattern: "chapter/*.gesture", path: "examples/chapter/tap.gesture", matches: true),
        Case(pattern: "chapter/*.gesture", path: "examples/other/tap.gesture", matches: false),
        Case(pattern: "*", path: "x", matches: true),
        Case(pattern: "a*b*c", path: "xxaxxbxxcxx", matches: true),
        Case(pattern: "a*b*c", path: "xxaxxcxxbxx", matches: false),
        // `?`: exactly one character (a Unicode scalar).
        Case(pattern: "t?p", path: "tap", matches: true),
        Case(pattern: "t?p", path: "tp", matches: false),
        Case(pattern: "t??p", path: "taap.gesture", matches: true),
        Case(pattern: "caf?", path: "café", matches: true),
        // Nothing else is special.
        Case(pattern: "[ab]", path: "a", matches: false),
        Case(pattern: "[ab]", path: "x[ab]y", matches: true),
        Case(pattern: "a.c", path: "abc", matches: false),
        Case(pattern: "a+", path: "a+", matches: true),
    ]

    @Test(arguments: cases)
    func matching(_ c: Case) {
        #expect(TestFiles.matches(c.path, pattern: c.pattern) == c.matches)
    }

    @Test func manyStarsStayFast() {
        let path = String(repeating: "a", count: 2_000)
        #expect(!TestFiles.matches(path, pattern: String(repeating: "*a", count: 30) + "b"))
    }

    @Test func selectKeepsOrderDropsDuplicatesAndMatchesAny() {
        let files = ["b/one.gesture", "a/two.gesture", "b/one.gesture", "c/three.gesture"]
        #expect(TestFiles.select(files, filters: []) == ["b/one.gesture", "a/two.gesture", "c/three.gesture"])
        #expect(TestFiles.select(files, filters: ["one", "three"]) == ["b/one.gesture", "c/three.gesture"])
        #expect(TestFiles.select(files, filters: ["nothing"]) == [])
    }
}
