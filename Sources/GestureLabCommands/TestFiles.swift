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

    static var processorCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
