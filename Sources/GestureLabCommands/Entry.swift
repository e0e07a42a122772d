#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import GestureScript

extension GestureLabCommand {
    /// The program: parses `arguments` (the process's own when nil), runs the command, then closes standard output
    /// with every write checked (a failed write is an error and exit 2, whatever the command's own status), and
    /// exits. ArgumentParser's `main()` would print help and usage errors with unchecked writes and exit itself.
    public static func runAndExit(_ arguments: [String]? = nil) -> Never {
        var status: Int32
        do {
            var command = try parseAsRoot(arguments)
            try command.run()
            status = 0
        } catch {
            let info = exitCode(for: error)
            let text = fullMessage(for: error)
            if !text.isEmpty {
                if info.isSuccess { Terminal.writeOut(text + "\n") } else { Terminal.writeErr(text + "\n") }
            }
            status = info.rawValue
        }
        Terminal.flush()
        Glibc.exit(Terminal.finish(status: status))
    }
}
