import Foundation
import Testing
@testable import GestureREPL
@testable import GestureSupport

/// Item 7 of issue 13: a failed write never claims success and never damages the file it replaces.
@Suite("Atomic, checked file writes")
struct AtomicFileTests {
    static func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    static func entries(_ dir: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted()
    }

    static func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    @Test func writesANewFileAndReplacesAnOldOneKeepingItsPermissions() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("out.gesture").path
        try AtomicFile.write("first\n", to: path)
        #expect(Self.contents(path) == "first\n")
        chmod(path, 0o640)
        try AtomicFile.write("second, longer\n", to: path)
        #expect(Self.contents(path) == "second, longer\n")
        #expect(try Self.mode(path) == 0o640)
        #expect(try Self.entries(dir) == ["out.gesture"], "no temporary file is left behind")
    }

    @Test func aSymbolicLinkStaysALinkAndItsFileIsReplaced() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let real = dir.appendingPathComponent("real.txt").path
        let link = dir.appendingPathComponent("link.txt").path
        try AtomicFile.write("old\n", to: real)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        try AtomicFile.write("new\n", to: link)
        #expect(Self.contents(real) == "new\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
    }

    /// The full-disk case: the temporary file's writes really fail (its descriptor points at /dev/full), through
    /// the same code as every write. The old file is untouched and the temporary file is gone.
    @Test func aFailedWriteLeavesTheOldContentAndNoTemporaryFile() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("T.expected").path
        let old = String(repeating: "the old transcript\n", count: 500)
        try AtomicFile.write(old, to: path)
        let new = String(repeating: "a new transcript that does not fit\n", count: 5000)
        #expect(throws: FileWriteError(path: path, reason: "No space left on device")) {
            try AtomicFile.write(Array(new.utf8), to: path, writesGoTo: "/dev/full")
        }
        #expect(Self.contents(path) == old)
        #expect(try Self.entries(dir) == ["T.expected"])

        // A new file that fails is not created at all.
        let fresh = dir.appendingPathComponent("fresh.xml").path
        #expect(throws: FileWriteError.self) { try AtomicFile.write(Array("x".utf8), to: fresh, writesGoTo: "/dev/full") }
        #expect(try Self.entries(dir) == ["T.expected"])
    }

    @Test func devFullIsAnErrorWithTheSystemsReason() {
        #expect(throws: FileWriteError(path: "/dev/full", reason: "No space left on device")) {
            try AtomicFile.write("bytes\n", to: "/dev/full")
        }
        #expect(FileWriteError(path: "/dev/full", reason: "No space left on device").description
            == "cannot write /dev/full: No space left on device")
    }

    @Test func devNullTakesTheBytes() throws {
        try AtomicFile.write("bytes\n", to: "/dev/null")
    }

    @Test func aDirectoryIsRefused() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for path in [dir.path, dir.path + "/"] {
            #expect(throws: FileWriteError.self) { try AtomicFile.write("x", to: path) }
        }
        do {
            try AtomicFile.write("x", to: dir.path)
            Issue.record("a directory was written")
        } catch {
            #expect(error.reason.contains("is a directory"), "\(error)")
        }
        #expect(try Self.entries(dir) == [])
    }

    @Test func procFilesAreRefused() throws {
        let before = Self.contents("/proc/version")
        do {
            try AtomicFile.write("x", to: "/proc/version")
            Issue.record("/proc/version was written")
        } catch {
            #expect(error.description.hasPrefix("cannot write /proc/version: "))
            #expect(error.reason.contains("/proc"), "\(error)")
        }
        #expect(Self.contents("/proc/version") == before)
    }

    @Test func aMissingDirectoryIsNamed() {
        #expect(throws: FileWriteError(path: "/nonexistent-gesturelab-dir/a.txt", reason: "there is no directory /nonexistent-gesturelab-dir")) {
            try AtomicFile.write("x", to: "/nonexistent-gesturelab-dir/a.txt")
        }
    }

    @Test func checkedOutputReportsAFullDevice() throws {
        let fd = open("/dev/full", O_WRONLY)
        try #require(fd >= 0)
        let out = CheckedOutput(fd: fd)
        out.write("a line\n")
        #expect(out.failure == nil, "still buffered")
        #expect(out.finish() == "No space left on device")

        // More than a buffer: the failure is seen before the end, and later output is dropped.
        let fd2 = open("/dev/full", O_WRONLY)
        try #require(fd2 >= 0)
        let big = CheckedOutput(fd: fd2)
        big.write(String(repeating: "x", count: CheckedOutput.bufferSize + 1))
        #expect(big.failure == "No space left on device")
        #expect(big.finish() == "No space left on device")
    }

    @Test func checkedOutputWritesEveryByte() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("out.txt").path
        let fd = open(path, O_WRONLY | O_CREAT, 0o644)
        try #require(fd >= 0)
        let out = CheckedOutput(fd: fd)
        var expected = ""
        for i in 0..<20_000 {
            let line = "line \(i)\n"
            out.write(line)
            expected += line
        }
        #expect(out.finish() == nil)
        #expect(Self.contents(path) == expected)
    }

    /// Chunks as large as the buffer (`run`'s) are written as they are, after what is buffered: the bytes come out
    /// in order, and a failure is kept as for text.
    @Test func checkedOutputWritesLargeChunksInOrder() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("chunks.txt").path
        let fd = open(path, O_WRONLY | O_CREAT, 0o644)
        try #require(fd >= 0)
        let out = CheckedOutput(fd: fd)
        var expected: [UInt8] = []
        for (k, size) in [10, CheckedOutput.bufferSize, 3, CheckedOutput.bufferSize + 5, CheckedOutput.bufferSize - 1, 2, 70_000].enumerated() {
            let chunk = [UInt8](repeating: UInt8(ascii: "a") + UInt8(k), count: size)
            out.write(bytes: chunk)
            expected += chunk
        }
        #expect(out.finish() == nil)
        #expect(Self.contents(path) == String(decoding: expected, as: UTF8.self))

        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        let failing = CheckedOutput(fd: full)
        failing.write(bytes: [UInt8](repeating: UInt8(ascii: "x"), count: CheckedOutput.bufferSize))
        #expect(failing.failure == "No space left on device")
        failing.write(bytes: [UInt8](repeating: UInt8(ascii: "y"), count: CheckedOutput.bufferSize))
        #expect(failing.finish() == "No space left on device")
    }

    @Test func replSaveAndBugReportSayWhenTheyCannotWrite() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let (out, _) = replOutput([
            "tap at 100,100",
            ":save /dev/full",
            ":bugreport /dev/full",
            ":save \(dir.path)",
            ":save /proc/version",
        ])
        #expect(!out.contains("saved"), "\(out)")
        #expect(!out.contains("written"), "\(out)")
        #expect(out.contains("error: cannot write /dev/full: No space left on device\n"))
        #expect(out.components(separatedBy: "error: cannot write /dev/full: No space left on device\n").count == 3)
        #expect(out.contains("error: cannot write \(dir.path): it is a directory"))
        #expect(out.contains("error: cannot write /proc/version: "))
    }
}

extension AtomicFileTests {
    /// A regular file under /dev/ (a tmpfs such as /dev/shm) is replaced like any other; only descriptor names
    /// (/dev/stdout, /dev/fd/N) are written through.
    @Test func onlyDescriptorNamesAreWrittenThrough() {
        #expect(AtomicFile.isStreamAlias("/dev/stdout"))
        #expect(AtomicFile.isStreamAlias("/dev/fd/3"))
        #expect(AtomicFile.isStreamAlias("/proc/self/fd/1"))
        #expect(!AtomicFile.isStreamAlias("/dev/shm/out.txt"))
        #expect(!AtomicFile.isStreamAlias("/dev/full"))  // a device: written through because of what it is
    }
}
