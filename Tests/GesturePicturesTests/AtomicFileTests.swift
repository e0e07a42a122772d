import Foundation
import Testing
@testable import GesturePictures

@Suite("Writing picture files")
struct AtomicFileTests {
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("gesturelab-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aWholeFileReplacesTheOldOneAndNothingElseIsLeft() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("a.svg").path
        try "old".write(toFile: path, atomically: false, encoding: .utf8)
        guard case .success = AtomicFile.write("<svg/>", to: path) else { Issue.record("write failed"); return }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "<svg/>")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["a.svg"])
    }

    @Test func aDirectoryIsAClearErrorAndStaysUntouched() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        guard case .failure(let f) = AtomicFile.write("<svg/>", to: dir.path) else { Issue.record("wrote into a directory"); return }
        #expect(f.message.contains("is a directory"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty, "no partial or temporary file")
    }

    @Test func aMissingFolderOrAnUnwritablePlaceIsAnErrorWithNoFile() throws {
        let dir = try Self.directory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = dir.appendingPathComponent("no/such/folder/a.html").path
        guard case .failure(let f) = AtomicFile.write("x", to: missing) else { Issue.record("wrote"); return }
        #expect(f.message.contains("does not exist"))
        // /proc takes no new files, even from root.
        guard case .failure = AtomicFile.write("x", to: "/proc/gesturelab-picture.svg") else { Issue.record("wrote into /proc"); return }
        #expect(!FileManager.default.fileExists(atPath: "/proc/gesturelab-picture.svg"))
    }

    @Test func theExtensionChoosesTheFormat() {
        #expect(PictureWriter.Format.of("a.SVG") == .svg)
        #expect(PictureWriter.Format.of("x/a.html") == .html)
        #expect(PictureWriter.Format.of("a.png") == nil)
    }
}
