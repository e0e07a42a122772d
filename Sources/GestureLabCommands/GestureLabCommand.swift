import ArgumentParser
import GestureScript

/// `gesturelab`: the REPL by default; `run`, `test`, `report`, `explain` and `bench` as subcommands.
public struct GestureLabCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "gesturelab",
        abstract: "Explore UIKit's gesture recognizers on a virtual clock: a REPL and a script runner.",
        discussion: """
            With no subcommand, starts the REPL on the TouchTracker scene (the chapter's DrawView with its \
            recognizers). Scripts (.gesture files) describe touch timelines, recognizers and expectations; see \
            the README and grammar/README.md. 'gesturelab FILE.gesture' runs the file (as 'gesturelab run FILE.gesture'); \
            'gesturelab < FILE.gesture' feeds it to the REPL line by line.

            Exit codes: 0 all good; 1 an expectation failed; 2 the script has an error; 5 no tests found (test); \
            64 wrong command-line usage.
            """,
        version: GestureLabVersion.string,
        // Each subcommand states its `commandName`: without it ArgumentParser derives the name from the type's name by
        // reflection, for every subcommand on every launch (a large part of start-up).
        subcommands: [Repl.self, Run.self, Test.self, Sweep.self, Report.self, Explain.self, Bench.self],
        defaultSubcommand: Repl.self
    )

    public init() {}
}
