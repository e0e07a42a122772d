#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffered writer on a file descriptor (standard output) whose every write is checked: the first failure is
/// kept in `failure` ("No space left on device") and later output is dropped, so `run x > /dev/full` stops
/// spending time on output nobody gets and still ends with an error and exit 2 (see `finish()`). A write that fails
/// because the reader is gone (EPIPE: `gesturelab run x --trace all | head`, with SIGPIPE ignored by whoever started
/// the program; otherwise the signal itself ends it) calls `closedPipe` instead, when one is given.
public final class CheckedOutput: @unchecked Sendable {
    /// Bytes held before they are written (64 KiB).
    public static let bufferSize = 64 * 1024

    private let fd: Int32
    private let closedPipe: (() -> Void)?
    private var buffer: [UInt8] = []
    /// The reason of the first failed write or close, or nil while everything went through.
    public private(set) var failure: String?

    /// Writes to `fd` (the caller keeps it open until `finish()`). `closedPipe` is called when a write finds no reader
    /// (EPIPE); when it returns, the failure is kept like any other.
    public init(fd: Int32, closedPipe: (() -> Void)? = nil) {
        self.fd = fd
        self.closedPipe = closedPipe
        buffer.reserveCapacity(Self.bufferSize)
    }

    /// Appends `text`; writes out when the buffer is full.
    public func write(_ text: String) {
        guard failure == nil else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= Self.bufferSize { flush() }
    }

    /// Appends `bytes` (UTF-8 text); writes out when the buffer is full.
    public func write(bytes: [UInt8]) {
        guard failure == nil else { return }
        if bytes.count >= Self.bufferSize {
            // A chunk as large as the buffer (`run`'s output comes in such chunks) is written as it is, after what
            // is buffered: copied into the buffer first, every byte was moved once more.
            if flush() { send(bytes) }
            return
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= Self.bufferSize { flush() }
    }

    /// `write(bytes:)` of bytes read where the caller keeps them (`run`'s chunks, read in place).
    public func write(span bytes: Span<UInt8>) {
        guard failure == nil else { return }
        if bytes.count >= Self.bufferSize {
            if flush() { send(bytes) }
            return
        }
        bytes.withUnsafeBufferPointer { buffer.append(contentsOf: $0) }
        if buffer.count >= Self.bufferSize { flush() }
    }

    /// Writes out what is buffered (a terminal sees it now). False once any write has failed.
    @discardableResult
    public func flush() -> Bool {
        guard failure == nil else { return false }
        guard !buffer.isEmpty else { return true }
        send(buffer)
        buffer.removeAll(keepingCapacity: true)
        return failure == nil
    }

    /// Writes `bytes` to the descriptor, keeping the failure (and calling `closedPipe` on EPIPE) when it fails.
    private func send(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes(send)
    }

    private func send(_ bytes: Span<UInt8>) {
        bytes.withUnsafeBytes(send)
    }

    private func send(_ bytes: UnsafeRawBufferPointer) {
        if let code = AtomicFile.writeAllReportingErrno(bytes, to: fd) {
            if code == EPIPE { closedPipe?() }
            failure = AtomicFile.errorText(code)
        }
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
