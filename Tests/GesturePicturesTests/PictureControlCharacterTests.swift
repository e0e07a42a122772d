import Foundation
import GesturePictures
import GestureScript
import Testing

/// SVG and HTML stay well-formed XML whatever a script's comments, strings and file name hold: control characters
/// are shown as visible escapes, and so are U+FFFE and U+FFFF (which XML 1.0 forbids).
struct PictureControlCharacterTests {
    static let attack = "\u{1B}]0;owned\u{07}\u{1B}[2J\u{9B}\u{7F}\u{1}\u{FFFE}\u{FFFF}]]></pre><script>&amp;"

    /// Characters XML 1.0 does not allow, or that a terminal showing the file would act on.
    static func forbidden(_ text: String) -> [String] {
        text.unicodeScalars.filter { s in
            (s.value < 0x20 && s != "\n" && s != "\t") || (0x7F...0x9F).contains(s.value) || s.value == 0xFFFE || s.value == 0xFFFF
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    @Test(arguments: [PictureFormat.svg, .html])
    func hostileTextKeepsThePictureWellFormed(format: PictureFormat) throws {
        let script = """
            recognizer t = tap   # \(Self.attack)
            repeat 1 { # \(Self.attack)
              tap at 100,100
            }
            expect log "\(Self.attack)"

            """
        let name = "evil\n\(Self.attack).gesture"
        let run = record(script, name: name)
        let text = format.render(run.recorder, scene: CanvasScene(run.session), title: name,
                                 extra: ("Report \(Self.attack)", script))
        #expect(Self.forbidden(text) == [])
        let root = try TreeBuilder.parse(text)
        #expect(root.name == (format == .svg ? "svg" : "html"))
        #expect(text.contains(#"\u{1B}]0;owned\u{7}\u{1B}[2J\u{9B}\u{7F}\u{1}"#))
        #expect(text.contains(#"\u{FFFE}\u{FFFF}]]&gt;&lt;/pre&gt;&lt;script&gt;&amp;amp;"#))
    }
}
