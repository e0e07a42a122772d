#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GestureREPL

/// Finds test scripts: files named directly, and every `*.gesture` below directories, sorted by path.
enum TestFiles {
    static func collect(_ paths: [String]) -> (files: [String], missing: [String]) {
        var files: [String] = []
        var missing: [String] = []
        for path in paths {
            if FileBytes.isDirectory(path) {
                walk(path, into: &files)
            } else if access(path, R_OK) == 0 {
                files.append(path)
            } else {
                missing.append(path)
            }
        }
        return (files, missing)
    }

    private static func walk(_ dir: String, into files: inout [String]) {
        guard let d = opendir(dir) else { return }
        defer { closedir(d) }
        var names: [String] = []
        while let entry = readdir(d) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." || name.hasPrefix(".") { continue }
            names.append(name)
        }
        for name in names.sorted() {
            let path = dir.hasSuffix("/") ? dir + name : dir + "/" + name
            if FileBytes.isDirectory(path) {
                walk(path, into: &files)
            } else if name.hasSuffix(".gesture") {
                files.append(path)
            }
        }
    }

    /// Shard `k` of `n` (1-based): the files sorted by path, every `n`-th starting at the `k`-th, in that order. The
    /// shards of one suite run every file exactly once.
    static func shard(_ files: [String], k: Int, of n: Int) -> [String] {
        let sorted = files.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        return stride(from: k - 1, to: sorted.count, by: n).map { sorted[$0] }
    }

    /// The files whose path matches any of `patterns` (all of them when there is none), duplicates dropped.
    static func select(_ files: [String], filters patterns: [String]) -> [String] {
        var seen = Set<String>()
        return files.filter { path in
            guard patterns.isEmpty || patterns.contains(where: { matches(path, pattern: $0) }) else { return false }
            return seen.insert(path).inserted
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
