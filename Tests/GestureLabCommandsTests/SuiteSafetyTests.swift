#if canImport(Glibc)
import Glibc
#endif
import GestureREPL
import GestureScript
import Testing

@testable import GestureLabCommands
import GestureSupport

/// Issue 23, items 1, 2, 3 and 5, one piece at a time (``AttackerCheckoutTests`` runs them all through the binary).
@Suite("What gesturelab test reads, writes and walks in a suite")
struct SuiteSafetyTests {
    static let passing = AttackerCheckoutTests.passing

    /// A tree with `outside/target.txt` and an empty `suite/`.
    static func tree() -> LinkTree {
        let t = LinkTree()
        t.directory("outside")
        t.file("outside/target.txt", "the user's file\n")
        t.directory("suite")
        return t
    }

    static func run(_ t: LinkTree, _ name: String, update: Bool = false) -> TestCase {
        let suite = FilePath(t.path + "/suite")
        let file = TestFile(path: suite.appending(Array(name.utf8)), root: SuiteRoot(of: suite, isDirectory: true))
        return TestRunner.runOne(file, options: SessionOptions(), update: update)
    }

    // MARK: - 1. Writes

    @Test func aMismatchDoesNotWriteThroughALinkedActual() {
        let t = Self.tree()
        defer { t.remove() }
        t.file("suite/t.gesture", Self.passing)
        t.file("suite/t.expected", "stale\n")
        t.link("suite/t.actual", to: "../outside/target.txt")
        let result = Self.run(t, "t.gesture")
        #expect(result.verdict == .error)
        #expect(result.golden == .fileError("cannot write \(t.path)/suite/t.actual: it is a symbolic link, not a regular file; "
            + "files beside a suite are only written as regular files (remove it)"))
        #expect(t.read("outside/target.txt") == "the user's file\n")
        #expect(t.snapshot("suite/t.actual") == ["suite/t.actual": "link ../outside/target.txt"])
    }

    @Test func updateDoesNotWriteThroughALinkedExpected() {
        let t = Self.tree()
        defer { t.remove() }
        t.file("suite/t.gesture", Self.passing)
        t.link("suite/t.expected", to: "../outside/target.txt")
        let result = Self.run(t, "t.gesture", update: true)
        #expect(result.golden == .fileError("cannot write \(t.path)/suite/t.expected: it is a symbolic link, not a regular file; "
            + "files beside a suite are only written as regular files (remove it)"))
        #expect(t.read("outside/target.txt") == "the user's file\n")
    }

    /// A FIFO, a directory or a link of a golden file's name is refused by its name (`lstat`): never opened, so
    /// nothing blocks; a regular file is replaced by renaming, keeping its permissions.
    @Test func goldenFilesAreWrittenOnlyAsRegularFiles() throws {
        let t = Self.tree()
        defer { t.remove() }
        t.fifo("suite/fifo")
        t.directory("suite/dir")
        t.link("suite/link", to: "../outside/target.txt")
        t.link("suite/dangling", to: "../outside/nothing-yet")
        for (name, kind) in [("fifo", "a FIFO, not a regular file"), ("dir", "a directory"),
                             ("link", "a symbolic link, not a regular file"), ("dangling", "a symbolic link, not a regular file")] {
            let path = FilePath(t.path + "/suite/" + name)
            #expect(throws: FileWriteError.self) { try AtomicFile.write(Array("x\n".utf8), to: path, existing: .regularOnly) }
            do {
                try AtomicFile.write(Array("x\n".utf8), to: path, existing: .regularOnly)
            } catch {
                #expect(error.reason.hasPrefix("it is \(kind)"), "\(name): \(error)")
            }
        }
        #expect(t.snapshot("outside") == ["outside": "directory", "outside/target.txt": "file the user's file\n"])
        t.file("suite/regular", "old\n")
        try AtomicFile.write(Array("new\n".utf8), to: FilePath(t.path + "/suite/regular"), existing: .regularOnly)
        #expect(t.read("suite/regular") == "new\n")
        #expect(LinkTree.entries(t.path + "/suite").count == 5, "no temporary file is left")
    }

    /// A matching transcript removes a stale `.actual` only if it is a regular file.
    @Test func onlyARegularActualIsRemoved() {
        let t = Self.tree()
        defer { t.remove() }
        t.file("suite/t.gesture", Self.passing)
        #expect(Self.run(t, "t.gesture", update: true).golden == .updated(created: true))
        t.link("suite/t.actual", to: "../outside/target.txt")
        #expect(Self.run(t, "t.gesture").golden == .matched)
        #expect(t.snapshot("suite/t.actual") == ["suite/t.actual": "link ../outside/target.txt"])
    }

    // MARK: - 2. Reads

    /// A golden that leads outside the suite, to /proc, into a hidden directory, or to a file not named *.expected
    /// is not read: its content is in no message and no diff.
    @Test func goldensAreReadOnlyInsideTheSuite() {
        let t = Self.tree()
        defer { t.remove() }
        t.file("outside/secret.txt", "SECRET\n")
        t.directory("suite/.git")
        t.file("suite/.git/HEAD.expected", "SECRET\n")
        t.file("suite/notes.txt", "SECRET\n")
        let root = "it leads outside the suite '\(t.path)/suite' (through a symbolic link); only files inside it are read"
        for (target, reason) in [("../outside/secret.txt", root), ("/proc/self/environ", root),
                                 (".git/HEAD.expected", "it leads into the hidden directory '.git' of the suite, which is not read"),
                                 ("notes.txt", "it is a link to 'notes.txt', which is not named *.expected")] {
            t.file("suite/t.gesture", Self.passing)
            t.link("suite/t.expected", to: target)
            let result = Self.run(t, "t.gesture")
            #expect(result.golden == .fileError("cannot read \(t.path)/suite/t.expected: \(reason)"), "\(target)")
            #expect(result.verdict == .error)
            #expect(result.diff.isEmpty)
            #expect(!TestReport.human([result]).contains("SECRET"))
            #expect(!TAPReport.render([result], update: false).contains("SECRET"))
            #expect(!JUnitReport.render([result], seconds: 0, timestamp: "").contains("SECRET"))
            LinkTree.withPath(Array((t.path + "/suite/t.expected").utf8)) { _ = unlink($0) }
        }
    }

    /// A golden linked to another golden inside the suite is read (and compared).
    @Test func aGoldenLinkedInsideTheSuiteIsRead() {
        let t = Self.tree()
        defer { t.remove() }
        t.file("suite/t.gesture", Self.passing)
        t.directory("suite/shared")
        t.link("suite/t.expected", to: "shared/t.expected")
        t.file("suite/shared/t.expected", "stale\n")
        let result = Self.run(t, "t.gesture")
        #expect(result.verdict == .failed)
        #expect(result.diff.contains("-stale"))
    }

    @Test func scriptsAreReadOnlyInsideTheSuiteAndQuotedOnlyIfTheyAreScripts() {
        let t = Self.tree()
        defer { t.remove() }
        t.file("outside/secret.txt", "SECRET line\n")
        t.file("suite/notes.txt", "SECRET inside\n")
        t.link("suite/out.gesture", to: "../outside/secret.txt")
        t.link("suite/notes.gesture", to: "notes.txt")
        t.fifo("suite/fifo.gesture")
        let out = Self.run(t, "out.gesture")
        #expect(out.errorMessage == "\(t.path)/suite/out.gesture: error: cannot read the file: it leads outside the suite "
            + "'\(t.path)/suite' (through a symbolic link); only files inside it are read")
        let notes = Self.run(t, "notes.gesture")
        #expect(notes.verdict == .error)
        #expect(notes.errorMessage == "\(t.path)/suite/notes.gesture:1:1: error: this file is not a gesture script (1 syntax error); "
            + "its content is not shown because the file it leads to is not named *.gesture")
        #expect(!notes.outcome.diagnostics.contains("SECRET"))
        #expect(Self.run(t, "fifo.gesture").errorMessage.hasSuffix("cannot read the file: it is a FIFO, not a regular file"))
    }

    // MARK: - 3. Discovery

    static func collected(_ t: LinkTree) -> [String] {
        TestFiles.collect([t.path + "/suite"]).files.map { String($0.path.display.dropFirst(t.path.count + 1)) }
    }

    /// A link to `.` used to run the file 41 times (until the path grew too long).
    @Test func aLinkToTheDirectoryItselfIsWalkedOnce() {
        let t = Self.tree()
        defer { t.remove() }
        t.file("suite/a.gesture", Self.passing)
        t.link("suite/loop", to: ".")
        #expect(Self.collected(t) == ["suite/a.gesture"])
    }

    /// Links that form cycles, and many links to one directory, walk each directory once.
    @Test func cyclesEndAndEachFileRunsOnce() {
        let t = Self.tree()
        defer { t.remove() }
        t.directory("suite/x")
        t.directory("suite/z")
        t.file("suite/x/a.gesture", Self.passing)
        t.file("suite/z/b.gesture", Self.passing)
        t.link("suite/x/y", to: "../z")
        t.link("suite/z/w", to: "../x")
        for k in 0..<20 { t.link("suite/z/self\(k)", to: "..") }
        // A second name of one file: it runs once, under the first name in path order.
        t.link("suite/x/also-a.gesture", to: "a.gesture")
        #expect(Self.collected(t) == ["suite/x/a.gesture", "suite/x/y/b.gesture"])
    }

    @Test func directoryLinksThatLeaveTheSuiteAreRefused() {
        let t = Self.tree()
        defer { t.remove() }
        t.directory("outside/dir")
        t.file("outside/dir/o.gesture", Self.passing)
        t.directory("suite/.hidden")
        t.file("suite/.hidden/h.gesture", Self.passing)
        t.link("suite/out", to: "../outside/dir")
        t.link("suite/up", to: "..")
        t.link("suite/root", to: "/")
        t.link("suite/hidden", to: ".hidden")
        let found = TestFiles.collect([t.path + "/suite"])
        #expect(found.files.isEmpty)
        #expect(found.refused.map { $0.path.lastComponent.display } == ["hidden", "out", "root", "up"])
        #expect(found.refused[0].reason == "it leads into the hidden directory '.hidden' of the suite, which is not read")
        #expect(found.refused[1].reason.hasPrefix("it leads outside the suite"))
    }

    /// A directory link that stays inside the suite is followed (a shared folder of scripts).
    @Test func directoryLinksInsideTheSuiteAreFollowed() {
        let t = Self.tree()
        defer { t.remove() }
        t.directory("suite/real")
        t.file("suite/real/r.gesture", Self.passing)
        t.directory("suite/other")
        t.link("suite/other/alias", to: "../real")
        #expect(Self.collected(t) == ["suite/other/alias/r.gesture"])
    }

    // MARK: - 5. Names that are not UTF-8

    @Test func aNameThatIsNotUTF8IsFoundRunAndShownEscaped() {
        let t = Self.tree()
        defer { t.remove() }
        t.file(Array("suite/caf".utf8) + [0xE9] + Array(".gesture".utf8), Array(Self.passing.utf8))
        t.file(Array("suite/caf".utf8) + [0xE9] + Array(".expected".utf8), [])
        let found = TestFiles.collect([t.path + "/suite"]).files
        #expect(found.map { $0.path.lastComponent.display } == ["caf\\xE9.gesture"])
        let result = TestRunner.runOne(found[0], options: SessionOptions(), update: false)
        #expect(result.path == t.path + "/suite/caf\\xE9.gesture")
        #expect(result.verdict == .failed, "it ran and was compared with its golden")
        #expect(result.diff.first == "--- \(t.path)/suite/caf\\xE9.expected")
        #expect(LinkTree.entries(t.path + "/suite").contains(Array("caf".utf8) + [0xE9] + Array(".actual".utf8)))
    }
}
