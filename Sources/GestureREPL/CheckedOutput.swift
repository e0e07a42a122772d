#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffered writer on a file descriptor (standard output) whose every write is checked: the first failure is
/// kept in `failure` ("No space left on device") and later output is dropped, so `run x > /dev/full` stops
/// spending time on output nobody gets and still ends with an error and exit 2 (see `finish()`).
public final class CheckedOutput: @unchecked Sendable {
    /// Bytes held before they are written (64 KiB).
    public static let bufferSize = 64 * 1024

    private let fd: Int32
    private var buffer: [UInt8] = []
    /// The reason of the first failed write or close, or nil while everything went through.
    public private(set) var failure: String?

    /// Writes to `fd` (the caller keeps it open until `finish()`).
    public init(fd: Int32) {
        self.fd = fd
        buffer.reserveCapacity(Self.bufferSize)
    }

    /// Appends `text`; writes out when the buffer is full.
    public func write(_ text: String) {
        guard failure == nil else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferSize { flush() }
    }

    /// Writes out what is buffered (a terminal sees it now). False once any write has failed.
    @discardableResult
    public func flush() -> Bool {
        guard failure == nil else { return false }
        guard !buffer.isEmpty else { return true }
        failure = AtomicFile.writeAll(buffer, to: fd)
        buffer.removeAll(keepingCapacity: true)
        return failure == nil
    }

    /// Flushes and closes the descriptor (a file system may report a failed write only at close). Returns the first
    /// failure's reason, or nil when every byte was written.
    public func finish() -> String? {
        flush()
        if close(fd) != 0, failure == nil, errno != EBADF {
            failure = AtomicFile.errorText(errno)
        }
        return failure
    }
}
