#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C while a statement runs: a SIGINT handler that only raises a flag, which the session polls between input
/// events (a signal handler may do nothing more). Outside `begin()`/`end()` the previous handler is back, so
/// libedit's own line editing handles Ctrl-C at the prompt.
enum Interrupt {
    /// Set by the signal handler; read and cleared by the REPL's thread. A plain word, as `sig_atomic_t` would be.
    nonisolated(unsafe) private static var flag: Int32 = 0
    nonisolated(unsafe) private static var previous: sighandler_t?

    static var isPending: Bool { flag != 0 }

    static func begin() {
        flag = 0
        previous = signal(SIGINT) { _ in Interrupt.raise() }
    }

    static func end() {
        if let previous { signal(SIGINT, previous) }
        flag = 0
    }

    private static func raise() { flag = 1 }
}
