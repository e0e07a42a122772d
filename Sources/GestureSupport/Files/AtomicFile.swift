#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be written: rendered as `cannot write PATH: REASON` (the command line prefixes
/// `gesturelab: error: ` and exits 2; the REPL prefixes `error: ` and shows a fresh prompt).
public struct FileWriteError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The path as the user gave it (``FilePath``'s spelling).
    public let path: String
    /// What went wrong, for a person (usually the system's text for errno, e.g. "No space left on device").
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// The path shown escaped (``FilePath/display``).
    public var description: String { "cannot write \(FilePath.display(path)): \(reason)" }
}

/// The one way GestureLab writes a file (`:save`, `:bugreport`, `report -o`, `test --update`, `--junit`, `.actual`
/// files, pictures): all or nothing.
///
/// A regular file (or a new one) is written to a temporary file beside it, every byte written, `fsync`ed and closed
/// with every return value checked, then renamed over the target; the old content survives any failure, and the
/// temporary file is removed. The new file keeps the old one's permission bits (a new file gets 0666 less the
/// umask). What happens to a name that is not a regular file depends on ``Existing``.
public enum AtomicFile {
    /// What a write does with a name that already exists and is not a regular file.
    public enum Existing: Sendable {
        /// A file the user named (`-o`, `--junit`, `:save`, pictures): a symbolic link is followed (the file it points
        /// to is replaced, the link stays). A target that cannot be replaced by renaming — a character device such as
        /// /dev/null or /dev/full, a FIFO, or a name of an open descriptor (/dev/stdout, /dev/fd/N) — is written in
        /// place (appending), still with every write and the close checked. A directory, a path ending in `/`, and
        /// files of the kernel's own file systems (/proc, /sys) are refused with a reason.
        case followed
        /// A file GestureLab names itself beside files it did not make (`NAME.actual`, `NAME.expected` next to a
        /// suite's scripts, which a checkout may have planted): only a regular file, or no file, is replaced. A
        /// symbolic link, FIFO, device, socket or directory of that name is refused with a reason and left as it is;
        /// nothing is written through a link or into a FIFO. (The rename replaces the name itself, so even a link
        /// planted after the check is replaced, never followed.)
        case regularOnly
    }

    /// Writes `text` (UTF-8) to `path`, replacing it, or throws and leaves `path` as it was.
    public static func write(_ text: String, to path: String) throws(FileWriteError) {
        try write(Array(text.utf8), to: FilePath(path), existing: .followed, writesGoTo: nil)
    }

    /// Writes `bytes` to `path`, replacing it, or throws and leaves `path` as it was.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        try write(bytes, to: FilePath(path), existing: .followed, writesGoTo: nil)
    }

    /// Writes `bytes` to `path`, replacing it, or throws and leaves `path` as it was; `existing` says what may be
    /// replaced.
    public static func write(_ bytes: [UInt8], to path: FilePath, existing: Existing) throws(FileWriteError) {
        try write(bytes, to: path, existing: existing, writesGoTo: nil)
    }

    /// `write(_:to:)` with a fault for tests; see the full form.
    static func write(_ bytes: [UInt8], to path: String, writesGoTo fault: String?) throws(FileWriteError) {
        try write(bytes, to: FilePath(path), existing: .followed, writesGoTo: fault)
    }

    /// The writer itself. `writesGoTo` exists for tests only: after the temporary file is created, its descriptor
    /// is pointed at that file instead (e.g. /dev/full), so the failure path runs on a real kernel error.
    static func write(_ bytes: [UInt8], to path: FilePath, existing: Existing, writesGoTo fault: String?) throws(FileWriteError) {
        func failure(_ reason: String) -> FileWriteError { FileWriteError(path: path.argument, reason: reason) }
        guard !path.bytes.isEmpty else { throw failure("no file name given") }
        guard path.bytes.last != UInt8(ascii: "/") else { throw failure("the name ends in '/' (give a file name, not a directory)") }

        var target = path
        var keptMode: mode_t?
        var st = stat()
        switch existing {
        case .followed:
            if isStreamAlias(path.argument) { return try writeInPlace(bytes, path: path) }
            // The file a symbolic link points to is the one replaced.
            if path.withCString({ lstat($0, &st) }) == 0, st.st_mode & S_IFMT == S_IFLNK, let resolved = FileBytes.resolve(path) {
                target = resolved
            }
            if target.withCString({ stat($0, &st) }) == 0 {
                switch st.st_mode & S_IFMT {
                case S_IFDIR: throw failure("it is a directory (give a file name inside it)")
                case S_IFREG: keptMode = st.st_mode & 0o7777
                default: return try writeInPlace(bytes, path: path)
                }
            } else if errno != ENOENT {
                throw failure(errorText(errno))
            }
        case .regularOnly:
            // `lstat`: the name itself, never what a link points to.
            if path.withCString({ lstat($0, &st) }) == 0 {
                switch st.st_mode & S_IFMT {
                case S_IFREG: keptMode = st.st_mode & 0o7777
                case S_IFDIR: throw failure("it is a directory (give a file name inside it)")
                default:
                    throw failure("it is \(FileBytes.kind(st.st_mode)), not a regular file; files beside a suite are only "
                        + "written as regular files (remove it)")
                }
            } else if errno != ENOENT {
                throw failure(errorText(errno))
            }
        }
        // Renaming would replace a file its owner made read-only; writing in place would have been refused.
        if keptMode != nil, target.withCString({ access($0, W_OK) }) != 0 { throw failure(errorText(errno)) }
        let directory = target.directory, base = target.lastComponent
        if let kernel = kernelFileSystem(directory) {
            throw failure("files under \(kernel) are the kernel's, not a place for output (choose another path)")
        }

        // O_EXCL with a random name: no other writer (another thread, another gesturelab) shares the file, and
        // O_EXCL | O_NOFOLLOW never opens what a link planted under that name points to.
        var fd: Int32 = -1
        var temporary = directory
        for _ in 0..<32 {
            let suffix = ".gesturelab-" + String(UInt32.random(in: .min ... .max), radix: 16) + ".tmp"
            temporary = directory.appending([UInt8(ascii: ".")] + base.bytes + Array(suffix.utf8))
            fd = temporary.withCString { systemOpen($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666) }
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw failure("there is no directory \(directory.display)") }
            throw failure("cannot create a file in \(directory.display): \(errorText(errno))")
        }

        do throws(FileWriteError) {
            if let keptMode, fchmod(fd, keptMode) != 0 { throw failure(errorText(errno)) }
            if let fault {
                let other = systemOpen(fault, O_WRONLY | O_CLOEXEC, 0)
                guard other >= 0, dup2(other, fd) >= 0 else { throw failure("test fault: cannot open \(fault)") }
                _ = close(other)  // a second descriptor of the fault file, never written.
            }
            if let reason = writeAll(bytes, to: fd) { throw failure(reason) }
            guard fsync(fd) == 0 else { throw failure(errorText(errno)) }
            let closing = fd
            fd = -1
            guard close(closing) == 0 else { throw failure(errorText(errno)) }
            let renamed = temporary.withCString { from in target.withCString { to in rename(from, to) } }
            guard renamed == 0 else { throw failure(errorText(errno)) }
        } catch {
            if fd >= 0 { _ = close(fd) }  // already failing; the first error is the one reported.
            _ = temporary.withCString { unlink($0) }
            throw error
        }
        // The rename is done and the content complete; syncing the directory only makes the new name survive a
        // power cut, so a failure here is not a failed write.
        let directoryFD = directory.withCString { systemOpen($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC, 0) }
        if directoryFD >= 0 {
            _ = fsync(directoryFD)
            _ = close(directoryFD)
        }
    }

    /// Removes `path` if it is a regular file (a stale `NAME.actual`); a link, FIFO or directory of that name is
    /// left alone (it was not GestureLab's to begin with).
    public static func removeRegularFile(_ path: FilePath) {
        var st = stat()
        guard path.withCString({ lstat($0, &st) }) == 0, st.st_mode & S_IFMT == S_IFREG else { return }
        _ = path.withCString { unlink($0) }
    }

    /// Writes every byte to `fd` (retrying short writes and EINTR). Nil on success, else the reason.
    public static func writeAll(_ bytes: [UInt8], to fd: Int32) -> String? {
        writeAllReportingErrno(bytes, to: fd).map(errorText)
    }

    /// `writeAll(_:to:)` giving the failed write's errno (ENOSPC for a write that wrote nothing) instead of its text.
    public static func writeAllReportingErrno(_ bytes: [UInt8], to fd: Int32) -> Int32? {
        bytes.withUnsafeBytes { writeAllReportingErrno($0, to: fd) }
    }

    /// `writeAllReportingErrno(_:to:)` of bytes in memory the caller keeps.
    public static func writeAllReportingErrno(_ raw: UnsafeRawBufferPointer, to fd: Int32) -> Int32? {
        var offset = 0
        while offset < raw.count {
            let n = systemWrite(fd, raw.baseAddress! + offset, raw.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if n == 0 { return ENOSPC }
            offset += n
        }
        return nil
    }

    /// A device, FIFO or /dev/ name: nothing to rename over, so the bytes go to it directly (checked).
    private static func writeInPlace(_ bytes: [UInt8], path: FilePath) throws(FileWriteError) {
        let name = path.argument
        var st = stat()
        if path.withCString({ stat($0, &st) }) == 0, st.st_mode & S_IFMT == S_IFDIR {
            throw FileWriteError(path: name, reason: "it is a directory (give a file name inside it)")
        }
        let fd = path.withCString { systemOpen($0, O_WRONLY | O_APPEND | O_CLOEXEC, 0) }
        guard fd >= 0 else { throw FileWriteError(path: name, reason: errorText(errno)) }
        if let reason = writeAll(bytes, to: fd) {
            _ = close(fd)
            throw FileWriteError(path: name, reason: reason)
        }
        guard close(fd) == 0 else { throw FileWriteError(path: name, reason: errorText(errno)) }
    }

    /// `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`: names of a descriptor the shell opened
    /// (`-o /dev/stdout >> log`), which must be written through, never replaced.
    static func isStreamAlias(_ path: String) -> Bool {
        path == "/dev/stdout" || path == "/dev/stderr" || path.hasPrefix("/dev/fd/") || path.hasPrefix("/proc/self/fd/")
    }

    /// "/proc" or "/sys" when `directory` (resolved) lies in one of them: their files are the kernel's interfaces.
    /// (Glibc's module does not export `statfs`, so the mount points are recognised by name.)
    static func kernelFileSystem(_ directory: FilePath) -> String? {
        guard let path = FileBytes.resolve(directory)?.argument else { return nil }
        for root in ["/proc", "/sys"] where path == root || path.hasPrefix(root + "/") { return root }
        return nil
    }

    /// The system's text for an errno value ("No space left on device").
    public static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 { Glibc.open(path, flags, mode) }
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32, _ mode: mode_t) -> Int32 { Darwin.open(path, flags, mode) }
#endif
