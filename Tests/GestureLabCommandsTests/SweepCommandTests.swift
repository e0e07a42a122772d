import Foundation
import GestureAnalysis
import GestureREPL
import GestureScript
import GestureSupport
import Testing

/// `gesturelab sweep` as people run it: sharded and merged output equals the unsharded output byte for byte, the
/// run budget refuses at once, and a failing combination stops the sweep.
struct SweepCommandTests {
    static let script = """
        param dt from 0ms to 600ms step 25ms
        param d in 0, 20
        recognizer double = tap numberOfTapsRequired = 2
        recognizer single = tap
        recognizer pan = pan
        single requireToFail double
        down 1 at 100,200
        move 1 by $d,0
        up 1
        wait $dt
        down 1 at 100,200
        up 1
        wait 1s

        """

    @Test func threeShardsMergedAreTheUnshardedSweep() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let file = dir.write("s.gesture", Self.script)
        for format in ["jsonl", "text", "csv"] {
            let whole = try CLI.run(["sweep", file, "--format", format])
            #expect(whole.status == 0, "\(whole.stderr)")
            var shards: [String] = []
            for k in 1...3 {
                let out = dir.write("shard\(k).jsonl", "")
                let r = try CLI.run(["sweep", file, "--shard", "\(k)/3", "--format", "jsonl"], stdoutPath: out)
                #expect(r.status == 0, "\(r.stderr)")
                shards.append(out)
            }
            let merged = try CLI.run(["sweep", file, "--format", format, "--merge"] + shards)
            #expect(merged.status == 0, "\(merged.stderr)")
            #expect(merged.stdout == whole.stdout, "format \(format)")
            // The shards carry their script: the merge needs nothing else, in any order.
            let alone = try CLI.run(["sweep", "--format", format, "--merge"] + shards.reversed())
            #expect(alone.status == 0, "\(alone.stderr)")
            #expect(alone.stdout == whole.stdout, "format \(format), without FILE")
            #expect(!whole.stdout.isEmpty)
        }
        // The map drawn from the merged shards is the unsharded map, byte for byte.
        let wholeMap = dir.path + "/whole.svg", mergedMap = dir.path + "/merged.svg"
        let whole = try CLI.run(["sweep", file, "--svg", wholeMap])
        #expect(whole.status == 0, "\(whole.stderr)")
        let merged = try CLI.run(["sweep", file, "--svg", mergedMap, "--merge"] + (1...3).map { dir.path + "/shard\($0).jsonl" })
        #expect(merged.status == 0, "\(merged.stderr)")
        let a = try #require(dir.read("whole.svg")), b = try #require(dir.read("merged.svg"))
        #expect(a.hasPrefix("<svg ") && a.contains("<g class=\"boundaries\">"))
        #expect(a == b)
    }

    @Test func svgWritesTheMapAndStillPrintsTheText() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let file = dir.write("s.gesture", Self.script)
        let plain = try CLI.run(["sweep", file])
        let out = dir.path + "/map.svg"
        let drawn = try CLI.run(["sweep", file, "--svg", out])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        #expect(drawn.stdout == plain.stdout)
        #expect(drawn.stderr == "gesturelab: SVG map written to \(out)\n")
        let svg = try #require(dir.read("map.svg"))
        #expect(svg.contains("<text class=\"title\" x=\"10\" y=\"24\">sweep \(file): 50 runs</text>"))
        // With --format csv the records go to standard output and the map to the file.
        let csv = try CLI.run(["sweep", file, "--format", "csv", "--svg", dir.path + "/csv.svg"])
        #expect(csv.status == 0)
        #expect(csv.stdout.hasPrefix("run,dt_ms,d,outcome"))
        #expect(dir.read("csv.svg") == svg)
    }

    @Test func svgErrorsSayWhatToDo() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let file = dir.write("s.gesture", Self.script)
        let missing = try CLI.run(["sweep", file, "--svg", dir.path + "/no/such/dir/map.svg"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("gesturelab: error: cannot write \(dir.path)/no/such/dir/map.svg: there is no directory"))
        let directory = try CLI.run(["sweep", file, "--svg", dir.path])
        #expect(directory.status == 2)
        #expect(directory.stderr.contains("it is a directory"))
        let three = dir.write("t.gesture", "param a in 1, 2\nparam b in 1, 2\nparam c in 1ms, 2ms\nrecognizer t = tap\ntap at $a,$b\nwait $c\n")
        let r = try CLI.run(["sweep", three, "--svg", dir.path + "/t.svg"])
        #expect(r.status == 64, "\(r.stderr)")
        #expect(r.stderr.contains("--svg draws a map of one or two parameters, and this sweep varies 3 (a, b, c)"))
        #expect(r.stdout.isEmpty)
        let sharded = try CLI.run(["sweep", file, "--shard", "1/2", "--svg", dir.path + "/s.svg"])
        #expect(sharded.status == 64)
        #expect(sharded.stderr.contains("--merge SHARD… --svg OUT"))
    }

    /// `--subdivide K` (issue 27 item 10): off unless given, so the output without it is unchanged; with it the text,
    /// the records and the map include the refined runs, the same every time; a shard refuses it, a merge runs it.
    @Test func subdivideRunsTheCellsWhereOutcomesMeetAgain() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let file = dir.write("s.gesture", Self.script)
        let plain = try CLI.run(["sweep", file])
        let text = try CLI.run(["sweep", file, "--subdivide", "2"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout != plain.stdout && text.stdout.contains("(--subdivide 2): "))
        #expect(text.stdout.contains("\nrefined map (split 2 × 2 where outcomes meet; lower case: a refined run):\n"))
        #expect(try CLI.run(["sweep", file, "--subdivide", "2"]).stdout == text.stdout)
        let csv = try CLI.run(["sweep", file, "--subdivide", "2", "--format", "csv"])
        let rows = csv.stdout.split(separator: "\n")
        #expect(rows.first == "run,dt_ms,d,outcome,actions,states,expectations_checked,expectations_failed,model,sample")
        let refined = rows.filter { $0.hasSuffix(",refined") }.count
        #expect(rows.filter { $0.hasSuffix(",grid") }.count == 50 && refined > 0)
        #expect(text.stdout.contains(", \(refined) more runs\n"), "\(text.stdout)")
        let jsonl = try CLI.run(["sweep", file, "--subdivide", "2", "--format", "jsonl"])
        #expect(jsonl.stdout.split(separator: "\n").filter { $0.hasSuffix(",\"refined\":true}") }.count == refined)
        let map = dir.path + "/map.svg"
        #expect(try CLI.run(["sweep", file, "--subdivide", "2", "--svg", map]).status == 0)
        // One part per refined run, and one in the legend.
        #expect(dir.read("map.svg")?.components(separatedBy: "class=\"cell part ").count == refined + 2)
        // A shard lacks its cells' neighbours; the merge subdivides, the same as the unsharded sweep.
        let sharded = try CLI.run(["sweep", file, "--shard", "1/2", "--format", "jsonl", "--subdivide", "2"])
        #expect(sharded.status == 64 && sharded.stderr.contains("give it to the --merge"), "\(sharded.stderr)")
        var shards: [String] = []
        for k in 1...2 {
            let out = dir.write("shard\(k).jsonl", "")
            #expect(try CLI.run(["sweep", file, "--shard", "\(k)/2", "--format", "jsonl"], stdoutPath: out).status == 0)
            shards.append(out)
        }
        #expect(try CLI.run(["sweep", file, "--subdivide", "2", "--merge"] + shards).stdout == text.stdout)
        let bad = try CLI.run(["sweep", file, "--subdivide", "11"])
        #expect(bad.status == 64 && bad.stderr.contains("a whole number from 2 to 10 (got '11')"), "\(bad.stderr)")
    }

    /// On a terminal (a pseudo-terminal from `script`, COLUMNS=40) the messages on standard error and the sweep's
    /// boundary lines wrap at its width; a diagnostic's headline, source line and caret do not.
    @Test func onATerminalMessagesAndBoundariesWrap() throws {
        let script = "/usr/bin/script"
        guard FileManager.default.isExecutableFile(atPath: script) else { return }  // util-linux's, in every Debian
        let dir = TempDirectory()
        defer { dir.remove() }
        let bad = dir.write("bad.gesture", "recognizer t = tap\nwait 600\n")
        let sweep = dir.write("s.gesture", "param dt from 0ms to 600ms step 50ms\nrecognizer double = tap numberOfTapsRequired = 2\n"
                              + "recognizer single = tap\nsingle requireToFail double\n"
                              + "down 1 at 100,200; up 1; wait $dt; down 1 at 100,200; up 1; wait 1s\n")
        func onATerminal(_ arguments: String) throws -> String {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: script)
            process.arguments = ["-qec", "COLUMNS=40 NO_COLOR=1 \(CLI.binary) \(arguments)", "/dev/null"]
            let out = Pipe()
            process.standardOutput = out
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let data = out.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        }
        let diagnostic = try onATerminal("run \(bad)")
        #expect(diagnostic.contains("\(bad):2:6: error: duration needs a unit\nwait 600\n     ^~~\nnote: did you mean '600ms'?\n"), "\(diagnostic)")
        let missing = try onATerminal("run \(dir.path)/no-such-file-with-a-long-name.gesture")
        #expect(missing.hasPrefix("gesturelab: error: cannot read\n                   '"), "\(missing)")
        let text = try onATerminal("sweep \(sweep)")
        #expect(text.contains("\n  double ×1 → single ×2 at dt = 350ms\n    (349ms: double ×1; 350ms: single ×2)\n"), "\(text)")
    }

    @Test func aShardSaysWhichSweepItBelongsTo() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let file = dir.write("s.gesture", Self.script)
        let out = dir.write("shard2.jsonl", "")
        let r = try CLI.run(["sweep", file, "--shard", "2/3", "--sample", "20", "--seed", "7", "--format", "jsonl"], stdoutPath: out)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = try #require(dir.read("shard2.jsonl")).split(separator: "\n")
        let header = try #require(lines.first.flatMap(SweepShardHeader.parse))
        #expect(header.script == file)
        #expect(header.source == Self.script)
        #expect(header.shard == (2, 3))
        #expect(header.sample == 20 && header.seed == 7)
        // Then the shard's runs: every third of the 20 sampled, starting at the second.
        #expect(lines.count == 1 + 7)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("{\"run\":") })
    }

    @Test func aSampledSweepMergesWithTheShardsSampleAndSeed() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let file = dir.write("s.gesture", Self.script)
        let whole = try CLI.run(["sweep", file, "--sample", "20", "--seed", "7"])
        #expect(whole.status == 0, "\(whole.stderr)")
        let shards = try (1...2).map { k in
            let out = dir.write("shard\(k).jsonl", "")
            _ = try CLI.run(["sweep", file, "--sample", "20", "--seed", "7", "--shard", "\(k)/2", "--format", "jsonl"], stdoutPath: out)
            return out
        }
        let merged = try CLI.run(["sweep", "--merge"] + shards)
        #expect(merged.status == 0, "\(merged.stderr)")
        #expect(merged.stdout == whole.stdout)
        let other = try CLI.run(["sweep", "--seed", "8", "--merge"] + shards)
        #expect(other.status == 2)
        #expect(other.stderr == "gesturelab: error: the shards were written with --seed 7, not --seed 8; leave --seed out of the merge\n")
    }

    @Test func mergeRefusesShardsThatDoNotBelongTogether() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let file = dir.write("s.gesture", Self.script)
        func shard(_ k: Int, _ n: Int, _ name: String) throws -> String {
            let out = dir.write(name, "")
            let r = try CLI.run(["sweep", file, "--shard", "\(k)/\(n)", "--format", "jsonl"], stdoutPath: out)
            #expect(r.status == 0, "\(r.stderr)")
            return out
        }
        let a = try shard(1, 2, "a.jsonl"), b = try shard(2, 2, "b.jsonl"), c = try shard(2, 3, "c.jsonl")
        let splits = try CLI.run(["sweep", "--merge", a, c])
        #expect(splits.status == 2)
        #expect(splits.stderr.contains("'\(c)' is shard 2/3 and '\(a)' shard 1/2: merge the shards of one --shard K/N split"))
        // The script changed after the shards ran: the merge with FILE would refine boundaries of another sweep.
        _ = dir.write("s.gesture", Self.script + "# edited\n")
        let stale = try CLI.run(["sweep", file, "--merge", a, b])
        #expect(stale.status == 2)
        #expect(stale.stderr.contains("'\(a)' was written from another version of '\(file)'"))
        let edited = try shard(2, 2, "b2.jsonl")
        let mixed = try CLI.run(["sweep", "--merge", a, edited])
        #expect(mixed.status == 2)
        #expect(mixed.stderr.contains("'\(edited)' is a shard of another version of '\(file)'"))
        // A file without the header line (written by hand, or cut) needs the script named.
        let bare = dir.write("bare.jsonl", try #require(dir.read("b.jsonl")).split(separator: "\n").dropFirst().joined(separator: "\n") + "\n")
        let unnamed = try CLI.run(["sweep", "--merge", a, bare])
        #expect(unnamed.status == 2)
        #expect(unnamed.stderr.contains("'\(bare)' does not say which script it is a shard of"))
        // With FILE it merges; the headers after it are still compared with each other, and give --sample and --seed.
        _ = dir.write("s.gesture", Self.script)
        let headless = dir.write("bare-a.jsonl", try #require(dir.read("a.jsonl")).split(separator: "\n").dropFirst().joined(separator: "\n") + "\n")
        let fine = try CLI.run(["sweep", file, "--merge", headless, b])
        #expect(fine.status == 0, "\(fine.stderr)")
        #expect(fine.stdout == (try CLI.run(["sweep", file])).stdout)
        let split = try CLI.run(["sweep", file, "--merge", headless, b, c])
        #expect(split.status == 2)
        #expect(split.stderr.contains("'\(c)' is shard 2/3 and '\(b)' shard 2/2"))
        let sampled = dir.write("sampled.jsonl", "")
        _ = try CLI.run(["sweep", file, "--sample", "5", "--seed", "3", "--shard", "1/1", "--format", "jsonl"], stdoutPath: sampled)
        let seeded = try CLI.run(["sweep", file, "--seed", "4", "--merge", headless, sampled])
        #expect(seeded.status == 2)
        #expect(seeded.stderr.contains("the shards were written with --seed 3, not --seed 4"))
        let nothing = try CLI.run(["sweep"])
        #expect(nothing.status == 64)
        #expect(nothing.stderr.contains("give the .gesture script to sweep"))
    }

    /// The repository root, found from this file's real location.
    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The sweep jobs of docs/ci.md, run as its GitHub Actions and GitLab CI recipes run them (the shard number and
    /// count put in, `shard-*.jsonl` expanded): the merged map is the unsharded one.
    @Test func theCIRecipesInTheDocsRebuildTheWholeSweep() throws {
        let doc = try #require(FileBytes.read(Self.root + "/docs/ci.md").map { String(decoding: $0, as: UTF8.self) })
        let commands = doc.split(separator: "\n").compactMap { line -> String? in
            // The recipes' commands, not the prose's.
            guard let at = line.range(of: "dist/bin/gesturelab sweep ") else { return nil }
            return "sweep " + line[at.upperBound...]
        }
        try #require(commands.count == 4, "a shard job and a merge job in each recipe")
        for recipe in stride(from: 0, to: commands.count - 1, by: 2) {
            let dir = TempDirectory()
            defer { dir.remove() }
            let shardJob = commands[recipe], mergeJob = commands[recipe + 1]
            var shards: [String] = []
            for k in 1...3 {
                let line = shardJob.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(k)")
                    .replacingOccurrences(of: "$CI_NODE_INDEX", with: "\(k)").replacingOccurrences(of: "$CI_NODE_TOTAL", with: "3")
                let parts = line.components(separatedBy: " > ")
                try #require(parts.count == 2, "the shard's output goes to a file: \(line)")
                let out = dir.write(parts[1], "")
                let r = try CLI.run(parts[0].split(separator: " ").map(String.init), stdoutPath: out, directory: Self.root)
                #expect(r.status == 0, "\(line): \(r.stderr)")
                shards.append(out)
            }
            let arguments = mergeJob.split(separator: " ").flatMap { word -> [String] in
                word == "shard-*.jsonl" ? shards : word == "map.svg" ? [dir.path + "/map.svg"] : [String(word)]
            }
            let merged = try CLI.run(arguments, directory: Self.root)
            #expect(merged.status == 0, "\(mergeJob): \(merged.stderr)")
            let script = try #require(shardJob.split(separator: " ").first { $0.hasSuffix(".gesture") }.map(String.init))
            let whole = try CLI.run(["sweep", script, "--svg", dir.path + "/whole.svg"], directory: Self.root)
            #expect(merged.stdout == whole.stdout && !whole.stdout.isEmpty)
            #expect(dir.read("map.svg") == dir.read("whole.svg") && dir.read("map.svg") != nil)
        }
    }

    @Test func mergeMissingAShardSaysWhich() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let file = dir.write("s.gesture", Self.script)
        let out = dir.write("shard1.jsonl", "")
        _ = try CLI.run(["sweep", file, "--shard", "1/2", "--format", "jsonl"], stdoutPath: out)
        let merged = try CLI.run(["sweep", file, "--merge", out])
        #expect(merged.status == 2)
        #expect(merged.stderr.contains("missing"))
    }

    @Test func maxRunsRefusesAtOnceSayingHowMany() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let file = dir.write("s.gesture", Self.script)
        let r = try CLI.run(["sweep", file, "--max-runs", "10"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("would make 50 runs"))
        #expect(r.stdout.isEmpty)
    }

    @Test func aHugeSweepIsRefusedBeforeItsRunsAreListed() throws {
        // 10^12 combinations: listing them (8 bytes each) would need terabytes; the refusal must come from the count.
        let dir = TempDirectory()
        defer { dir.remove() }
        let file = dir.write("h.gesture", "param a from 0 to 999999 step 1\nparam b from 0 to 999999 step 1\nrecognizer t = tap\ntap at $a,$b\n")
        let r = try CLI.run(["sweep", file])
        #expect(r.status == 64)
        #expect(r.stderr.contains("would make 1000000000000 runs, more than --max-runs 1000000"))
        let sharded = try CLI.run(["sweep", file, "--shard", "2/3", "--sample", "3000002"])
        #expect(sharded.status == 64)
        #expect(sharded.stderr.contains("would make 1000001 runs"))
    }

    @Test func failingCombinationStopsTheSweep() throws {
        let dir = TempDirectory()
        defer { dir.remove() }
        let file = dir.write("s.gesture", "param dt from 20ms to -20ms step 10ms\nwait $dt\n")
        let backwards = try CLI.run(["sweep", file])
        #expect(backwards.status == 2)
        let bad = dir.write("b.gesture", "param dt from -20ms to 20ms step 10ms\nrecognizer t = tap\nwait $dt\n")
        let r = try CLI.run(["sweep", bad])
        #expect(r.status == 2)
        #expect(r.stderr.contains("'wait $dt': a duration must not be negative when dt = -20ms"))
        #expect(r.stderr.contains("first failing combination: dt = -20ms"))
        // The caret line and the note are separate lines, and the output ends with a newline.
        #expect(r.stderr.contains("^~~~~~~~\nnote: the sweep stopped"))
        #expect(r.stderr.hasSuffix("\n"))
        let undeclared = dir.write("u.gesture", "param a from 0 to 10 step 1\nrecognizer t = tap\ntap at $aa,1\n")
        let u = try CLI.run(["sweep", undeclared])
        #expect(u.status == 2)
        #expect(u.stderr.contains("note: did you mean '$a'?\n"))
    }
}
