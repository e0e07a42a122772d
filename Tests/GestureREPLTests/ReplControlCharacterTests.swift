import Foundation
import Testing
@testable import GestureREPL
import GestureScript

/// What the REPL echoes — command arguments in errors, statements read from a pipe, `:expand`, `:why` — shows
/// control characters as visible escapes (`\u{1B}`), never raw.
@Suite("REPL control characters")
struct ReplControlCharacterTests {
    static let attack = "\u{1B}]0;owned\u{07}\u{1B}[2J\u{9B}31m\u{7F}"
    static let shown = #"\u{1B}]0;owned\u{7}\u{1B}[2J\u{9B}31m\u{7F}"#

    static func raw(_ text: String) -> [String] {
        text.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
            .map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    @Test(arguments: [
        (":frob\(attack)", "error: unknown command ':frob\(shown)'"),
        (":timeline \(attack)", "error: ':timeline \(shown)': expected nothing"),
        (":reset \(attack)", "error: ':reset' takes nothing, 'empty' or 'touchtracker', not '\(shown)'"),
        (":help \(attack)", "  no help topic '\(shown)'"),
        (":load gone\(attack).gesture", "error: cannot read 'gone\(shown).gesture'"),
        (":why t\(attack)", "error: no recognizer named 't\(shown)'"),
        (":sweep gone\(attack).gesture", "error: cannot read 'gone\(shown).gesture'"),
        (":sweep --frob\(attack)", "error: ':sweep' has no option '--frob\(shown)'"),
        (":expand wait 5 # \(attack)", "wait 5 # \(shown)\n"),
    ])
    func argumentsAreEchoedEscaped(line: String, expected: String) {
        let (out, _) = replOutput([line])
        #expect(Self.raw(out) == [], "\(out)")
        #expect(out.contains(expected), "\(out)")
    }

    @Test func statementsReadFromAPipeAreEchoedEscaped() {
        // Not a terminal: each statement is echoed after the prompt, comments and strings as written.
        let (out, _) = replOutput(["down 1 at 1,1 & # \(Self.attack)", "  down 2 at 2,2", "up all", "expect log \"\(Self.attack)\""],
                                  empty: true)
        #expect(Self.raw(out) == [], "\(out)")
        #expect(out.contains("gesture> down 1 at 1,1 & # \(Self.shown)\n"), "\(out)")
        #expect(out.contains(#"expected log "\#(Self.shown)", got nothing"#), "\(out)")
    }

    @Test func completionNeverOffersANameWithAControlCharacter() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for name in ["plain.gesture", "evil\(Self.attack).gesture", "two\nlines.gesture"] {
            #expect(FileManager.default.createFile(atPath: dir.appendingPathComponent(name).path, contents: Data()))
        }
        #expect(ReplSession.paths(completing: dir.path + "/") == [dir.path + "/plain.gesture"])
    }

    @Test func syntaxErrorsDrawTheLineEscaped() {
        let (out, _) = replOutput(["wait 5 # \(Self.attack)"], empty: true)
        #expect(Self.raw(out) == [], "\(out)")
        #expect(out.contains("wait 5 # \(Self.shown)\n"), "\(out)")
    }
}
