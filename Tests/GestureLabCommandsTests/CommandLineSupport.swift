import Foundation

/// Runs the built `gesturelab` binary (beside the test bundle in .build/…/debug) as a person would from a shell.
enum CLI {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static var binary: String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent("gesturelab").path
    }

    /// Runs `gesturelab ARGS` in `directory` (for `test` without one, a scratch directory: not the repository), with `stdin` as standard input, standard output to `stdoutPath`
    /// (a pipe when nil) and the environment's colour turned off.
    /// `stdinPath` redirects standard input from that file instead (`gesturelab < FILE`).
    static func run(_ arguments: [String], stdin: String = "", stdinPath: String? = nil, stdoutPath: String? = nil,
                    directory: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        // Output goes to files, so nothing blocks on a full pipe.
        let scratch = TempDirectory()
        defer { scratch.remove() }
        if let directory {
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
        } else if arguments.first == "test" {
            // `test` keeps the failed tests in .gesturelab/ of the current directory: not the repository's.
            process.currentDirectoryURL = URL(fileURLWithPath: scratch.path)
        }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let outPath = stdoutPath ?? scratch.write("stdout", "")
        let errPath = scratch.write("stderr", "")
        let input = Pipe()
        process.standardInput = stdinPath.map { FileHandle(forReadingAtPath: $0) as Any } ?? input
        process.standardOutput = FileHandle(forWritingAtPath: outPath)
        process.standardError = FileHandle(forWritingAtPath: errPath)
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        let outText = stdoutPath == nil ? scratch.read("stdout") ?? "" : ""
        return Result(status: process.terminationStatus, stdout: outText, stderr: scratch.read("stderr") ?? "")
    }
}
