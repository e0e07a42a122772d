import ArgumentParser
import GestureREPL
import GestureScript
import GestureTranscript
import LineEditing

#if canImport(Glibc)
import Glibc
#endif

extension GestureLabCommand {
    /// The interactive REPL (the default command).
    struct Repl: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "repl",
            abstract: "Start the REPL (the default). Reads standard input without line editing when it is not a terminal.",
            discussion: """
                Type statements such as 'down 1 at 100,100' or 'tap at 100,100 taps 2'; each prints the virtual time, \
                events, recognizer transitions, actions, what the views received, the console and the line model. \
                ':help' lists the commands. When standard input is not a terminal, the commands that write files \
                (:save, :bugreport, :picture, :sweep --svg) are refused unless --allow-writes is given. History is kept in $XDG_STATE_HOME/gesturelab/history \
                (or ~/.local/state/gesturelab/history).
                """
        )

        @Flag(help: "Start with an empty scene instead of 'use touchtracker'.")
        var empty = false

        @Flag(name: .customLong("allow-writes"),
              help: ArgumentHelp("Let a script on standard input write files.",
                                 discussion: "When standard input is not a terminal (gesturelab < script.gesture), :save, :bugreport, :picture and :sweep --svg are refused without it."))
        var allowWrites = false

        @OptionGroup var options: RunOptions

        func run() throws {
            let interactive = Terminal.isTerminal(0)
            let reader: LineReader
            if interactive,
                let editor = EditLineReader(historyPath: EditLineReader.defaultHistoryPath(environment: Terminal.environment))
            {
                reader = editor
            } else {
                reader = StandardInputReader()
            }
            let style = Style(enabled: options.color.enabled(fd: 1))
            // At a terminal the person typing names the files; a piped script writes them only with --allow-writes.
            let repl = ReplSession(reader: reader, startsWithTouchTracker: !empty, style: style, options: options.sessionOptions(),
                                   allowsFileWrites: interactive || allowWrites,
                                   write: { Terminal.writeOut($0); if interactive { Terminal.flush() } })
            let status = repl.run()
            Terminal.flush()
            if status != 0 { throw ExitCode(status) }
        }
    }
}
