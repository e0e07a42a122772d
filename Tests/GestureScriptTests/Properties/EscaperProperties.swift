import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import GestureScript
import GestureSupport
@testable import GestureTranscript

/// The two format escapers on generated hostile strings (controls of every range, markup, `]]>` and `</script>`,
/// bidirectional controls, U+2028/U+2029, noncharacters of every plane, the code points around the surrogates,
/// invalid UTF-8 decoded, and random scalars anywhere): `MarkupText` in element content and in attributes quoted
/// either way is well-formed XML that `XMLParser` reads back as the text with exactly the policy's characters
/// replaced by their visible escapes; `JSONText`, plain and HTML-safe, is JSON that `JSONSerialization` reads back
/// as the very text, holds nothing a terminal acts on, and (HTML-safe) nothing XML or a `<script>` would mind.
@Suite struct EscaperProperties {
    static var seeds: [UInt64] { PropertyTests.seeds(0xE5C) }

    /// A generated hostile string of `seed`.
    static func hostile(_ seed: UInt64) -> String {
        var random = SeededRandom(seed: seed)
        let pieces: [[UInt32]] = [
            Array(0x20...0x7E), Array(0...0x1F), [0x7F], Array(0x80...0x9F),
            [0x26, 0x3C, 0x3E, 0x22, 0x27, 0x5C, 0x5D],
            [0x61C, 0x200E, 0x200F, 0x202A, 0x202E, 0x2066, 0x2069, 0x2028, 0x2029, 0x200D, 0xFEFF],
            [0xFFFE, 0xFFFF, 0xFDD0, 0xFDEF, 0x1FFFE, 0x1FFFF, 0x10FFFE, 0x10FFFF],
            [0xD7FF, 0xE000, 0xFFFD, 0xFDCF, 0xFDF0, 0x10000, 0x10FFFD, 0x1F44D, 0x301, 0xE9],
        ]
        var s = ""
        for _ in 0..<random.int(0...40) {
            switch random.int(0...9) {
            case 0: s += random.pick(["]]>", "</script>", "<!--", "&amp;", "&#27;", "\r\n", "\u{1B}[2J"])
            case 1:
                // Invalid UTF-8, an encoded surrogate among it, decoded as every reader of files does.
                s += String(decoding: random.pick([[0xED, 0xA0, 0x80], [0xFF], [0xC0, 0x80], [0xE2, 0x80]]) as [UInt8], as: UTF8.self)
            case 2:
                // Any scalar at all.
                if let scalar = Unicode.Scalar(UInt32(random.int(0...0x10FFFF))) { s.unicodeScalars.append(scalar) }
            default:
                s.unicodeScalars.append(Unicode.Scalar(random.pick(random.pick(pieces)))!)
            }
        }
        return s
    }

    /// What an XML parser must read back from the escaped text: every character of the policy as its visible
    /// escape, but the tab, newline and carriage return, which are written so that they come back as themselves.
    static func readBack(_ s: String) -> [Unicode.Scalar] {
        var out = ""
        for scalar in s.unicodeScalars {
            if scalar == "\t" || scalar == "\n" || scalar == "\r" {
                out.unicodeScalars.append(scalar)
            } else if VisibleText.isEscaped(scalar) {
                out += VisibleText.escaped(scalar)
            } else if (0xFDD0...0xFDEF).contains(scalar.value) || scalar.value & 0xFFFE == 0xFFFE {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return Array(out.unicodeScalars)
    }

    /// Reads the attributes `a` and `b` and the text of the root element.
    final class Reader: NSObject, XMLParserDelegate {
        var attributes: [String: String] = [:]
        var text = ""
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String]) {
            self.attributes = attributes
        }
        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
    }

    static func check(_ title: String, _ property: (String) -> [String]) {
        var failing: [(UInt64, String, [String])] = []
        for seed in seeds {
            let s = hostile(seed)
            let problems = property(s)
            if !problems.isEmpty { failing.append((seed, s, problems)) }
        }
        guard let (seed, s, problems) = failing.first else { return }
        Issue.record("""
            \(title) does not hold for \(failing.count) of \(seeds.count) strings; first, seed \(seed): \(s.debugDescription)
            \(problems.prefix(6).joined(separator: "\n"))
            """)
    }

    @Test func markupIsWellFormedXMLThatReadsBackAsTheVisibleText() {
        Self.check("MarkupText gives well-formed XML") { s in
            let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<r a=\"\(MarkupText.attribute(s))\" b='\(MarkupText.attribute(s))'>"
                + MarkupText.content(s) + "</r>\n"
            let parser = XMLParser(data: Data(xml.utf8))
            let reader = Reader()
            parser.delegate = reader
            guard parser.parse() else {
                return ["not well-formed: \(parser.parserError.map { "\($0)" } ?? "?"): \(xml.debugDescription)"]
            }
            let expected = Self.readBack(s)
            var problems: [String] = []
            for (what, got) in [("a=\"…\"", reader.attributes["a"]), ("b='…'", reader.attributes["b"]), ("content", reader.text)] {
                let scalars = Array((got ?? "").unicodeScalars)
                if scalars != expected {
                    problems.append("\(what) reads back \((got ?? "<none>").debugDescription), not \(String(String.UnicodeScalarView(expected)).debugDescription)")
                }
            }
            return problems
        }
    }

    @Test func jsonReadsBackAsTheTextAndShowsNothingRaw() {
        Self.check("JSONText gives JSON that reads back") { s in
            var problems: [String] = []
            for htmlSafe in [false, true] {
                let json = JSONText.quoted(s, htmlSafe: htmlSafe)
                let back = (try? JSONSerialization.jsonObject(with: Data("[\(json)]".utf8))) as? [String]
                if back?.count != 1 || Array(back![0].unicodeScalars) != Array(s.unicodeScalars) {
                    problems.append("htmlSafe \(htmlSafe): \(json) reads back as \(back.map { "\($0)" } ?? "nothing")")
                }
                let raw = json.unicodeScalars.filter { VisibleText.isEscaped($0) }
                if !raw.isEmpty { problems.append("htmlSafe \(htmlSafe): raw \(raw.map { String($0.value, radix: 16) })") }
                if htmlSafe, let bad = json.unicodeScalars.first(where: { "<>&".unicodeScalars.contains($0) || MarkupText.isNoncharacter($0) }) {
                    problems.append("htmlSafe: raw U+\(String(bad.value, radix: 16, uppercase: true)) in \(json)")
                }
            }
            var bytes = TextBytes()
            bytes.json(s)
            if bytes.string != JSONText.quoted(s) { problems.append("TextBytes writes \(bytes.string), JSONText \(JSONText.quoted(s))") }
            return problems
        }
    }

    @Test func noncharactersAreExactlyUnicodes66() {
        let all = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init).filter(MarkupText.isNoncharacter).map(\.value)
        #expect(all.count == 66)
        #expect(all.prefix(2) == [0xFDD0, 0xFDD1] && all.suffix(2) == [0x10FFFE, 0x10FFFF])
    }
}
