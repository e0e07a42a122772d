import Foundation
@testable import GestureAnalysis
import Testing
@testable import GestureScript
import GestureTranscript

/// Issue 27 item 10: a sweep's CSV and JSON lines write parameter values as numbers, with the unit in the column's
/// (or key's) name, so a spreadsheet or a script reads them without parsing `350ms`.
@Suite("Sweep records: numbers with units")
struct SweepRecordUnitTests {
    static let plan: SweepPlan = {
        let (script, _) = FrontEnd.parse("param dt in 350ms, 1.5s, 250us\nparam k in 2, 0.125\nparam at in (100,200), (10.5,-3)\n")
        return SweepPlan(script.parameters)
    }()

    static func run(_ index: SweepIndex) -> SweepRun {
        SweepRun(index: index, values: plan.values(index), actions: [], states: [], expectationsChecked: 0,
                 failedExpectations: [], model: nil)
    }

    @Test func csvColumnsNameTheirUnitsAndHoldNumbers() {
        #expect(SweepRecords.csvHeader(Self.plan)
            == "run,dt_ms,k,at_x_pt,at_y_pt,outcome,actions,states,expectations_checked,expectations_failed,model\n")
        // The last parameter varies fastest: run 0 is (350ms, 2, (100,200)); run 11 is (250us, 0.125, (10.5,-3)).
        #expect(SweepRecords.csvRow(Self.run(0)).hasPrefix("0,350,2,100,200,"))
        #expect(SweepRecords.csvRow(Self.run(5)).hasPrefix("5,1500,2,10.5,-3,"))
        #expect(SweepRecords.csvRow(Self.run(11)).hasPrefix("11,0.25,0.125,10.5,-3,"))
    }

    @Test func jsonLinesHoldNumbersUnderNamesWithUnits() throws {
        let line = SweepRecords.jsonLine(Self.run(11), plan: Self.plan)
        #expect(line.hasPrefix(#"{"run":11,"values":{"dt_ms":0.25,"k":0.125,"at_x_pt":10.5,"at_y_pt":-3},"#), "\(line)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let values = try #require(object["values"] as? [String: Any])
        #expect(values["dt_ms"] as? Double == 0.25)
        // A merge reads the runs back (the values come from the run's number).
        #expect(SweepRecords.parseLine(Substring(line.dropLast()), plan: Self.plan)?.values == Self.plan.values(11))
    }
}

/// The terminal map's legend explains `×N` too.
@Suite("Sweep map legend")
struct SweepMapLegendTests {
    @Test func theTerminalMapExplainsCounts() throws {
        let (script, d) = FrontEnd.parse("param a in 1, 2\nparam b in 1, 2\nrecognizer t = tap\ntap at $a,$b\nwait 1s\n")
        #expect(d.isEmpty)
        let sweep = try Sweep(script: script)
        let runs = try sweep.run(sweep.plan.indices(sample: nil, seed: 0))
        let text = SweepText.render(file: "s.gesture", plan: sweep.plan, runs: runs, boundaries: [], omitted: 0,
                                    refine: SweepRefinement(), color: false)
        #expect(text.contains("\n  A t ×1\n  NAME ×N: NAME's action ran N times in the run (since the mark)\n"), "\(text)")
    }
}

/// The sweep reads its own JSON lines back (`--resume`, merging shards), and a person may have edited them with a
/// tool that escapes every non-ASCII character: `\u` escapes decode as JSON says, surrogate pairs included.
@Suite("Sweep records: reading JSON strings")
struct SweepRecordStringTests {
    @Test(arguments: [
        (#""plain""#, "plain"),
        (#""\u00e9t\u00E9""#, "été"),
        // U+1F600 as a UTF-16 surrogate pair (RFC 8259 §7).
        (#""\ud83d\ude00 ok""#, "\u{1F600} ok"),
        // A lone surrogate, high or low, is not a character: U+FFFD, and what follows is kept.
        (#""\ud83d x""#, "\u{FFFD} x"),
        (#""\ude00""#, "\u{FFFD}"),
        // A high surrogate followed by an escape that is not a low surrogate: both kept apart.
        (#""\ud83d\u0041""#, "\u{FFFD}A"),
    ])
    func escapesDecode(json: String, expected: String) {
        var reader = JSONReader(Substring(json))
        #expect(reader.value() == .string(expected))
    }

    @Test(arguments: [#""\u12""#, #""\u+123""#, #""\uzzzz""#])
    func malformedEscapesAreRejected(json: String) {
        var reader = JSONReader(Substring(json))
        #expect(reader.value() == nil)
    }
}
