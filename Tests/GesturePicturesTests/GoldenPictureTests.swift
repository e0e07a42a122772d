import Foundation
import Testing
@testable import GesturePictures
import GestureScript
import GestureSupport

/// The pictures of examples 01, 09 and 13, compared byte for byte with the committed files in
/// Tests/GesturePicturesTests/Golden. After a deliberate change, look at the new pictures and update them with
///   GESTURELAB_UPDATE_PICTURES=1 swift test --filter GoldenPictureTests
@Suite("Golden pictures")
struct GoldenPictureTests {
    static let directory = repositoryRoot.appendingPathComponent("Tests/GesturePicturesTests/Golden")
    static var updating: Bool { ProcessInfo.processInfo.environment["GESTURELAB_UPDATE_PICTURES"] == "1" }

    static func check(_ example: String, terminal: Bool = false) throws {
        let run = try recordExample(example + ".gesture")
        let scene = run.recorder.screen
        let name = "examples/" + example + ".gesture"
        var pictures = [("svg", PictureSVG.render(run.recorder, scene: scene, title: name)),
                        ("html", PictureHTML.render(run.recorder, scene: scene, title: name))]
        if terminal {
            // `:timeline all` in a terminal of 80 and of 160 columns (no colour).
            let scenes = run.recorder.scenes(screen: scene)
            for width in [80, 160] {
                pictures.append(("\(width).txt", TimelineText(width: width).render(scenes: scenes, title: name)))
            }
            // Where the terminal cannot show Unicode (a locale not UTF-8, TERM=dumb): the timeline and the canvas in
            // ASCII, the canvas sized for a terminal of 80 columns and 50 rows as `:canvas` sizes it.
            pictures.append(("80.ascii.txt", PictureCharset.ascii.draw(TimelineText(width: 80).render(scenes: scenes, title: name))))
            pictures.append(("canvas.ascii.txt", PictureCharset.ascii.draw(CanvasText(width: 80, maxRows: 42).render(scene))))
        }
        for (ext, text) in pictures {
            let url = directory.appendingPathComponent(example + "." + ext)
            if updating {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
                continue
            }
            let golden = try #require(try? String(contentsOf: url, encoding: .utf8),
                                      "no golden \(url.lastPathComponent): run GESTURELAB_UPDATE_PICTURES=1 swift test --filter GoldenPictureTests")
            if golden != text {
                let actual = url.appendingPathExtension("actual")
                try? Data(text.utf8).write(to: actual)
                Issue.record("\(url.lastPathComponent) differs from the golden picture; the new one is \(actual.path). If the change is meant, update with GESTURELAB_UPDATE_PICTURES=1 swift test --filter GoldenPictureTests")
            }
        }
    }

    @Test func doubleTap() throws { try Self.check("01-double-tap", terminal: true) }
    @Test func pan() throws { try Self.check("09-pan") }
    /// Two scenes (the bug, then the fix): two sections, each on its own clock.
    @Test func silverChallenge() throws { try Self.check("13-silver-challenge", terminal: true) }
    /// A tap waiting for a double tap to fail, then a double tap: the waiting span, named and pointing to doubleTap's
    /// lane, on an axis to scale.
    @Test func requireToFail() throws { try Self.check("04-require-to-fail", terminal: true) }
}

/// The README's picture is what its script draws (`gesturelab run docs/images/double-tap.gesture --svg …`).
@Suite("README picture")
struct ReadmePictureTests {
    @Test func theCommittedDoubleTapPictureIsCurrent() throws {
        let name = "docs/images/double-tap.gesture"
        let script = try String(contentsOf: repositoryRoot.appendingPathComponent(name), encoding: .utf8)
        let run = record(script, name: name)
        let text = PictureSVG.render(run.recorder, scene: run.recorder.screen, title: name)
        let url = repositoryRoot.appendingPathComponent("docs/images/double-tap.svg")
        if GoldenPictureTests.updating { try Data(text.utf8).write(to: url) }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == text, "docs/images/double-tap.svg is stale: gesturelab run \(name) --quiet --svg docs/images/double-tap.svg")
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("(docs/images/double-tap.svg)"))
    }
}
