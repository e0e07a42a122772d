#if canImport(Glibc)
import Glibc
#endif

/// A directory tree with symbolic links, FIFOs and names of any bytes, built and removed without ever following a
/// link (``TempDirectory/remove()`` follows them, and a planted `up -> ..` would make it empty the parent).
struct LinkTree {
    /// The tree's directory (absolute, made by `mkdtemp`).
    let path: String

    init() {
        var template = Array("/tmp/gesturelab-links-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "mkdtemp failed")
        path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path/name` as bytes.
    func bytes(_ name: [UInt8]) -> [UInt8] { Array(path.utf8) + [UInt8(ascii: "/")] + name }

    @discardableResult
    func file(_ name: String, _ text: String) -> String { file(Array(name.utf8), Array(text.utf8)); return path + "/" + name }

    func file(_ name: [UInt8], _ content: [UInt8]) {
        let fd = Self.withPath(bytes(name)) { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW, 0o644) }
        precondition(fd >= 0, "cannot create \(String(decoding: name, as: UTF8.self)): \(errno)")
        content.withUnsafeBytes { _ = write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    func directory(_ name: String) { precondition(mkdir(path + "/" + name, 0o755) == 0) }

    /// A symbolic link `name` whose content is `target` (relative to the link's directory, or absolute).
    func link(_ name: String, to target: String) { precondition(symlink(target, path + "/" + name) == 0) }

    func fifo(_ name: String) { precondition(mkfifo(path + "/" + name, 0o644) == 0) }

    /// Every entry below the tree: relative path → what it is and, for a regular file, its bytes; a link → its text.
    func snapshot(_ sub: String) -> [String: String] {
        var out: [String: String] = [:]
        func visit(_ relative: String) {
            let full = path + "/" + relative
            var st = stat()
            guard lstat(full, &st) == 0 else { return }
            switch st.st_mode & S_IFMT {
            case S_IFDIR:
                out[relative] = "directory"
                for name in Self.entries(full) { visit(relative + "/" + String(decoding: name, as: UTF8.self)) }
            case S_IFLNK:
                var buffer = [CChar](repeating: 0, count: 4096)
                let n = readlink(full, &buffer, buffer.count)
                out[relative] = "link " + String(decoding: buffer[0..<max(0, n)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            case S_IFREG:
                out[relative] = "file " + (read(relative) ?? "?")
            default:
                out[relative] = "special \(st.st_mode & S_IFMT)"
            }
        }
        visit(sub)
        return out
    }

    func read(_ name: String) -> String? {
        guard let f = fopen(path + "/" + name, "rb") else { return nil }
        defer { fclose(f) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, f)
            bytes += buffer[0..<n]
            if n < buffer.count { break }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Removes the tree; links are removed, never followed.
    func remove() { Self.removeAll(Array(path.utf8)) }

    private static func removeAll(_ path: [UInt8]) {
        var st = stat()
        guard withPath(path, { lstat($0, &st) }) == 0 else { return }
        if st.st_mode & S_IFMT == S_IFDIR {
            for name in entries(String(decoding: path, as: UTF8.self), raw: path) { removeAll(path + [UInt8(ascii: "/")] + name) }
            _ = withPath(path) { rmdir($0) }
        } else {
            _ = withPath(path) { unlink($0) }
        }
    }

    static func entries(_ dir: String, raw: [UInt8]? = nil) -> [[UInt8]] {
        guard let d = withPath(raw ?? Array(dir.utf8), { opendir($0) }) else { return [] }
        defer { closedir(d) }
        var names: [[UInt8]] = []
        while let e = readdir(d) {
            let name = withUnsafePointer(to: e.pointee.d_name) {
                $0.withMemoryRebound(to: UInt8.self, capacity: 256) { p in Array(UnsafeBufferPointer(start: p, count: strlen(UnsafeRawPointer(p).assumingMemoryBound(to: CChar.self)))) }
            }
            if name != [46], name != [46, 46] { names.append(name) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    static func withPath<R>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> R) -> R {
        (bytes + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) } }
    }
}
