#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What happens when standard output's reader goes away (`gesturelab run big.gesture --trace all | head`): the run
/// ends at once, silently, the way `cat` and `yes` end: killed by SIGPIPE, which a shell shows as status 141
/// (128 + 13). With SIGPIPE at its default action the first write after the reader left does this by itself. When
/// whoever started the program ignores SIGPIPE, the write fails with EPIPE instead, and `end()` gives the same
/// ending rather than running the script to its end and reporting "Broken pipe" (docs/limits.md, exit codes).
enum ClosedPipe {
    /// The status a shell shows for a program killed by SIGPIPE; exited with when the signal cannot be delivered.
    static let status: Int32 = 128 + SIGPIPE

    /// Ends the process as SIGPIPE's default action would. Nothing is flushed: nobody reads standard output, and
    /// a closed pipe is not an error to report.
    static func end() {
        signal(SIGPIPE, SIG_DFL)
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGPIPE)
        sigprocmask(SIG_UNBLOCK, &set, nil)
        raise(SIGPIPE)
        _exit(status)
    }
}
