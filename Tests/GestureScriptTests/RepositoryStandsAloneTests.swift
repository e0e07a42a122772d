import Foundation
import Testing

/// The repository stands alone and whole: no merge conflict markers, and nothing in it (docs, grammar, examples, sources, tests and their scenario comments)
/// names the internal reference files the engine was built against, which users do not have. Facts cite the
/// reference by its source tags and section ("ref §4.3 [DEC]"), explained in docs/engine.md.
@Suite struct RepositoryStandsAloneTests {
    /// Spelled in pieces so that this file does not match itself.
    static let names = ["LANGUAGE" + ".md", "uikit" + "-semantics", "peer" + "-cases", "peers" + ".md",
                        "ecosystem" + ".md", "style" + "-anchors", "../" + "shared"]
    static let folders = ["README.md", "docs", "grammar", "examples", "Sources", "Tests", "scripts", ".ci", "Fuzzing"]
    static let textExtensions: Set<String> = ["md", "swift", "gesture", "ebnf", "txt", "golden", "h", "modulemap", "sh", "", "yml", "json", "svg", "html"]

    @Test func noFileNamesTheInternalReference() throws {
        let root = GrammarDocsTests.root
        let fm = FileManager.default
        var checked = 0
        var offenders: [String] = []
        for folder in Self.folders {
            let url = root.appendingPathComponent(folder)
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            let files: [URL]
            if isDirectory.boolValue {
                let walker = fm.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
                files = (walker?.allObjects as? [URL] ?? []).filter { !$0.path.contains("/.build") }
            } else {
                files = [url]
            }
            for file in files where Self.textExtensions.contains(file.pathExtension) {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                checked += 1
                let path = file.path.replacingOccurrences(of: root.path + "/", with: "")
                for name in Self.names where text.contains(name) {
                    offenders.append("\(path) names \(name)")
                }
                // A merge that went wrong: conflict markers at the start of a line (spelled in pieces, as above).
                for marker in ["<<<<<<" + "< ", ">>>>>>" + "> ", "\n=====" + "==\n"] where text.hasPrefix(marker) || text.contains("\n" + marker) || (marker.hasPrefix("\n") && text.contains(marker)) {
                    offenders.append("\(path) holds a merge conflict marker '\(marker.trimmingCharacters(in: .whitespacesAndNewlines))'")
                }
            }
        }
        #expect(checked > 200, "the walk found the repository's files")
        #expect(offenders.isEmpty, "\(offenders.joined(separator: "\n"))")
    }
}
