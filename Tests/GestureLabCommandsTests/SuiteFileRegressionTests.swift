import Testing

/// Issue 23, items 1, 2, 3 and 5, each as the issue reported it, through the binary (each failed before the fix:
/// the link's target overwritten, the FIFO blocking, the secret printed, the file run 41 times, the walk never
/// ending, the Latin-1 name unreadable).
@Suite("Issue 23: files and paths, item by item")
struct SuiteFileRegressionTests {
    static let passing = AttackerCheckoutTests.passing

    static func tree() -> LinkTree {
        let t = LinkTree()
        t.directory("outside")
        t.file("outside/bashrc", "# the user's own bashrc\n")
        t.directory("suite")
        return t
    }

    /// 1. A planted `NAME.actual` link beside a golden that does not match: the link's target is not written.
    @Test func item1LinkedActual() {
        let t = Self.tree()
        defer { t.remove() }
        t.file("suite/a.gesture", Self.passing)
        t.file("suite/a.expected", "stale\n")
        t.link("suite/a.actual", to: "../outside/bashrc")
        let r = RawCLI.run(["test", "suite"], directory: t.path, deadline: 30)
        #expect(t.read("outside/bashrc") == "# the user's own bashrc\n")
        #expect(r.out.contains("cannot write suite/a.actual: it is a symbolic link"), "\(r.out)")
    }

    /// 1. `--update` and a planted `NAME.expected` link.
    @Test func item1LinkedExpectedUnderUpdate() {
        let t = Self.tree()
        defer { t.remove() }
        t.file("suite/a.gesture", Self.passing)
        t.link("suite/a.expected", to: "../outside/bashrc")
        let r = RawCLI.run(["test", "suite", "--update"], directory: t.path, deadline: 30)
        #expect(t.read("outside/bashrc") == "# the user's own bashrc\n")
        #expect(r.status == 2)
        #expect(r.out.contains("cannot write suite/a.expected: it is a symbolic link"), "\(r.out)")
    }

    /// 1. A FIFO `NAME.actual` does not block.
    @Test func item1FIFOActual() {
        let t = Self.tree()
        defer { t.remove() }
        t.file("suite/a.gesture", Self.passing)
        t.file("suite/a.expected", "stale\n")
        t.fifo("suite/a.actual")
        let r = RawCLI.run(["test", "suite"], directory: t.path, deadline: 20)
        #expect(!r.timedOut, "killed after \(r.seconds) s")
        #expect(r.out.contains("cannot write suite/a.actual: it is a FIFO"), "\(r.out)")
    }

    /// 2. A golden linked to a secret: its content is in no output (listing, TAP, JUnit).
    @Test func item2LinkedExpectedIsNotPublished() {
        let t = Self.tree()
        defer { t.remove() }
        t.file("outside/token", "SECRET-TOKEN\n")
        t.file("suite/a.gesture", Self.passing)
        t.link("suite/a.expected", to: "../outside/token")
        t.link("suite/b.gesture", to: "a.gesture")
        t.link("suite/b.expected", to: "/proc/self/environ")
        for format in ["human", "tap"] {
            let r = RawCLI.run(["test", "suite", "--format", format, "--junit", "junit.xml"], directory: t.path,
                               environment: ["CANARY": "SECRET-ENVIRON"], deadline: 30)
            let junit = t.read("junit.xml") ?? ""
            #expect(!(r.out + r.err + junit).contains("SECRET"), "\(r.out)\(r.err)\(junit)")
            #expect(r.out.contains("cannot read suite/a.expected: it leads outside the suite"), "\(r.out)")
        }
    }

    /// 2. A `*.gesture` link to a file that is not a script: its lines are not echoed in syntax errors. Nor are those of
    /// a file not named *.gesture given to `report` or `explain`, which used to quote them.
    @Test func item2LinkedScriptIsNotEchoed() {
        let t = Self.tree()
        defer { t.remove() }
        t.file("outside/token", "SECRET-TOKEN\n")
        t.file("suite/notes.txt", "SECRET-NOTES\n")
        t.link("suite/a.gesture", to: "../outside/token")
        t.link("suite/b.gesture", to: "notes.txt")
        for arguments in [["test", "suite"], ["test", "suite", "--format", "tap"], ["run", "suite/a.gesture"], ["run", "suite/b.gesture"],
                          ["report", "suite/notes.txt"], ["explain", "suite/notes.txt", "tap"]] {
            let r = RawCLI.run(arguments, directory: t.path, deadline: 30)
            #expect(r.status == 2)
            #expect(!(r.out + r.err).contains("SECRET"), "\(arguments): \(r.out)\(r.err)")
        }
    }

    /// 3. One link to `.` ran the file 41 times.
    @Test func item3LinkToDot() {
        let t = Self.tree()
        defer { t.remove() }
        t.file("suite/a.gesture", Self.passing)
        t.link("suite/loop", to: ".")
        let r = RawCLI.run(["test", "suite"], directory: t.path, deadline: 30)
        #expect(r.out == "PASS  suite/a.gesture (1 expectation)\n1 passed, 0 failed\n")
        #expect(r.status == 0)
    }

    /// 3. Two links to `.` made the walk exponential: it never ended.
    @Test func item3TwoLinksEnd() {
        let t = Self.tree()
        defer { t.remove() }
        t.file("suite/a.gesture", Self.passing)
        t.link("suite/l1", to: ".")
        t.link("suite/l2", to: ".")
        let r = RawCLI.run(["test", "suite"], directory: t.path, deadline: 20)
        #expect(!r.timedOut, "killed after \(r.seconds) s")
        #expect(r.out == "PASS  suite/a.gesture (1 expectation)\n1 passed, 0 failed\n")
    }

    /// 5. `caf\xE9.gesture` (Latin-1) runs and is tested, named escaped; it used to be "cannot read the file".
    @Test func item5NameThatIsNotUTF8() {
        let t = Self.tree()
        defer { t.remove() }
        let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".gesture".utf8)
        t.file(Array("suite/".utf8) + name, Array(Self.passing.utf8))
        let test = RawCLI.run(["test", "suite"], directory: t.path, deadline: 30)
        #expect(test.out == "PASS  suite/caf\\xE9.gesture (1 expectation)\n1 passed, 0 failed\n")
        let run = RawCLI.run([Array("run".utf8), Array("suite/".utf8) + name, Array("--quiet".utf8)], directory: t.path, deadline: 30)
        #expect(run.status == 0, "\(run.err)")
        let routed = RawCLI.run([Array("suite/".utf8) + name, Array("--quiet".utf8)], directory: t.path, deadline: 30)
        #expect(routed.status == 0, "\(routed.err)")
    }
}
