#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file was not read, for a person: rendered after the file's name (`… cannot read x.gesture: REASON`).
public enum FileReadError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no such file (or a symbolic link leads nowhere).
    case missing
    /// It is not a regular file: `kind` says what it is ("a directory", "a FIFO", …).
    case notRegular(kind: String)
    /// Larger than the limit, in bytes.
    case tooLarge(limit: Int)
    /// `admit` refused the file it resolved to; the reason is its.
    case refused(String)
    /// The system's text for the error.
    case system(String)

    public var description: String {
        switch self {
        case .missing: "no such file"
        case .notRegular(let kind): "it is \(kind), not a regular file"
        case .tooLarge(let limit): "it is larger than \(limit >> 20) MiB"
        case .refused(let reason): reason
        case .system(let text): text
        }
    }
}

/// A file opened for reading: its bytes, and where it really is.
public struct OpenedFile: Sendable {
    public var bytes: [UInt8]
    /// The file's absolute path with every symbolic link resolved (`realpath`), checked to name the very file that
    /// was read (same device and inode as the open descriptor).
    public var resolved: FilePath
}

/// Whole-file reads for `:load` and the command line (no Foundation needed); writes go through `AtomicFile`.
///
/// Only regular files are read. A name that is not one (a FIFO, a device, a directory) is refused before it is
/// opened, so nothing blocks and no device is touched; the descriptor opened is then checked again with `fstat`, so
/// a name swapped for something else between the check and the open is refused too.
public enum FileBytes {
    /// The largest file read: a script is text; a larger file is refused rather than loaded into memory.
    public static let limit = 64 << 20

    /// The file's bytes, or nil when it cannot be opened, is not a regular file or is larger than `limit`.
    public static func read(_ path: String, limit: Int = FileBytes.limit) -> [UInt8]? {
        try? open(FilePath(path), limit: limit).get().bytes
    }

    /// Opens and reads a regular file of at most `limit` bytes. `admit` is asked about the file's resolved path
    /// (see ``OpenedFile/resolved``) before a byte is read; a reason it returns refuses the file.
    public static func open(_ path: FilePath, limit: Int = FileBytes.limit,
                            admit: ((FilePath) -> String?)? = nil) -> Result<OpenedFile, FileReadError> {
        var st = stat()
        guard path.withCString({ stat($0, &st) }) == 0 else {
            return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : systemError(errno))
        }
        guard st.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular(kind: kind(st.st_mode))) }
        // O_NONBLOCK: if the name became a FIFO since `stat`, the open returns at once (and `fstat` refuses it).
        let fd = path.withCString { systemOpen($0, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        guard fd >= 0 else { return .failure(errno == ENOENT ? .missing : systemError(errno)) }
        defer { _ = close(fd) }
        var opened = stat()
        guard fstat(fd, &opened) == 0 else { return .failure(systemError(errno)) }
        guard opened.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular(kind: kind(opened.st_mode))) }
        guard Int(opened.st_size) <= limit else { return .failure(.tooLarge(limit: limit)) }
        guard let resolved = resolve(path), sameFile(resolved, opened) else {
            return .failure(.refused("it changed while it was opened"))
        }
        if let reason = admit?(resolved) { return .failure(.refused(reason)) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(systemError(errno))
            }
            if n == 0 { break }
            bytes.append(contentsOf: buffer[0..<n])
            if bytes.count > limit { return .failure(.tooLarge(limit: limit)) }
        }
        return .success(OpenedFile(bytes: bytes, resolved: resolved))
    }

    /// The absolute path with every link resolved, or nil when there is none (`realpath`).
    public static func resolve(_ path: FilePath) -> FilePath? {
        guard let resolved = path.withCString({ realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return FilePath(cString: resolved)
    }

    /// What kind of file a mode is, for a message: "a directory", "a FIFO", "a symbolic link", ….
    public static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a directory"
        case S_IFLNK: "a symbolic link"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: "a special file"
        }
    }

    /// True when `path` names a regular file (after following symbolic links).
    public static func isRegularFile(_ path: String) -> Bool {
        var st = stat()
        return FilePath(path).withCString { stat($0, &st) } == 0 && (st.st_mode & S_IFMT) == S_IFREG
    }

    /// True when `path` names a directory.
    public static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return FilePath(path).withCString { stat($0, &st) } == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// True when `resolved` names the file whose status is `st` (same device and inode).
    private static func sameFile(_ resolved: FilePath, _ st: stat) -> Bool {
        var other = stat()
        return resolved.withCString { stat($0, &other) } == 0 && other.st_dev == st.st_dev && other.st_ino == st.st_ino
    }

    private static func systemError(_ code: Int32) -> FileReadError { .system(String(cString: strerror(code))) }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 { Glibc.open(path, flags) }
#elseif canImport(Darwin)
private let systemRead = Darwin.read
private func systemOpen(_ path: UnsafePointer<CChar>, _ flags: Int32) -> Int32 { Darwin.open(path, flags) }
#endif
