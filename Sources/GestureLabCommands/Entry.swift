#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import GestureLanguage
import GestureREPL
import GestureScript
import GestureSupport
import GestureTranscript

extension GestureLabCommand {
    /// The program: parses `arguments` (the process's own when nil), runs the command, then closes standard output
    /// with every write checked (a failed write is an error and exit 2, whatever the command's own status), and
    /// exits. ArgumentParser's `main()` would print help and usage errors with unchecked writes and exit itself.
    public static func runAndExit(_ arguments: [String]? = nil) -> Never {
        var status: Int32
        do {
            let arguments = try routed(arguments ?? processArguments())
            var command = try parseAsRoot(arguments)
            try command.run()
            status = 0
        } catch {
            if let unknown = error as? UnknownCommand {
                Terminal.writeErr("gesturelab: error: \(visible: "\(unknown)")\n")
                Terminal.flush()
                Glibc.exit(Terminal.finish(status: ExitStatus.usage.rawValue))
            }
            let info = exitCode(for: error)
            let text = fullMessage(for: error, columns: Terminal.helpColumns())
            if !text.isEmpty {
                if info.isSuccess {
                    Terminal.writeOut(text + "\n")  // help, or a completion script: ours, written as is
                } else {
                    // A usage error quotes the arguments, which may hold anything (a file name): shown escaped.
                    let shown = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
                        .map { VisibleText.escape(String($0)) }.joined(separator: "\n")
                    Terminal.writeErr(shown + "\n")
                }
            }
            status = info.rawValue
        }
        Terminal.flush()
        Glibc.exit(Terminal.finish(status: status))
    }

    /// The process's arguments after the program's name, each spelled losslessly (``FilePath/argument``):
    /// `CommandLine.arguments` replaces bytes that are not UTF-8 with U+FFFD, and then a file named `caf\xE9.gesture`
    /// could not be opened.
    static func processArguments() -> [String] {
        (1..<max(1, Int(CommandLine.argc))).compactMap { i in CommandLine.unsafeArgv[i].map { FilePath(cString: $0).argument } }
    }

    /// The subcommands' names, in order.
    static var commandNames: [String] {
        var names: [String] = []
        for command in configuration.subcommands { names.append(command._commandName) }
        return names
    }

    /// Options of the REPL (the default command) that take a value, and ArgumentParser's own
    /// (`--generate-completion-script bash`): what follows them is not a command word.
    static let optionsWithValues: Set<String> = ["--max-events", "--color", "--generate-completion-script"]

    /// Meets people where they type: `gesturelab FILE` (a `.gesture` name or an existing file) runs it, as
    /// `python file.py` does; a word that is neither a command nor a file is a usage error that suggests the
    /// closest command (`tets` → `test`). Everything else is left to the parser.
    static func routed(_ arguments: [String]) throws -> [String] {
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            if word == "--" { return arguments }
            if word.hasPrefix("-") {
                index += optionsWithValues.contains(word) ? 2 : 1
                continue
            }
            let commands = commandNames + ["help"]
            if commands.contains(word) { return arguments }
            if word.hasSuffix(".gesture") || FileBytes.isRegularFile(word) { return ["run"] + arguments }
            throw UnknownCommand(word: word, suggestion: Suggest.closest(to: word, among: commands))
        }
        return arguments
    }
}

/// A first word that is neither a command nor a file.
struct UnknownCommand: Error, CustomStringConvertible {
    var word: String
    var suggestion: String?

    var description: String {
        let shown = FilePath.display(word)
        if FileBytes.isDirectory(word) {
            return "'\(shown)' is a directory; to run its scripts as tests: gesturelab test \(shown)"
        }
        if let suggestion { return "unknown command '\(shown)'; did you mean '\(suggestion)'?" }
        return "'\(shown)' is neither a command nor a file. Commands: "
            + GestureLabCommand.commandNames.joined(separator: ", ")
            + "; to run a script: gesturelab FILE.gesture"
    }
}
