#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a whole file or nothing: the bytes go to a temporary file beside the target, which is renamed over it
/// only once complete. A directory, a missing folder or a read-only place is an error with a sentence that says
/// which, and no partial file is left behind.
public enum AtomicFile {
    public struct Failure: Error, Sendable {
        public var message: String
    }

    public static func write(_ text: String, to path: String) -> Result<Void, Failure> {
        guard !path.isEmpty else { return .failure(Failure(message: "no file name given")) }
        var st = stat()
        if stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR {
            return .failure(Failure(message: "cannot write '\(path)': it is a directory; give a file name such as \(path.hasSuffix("/") ? path : path + "/")picture.svg"))
        }
        let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let dir = directory.isEmpty ? "/" : directory
        if stat(dir, &st) != 0 || (st.st_mode & S_IFMT) != S_IFDIR {
            return .failure(Failure(message: "cannot write '\(path)': the folder '\(dir)' does not exist"))
        }
        var template = Array((dir + "/.gesturelab-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { return .failure(Failure(message: "cannot write '\(path)': \(reason(errno))")) }
        let tmp = String(cString: template)
        let bytes = Array(text.utf8)
        var written = 0
        var failure: Int32 = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + written, $0.count - written) }
            if n < 0 {
                if errno == EINTR { continue }
                failure = errno
                break
            }
            written += n
        }
        if failure == 0, fsync(fd) != 0 { failure = errno }
        // The file gets the usual permissions (mkstemp makes it private): rw-r--r-- less the umask.
        let mask = umask(0)
        umask(mask)
        fchmod(fd, 0o666 & ~mask)
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(tmp, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(tmp)
            return .failure(Failure(message: "cannot write '\(path)': \(reason(failure))"))
        }
        return .success(())
    }

    static func reason(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied (choose a folder you can write to)"
        case EROFS: "the file system is read-only"
        case ENOSPC: "no space left on the device"
        case EISDIR: "it is a directory"
        case ENOENT: "the folder does not exist"
        default: String(cString: strerror(code))
        }
    }
}
