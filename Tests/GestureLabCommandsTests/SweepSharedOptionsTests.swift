import ArgumentParser
import Testing
@testable import GestureLabCommands
@testable import GestureREPL

/// `gesturelab sweep` and the REPL's `:sweep` read their options with one type (``SweepOptions``): a value either
/// cannot take gets the same words in both.
struct SweepSharedOptionsTests {
    @Test(arguments: ["--sample 0", "--max-runs 0", "--refine 0", "--refine 0.0000000001", "--format xml", "--sample many",
                      "--seed x", "--svg="])
    func aBadValueGetsTheCommandsWords(options: String) throws {
        let words = options.split(separator: " ").map(String.init)
        let command: String
        do {
            _ = try GestureLabCommand.Sweep.parse(["x.gesture"] + words)
            Issue.record("gesturelab sweep x.gesture \(options) was accepted")
            return
        } catch {
            command = GestureLabCommand.Sweep.message(for: error)
        }
        guard case .failure(let repl) = SweepOptions.parse(repl: "x.gesture " + options) else {
            Issue.record(":sweep x.gesture \(options) was accepted")
            return
        }
        // `--svg=` is caught before ArgumentParser in the REPL, with an example of the option.
        if options == "--svg=" {
            #expect(command == "Missing value for '--svg <map.svg>'")
            #expect(repl.message == "--svg needs a value, such as --svg map.svg")
        } else {
            #expect(repl.message == command)
        }
    }

    @Test func theCommandReadsTheSharedOptions() throws {
        let sweep = try GestureLabCommand.Sweep.parse(["x.gesture", "--format=csv", "--refine", "1ms", "--refine", "0.1", "--sample", "3",
                                                       "--seed", "9", "--max-runs", "50", "--svg", "m.svg"])
        #expect(sweep.file == "x.gesture" && sweep.format == .csv && sweep.shared.refine == ["1ms", "0.1"])
        #expect(sweep.sample == 3 && sweep.seed == 9 && sweep.maxRuns == 50 && sweep.svg == "m.svg")
    }
}
