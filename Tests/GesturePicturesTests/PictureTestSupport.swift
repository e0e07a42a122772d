import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import GestureEngine
import GesturePictures
import GestureScript
import GestureTranscript

/// The repository root, from this file's location.
let repositoryRoot = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A script run with the pictures recording, plus the raw trace (to check the pictures against).
struct RecordedRun {
    var recorder: PictureRecorder
    var session: Session
    var trace: [TraceEvent]
    /// The stream's scene events (`.scene`): what names the ids, for a test that feeds a recorder a trace of its own.
    var sceneOutputs: [SessionOutput]
    /// Recognizer and view names as the trace means them (one scene per run in these tests).
    var names: [String] { session.env.recognizers.map(\.name) }
}

func record(_ text: String, name: String = "test.gesture") -> RecordedRun {
    var recorder = PictureRecorder(fileName: name)
    var session: Session?
    var trace: [TraceEvent] = []
    var sceneOutputs: [SessionOutput] = []
    let outcome = ScriptRunner.run(name: name, bytes: Array(text.utf8), transcript: false, observe: { output, s in
        if case .trace(let events) = output { trace += events }
        if case .scene = output { sceneOutputs.append(output) }
        recorder.consume(output)
        session = s
    }, write: { _ in })
    recorder.noteResult(checked: outcome.expectationsChecked, failed: outcome.expectationFailures)
    recorder.finish()
    return RecordedRun(recorder: recorder, session: session!, trace: trace, sceneOutputs: sceneOutputs)
}

func recordExample(_ file: String) throws -> RecordedRun {
    let text = try String(contentsOf: repositoryRoot.appendingPathComponent("examples/" + file), encoding: .utf8)
    return record(text, name: "examples/" + file)
}

/// An element read back from XML: name, attributes, the text directly inside it and its children.
final class Node {
    let name: String
    let attributes: [String: String]
    var text = ""
    var children: [Node] = []
    weak var parent: Node?

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    var classes: Set<String> { Set((attributes["class"] ?? "").split(separator: " ").map(String.init)) }

    /// Every descendant (depth first), this node included.
    var all: [Node] { [self] + children.flatMap(\.all) }

    func descendants(_ name: String, class cls: String? = nil) -> [Node] {
        all.filter { $0.name == name && (cls == nil || $0.classes.contains(cls!)) }
    }

    /// The text of the `<title>` child, if any.
    var title: String? { children.first { $0.name == "title" }?.text }
}

/// Parses XML (SVG, or the HTML page, which is well-formed XHTML) with Foundation's XMLParser.
final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: Node?
    var stack: [Node] = []
    var error: Error?

    static func parse(_ text: String) throws -> Node {
        let parser = XMLParser(data: Data(text.utf8))
        let b = TreeBuilder()
        parser.delegate = b
        guard parser.parse(), let root = b.root else {
            throw NSError(domain: "xml", code: 1, userInfo: [NSLocalizedDescriptionKey: "\(parser.parserError.map { "\($0)" } ?? "no root") at line \(parser.lineNumber)"])
        }
        return root
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let node = Node(name: name, attributes: attributes)
        node.parent = stack.last
        stack.last?.children.append(node)
        if root == nil { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }

    func parser(_ parser: XMLParser, foundCDATA block: Data) { stack.last?.text += String(decoding: block, as: UTF8.self) }
}
