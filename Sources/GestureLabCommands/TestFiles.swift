#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureREPL
import GestureSupport

/// One script to test, and the suite root it was found under (what it may read, `SuiteRoot`).
struct TestFile: Hashable, Sendable {
    var path: FilePath
    var root: SuiteRoot

    init(path: FilePath, root: SuiteRoot) {
        self.path = path
        self.root = root
    }

    /// A file named on its own: its root is its directory.
    init(named path: FilePath) {
        self.init(path: path, root: SuiteRoot(of: path, isDirectory: false))
    }
}

/// A test's path as sharding sorts it (its bytes) and as `--filter` matches it (as shown).
protocol ListedPath {
    var pathBytes: [UInt8] { get }
    var shownPath: String { get }
}

extension TestFile: ListedPath {
    var pathBytes: [UInt8] { path.bytes }
    var shownPath: String { path.display }
}

extension String: ListedPath {
    var pathBytes: [UInt8] { Array(utf8) }
    var shownPath: String { self }
}

/// Finds test scripts: files named directly, and every `*.gesture` below directories, sorted by path.
///
/// The walk skips names that begin with `.`. A symbolic link to a directory is followed only when the directory it
/// leads to lies inside the same root (and not in a hidden directory of it); one that leads elsewhere is reported
/// (`refused`) and not entered. Each directory is walked once and each file is tested once, however many names lead
/// to it: both are known by identity (device and inode), so a link to `.` or links that form a cycle end the walk
/// instead of repeating it. A file reached by several names runs under the first in path order.
enum TestFiles {
    struct Collected {
        var files: [TestFile] = []
        /// Paths given that do not exist (or cannot be read).
        var missing: [FilePath] = []
        /// Directory links not followed, with the reason.
        var refused: [(path: FilePath, reason: String)] = []
        /// Golden files (`NAME.expected`, `NAME.boundaries`) found in a walked directory with no `NAME.gesture` beside
        /// them: left behind when a script was renamed or removed.
        var obsolete: [FilePath] = []
    }

    /// A file's identity: two names of one file (links, or one directory reached twice) have the same.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    static func collect(_ paths: [String]) -> Collected { collect(paths.map(FilePath.init)) }

    static func collect(_ paths: [FilePath]) -> Collected {
        var found = Collected()
        var seenFiles = Set<Identity>()
        for path in paths {
            var st = stat()
            guard path.withCString({ stat($0, &st) }) == 0, path.withCString({ access($0, R_OK) }) == 0 else {
                found.missing.append(path)
                continue
            }
            let isDirectory = st.st_mode & S_IFMT == S_IFDIR
            let root = SuiteRoot(of: path, isDirectory: isDirectory)
            if isDirectory {
                var visited: Set<Identity> = [identity(st)]
                walk(path, root: root, visited: &visited, seenFiles: &seenFiles, into: &found)
            } else if seenFiles.insert(identity(st)).inserted {
                found.files.append(TestFile(path: path, root: root))
            }
        }
        return found
    }

    private static func walk(_ dir: FilePath, root: SuiteRoot, visited: inout Set<Identity>, seenFiles: inout Set<Identity>,
                             into found: inout Collected) {
        guard let d = dir.withCString({ opendir($0) }) else { return }
        var names: [[UInt8]] = []
        while let entry = readdir(d) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { FilePath(cString: $0).bytes }
            }
            if name.first == UInt8(ascii: ".") { continue }  // ".", ".." and hidden names
            names.append(name)
        }
        closedir(d)
        let present = Set(names)
        for name in names.sorted(by: FilePath.precedes) {
            if let script = Golden.scriptName(ofGolden: name), !present.contains(script) {
                found.obsolete.append(dir.appending(name))
                continue
            }
            let path = dir.appending(name)
            var st = stat()
            guard path.withCString({ lstat($0, &st) }) == 0 else { continue }
            let isLink = st.st_mode & S_IFMT == S_IFLNK
            // A link is judged by what it leads to (a dangling link stays a link).
            if isLink { _ = path.withCString { stat($0, &st) } }
            if st.st_mode & S_IFMT == S_IFDIR {
                if isLink {
                    guard let target = FileBytes.resolve(path) else { continue }
                    if let reason = root.refusesDirectory(target) {
                        found.refused.append((path, reason))
                        continue
                    }
                }
                if visited.insert(identity(st)).inserted {
                    walk(path, root: root, visited: &visited, seenFiles: &seenFiles, into: &found)
                }
            } else if path.hasSuffix(".gesture") {
                // A dangling link is kept: reading it reports why it cannot be run.
                if st.st_mode & S_IFMT == S_IFLNK || seenFiles.insert(identity(st)).inserted {
                    found.files.append(TestFile(path: path, root: root))
                }
            }
        }
    }

    private static func identity(_ st: stat) -> Identity {
        Identity(device: UInt64(truncatingIfNeeded: st.st_dev), inode: UInt64(truncatingIfNeeded: st.st_ino))
    }

    /// Shard `k` of `n` (1-based): the files sorted by path, every `n`-th starting at the `k`-th, in that order. The
    /// shards of one suite run every file exactly once.
    static func shard<File: ListedPath>(_ files: [File], k: Int, of n: Int) -> [File] {
        let sorted = files.sorted { FilePath.precedes($0.pathBytes, $1.pathBytes) }
        return stride(from: k - 1, to: sorted.count, by: n).map { sorted[$0] }
    }

    /// The files whose path (as shown, ``FilePath/display``) matches any of `patterns` (all of them when there is
    /// none), duplicates dropped.
    static func select<File: ListedPath>(_ files: [File], filters patterns: [String]) -> [File] {
        var seen = Set<[UInt8]>()
        return files.filter { file in
            let path = file.shownPath
            guard patterns.isEmpty || patterns.contains(where: { matches(path, pattern: $0) }) else { return false }
            return seen.insert(file.pathBytes).inserted
        }
    }

    /// `--filter`: true when `pattern` occurs anywhere in `path`, where `*` in the pattern stands for any run of
    /// characters (`/` included) and `?` for exactly one. No other character is special; no regular expressions.
    /// A pattern without wildcards is a plain substring test.
    static func matches(_ path: String, pattern: String) -> Bool {
        // Occurring anywhere = the pattern with `*` on both sides matching the whole path.
        let p = Array(("*" + pattern + "*").unicodeScalars)
        let s = Array(path.unicodeScalars)
        // Iterative wildcard matching with one backtrack point (the last `*`): at worst path × pattern steps,
        // never exponential.
        var i = 0, j = 0
        var star = -1, mark = 0
        while i < s.count {
            if j < p.count, p[j] == "?" || (p[j] != "*" && p[j] == s[i]) {
                i += 1
                j += 1
            } else if j < p.count, p[j] == "*" {
                star = j
                mark = i
                j += 1
            } else if star >= 0 {
                j = star + 1
                mark += 1
                i = mark
            } else {
                return false
            }
        }
        while j < p.count, p[j] == "*" { j += 1 }
        return j == p.count
    }

    static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
