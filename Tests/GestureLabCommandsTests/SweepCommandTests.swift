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
        #expect(csv.stdout.hasPrefix("run,dt,d,outcome"))
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
