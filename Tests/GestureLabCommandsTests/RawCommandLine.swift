#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Runs the built `gesturelab` with arguments given as bytes (a file name need not be UTF-8, which `Process` cannot
/// pass), standard input from /dev/null, and a deadline: a run that does not end in time is killed and says so, so a
/// test of a hang fails instead of hanging.
enum RawCLI {
    struct Result {
        var status: Int32
        var stdout: [UInt8]
        var stderr: [UInt8]
        /// The run was killed at the deadline.
        var timedOut: Bool
        var seconds: Double

        var out: String { String(decoding: stdout, as: UTF8.self) }
        var err: String { String(decoding: stderr, as: UTF8.self) }
    }

    static func run(_ arguments: [[UInt8]], directory: String, environment extra: [String: String] = [:],
                    deadline: Double = 60) -> Result {
        let scratch = TempDirectory()
        defer { scratch.remove() }
        let outPath = scratch.file("stdout"), errPath = scratch.file("stderr")
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        for (k, v) in extra { environment[k] = v }
        // The shell changes directory and passes the arguments on byte for byte (Glibc's module has no
        // posix_spawn_file_actions_addchdir_np).
        let argv = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory, CLI.binary].map { Array($0.utf8) } + arguments
        let envp = environment.map { Array("\($0.key)=\($0.value)".utf8) }
        func cStrings(_ list: [[UInt8]]) -> [UnsafeMutablePointer<CChar>?] {
            list.map { bytes in
                let p = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
                for (i, b) in bytes.enumerated() { p[i] = CChar(bitPattern: b) }
                p[bytes.count] = 0
                return p
            } + [nil]
        }
        let cArgv = cStrings(argv), cEnv = cStrings(envp)
        defer { for p in cArgv + cEnv { p?.deallocate() } }

        let start = Date()
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, cArgv, cEnv)
        precondition(spawned == 0, "posix_spawn failed: \(spawned)")
        var status: Int32 = 0
        var timedOut = false
        while true {
            let done = waitpid(pid, &status, WNOHANG)
            if done == pid { break }
            if Date().timeIntervalSince(start) > deadline {
                kill(pid, SIGKILL)
                waitpid(pid, &status, 0)
                timedOut = true
                break
            }
            usleep(10_000)
        }
        let exited = status & 0x7F == 0
        return Result(status: exited ? (status >> 8) & 0xFF : -1,
                      stdout: Array(FileManager.default.contents(atPath: outPath) ?? Data()),
                      stderr: Array(FileManager.default.contents(atPath: errPath) ?? Data()),
                      timedOut: timedOut, seconds: Date().timeIntervalSince(start))
    }

    /// `run` with text arguments.
    static func run(_ arguments: [String], directory: String, environment: [String: String] = [:], deadline: Double = 60) -> Result {
        run(arguments.map { Array($0.utf8) }, directory: directory, environment: environment, deadline: deadline)
    }
}
