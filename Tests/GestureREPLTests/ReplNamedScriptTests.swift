import Foundation
import Testing
@testable import GestureREPL

/// Issue 23 item 2 in the REPL: `:load FILE` and `:sweep FILE` judge a file by the file it leads to, as `run` does
/// (``NamedScript``). A link named `x.gesture` to a file that is not a script gets one diagnostic that quotes none of
/// its lines; a real script is quoted in full.
@Suite("REPL :load and :sweep of a named file")
struct ReplNamedScriptTests {
    static let secret = "SECRET-NOT-A-SCRIPT-b3c0"

    @Test(arguments: [":load", ":sweep"])
    func aLinkNamedLikeAScriptToAFileThatIsNotOneIsNotQuoted(command: String) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try "\(Self.secret) is not a gesture script\nand neither is this\n"
            .write(to: dir.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let link = dir.appendingPathComponent("x.gesture").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "notes.txt")
        let (out, repl) = replOutput(["\(command) \(link)"], empty: true)
        #expect(!out.contains(Self.secret) && !out.contains("neither"), "\(out)")
        #expect(out.contains("\(link):1:1: error: this file is not a gesture script (2 syntax errors); its content is not shown "
                             + "because the file it leads to is not named *.gesture\n"), "\(out)")
        #expect(repl.status == .scriptError)
    }

    @Test(arguments: [":load", ":sweep"])
    func aScriptThatDoesNotParseIsQuoted(command: String) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("bad.gesture").path
        try "param dt from 0ms to 20ms step 10ms\nbogus line\n".write(toFile: path, atomically: true, encoding: .utf8)
        let (out, _) = replOutput(["\(command) \(path)"], empty: true)
        #expect(out.contains("\(path):2:1: error: unknown statement 'bogus'\nbogus line\n^~~~~"), "\(out)")
    }
}
