#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Creates the directory that will hold a history file.
enum HistoryDirectory {
    /// Creates every missing directory above `filePath` (like `mkdir -p "$(dirname path)"`), new ones with
    /// mode 0700 as the XDG base-directory spec asks for state directories. Returns false if the parent does
    /// not exist afterwards; existing directories are left untouched.
    @discardableResult
    static func createParent(of filePath: String) -> Bool {
        guard let slash = filePath.lastIndex(of: "/") else { return true }  // relative name: current directory
        let parent = String(filePath[..<slash])
        if parent.isEmpty { return true }  // "/history"
        var prefix = filePath.hasPrefix("/") ? "" : "."
        for component in parent.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0 && errno != EEXIST { return false }
        }
        return isDirectory(parent)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
