#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureREPL
import GestureSupport

/// `gesturelab test --last-failed`: the tests that failed (or errored), kept in `.gesturelab/last-failed` in the
/// current directory, one path per line as `test` found it.
///
/// A run that has failures, or finds the file already there, rewrites it: the tests it ran that failed are added,
/// those it ran that passed (or check nothing) are dropped, the others are kept (a run of a few files forgets
/// nothing about the rest) unless their file is gone. A run with nothing to keep and no file writes nothing.
///
/// The current directory is often a checkout, which may hold anything, so the state is written as suite files are
/// (docs/security.md): `.gesturelab` must be a directory, not a link to one (it is made, 0755, with a `.gitignore`
/// of `*` so git ignores it in any repository); `last-failed` is only written or read as a regular file, through
/// ``AtomicFile``'s ``AtomicFile/Existing/regularOnly``. A state that cannot be read or written is named in a warning
/// and changes nothing else: the tests still run and their status stands.
///
/// Paths are bytes: a byte that is `%`, a control character, a space or DEL is written `%XX`, so any name is one line.
enum LastFailed {
    static let directory = FilePath(".gesturelab")
    static let file = FilePath(".gesturelab/last-failed")
    static let header = "# gesturelab test --last-failed: the tests that failed in the last runs, one path per line"
    /// The largest state read (a line per failing test).
    static let limit = 16 << 20

    /// The paths kept; empty when there is no state. A failure's text says why the state cannot be used.
    static func load(in base: FilePath? = nil) -> Result<Set<[UInt8]>, StateProblem> {
        let (dir, path) = paths(in: base)
        var st = stat()
        guard dir.withCString({ lstat($0, &st) }) == 0 else { return .success([]) }
        guard st.st_mode & S_IFMT == S_IFDIR else { return .failure(StateProblem(notDirectory: dir, mode: st.st_mode)) }
        guard path.withCString({ lstat($0, &st) }) == 0 else { return .success([]) }
        guard st.st_mode & S_IFMT == S_IFREG else {
            return .failure(StateProblem(message: "\(path.display) is \(FileBytes.kind(st.st_mode)), not a regular file; "
                                         + "it is not read (remove it)"))
        }
        switch FileBytes.open(path, limit: limit) {
        case .success(let opened): return .success(decode(opened.bytes))
        case .failure(let reason): return .failure(StateProblem(message: "cannot read \(path.display): \(reason)"))
        }
    }

    /// Writes `paths` (nothing when they are empty and there is no state yet).
    static func save(_ paths: Set<[UInt8]>, in base: FilePath? = nil) throws(StateProblem) {
        let (dir, path) = Self.paths(in: base)
        var st = stat()
        if dir.withCString({ lstat($0, &st) }) != 0 {
            guard !paths.isEmpty else { return }
            guard dir.withCString({ mkdir($0, 0o755) }) == 0 else {
                throw StateProblem(message: "cannot make the directory \(dir.display): \(AtomicFile.errorText(errno))")
            }
            // Git ignores the directory in any repository, as pytest's cache.
            try? AtomicFile.write(Array("*\n".utf8), to: dir.appending(Array(".gitignore".utf8)), existing: .regularOnly)
        } else {
            guard st.st_mode & S_IFMT == S_IFDIR else { throw StateProblem(notDirectory: dir, mode: st.st_mode) }
            if paths.isEmpty, path.withCString({ lstat($0, &st) }) != 0 { return }
        }
        do {
            try AtomicFile.write(encode(paths), to: path, existing: .regularOnly)
        } catch {
            throw StateProblem(message: error.description)
        }
    }

    /// `.gesturelab` and its `last-failed`, in `base` (tests) or the current directory.
    private static func paths(in base: FilePath?) -> (directory: FilePath, file: FilePath) {
        guard let base else { return (directory, file) }
        return (base.appending(directory.bytes), base.appending(file.bytes))
    }

    /// The state after a run: `old` with the tests that ran updated.
    static func merged(_ old: Set<[UInt8]>, with cases: [TestCase]) -> Set<[UInt8]> {
        var new = old
        for c in cases {
            switch c.verdict {
            case .failed, .error: new.insert(c.key)
            case .passed, .empty: new.remove(c.key)
            }
        }
        return new
    }

    /// The paths that still name something (`lstat`): a test removed or renamed since it failed is forgotten, so the
    /// state does not grow with names that no longer exist.
    static func existing(_ paths: Set<[UInt8]>) -> Set<[UInt8]> {
        paths.filter { path in
            var st = stat()
            return FilePath(bytes: path).withCString { lstat($0, &st) } == 0
        }
    }

    static func encode(_ paths: Set<[UInt8]>) -> [UInt8] {
        var out = Array((header + "\n").utf8)
        for p in paths.sorted(by: FilePath.precedes) {
            for b in p {
                if b == UInt8(ascii: "%") || b <= 0x20 || b == 0x7F {
                    out += Array("%".utf8) + hex(b)
                } else {
                    out.append(b)
                }
            }
            out.append(UInt8(ascii: "\n"))
        }
        return out
    }

    static func decode(_ bytes: [UInt8]) -> Set<[UInt8]> {
        var paths = Set<[UInt8]>()
        for line in bytes.split(separator: UInt8(ascii: "\n")) where line.first != UInt8(ascii: "#") {
            var path: [UInt8] = []
            var i = line.startIndex
            while i < line.endIndex {
                if line[i] == UInt8(ascii: "%"), i + 2 < line.endIndex, let v = UInt8(String(decoding: line[(i + 1)...(i + 2)], as: UTF8.self), radix: 16) {
                    path.append(v)
                    i += 3
                } else {
                    path.append(line[i])
                    i += 1
                }
            }
            if !path.isEmpty { paths.insert(path) }
        }
        return paths
    }

    private static func hex(_ b: UInt8) -> [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        return [digits[Int(b >> 4)], digits[Int(b & 0xF)]]
    }

    /// Why the state cannot be read or written (shown as a warning).
    struct StateProblem: Error, Equatable {
        var message: String

        init(message: String) { self.message = message }

        init(notDirectory dir: FilePath, mode: mode_t) {
            message = "\(dir.display) is \(FileBytes.kind(mode)), not a directory; the failed tests are not kept there (remove it)"
        }
    }
}
