import Foundation
import Testing

/// docs/dependencies.md is the target graph of Package.swift, generated from `swift package dump-package`
/// (``PackageGraph/markdown``); these tests fail when the two disagree, and when a target's sources import a module
/// the target does not declare. After changing the targets:
///
///     GESTURELAB_UPDATE_DEPENDENCIES=1 swift test --filter DependencyGraphTests
@Suite struct DependencyGraphTests {
    static let root = GrammarDocsTests.root
    static var doc: URL { root.appendingPathComponent("docs/dependencies.md") }
    static var updating: Bool { ProcessInfo.processInfo.environment["GESTURELAB_UPDATE_DEPENDENCIES"] == "1" }

    @Test func theDocIsPackageSwiftsGraph() throws {
        let graph = try PackageGraph.load(root: Self.root)
        let expected = graph.markdown()
        if Self.updating {
            try expected.write(to: Self.doc, atomically: true, encoding: .utf8)
            return
        }
        let actual = (try? String(contentsOf: Self.doc, encoding: .utf8)) ?? ""
        if actual != expected {
            let first = zip(actual.split(separator: "\n", omittingEmptySubsequences: false),
                            expected.split(separator: "\n", omittingEmptySubsequences: false)).enumerated().first { $0.element.0 != $0.element.1 }
            Issue.record("""
                docs/dependencies.md does not match Package.swift\(first.map { " (line \($0.offset + 1): '\($0.element.0)', generated '\($0.element.1)')" } ?? ""). \
                Update it with GESTURELAB_UPDATE_DEPENDENCIES=1 swift test --filter DependencyGraphTests
                """)
        }
    }

    /// Modules every target may import without declaring them: the platform's and the toolchain's.
    static let systemModules: Set<String> = [
        "Foundation", "FoundationEssentials", "FoundationXML", "FoundationNetworking", "Glibc", "Musl", "Darwin", "Android",
        "WinSDK", "ucrt", "Dispatch", "Synchronization", "_Concurrency", "_StringProcessing", "RegexBuilder", "os",
    ]

    /// Modules a test target may import without declaring them: the test frameworks.
    static let testingModules: Set<String> = ["Testing", "XCTest"]

    /// Tests included: a test target that imports a module it does not declare builds only because another target
    /// happened to build that module first.
    @Test func everyImportIsADeclaredDependency() throws {
        let graph = try PackageGraph.load(root: Self.root)
        var problems: [String] = []
        var checked = 0
        for target in graph.targets where target.kind != .system {
            let folder = Self.root.appendingPathComponent(target.path)
            let files = (FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.allObjects as? [URL] ?? [])
                .filter { $0.pathExtension == "swift" }
            #expect(!files.isEmpty, "no Swift files under \(target.path)")
            let allowed = Set(target.dependencies.map(\.name)).union(Self.systemModules)
                .union(target.kind == .test ? Self.testingModules : [])
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                // Lines inside a multi-line string literal are text, not code (a test may write another package's
                // sources).
                var inStringLiteral = false
                for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    let wasInStringLiteral = inStringLiteral
                    if line.ranges(of: "\"\"\"").count % 2 == 1 { inStringLiteral.toggle() }
                    guard !wasInStringLiteral, let module = PackageGraph.importedModule(line) else { continue }
                    checked += 1
                    if !allowed.contains(module) {
                        let path = file.path.replacingOccurrences(of: Self.root.path + "/", with: "")
                        problems.append("\(path):\(number + 1): imports \(module), which \(target.name) does not declare in Package.swift")
                    }
                }
            }
        }
        #expect(checked > 50)
        #expect(problems == [])
    }

    @Test(arguments: [
        ("import GestureScript", "GestureScript"),
        ("@testable import GestureScript", "GestureScript"),
        ("  @preconcurrency import Dispatch", "Dispatch"),
        ("public import GestureEngine", "GestureEngine"),
        ("import struct GestureEngine.Point", "GestureEngine"),
        ("@_exported import TouchTracker  // why", "TouchTracker"),
        ("// import Nothing", nil),
        ("/// import Nothing", nil),
        ("let important = 1", nil),
        ("    \"import NotCode\"", nil),
    ])
    func importLines(line: String, module: String?) {
        #expect(PackageGraph.importedModule(Substring(line)) == module)
    }
}

/// The targets of Package.swift as `swift package dump-package` describes them, and the dependencies doc written from
/// them.
struct PackageGraph {
    enum Kind: String {
        case regular, executable, test, system, plugin, macro, binary
        var word: String {
            switch self {
            case .regular: "library"
            case .system: "system library"
            default: rawValue
            }
        }
    }

    struct Dependency: Equatable {
        var name: String
        /// The package of a product dependency; nil for a target of this package.
        var package: String?
    }

    struct Target {
        var name: String
        var kind: Kind
        var dependencies: [Dependency]
        /// Relative to the package's root.
        var path: String
    }

    var name: String
    var targets: [Target]

    /// Runs `swift package dump-package` in `root` (with a scratch folder of its own, so a build holding the
    /// package's `.build` does not make it wait).
    static func load(root: URL) throws -> PackageGraph {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dependency-graph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        let swift = FileManager.default.isExecutableFile(atPath: "/opt/swift/usr/bin/swift") ? "/opt/swift/usr/bin/swift" : nil
        process.executableURL = URL(fileURLWithPath: swift ?? "/usr/bin/env")
        process.arguments = (swift == nil ? ["swift"] : []) + ["package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw LoadError(message: "swift package dump-package exited \(process.terminationStatus)") }
        return try PackageGraph(json: data)
    }

    struct LoadError: Error { var message: String }

    init(json: Data) throws {
        guard let package = try JSONSerialization.jsonObject(with: json) as? [String: Any],
              let name = package["name"] as? String, let list = package["targets"] as? [[String: Any]] else {
            throw LoadError(message: "dump-package's JSON has no name or targets")
        }
        self.name = name
        targets = try list.map { t in
            guard let name = t["name"] as? String, let type = t["type"] as? String, let kind = Kind(rawValue: type) else {
                throw LoadError(message: "a target without a name or a known type")
            }
            let dependencies = (t["dependencies"] as? [[String: Any]] ?? []).compactMap { d -> Dependency? in
                if let byName = d["byName"] as? [Any], let n = byName.first as? String { return Dependency(name: n) }
                if let target = d["target"] as? [Any], let n = target.first as? String { return Dependency(name: n) }
                if let product = d["product"] as? [Any], let n = product.first as? String {
                    return Dependency(name: n, package: product.count > 1 ? product[1] as? String : nil)
                }
                return nil
            }
            let folder = kind == .test ? "Tests" : "Sources"
            return Target(name: name, kind: kind, dependencies: dependencies, path: t["path"] as? String ?? "\(folder)/\(name)")
        }
    }

    /// The module an `import` line names (`import X`, `@testable import X`, `public import X`, `import struct X.Y`);
    /// nil for any other line.
    static func importedModule(_ line: Substring) -> String? {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
        while let w = words.first, w.hasPrefix("@") || ["public", "package", "internal", "fileprivate", "private"].contains(w) {
            words = words.dropFirst()
        }
        guard words.first == "import", words.count >= 2 else { return nil }
        words = words.dropFirst()
        if ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"].contains(words.first!), words.count >= 2 {
            words = words.dropFirst()
        }
        let module = words.first!.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return module.isEmpty ? nil : String(module)
    }

    /// The layer of each target: 0 for one that depends on no target of the package, else one more than the highest
    /// layer it depends on.
    func layers() -> [String: Int] {
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var layer: [String: Int] = [:]
        func of(_ name: String, _ visiting: Set<String>) -> Int {
            if let known = layer[name] { return known }
            guard let t = byName[name], !visiting.contains(name) else { return 0 }
            let own = t.dependencies.filter { $0.package == nil && byName[$0.name] != nil }
            let value = own.map { of($0.name, visiting.union([name])) + 1 }.max() ?? 0
            layer[name] = value
            return value
        }
        for t in targets { _ = of(t.name, []) }
        return layer
    }

    /// docs/dependencies.md.
    func markdown() -> String {
        let layer = layers()
        let order = Dictionary(uniqueKeysWithValues: targets.enumerated().map { ($0.element.name, $0.offset) })
        let sorted = targets.sorted { (layer[$0.name]!, order[$0.name]!) < (layer[$1.name]!, order[$1.name]!) }
        func deps(_ t: Target) -> String {
            t.dependencies.isEmpty ? "—" : t.dependencies.map { d in
                d.package.map { "`\(d.name)` (package `\($0)`)" } ?? "`\(d.name)`"
            }.joined(separator: ", ")
        }
        var out = """
            # Dependencies

            <!-- Generated from Package.swift; do not edit. After changing the targets, run
                 GESTURELAB_UPDATE_DEPENDENCIES=1 swift test --filter DependencyGraphTests
                 (DependencyGraphTests fails while this file and Package.swift disagree). -->

            The targets of the \(name) package and what each depends on, as Package.swift declares them. The arrows point
            one way: a target depends only on targets of lower layers. Every `import` in a target's sources names one of
            its declared dependencies (or a module of the platform: Foundation, Glibc, Dispatch, …); the same test checks
            that.

            ## Targets

            Lowest layer first. Layer 0 depends on no target of the package; every other target sits one layer above
            the highest of its dependencies.

            | Layer | Target | Kind | Depends on |
            | --- | --- | --- | --- |

            """
        for t in sorted where t.kind != .test {
            out += "| \(layer[t.name]!) | `\(t.name)` | \(t.kind.word) | \(deps(t)) |\n"
        }
        out += """

            ## Graph

            An arrow points from a target to a target it depends on; an arrow another path already implies is left out
            (the table above lists every declared dependency).

            ```mermaid
            graph BT

            """
        let byName = Dictionary(targets.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        /// Whether `to` is reachable from `from` through the dependencies.
        func reaches(_ from: String, _ to: String) -> Bool {
            var seen: Set<String> = [], stack = [from]
            while let n = stack.popLast() {
                if n == to { return true }
                guard seen.insert(n).inserted, let t = byName[n] else { continue }
                stack += t.dependencies.map(\.name)
            }
            return false
        }
        for t in sorted where t.kind != .test {
            for d in t.dependencies {
                let implied = t.dependencies.contains { $0.name != d.name && reaches($0.name, d.name) }
                if !implied { out += "  \(t.name) --> \(d.name)\n" }
            }
        }
        out += """
            ```

            ## Test targets

            | Test target | Depends on |
            | --- | --- |

            """
        for t in sorted where t.kind == .test {
            out += "| `\(t.name)` | \(deps(t)) |\n"
        }
        return out
    }
}
