import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@testable import GestureLabCommands
import GestureScript
import GestureSupport

/// An element tree read with Foundation's XMLParser (libxml2): parsing at all proves the text well-formed.
final class XMLElementNode {
    let name: String
    let attributes: [String: String]
    var children: [XMLElementNode] = []
    var text = ""
    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    static func parse(_ xml: String) -> XMLElementNode? {
        final class Builder: NSObject, XMLParserDelegate {
            var stack: [XMLElementNode] = []
            var root: XMLElementNode?
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                        attributes: [String: String] = [:]) {
                let node = XMLElementNode(name: name, attributes: attributes)
                if let parent = stack.last { parent.children.append(node) } else { root = node }
                stack.append(node)
            }
            func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
                stack.removeLast()
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
        }
        let parser = XMLParser(data: Data(xml.utf8))
        let builder = Builder()
        parser.delegate = builder
        return parser.parse() ? builder.root : nil
    }
}

/// The rules of Jenkins' junit-4.xsd (dtkit-junit-model) for the elements we write, checked by hand: which attributes
/// each element may and must carry, which children it may hold and in what order. Returns the violations. One
/// addition: a testcase's `file` and `line`, which GitLab, pytest's xunit1 and the GitHub test-report actions read
/// (and Jenkins ignores), so a failure opens at its line.
enum JUnit4Schema {
    struct Rule {
        var required: Set<String>
        var optional: Set<String>
        /// Allowed children in order, each with its maximum count (nil: unbounded).
        var children: [(name: String, max: Int?)]
        var textAllowed: Bool
    }

    static let rules: [String: Rule] = [
        "testsuites": Rule(required: [], optional: ["name", "time", "tests", "failures", "disabled", "errors"],
                           children: [("testsuite", nil)], textAllowed: false),
        "testsuite": Rule(required: ["name", "tests"],
                          optional: ["failures", "errors", "time", "disabled", "skipped", "timestamp", "hostname", "id", "package"],
                          children: [("properties", 1), ("testcase", nil), ("system-out", 1), ("system-err", 1)], textAllowed: false),
        "testcase": Rule(required: ["name"], optional: ["assertions", "time", "classname", "status", "file", "line"],
                         children: [("skipped", 1), ("error", nil), ("failure", nil), ("system-out", nil), ("system-err", nil)],
                         textAllowed: false),
        "skipped": Rule(required: [], optional: ["message"], children: [], textAllowed: true),
        "failure": Rule(required: [], optional: ["type", "message"], children: [], textAllowed: true),
        "error": Rule(required: [], optional: ["type", "message"], children: [], textAllowed: true),
    ]

    static func violations(_ node: XMLElementNode, path: String = "") -> [String] {
        let here = path + "/" + node.name
        guard let rule = rules[node.name] else { return ["\(here): element not in the schema (or not expected here)"] }
        var problems: [String] = []
        for a in rule.required where node.attributes[a] == nil { problems.append("\(here): missing attribute \(a)") }
        for a in node.attributes.keys.sorted() where !rule.required.contains(a) && !rule.optional.contains(a) {
            problems.append("\(here): attribute \(a) not allowed")
        }
        if !rule.textAllowed, !node.text.allSatisfy(\.isWhitespace) { problems.append("\(here): text not allowed") }
        // Children must follow the sequence.
        var position = 0
        var count = 0
        for child in node.children {
            while position < rule.children.count, rule.children[position].name != child.name {
                position += 1
                count = 0
            }
            guard position < rule.children.count else {
                problems.append("\(here): child \(child.name) not allowed here")
                break
            }
            count += 1
            if let max = rule.children[position].max, count > max { problems.append("\(here): too many \(child.name)") }
            problems += violations(child, path: here)
        }
        return problems
    }
}

@Suite struct JUnitReportTests {
    static let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="gesturelab" tests="8" failures="2" errors="1" time="1.751">
          <testsuite name="gesturelab" tests="8" failures="2" errors="1" skipped="1" time="1.751" timestamp="2025-01-02T03:04:05">
            <testcase classname="examples.tap_gesture" name="expect tap state recognized" file="examples/tap.gesture" line="3" time="0.001"/>
            <testcase classname="examples.tap_gesture" name="expect tap actions 1" file="examples/tap.gesture" line="4" time="0.000"/>
            <testcase classname="examples.chapter.pan_gesture" name="expect pan state began" file="examples/chapter/pan.gesture" line="4" time="0.250">
              <failure message="expected pan state began, got possible" type="expectation">examples/chapter/pan.gesture:4: expectation failed: expected pan state began, got possible
          note: pan moved 3 pt &lt; 10 pt</failure>
            </testcase>
            <testcase classname="examples.chapter.pan_gesture" name="expect pan actions 0" file="examples/chapter/pan.gesture" line="5" time="0.000"/>
            <testcase classname="examples.chapter.pan_gesture" name="expect pan actions 0 (2)" file="examples/chapter/pan.gesture" line="6" time="0.000"/>
            <testcase classname="examples.golden_gesture" name="golden.expected" file="examples/golden.expected" line="1" time="1.500">
              <failure message="transcript differs from examples/golden.expected" type="golden">--- examples/golden.expected
        +++ examples/golden.actual
        @@ -1,2 +1,2 @@
         [1] tap at 1,1
        -  0ms  old
        +  0ms  new</failure>
            </testcase>
            <testcase classname="odd.a&amp;b &lt;c&gt;_gesture" name="a&amp;b &lt;c&gt;.gesture" file="odd/a&amp;b &lt;c&gt;.gesture" line="2" time="0.000">
              <error message="odd/a&amp;b &lt;c&gt;.gesture:2:1: error: finger 3 is &quot;not&quot; down\\u{1B}" type="script-error">odd/a&amp;b &lt;c&gt;.gesture:2:1: error: finger 3 is &quot;not&quot; down\\u{1B}
        up 3
        ^~~~</error>
            </testcase>
            <testcase classname="odd.a&amp;b &lt;c&gt;_gesture" name="expect t actions 1" file="odd/a&amp;b &lt;c&gt;.gesture" line="3" time="0.000">
              <skipped message="not run: the script stopped at an error before it"/>
            </testcase>
          </testsuite>
        </testsuites>

        """

    static func render() -> String { JUnitReport.render(Fixture.all, seconds: 1.7512, timestamp: "2025-01-02T03:04:05") }

    @Test func fixedOutcomes() {
        #expect(Self.render() == Self.expected)
    }

    @Test func wellFormedAndValidAgainstJUnit4Rules() throws {
        let root = try #require(XMLElementNode.parse(Self.render()))
        #expect(root.name == "testsuites")
        #expect(JUnit4Schema.violations(root) == [])
        let cases = root.children[0].children
        #expect(cases.map { $0.attributes["name"] } == [
            "expect tap state recognized", "expect tap actions 1", "expect pan state began", "expect pan actions 0",
            "expect pan actions 0 (2)", "golden.expected", "a&b <c>.gesture", "expect t actions 1",
        ])
        #expect(cases.map { $0.attributes["file"] } == [
            "examples/tap.gesture", "examples/tap.gesture", "examples/chapter/pan.gesture", "examples/chapter/pan.gesture",
            "examples/chapter/pan.gesture", "examples/golden.expected", "odd/a&b <c>.gesture", "odd/a&b <c>.gesture",
        ])
        #expect(cases.map { $0.attributes["line"] } == ["3", "4", "4", "5", "6", "1", "2", "3"])
        #expect(cases.map { $0.children.first?.name } == [nil, nil, "failure", nil, nil, "failure", "error", "skipped"])
        // Escaped text comes back as it was, control characters as their visible escapes.
        #expect(cases[6].children[0].text == "odd/a&b <c>.gesture:2:1: error: finger 3 is \"not\" down\\u{1B}\nup 3\n^~~~")
        // The failure carries what was expected and what there was.
        #expect(cases[2].children[0].attributes["message"] == "expected pan state began, got possible")
    }

    @Test func emptyRunIsValidToo() throws {
        let root = try #require(XMLElementNode.parse(JUnitReport.render([], seconds: 0, timestamp: "2025-01-02T03:04:05")))
        #expect(JUnit4Schema.violations(root) == [])
        #expect(root.attributes["tests"] == "0")
    }

    /// The checker itself rejects what the schema rejects.
    @Test func schemaRulesCatchMistakes() throws {
        let bad = """
            <testsuites><testsuite tests="1"><testcase name="x"><failure/><skipped/></testcase><bogus/></testsuite></testsuites>
            """
        let root = try #require(XMLElementNode.parse(bad))
        #expect(JUnit4Schema.violations(root) == [
            "/testsuites/testsuite: missing attribute name",
            "/testsuites/testsuite/testcase: child skipped not allowed here",
            "/testsuites/testsuite: child bogus not allowed here",
        ])
    }

    @Test func escaping() {
        #expect(MarkupText.attribute("a&b<c>\"d\"'e'") == "a&amp;b&lt;c&gt;&quot;d&quot;&#39;e&#39;")
        // Control characters are shown (not dropped), and so are the noncharacters XML forbids.
        #expect(MarkupText.attribute("x\u{0}\u{1B}[31m\u{9B}\u{7F}y\u{FFFE}\u{FFFF}z") == "x\\0\\u{1B}[31m\\u{9B}\\u{7F}y\\u{FFFE}\\u{FFFF}z")
        #expect(MarkupText.attribute("a\nb\tc\rd") == "a&#10;b&#9;c&#13;d")
        #expect(MarkupText.content("a\nb\tc\rd") == "a\nb\tc&#13;d")
        #expect(MarkupText.attribute("é ✓ 🎉") == "é ✓ 🎉")
        #expect(XMLElementNode.parse("<a b=\"\(MarkupText.attribute("\u{1}<&>\"'\n"))\">\(MarkupText.content("]]>\u{8}"))</a>") != nil)
    }

    @Test func classnames() {
        #expect(JUnitReport.classname(forScript: "tap.gesture") == "tap_gesture")
        #expect(JUnitReport.classname(forScript: "examples/chapter/pan.gesture") == "examples.chapter.pan_gesture")
        #expect(JUnitReport.classname(forScript: "./a.b/c.d.gesture") == "a_b.c_d_gesture")
        #expect(JUnitReport.classname(for: "tap.gesture") == "gesturelab")
        #expect(JUnitReport.classname(for: "./tap.gesture") == "gesturelab")
        #expect(JUnitReport.classname(for: "examples/tap.gesture") == "examples")
        #expect(JUnitReport.classname(for: "./examples/chapter/tap.gesture") == "examples.chapter")
        #expect(JUnitReport.classname(for: "/tmp/suite/v1.2/tap.gesture") == "tmp.suite.v1_2")
        #expect(JUnitReport.classname(for: "../x/tap.gesture") == "__.x")
    }

    @Test func times() {
        #expect(JUnitReport.time(0) == "0.000")
        #expect(JUnitReport.time(0.0004) == "0.000")
        #expect(JUnitReport.time(0.0126) == "0.013")
        #expect(JUnitReport.time(12.3456) == "12.346")
        #expect(JUnitReport.time(-1) == "0.000")
    }

    @Test func timestampShape() {
        let t = Array(JUnitReport.timestampNow())
        #expect(t.count == 19)
        #expect(t[4] == "-" && t[7] == "-" && t[10] == "T" && t[13] == ":" && t[16] == ":")
    }
}
