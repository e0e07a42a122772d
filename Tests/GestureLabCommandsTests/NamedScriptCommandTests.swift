import Testing

/// Issue 23 items 2 and 5 for the commands that read a script the user names besides `run`, `test`, `report` and
/// `explain`: `gesturelab sweep FILE` and `gesturelab bench engine|sweep --script FILE` judge a file by the file it
/// leads to (a link named `x.gesture` to a file that is not a script gets one diagnostic that quotes nothing of it),
/// open it by its bytes and show its name escaped (`caf\xE9.gesture`).
@Suite("Scripts named to sweep and bench")
struct NamedScriptCommandTests {
    /// What a file that is not a script holds: never printed.
    static let secret = "SECRET-NOT-A-SCRIPT-41d7"
    static let redacted = "x.gesture:1:1: error: this file is not a gesture script (2 syntax errors); its content is not shown "
        + "because the file it leads to is not named *.gesture\n"
    static let sweepable = "param dt from 0ms to 20ms step 10ms\nrecognizer t = tap\ntap at 10,10\nwait $dt\n"
    static let latin1 = "caf\\xE9.gesture"

    static func tree() -> LinkTree {
        let t = LinkTree()
        t.file("notes.txt", "\(secret) is not a gesture script\nand neither is this\n")
        t.link("x.gesture", to: "notes.txt")
        t.file(Array("caf".utf8) + [0xE9] + Array(".gesture".utf8), Array(sweepable.utf8))
        t.file(Array("bad".utf8) + [0xE9] + Array(".gesture".utf8), Array((sweepable + "bogus\n").utf8))
        return t
    }

    static let commands: [[String]] = [
        ["sweep", "x.gesture"],
        ["sweep", "x.gesture", "--format", "jsonl"],
        ["bench", "sweep", "--runs", "3", "--jobs", "1", "--script", "x.gesture"],
        ["bench", "engine", "--script", "x.gesture"],
    ]

    @Test(arguments: commands)
    func aLinkNamedLikeAScriptToAFileThatIsNotOneIsNotQuoted(arguments: [String]) {
        let t = Self.tree()
        defer { t.remove() }
        let r = RawCLI.run(arguments, directory: t.path, deadline: 30)
        #expect(r.status == 2, "\(r.err)")
        #expect(!r.err.contains(Self.secret) && !r.out.contains(Self.secret), "\(r.err)\(r.out)")
        #expect(r.err == Self.redacted, "\(r.err)")
        #expect(r.out.isEmpty, "\(r.out)")
    }

    /// A real script that does not parse is still quoted in full, under its own name.
    @Test(arguments: [["sweep"], ["bench", "sweep", "--runs", "3", "--jobs", "1", "--script"], ["bench", "engine", "--script"]])
    func aScriptThatDoesNotParseIsQuotedUnderItsEscapedName(command: [String]) {
        let t = Self.tree()
        defer { t.remove() }
        let name: [UInt8] = Array("bad".utf8) + [0xE9] + Array(".gesture".utf8)
        let r = RawCLI.run(command.map { Array($0.utf8) } + [name], directory: t.path, deadline: 30)
        #expect(r.status == 2)
        #expect(r.err.hasPrefix("bad\\xE9.gesture:5:1: error: unknown statement 'bogus'\nbogus\n^~~~~"), "\(r.err)")
        #expect(!r.stdout.contains(0xE9) && !r.stderr.contains(0xE9), "the raw byte is never printed")
    }

    @Test func aNameThatIsNotUTF8Sweeps() {
        let t = Self.tree()
        defer { t.remove() }
        let name: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".gesture".utf8)
        let sweep = RawCLI.run([Array("sweep".utf8), name], directory: t.path, deadline: 30)
        #expect(sweep.status == 0, "\(sweep.err)")
        #expect(sweep.out.hasPrefix("sweep \(Self.latin1): 3 runs\n"), "\(sweep.out)")
        // A shard names it the same way, and its merge rebuilds the same text.
        let shard = RawCLI.run([Array("sweep".utf8), name] + ["--shard", "1/1", "--format", "jsonl"].map { Array($0.utf8) },
                               directory: t.path, deadline: 30)
        #expect(shard.status == 0, "\(shard.err)")
        #expect(shard.out.hasPrefix(#"{"sweep":"caf\\xE9.gesture","#),
                "\(shard.out)")
        t.file("shard.jsonl", shard.out)
        let merged = RawCLI.run(["sweep", "--merge", "shard.jsonl"], directory: t.path, deadline: 30)
        #expect(merged.status == 0, "\(merged.err)")
        #expect(merged.out == sweep.out)
        let bench = RawCLI.run(["bench", "sweep", "--runs", "3", "--jobs", "1", "--script"].map { Array($0.utf8) } + [name],
                               directory: t.path, deadline: 30)
        #expect(bench.status == 0, "\(bench.err)")
        #expect(bench.out.hasPrefix("sweep: 3 runs of \(Self.latin1) on 1 thread in "), "\(bench.out)")
        let engine = RawCLI.run(["bench", "engine", "--script"].map { Array($0.utf8) } + [name], directory: t.path, deadline: 30)
        #expect(engine.status == 0, "\(engine.err)")
        #expect(engine.out.hasPrefix("engine: 2 events in "), "\(engine.out)")
        for r in [sweep, shard, merged, bench, engine] {
            #expect(!r.stdout.contains(0xE9) && !r.stderr.contains(0xE9), "the raw byte is never printed")
        }
    }

    /// A file that cannot be read is named escaped, as `run` names it.
    @Test func anUnreadableNameIsShownEscaped() {
        let t = Self.tree()
        defer { t.remove() }
        let name: [UInt8] = Array("gone".utf8) + [0xE9, 0x1B] + Array(".gesture".utf8)
        for command in [["sweep"], ["bench", "sweep", "--script"], ["bench", "engine", "--script"]] {
            let r = RawCLI.run(command.map { Array($0.utf8) } + [name], directory: t.path, deadline: 30)
            #expect(r.status == 2)
            #expect(r.err == "gesturelab: error: cannot read 'gone\\xE9\\u{1B}.gesture' (no such file, not a regular file, or too large)\n",
                    "\(command): \(r.err)")
        }
    }
}
