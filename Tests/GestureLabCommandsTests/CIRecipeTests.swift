import Foundation
import GestureREPL
import GestureSupport
import Testing

/// docs/ci.md's GitHub Actions and GitLab CI recipes work on a clean runner. The test reads their jobs, checks what
/// it cannot run here (the image, the actions, the cache, how the artifact passes between jobs), and runs every
/// shell step as written, each job in a fresh copy of the repository (what a checkout gives: the files git tracks,
/// and new ones it does not ignore), the shard jobs once per shard, passing artifacts between jobs as the CI system
/// would. The one stand-in: `GESTURELAB` is set to this test's build of gesturelab, so `scripts/install` installs
/// it instead of making a release build (scripts/install's own test covers the rest).
@Suite(.serialized) struct CIRecipeTests {
    static let root = SweepCommandTests.root

    static func doc() throws -> String {
        try #require(FileBytes.read(root + "/docs/ci.md").map { String(decoding: $0, as: UTF8.self) })
    }

    /// The first ```yaml block after the heading `## HEADING`.
    static func recipe(under heading: String) throws -> YAML {
        let text = try doc()
        let section = try #require(text.range(of: "\n## \(heading)\n"), "docs/ci.md has no section '\(heading)'")
        let rest = text[section.upperBound...]
        let open = try #require(rest.range(of: "```yaml\n"), "no yaml block under '\(heading)'")
        let close = try #require(rest[open.upperBound...].range(of: "\n```"))
        return try YAML.parse(String(rest[open.upperBound..<close.lowerBound]))
    }

    // MARK: - What cannot run here: its shape

    static let actions: Set<String> = ["actions/checkout", "actions/cache", "actions/upload-artifact", "actions/download-artifact"]

    @Test func theGitHubJobsRunInTheSwiftImageAndBuildOnce() throws {
        let workflow = try Self.recipe(under: "GitHub Actions")
        let jobs = try #require(workflow["jobs"])
        #expect(jobs.keys == ["build", "test", "sweep", "map"])
        var builders: [String] = []
        for name in jobs.keys {
            let job = try #require(jobs[name])
            #expect(job["runs-on"]?.string == "ubuntu-latest", "\(name)")
            #expect(job["container"]?.string == "swift:6.3-bookworm", "\(name): the official Swift 6.3 image")
            let steps = try #require(job["steps"]?.items)
            #expect(steps.first?["uses"]?.string == "actions/checkout@v4", "\(name) starts with the checkout")
            for step in steps {
                if let uses = step["uses"]?.string {
                    // A known action, pinned to a major version.
                    let parts = uses.split(separator: "@")
                    #expect(parts.count == 2 && Self.actions.contains(String(parts[0])), "\(name): \(uses)")
                    #expect(parts.count == 2 && parts[1].hasPrefix("v") && Int(parts[1].dropFirst()) != nil, "\(name): \(uses)")
                } else {
                    #expect(step["run"]?.string != nil, "\(name): a step that neither uses an action nor runs a command: \(step)")
                }
            }
            let runs = steps.compactMap { $0["run"]?.string }
            // scripts/setup comes before the first command that needs the toolchain or the binary.
            let setup = try #require(runs.firstIndex(of: "scripts/setup"), "\(name) runs scripts/setup")
            if let first = runs.firstIndex(where: { $0.contains("gesturelab ") || $0.contains("scripts/install") }) {
                #expect(setup < first, "\(name)")
            }
            if runs.contains(where: { $0.contains("scripts/install") || $0.contains("swift build") }) { builders.append(name) }
        }
        // One job builds, with `.build` cached, and uploads the binary; every other job downloads it.
        #expect(builders == ["build"])
        let build = try #require(jobs["build"]?["steps"]?.items)
        let cache = try #require(build.first { $0["uses"]?.string == "actions/cache@v4" }?["with"])
        #expect(cache["path"]?.string == ".build")
        #expect(cache["key"]?.string?.contains("hashFiles('Package.swift'") == true)
        #expect(build.last?["uses"]?.string == "actions/upload-artifact@v4" && build.last?["with"]?["name"]?.string == "gesturelab")
        for name in ["test", "sweep", "map"] {
            let job = try #require(jobs[name])
            #expect(job["needs"]?.items.contains(.scalar("build")) == true, "\(name) needs the build")
            let downloads = try #require(job["steps"]?.items).filter { $0["uses"]?.string == "actions/download-artifact@v4" }
            #expect(downloads.contains { $0["with"]?["name"]?.string == "gesturelab" }, "\(name) downloads the binary")
        }
        // A failing test shard uploads its JUnit report and the `.actual` transcripts.
        let test = try #require(jobs["test"]?["steps"]?.items)
        let failures = try #require(test.first { $0["if"]?.string == "failure()" })
        #expect(failures["uses"]?.string == "actions/upload-artifact@v4")
        #expect(failures["with"]?["path"]?.string == "junit-${{ matrix.shard }}.xml\n**/*.actual")
        #expect(jobs["test"]?["strategy"]?["fail-fast"]?.string == "false")
    }

    @Test func theGitLabJobsRunInTheSwiftImageAndBuildOnce() throws {
        let pipeline = try Self.recipe(under: "GitLab CI")
        #expect(pipeline["default"]?["image"]?.string == "swift:6.3-bookworm")
        #expect(pipeline["default"]?["before_script"]?.items == [.scalar("scripts/setup")])
        #expect(pipeline["stages"]?.items == [.scalar("build"), .scalar("test")])
        let jobs = pipeline.keys.filter { !["default", "stages"].contains($0) }
        #expect(jobs == ["build", "test", "sweep", "map"])
        let build = try #require(pipeline["build"])
        #expect(build["cache"]?["paths"]?.items == [.scalar(".build/")])
        #expect(build["cache"]?["key"]?["files"]?.items == [.scalar("Package.swift")])
        for name in jobs {
            let job = try #require(pipeline[name])
            #expect(job["image"] == nil, "\(name) uses the default image")
            let script = try #require(job["script"]?.items.compactMap { $0.string })
            let builds = script.contains { $0.contains("scripts/install") || $0.contains("swift build") }
            #expect(builds == (name == "build"), "\(name)")
            if name != "build" { #expect(job["needs"]?.items.contains(.scalar("build")) == true, "\(name) needs the build") }
        }
        let test = try #require(pipeline["test"]?["artifacts"])
        #expect(test["when"]?.string == "always")
        #expect(test["reports"]?["junit"]?.string == "junit.xml")
        #expect(test["paths"]?.items == [.scalar("junit.xml"), .scalar("**/*.actual")])
    }

    // MARK: - Running the steps

    /// A job's workspace: a fresh copy of the repository.
    final class Workspace {
        let path: String

        init(copyOf root: String) throws {
            path = try Self.scratch()
            let listed = try Shell.run("git ls-files -z --cached --others --exclude-standard", in: root)
            #expect(listed.status == 0, "git ls-files: \(listed.output)")
            let files = listed.output.split(separator: "\0").map(String.init)
            #expect(files.contains("scripts/install") && files.contains("Package.swift"))
            let fm = FileManager.default
            for file in files where fm.fileExists(atPath: root + "/" + file) {
                let target = path + "/" + file
                try fm.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try fm.copyItem(atPath: root + "/" + file, toPath: target)
            }
        }

        static func scratch() throws -> String {
            let dir = NSTemporaryDirectory() + "gesturelab-ci-" + UUID().uuidString
            try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            return dir
        }

        deinit { try? FileManager.default.removeItem(atPath: path) }

        /// Every file below the workspace, by relative path.
        var files: [String] {
            (FileManager.default.subpaths(atPath: path) ?? []).filter {
                var directory: ObjCBool = false
                return FileManager.default.fileExists(atPath: path + "/" + $0, isDirectory: &directory) && !directory.boolValue
            }.sorted()
        }

        /// The files a CI upload pattern names (`*` within a name, `**/` any directories), as the runner would find them.
        func matching(_ pattern: String) -> [String] {
            var regex = "^"
            var rest = Substring(pattern)
            while let c = rest.first {
                if rest.hasPrefix("**/") {
                    regex += "(.*/)?"
                    rest = rest.dropFirst(3)
                    continue
                }
                regex += c == "*" ? "[^/]*" : c == "?" ? "[^/]" : NSRegularExpression.escapedPattern(for: String(c))
                rest = rest.dropFirst()
            }
            let expression = try! NSRegularExpression(pattern: regex + "$")
            return files.filter { expression.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
        }
    }

    /// What a run of one recipe produced: each job's (or shard's) step results and the artifacts it uploaded.
    struct Outcome {
        /// `JOB` or `JOB K`, to the commands run and their status, in order.
        var steps: [String: [(command: String, status: Int32, output: String)]] = [:]
        /// Artifact name to its files (relative path to absolute copy).
        var artifacts: [String: [String: String]] = [:]
        var failed: Set<String> = []
        var store: String

        func status(_ job: String) -> Bool { !failed.contains(job) }

        func report(_ job: String) -> String {
            (steps[job] ?? []).map { "$ \($0.command)  → \($0.status)\n\($0.output)" }.joined(separator: "\n")
        }

        /// Keeps `files` of `workspace` as artifact `name`.
        mutating func upload(_ name: String, _ files: [String], from workspace: Workspace) throws {
            let dir = store + "/" + name
            var kept: [String: String] = [:]
            for file in files {
                let copy = dir + "/" + file
                try FileManager.default.createDirectory(atPath: (copy as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try FileManager.default.copyItem(atPath: workspace.path + "/" + file, toPath: copy)
                kept[file] = copy
            }
            artifacts[name] = kept
        }

        func download(_ name: String, into workspace: Workspace) throws {
            for (file, copy) in artifacts[name] ?? [:] {
                let target = workspace.path + "/" + file
                try FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                if FileManager.default.fileExists(atPath: target) { try FileManager.default.removeItem(atPath: target) }
                try FileManager.default.copyItem(atPath: copy, toPath: target)
            }
        }
    }

    /// A step the test does not run: a build (minutes of release compilation per job). The recipes build only
    /// through `scripts/install`, which installs `GESTURELAB` here; a recipe that builds otherwise fails here.
    static func refused(_ command: String) -> String? {
        for word in ["swift build", "swift test", "swift run"] where command.contains(word) {
            return "not run here: '\(word)' builds; the recipes build only with scripts/install"
        }
        return nil
    }

    /// Runs one step (or a GitLab job's script), unless it is `refused`.
    static func step(_ command: String, in workspace: Workspace, environment: [String: String]) throws -> Shell.Result {
        if let reason = refused(command) { return Shell.Result(status: 127, output: reason) }
        return try Shell.run(command, in: workspace.path, environment: environment)
    }

    /// The environment every step gets: this test's gesturelab stands in for the release build.
    static var stepEnvironment: [String: String] { ["GESTURELAB": CLI.binary, "NO_COLOR": "1"] }

    /// A broken test added to the suite (an expectation that fails, a golden that differs), for a failing shard.
    static func breakTheSuite(_ workspace: Workspace) throws {
        try "recognizer t = tap\nexpect t actions 1\n".write(toFile: workspace.path + "/examples/ci-broken.gesture", atomically: true, encoding: .utf8)
        try "not the transcript\n".write(toFile: workspace.path + "/examples/ci-broken.expected", atomically: true, encoding: .utf8)
    }

    /// Runs the GitHub workflow's jobs in the order their `needs` give; `prepare` may change a job's workspace before
    /// its steps run.
    static func runGitHub(_ workflow: YAML, prepare: (String, Workspace) throws -> Void = { _, _ in }) throws -> Outcome {
        var outcome = Outcome(store: try Workspace.scratch())
        let jobs = try #require(workflow["jobs"])
        for name in jobs.keys {
            let job = try #require(jobs[name])
            for need in job["needs"]?.items.compactMap(\.string) ?? [] {
                #expect(outcome.steps.keys.contains { $0 == need || $0.hasPrefix(need + " ") }, "\(name) runs after \(need)")
                #expect(!outcome.failed.contains { $0 == need || $0.hasPrefix(need + " ") }, "\(name) needs \(need), which failed")
            }
            let shards = job["strategy"]?["matrix"]?["shard"]?.items.compactMap(\.string)
            for shard in shards ?? [""] {
                let label = shard.isEmpty ? name : "\(name) \(shard)"
                let workspace = try Workspace(copyOf: root)
                try prepare(name, workspace)
                func expand(_ s: String) -> String { s.replacingOccurrences(of: "${{ matrix.shard }}", with: shard) }
                var failed = false
                for step in try #require(job["steps"]?.items) {
                    let condition = step["if"]?.string
                    guard condition == "failure()" ? failed : !failed else { continue }
                    if let command = step["run"]?.string {
                        #expect(!command.contains("${{") || command.contains("${{ matrix.shard }}"), "\(label): \(command)")
                        let result = try Self.step(expand(command), in: workspace, environment: stepEnvironment)
                        outcome.steps[label, default: []].append((expand(command), result.status, result.output))
                        if result.status != 0 { failed = true }
                        continue
                    }
                    let uses = try #require(step["uses"]?.string)
                    let with = step["with"]
                    switch uses {
                    case "actions/upload-artifact@v4":
                        let artifact = expand(try #require(with?["name"]?.string))
                        let patterns = try #require(with?["path"]?.string).split(separator: "\n").map { expand(String($0)) }
                        var files: [String] = []
                        for pattern in patterns {
                            let found = workspace.matching(pattern)
                            // A literal path must exist; a pattern may match nothing (no `.actual` in a passing shard).
                            #expect(!found.isEmpty || pattern.contains("*"), "\(label): nothing at '\(pattern)'")
                            files += found
                        }
                        try outcome.upload(artifact, files, from: workspace)
                    case "actions/download-artifact@v4":
                        if let artifact = with?["name"]?.string {
                            #expect(outcome.artifacts[artifact] != nil, "\(label): no artifact '\(artifact)' was uploaded before")
                            try outcome.download(artifact, into: workspace)
                        } else {
                            let pattern = try #require(with?["pattern"]?.string)
                            #expect(with?["merge-multiple"]?.string == "true")
                            let prefix = String(pattern.dropLast())
                            #expect(pattern.hasSuffix("*") && outcome.artifacts.keys.contains { $0.hasPrefix(prefix) }, "\(label)")
                            for artifact in outcome.artifacts.keys where artifact.hasPrefix(prefix) { try outcome.download(artifact, into: workspace) }
                        }
                    default:
                        continue  // checkout: the workspace is the fresh copy; cache: its shape is checked above
                    }
                }
                if failed { outcome.failed.insert(label) }
            }
        }
        return outcome
    }

    /// Runs the GitLab pipeline's jobs in order: `before_script` and `script` in one shell (`parallel: N` copies with
    /// CI_NODE_INDEX and CI_NODE_TOTAL set), the artifacts of the jobs it `needs` unpacked first.
    static func runGitLab(_ pipeline: YAML, prepare: (String, Workspace) throws -> Void = { _, _ in }) throws -> Outcome {
        var outcome = Outcome(store: try Workspace.scratch())
        let before = pipeline["default"]?["before_script"]?.items.compactMap(\.string) ?? []
        for name in pipeline.keys where !["default", "stages"].contains(name) {
            let job = try #require(pipeline[name])
            let copies = Int(job["parallel"]?.string ?? "1") ?? 1
            for index in 1...copies {
                let label = copies == 1 ? name : "\(name) \(index)"
                let workspace = try Workspace(copyOf: root)
                try prepare(name, workspace)
                for need in job["needs"]?.items.compactMap(\.string) ?? [] {
                    let from = outcome.artifacts.keys.filter { $0 == need || $0.hasPrefix(need + " ") }
                    #expect(!from.isEmpty, "\(label) needs \(need), which left no artifacts")
                    for artifact in from { try outcome.download(artifact, into: workspace) }
                }
                var environment = stepEnvironment
                if copies > 1 {
                    environment["CI_NODE_INDEX"] = "\(index)"
                    environment["CI_NODE_TOTAL"] = "\(copies)"
                }
                let script = before + (try #require(job["script"]?.items.compactMap { $0.string }))
                let result = try Self.step(script.joined(separator: "\n"), in: workspace, environment: environment)
                outcome.steps[label] = [(script.joined(separator: "; "), result.status, result.output)]
                if result.status != 0 { outcome.failed.insert(label) }
                let artifacts = job["artifacts"]
                let when = artifacts?["when"]?.string ?? "on_success"
                if when == "always" || (when == "on_failure") == (result.status != 0) {
                    var files: [String] = []
                    for pattern in artifacts?["paths"]?.items.compactMap(\.string) ?? [] {
                        let found = workspace.matching(pattern)
                        #expect(!found.isEmpty || pattern.contains("*") || result.status != 0, "\(label): nothing at '\(pattern)'")
                        files += found
                    }
                    if let junit = artifacts?["reports"]?["junit"]?.string {
                        #expect(workspace.matching(junit).count == 1, "\(label): no JUnit report at '\(junit)'")
                    }
                    try outcome.upload(label, files, from: workspace)
                }
            }
        }
        return outcome
    }

    /// The sweep map the recipes' merge job draws, drawn unsharded in a fresh copy.
    static func unshardedMap() throws -> Data {
        let workspace = try Workspace(copyOf: root)
        let r = try Shell.run("\(CLI.binary) sweep examples/sweeps/long-press-vs-pan.gesture --svg whole.svg", in: workspace.path)
        #expect(r.status == 0, "\(r.output)")
        return try Data(contentsOf: URL(fileURLWithPath: workspace.path + "/whole.svg"))
    }

    static func map(_ outcome: Outcome, artifact: String) throws -> Data {
        let file = try #require(outcome.artifacts[artifact]?["map.svg"], "no map.svg in artifact '\(artifact)'")
        return try Data(contentsOf: URL(fileURLWithPath: file))
    }

    @Test func theGitHubWorkflowRunsGreenStepByStep() throws {
        let outcome = try Self.runGitHub(try Self.recipe(under: "GitHub Actions"))
        defer { try? FileManager.default.removeItem(atPath: outcome.store) }
        let jobs = ["build", "test 1", "test 2", "test 3", "test 4", "sweep 1", "sweep 2", "sweep 3", "map"]
        #expect(outcome.steps.keys.sorted() == jobs.sorted())
        for job in jobs { #expect(outcome.status(job), "\(job) failed:\n\(outcome.report(job))") }
        // The build's artifact holds what scripts/install installs.
        #expect(outcome.artifacts["gesturelab"]?.keys.sorted() == ["gesturelab.tar"])
        // Every shard passed, so none uploaded failures.
        for k in 1...4 { #expect(outcome.artifacts["test-failures-\(k)"] == nil) }
        #expect(outcome.artifacts.keys.filter { $0.hasPrefix("sweep-") }.sorted() == ["sweep-1", "sweep-2", "sweep-3", "sweep-map"])
        let map = try Self.map(outcome, artifact: "sweep-map"), whole = try Self.unshardedMap()
        #expect(map == whole)
    }

    @Test func aFailingGitHubShardUploadsItsJUnitAndTheActualTranscripts() throws {
        let outcome = try Self.runGitHub(try Self.recipe(under: "GitHub Actions")) { job, workspace in
            if job == "test" { try Self.breakTheSuite(workspace) }
        }
        defer { try? FileManager.default.removeItem(atPath: outcome.store) }
        let failing = (1...4).filter { !outcome.status("test \($0)") }
        #expect(failing.count == 1, "one shard holds the broken test: \(failing)")
        let k = try #require(failing.first)
        #expect(outcome.artifacts.keys.filter { $0.hasPrefix("test-failures-") } == ["test-failures-\(k)"])
        let uploaded = try #require(outcome.artifacts["test-failures-\(k)"])
        #expect(uploaded.keys.sorted() == ["examples/ci-broken.actual", "junit-\(k).xml"])
        let junit = try String(contentsOfFile: try #require(uploaded["junit-\(k).xml"]), encoding: .utf8)
        #expect(junit.contains("ci-broken.gesture") && junit.contains("<failure"), "\(junit)")
    }

    @Test func theGitLabPipelineRunsGreenStepByStep() throws {
        let outcome = try Self.runGitLab(try Self.recipe(under: "GitLab CI"))
        defer { try? FileManager.default.removeItem(atPath: outcome.store) }
        let jobs = ["build", "test 1", "test 2", "test 3", "test 4", "sweep 1", "sweep 2", "sweep 3", "map"]
        #expect(outcome.steps.keys.sorted() == jobs.sorted())
        for job in jobs { #expect(outcome.status(job), "\(job) failed:\n\(outcome.report(job))") }
        #expect(outcome.artifacts["build"]?.keys.sorted() == ["gesturelab.tar"])
        for k in 1...4 { #expect(outcome.artifacts["test \(k)"]?.keys.sorted() == ["junit.xml"]) }
        let map = try Self.map(outcome, artifact: "map"), whole = try Self.unshardedMap()
        #expect(map == whole)
    }

    @Test func aFailingGitLabShardKeepsItsJUnitAndTheActualTranscripts() throws {
        let outcome = try Self.runGitLab(try Self.recipe(under: "GitLab CI")) { job, workspace in
            if job == "test" { try Self.breakTheSuite(workspace) }
        }
        defer { try? FileManager.default.removeItem(atPath: outcome.store) }
        let failing = (1...4).filter { !outcome.status("test \($0)") }
        #expect(failing.count == 1, "one shard holds the broken test: \(failing)")
        let k = try #require(failing.first)
        #expect(outcome.artifacts["test \(k)"]?.keys.sorted() == ["examples/ci-broken.actual", "junit.xml"])
    }

    // MARK: - The README

    /// The README's Quick start stays two commands; scripts/install is mentioned elsewhere.
    @Test func theQuickStartIsTwoCommandsAndTheReadmeNamesScriptsInstall() throws {
        let readme = try #require(FileBytes.read(Self.root + "/README.md").map { String(decoding: $0, as: UTF8.self) })
        let start = try #require(readme.range(of: "\n## Quick start\n"))
        let end = try #require(readme[start.upperBound...].range(of: "\n## "))
        let quickStart = readme[start.upperBound..<end.lowerBound]
        let parts = quickStart.components(separatedBy: "```")
        let blocks = parts.indices.filter { $0 % 2 == 1 }.map { parts[$0] }
        #expect(blocks == ["sh\nscripts/setup && swift run gesturelab\n", "sh\nscripts/test\n"])
        #expect(!quickStart.contains("scripts/install"))
        #expect(readme[end.lowerBound...].contains("`scripts/install [PREFIX]`"))
    }
}

/// Runs shell text with bash, as CI runners do (`-e -o pipefail`), standard output and error together.
enum Shell {
    struct Result {
        var status: Int32
        var output: String
    }

    /// At most this long per call (a CI step that hangs fails instead of stopping the test run).
    static let timeoutSeconds = 300

    static func run(_ script: String, in directory: String, environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["\(timeoutSeconds)", "/bin/bash", "--noprofile", "--norc", "-e", "-o", "pipefail", "-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let scratch = NSTemporaryDirectory() + "gesturelab-shell-" + UUID().uuidString
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
