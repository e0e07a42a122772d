import Testing

import GestureREPL

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("ScriptedLineReader")
struct ScriptedLineReaderTests {
    @Test func returnsLinesInOrderThenEndOfInputForever() {
        let reader = ScriptedLineReader(lines: ["tap", "", "wait 10ms"])
        #expect(reader.readLine(prompt: "gesture> ") == .line("tap"))
        #expect(reader.readLine(prompt: "gesture> ") == .line(""))
        #expect(reader.readLine(prompt: "    ...> ") == .line("wait 10ms"))
        #expect(reader.readLine(prompt: "gesture> ") == .endOfInput)
        #expect(reader.readLine(prompt: "gesture> ") == .endOfInput)
        #expect(reader.prompts == ["gesture> ", "gesture> ", "    ...> ", "gesture> ", "gesture> "])
        #expect(reader.remaining.isEmpty)
    }

    @Test func scriptedInputsCanInterrupt() {
        let reader = ScriptedLineReader(inputs: [.line("a {"), .interrupted, .line("b")])
        #expect(reader.readLine(prompt: "") == .line("a {"))
        #expect(reader.remaining == [.interrupted, .line("b")])
        #expect(reader.readLine(prompt: "") == .interrupted)
        #expect(reader.readLine(prompt: "") == .line("b"))
        #expect(reader.readLine(prompt: "") == .endOfInput)
    }

    @Test func recordsHistoryAndSaves() {
        let reader = ScriptedLineReader(lines: [])
        reader.addToHistory("one")
        reader.addToHistory("two")
        reader.saveHistory()
        #expect(reader.history == ["one", "two"])
        #expect(reader.saveCount == 1)
    }

    @Test func interactiveOnlyWhenAsked() {
        #expect(ScriptedLineReader(lines: []).isInteractive == false)
        #expect(ScriptedLineReader(lines: [], isInteractive: true).isInteractive == true)
    }

    @Test func keepsTheCompleterItIsGiven() {
        let reader: LineReader = ScriptedLineReader(lines: [])
        #expect(reader.completer == nil)
        reader.completer = { _ in ["recognizer"] }
        #expect(reader.completer?("rec") == ["recognizer"])
    }
}

@Suite("HistoryPath")
struct HistoryPathTests {
    @Test func prefersXDGStateHome() {
        let path = HistoryPath.defaultPath(environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/u"])
        #expect(path == "/state/gesturelab/history")
    }

    @Test func dropsTrailingSlashes() {
        #expect(HistoryPath.defaultPath(environment: ["XDG_STATE_HOME": "/state//"]) == "/state/gesturelab/history")
        #expect(HistoryPath.defaultPath(environment: ["HOME": "/home/u/"]) == "/home/u/.local/state/gesturelab/history")
        #expect(HistoryPath.defaultPath(environment: ["HOME": "/"]) == "/.local/state/gesturelab/history")
    }

    @Test func fallsBackToHome() {
        let path = HistoryPath.defaultPath(environment: ["HOME": "/home/u"])
        #expect(path == "/home/u/.local/state/gesturelab/history")
    }

    @Test func ignoresEmptyOrRelativeXDGStateHome() {
        #expect(HistoryPath.defaultPath(environment: ["XDG_STATE_HOME": "", "HOME": "/h"]) == "/h/.local/state/gesturelab/history")
        #expect(HistoryPath.defaultPath(environment: ["XDG_STATE_HOME": "state", "HOME": "/h"]) == "/h/.local/state/gesturelab/history")
    }

    @Test func nilWithoutHomeOrXDG() {
        #expect(HistoryPath.defaultPath(environment: [:]) == nil)
        #expect(HistoryPath.defaultPath(environment: ["HOME": ""]) == nil)
        #expect(HistoryPath.defaultPath(environment: ["XDG_STATE_HOME": "relative"]) == nil)
    }
}

@Suite("StandardInputReader")
struct StandardInputReaderTests {
    /// Reads `bytes` through a StandardInputReader on an unlinked temporary file; returns every result and flags.
    private func readAll(_ bytes: [UInt8]) throws -> [(input: LineInput, invalid: Bool, truncated: Bool)] {
        let fd = try #require(TemporaryInput.open(with: bytes))
        defer { close(fd) }
        let reader = StandardInputReader(fileDescriptor: fd)
        var results: [(LineInput, Bool, Bool)] = []
        while true {
            let input = reader.readLine(prompt: "ignored> ")
            results.append((input, reader.lastLineWasInvalid, reader.lastLineWasTruncated))
            if input == .endOfInput { break }
        }
        #expect(reader.readLine(prompt: "") == .endOfInput)
        return results
    }

    @Test func splitsLinesAndStripsTerminators() throws {
        let results = try readAll(Array("one\r\ntwo\n\nlast".utf8))
        #expect(results.map(\.input) == [.line("one"), .line("two"), .line(""), .line("last"), .endOfInput])
        #expect(results.allSatisfy { !$0.invalid && !$0.truncated })
    }

    @Test func emptyInputIsEndOfInput() throws {
        #expect(try readAll([]).map(\.input) == [.endOfInput])
    }

    @Test func countsLines() throws {
        let fd = try #require(TemporaryInput.open(with: Array("a\nb\n".utf8)))
        defer { close(fd) }
        let reader = StandardInputReader(fileDescriptor: fd)
        #expect(reader.lineNumber == 0)
        _ = reader.readLine(prompt: "")
        _ = reader.readLine(prompt: "")
        #expect(reader.lineNumber == 2)
        #expect(reader.readLine(prompt: "") == .endOfInput)
        #expect(reader.lineNumber == 2)
        #expect(reader.isInteractive == false)
    }

    @Test func flagsInvalidUTF8AndNUL() throws {
        let bytes: [UInt8] = Array("ok é\n".utf8) + [0xFF, 0x41, 0x0A] + [0x61, 0x00, 0x62, 0x0A] + Array("fine\n".utf8)
        let results = try readAll(bytes)
        #expect(results.map(\.input) == [.line("ok é"), .line("\u{FFFD}A"), .line("a\u{FFFD}b"), .line("fine"), .endOfInput])
        #expect(results.map(\.invalid) == [false, true, true, false, false])
    }

    @Test func keepsOneMebibyteLines() throws {
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        let results = try readAll(long + [0x0A] + Array("next\n".utf8))
        #expect(results.map(\.input) == [.line(String(repeating: "x", count: 1 << 20)), .line("next"), .endOfInput])
        #expect(results.allSatisfy { !$0.invalid && !$0.truncated })
    }

    @Test func truncatesPastTheCapAtACharacterBoundary() throws {
        // One ASCII byte then two-byte characters: the cap falls in the middle of a character.
        let cap = StandardInputReader.maximumLineLength
        var long: [UInt8] = [UInt8(ascii: "a")]
        long.reserveCapacity(cap + 21)
        for _ in 0..<(cap / 2 + 10) { long += [0xC3, 0xA9] }  // "é"
        let results = try readAll(long + [0x0A] + Array("after\n".utf8))
        #expect(results.count == 3)
        guard case .line(let cut) = results[0].input else {
            Issue.record("expected a line")
            return
        }
        #expect(cut.utf8.count == cap - 1)
        #expect(cut.hasPrefix("aé") && cut.hasSuffix("é"))
        #expect(results[0].truncated && !results[0].invalid)
        #expect(results[1].input == .line("after"))
        #expect(!results[1].truncated)
    }
}

/// An unlinked temporary file holding given bytes, positioned at its start.
private enum TemporaryInput {
    static func open(with bytes: [UInt8]) -> Int32? {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(directory)/gesturelab-linereader-XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard count > 0 else {
                close(fd)
                return nil
            }
            written += count
        }
        guard lseek(fd, 0, SEEK_SET) == 0 else {
            close(fd)
            return nil
        }
        return fd
    }
}
