#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole-file reads for `:load` and the command line (no Foundation needed); writes go through `AtomicFile`.
public enum FileBytes {
    /// The file's bytes, or nil when it cannot be opened or is not a regular file. Reads at most `limit` bytes
    /// (a script is text; a larger file is refused rather than loaded into memory).
    public static func read(_ path: String, limit: Int = 64 << 20) -> [UInt8]? {
        var st = stat()
        guard stat(path, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, Int(st.st_size) <= limit else { return nil }
        guard let f = fopen(path, "rb") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, f) }
            if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
            if n < buffer.count { break }
            if bytes.count > limit { return nil }
        }
        return bytes
    }

    /// True when `path` names a regular file (after following symbolic links).
    public static func isRegularFile(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFREG
    }

    /// True when `path` names a directory.
    public static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }
}
