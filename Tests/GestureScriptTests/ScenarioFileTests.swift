import Foundation
import Testing
import GestureScript
import GestureTranscript

/// Runs every `.gesture` file under `Tests/Scenarios` (the peer cases marked MATCH in
/// the peer-engine scenario list and its 14-case regression set) and expects each to pass all its expectations.
///
/// A file whose first line starts with `# known-engine-gap:` records a place where the engine disagrees with
/// the UIKit reference (ref): the file is written as the reference says and is expected to fail until the engine
/// is fixed. It runs under `withKnownIssue`, so the suite stays green while the gap stays visible; once the engine is
/// fixed the known issue no longer occurs, Swift Testing reports that, and the marker line should be removed.
@Suite struct ScenarioFileTests {
    /// `Tests/Scenarios`, found from this file's real location.
    static let scenariosDirectory: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scenarios")

    static let knownGapMarker = "# known-engine-gap:"

    /// Every `.gesture` file under `Tests/Scenarios`, as paths relative to it, sorted.
    static let files: [String] = {
        let base = scenariosDirectory.standardizedFileURL.path
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            if relative.hasSuffix(".gesture") { found.append(relative) }
        }
        return found.sorted()
    }()

    @Test func scenarioFilesExist() {
        #expect(Self.files.filter { $0.hasPrefix("regression/") }.count == 14)
        #expect(Self.files.contains { $0.hasPrefix("peer/") })
    }

    @Test(arguments: files)
    func scenario(_ relativePath: String) throws {
        let url = Self.scenariosDirectory.appendingPathComponent(relativePath)
        let data = try #require(FileManager.default.contents(atPath: url.path), "cannot read \(relativePath)")
        let bytes = [UInt8](data)
        let firstLine = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)

        if firstLine.hasPrefix(Self.knownGapMarker) {
            let gap = firstLine.dropFirst(Self.knownGapMarker.count).trimmingCharacters(in: .whitespaces)
            withKnownIssue("engine gap: \(gap)") {
                try Self.check(relativePath, bytes)
            }
        } else {
            try Self.check(relativePath, bytes)
        }
    }

    /// Runs one file without a transcript; records an issue with the failed expectations and any diagnostics.
    static func check(_ relativePath: String, _ bytes: [UInt8]) throws {
        var output = ""
        let outcome = ScriptRunner.run(name: "Scenarios/" + relativePath, bytes: bytes, transcript: false) { output += $0 }
        // Without a transcript the output is just the rendered expectation failures (with their notes).
        let failures = output.isEmpty ? outcome.failureLines.joined(separator: "\n") : output
        let details = [failures, outcome.diagnostics].filter { !$0.isEmpty }.joined(separator: "\n")
        #expect(outcome.status == .ok, "\(relativePath):\n\(details)")
        #expect(outcome.expectationsChecked > 0, "\(relativePath) checks nothing")
    }
}
