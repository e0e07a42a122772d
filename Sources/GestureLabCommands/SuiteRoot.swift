import GestureREPL
import GestureSupport

/// Where one `gesturelab test PATH` may read: PATH itself when it is a directory, the directory holding it when it
/// is a file. A checkout is untrusted input, and git stores symbolic links as they are, so every script and golden
/// is judged by the file it leads to (docs/security.md):
/// - it must lie inside the root once every link is resolved (not `~/.ssh/…`, not `/proc/self/environ`);
/// - not below a hidden directory of the root (`.git/config` may hold a CI token; discovery never enters them);
/// - a golden must lead to a file named as goldens are (`*.expected`, `*.boundaries`).
struct SuiteRoot: Hashable, Sendable {
    /// The root as given (for messages).
    let given: FilePath
    /// The root with every link resolved (absolute).
    let resolved: FilePath

    /// The root of `path`: itself if it is a directory, else its directory. (When that does not exist, nothing in
    /// it can be read either; the root is then the path as given.)
    init(of path: FilePath, isDirectory: Bool) {
        given = isDirectory ? path : path.directory
        resolved = FileBytes.resolve(given) ?? given
    }

    /// Why `file` (resolved) may not be read as a script, or nil when it may.
    func refusesScript(_ file: FilePath) -> String? { refusal(file) }

    /// Why `file` (resolved) may not be read as a golden transcript, or nil when it may.
    func refusesGolden(_ file: FilePath) -> String? { refusesGolden(file, named: ".expected") }

    /// Why `file` (resolved) may not be read as a golden whose name ends in `ext` (`.expected`, `.boundaries`), or
    /// nil when it may.
    func refusesGolden(_ file: FilePath, named ext: String) -> String? {
        if let reason = refusal(file) { return reason }
        guard file.hasSuffix(ext) else {
            return "it is a link to '\(file.lastComponent.display)', which is not named *\(ext)"
        }
        return nil
    }

    /// Why the directory a link leads to (resolved) is not walked, or nil when it is.
    func refusesDirectory(_ directory: FilePath) -> String? {
        if directory == resolved { return nil }
        return refusal(directory, last: true)
    }

    /// Outside the root, or below one of its hidden directories (`last`: the final component counts too).
    private func refusal(_ file: FilePath, last: Bool = false) -> String? {
        let root = resolved.bytes, b = file.bytes
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let prefixCount = root.last == slash ? root.count : root.count + 1
        var inside = b.count > prefixCount && (root.last == slash || b[root.count] == slash)
        var k = 0
        while inside, k < root.count {
            inside = b[k] == root[k]
            k += 1
        }
        guard inside else {
            return "it leads outside the suite '\(given.display)' (through a symbolic link); only files inside it are read"
        }
        // Each component below the root: `start` is where it begins; the last one ends at the end of the path.
        var start = prefixCount
        for i in prefixCount...b.count where i == b.count || b[i] == slash {
            if i > start, b[start] == dot, i < b.count || last {
                return "it leads into the hidden directory '\(FilePath(bytes: Array(b[start..<i])).display)' of the suite, "
                    + "which is not read"
            }
            start = i + 1
        }
        return nil
    }
}
