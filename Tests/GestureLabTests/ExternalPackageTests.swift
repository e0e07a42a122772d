import Foundation
import Testing

/// The promise of docs/library.md: a package outside this repository adds GestureLab by path, builds it and runs
/// tests against it (a scene, a whole script run as the command line runs it, and a sweep: public API only). The test writes
/// that package into a temporary folder and runs `swift test` there, so it builds the library's targets from
/// scratch (minutes). The outer package's tests cannot recurse: the temporary package depends on the `GestureLab`
/// library product only, and its tests are its own.
@Suite struct ExternalPackageTests {
    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// The `swift` driver: the one on PATH, else the toolchain's usual place here; nil when there is none.
    static let swift: String? = {
        let found = try? External.run("command -v swift", in: NSTemporaryDirectory(), timeoutSeconds: 30)
        if let found, found.status == 0 {
            let path = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
            if !path.isEmpty { return path }
        }
        return FileManager.default.isExecutableFile(atPath: "/opt/swift/usr/bin/swift") ? "/opt/swift/usr/bin/swift" : nil
    }()

    /// A whole build of the library's targets on a loaded machine takes minutes; a hang still ends.
    static let timeoutSeconds = 1800

    static let manifest = """
        // swift-tools-version: 6.1
        import PackageDescription

        let package = Package(
            name: "UsesGestureLab",
            dependencies: [.package(path: ROOT)],
            targets: [
                .testTarget(name: "UsesGestureLabTests", dependencies: [.product(name: "GestureLab", package: IDENTITY)]),
            ]
        )

        """

    /// The example test of docs/library.md (its first Swift block under "An example test"), as a user's test file:
    /// the documented example is the one that is built and run.
    static func example() throws -> String {
        let doc = try String(contentsOfFile: root + "/docs/library.md", encoding: .utf8)
        guard let section = doc.range(of: "## An example test\n"),
              let open = doc.range(of: "```swift\n", range: section.upperBound..<doc.endIndex),
              let close = doc.range(of: "\n```\n", range: open.upperBound..<doc.endIndex)
        else { throw ExampleMissing() }
        return String(doc[open.upperBound..<close.lowerBound]) + "\n"
    }

    struct ExampleMissing: Error, CustomStringConvertible {
        var description: String { "docs/library.md has no Swift block under '## An example test'" }
    }

    @Test(.enabled(if: swift != nil, "no 'swift' on PATH or at /opt/swift/usr/bin/swift: cannot build a package that uses GestureLab"),
          .timeLimit(.minutes(35)))
    func aPackageOutsideTheRepositoryUsesTheLibraryByPath() throws {
        let dir = NSTemporaryDirectory() + "gesturelab-library-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let tests = dir + "/Tests/UsesGestureLabTests"
        try FileManager.default.createDirectory(atPath: tests, withIntermediateDirectories: true)
        // SwiftPM names a package added by path after its folder.
        let identity = URL(fileURLWithPath: Self.root).lastPathComponent.lowercased()
        let manifest = Self.manifest.replacingOccurrences(of: "ROOT", with: Self.literal(Self.root))
            .replacingOccurrences(of: "IDENTITY", with: Self.literal(identity))
        try manifest.write(toFile: dir + "/Package.swift", atomically: true, encoding: .utf8)
        let example = try Self.example()
        #expect(example.contains("@Test func aTapWaitsForTheDoubleTapToFail()"))
        try example.write(toFile: tests + "/UsesGestureLabTests.swift", atomically: true, encoding: .utf8)
        let r = try External.run("'\(Self.swift!)' test 2>&1", in: dir, timeoutSeconds: Self.timeoutSeconds)
        #expect(r.status == 0, "swift test in the outside package failed:\n\(r.output)")
        #expect(r.output.contains("✔ Test aTapWaitsForTheDoubleTapToFail() passed"), "\(r.output)")
        #expect(r.output.contains("✔ Test aWholeScriptRunsAsTheCommandLineRunsIt() passed"), "\(r.output)")
        #expect(r.output.contains("✔ Test aSweepRunsTheScriptOncePerValue() passed"), "\(r.output)")
        #expect(r.output.contains("Test run with 3 tests"), "\(r.output)")
    }

    /// `text` as a Swift string literal (the repository's path may hold quotes or backslashes).
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

/// Runs shell text with bash (`-e -o pipefail`) under `timeout`, standard output and error together (as the
/// commands tests' `Shell` does).
enum External {
    struct Result {
        var status: Int32
        var output: String
    }

    static func run(_ script: String, in directory: String, timeoutSeconds: Int) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["\(timeoutSeconds)", "/bin/bash", "--noprofile", "--norc", "-e", "-o", "pipefail", "-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let scratch = NSTemporaryDirectory() + "gesturelab-external-" + UUID().uuidString
        // Opening it for writing below throws when this failed.
        _ = FileManager.default.createFile(atPath: scratch, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch))
        process.standardOutput = out
        process.standardError = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        let text = (try? String(contentsOfFile: scratch, encoding: .utf8)) ?? ""
        return Result(status: process.terminationStatus, output: text)
    }
}
