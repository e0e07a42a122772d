import Foundation
import Testing

/// Every public declaration of the library has a `///` comment (DocC reads them: docs/library.md promises a
/// documented API), and the library's public signatures name only its own types and the standard library's.
@Suite struct PublicDocsTests {
    static let sources = ExternalPackageTests.root + "/Sources/GestureLab"

    static func files() throws -> [(name: String, lines: [Substring])] {
        try FileManager.default.contentsOfDirectory(atPath: sources).filter { $0.hasSuffix(".swift") }.sorted().map {
            ($0, try String(contentsOfFile: sources + "/" + $0, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false))
        }
    }

    @Test func everyPublicDeclarationHasADocComment() throws {
        var undocumented: [String] = []
        var publics = 0
        for (name, lines) in try Self.files() {
            for (i, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces).hasPrefix("public ") {
                publics += 1
                // Attributes (`@discardableResult`) may stand between the comment and the declaration.
                var k = i - 1
                while k >= 0, lines[k].trimmingCharacters(in: .whitespaces).hasPrefix("@") { k -= 1 }
                if k < 0 || !lines[k].trimmingCharacters(in: .whitespaces).hasPrefix("///") {
                    undocumented.append("\(name):\(i + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(publics > 50)
        #expect(undocumented == [])
    }

    /// The files of hooks for the command line (package access: other packages never see them), those of a run, of a
    /// sweep and of the REPL's scene, may import the internals at package level; the compiler still refuses a public
    /// declaration that names their types.
    static let packageHooks: Set = ["ScriptRun+Package.swift", "ScriptSweep+Package.swift", "Scene+Package.swift"]

    @Test func theInternalsAreImportedInternally() throws {
        for (name, lines) in try Self.files() {
            for line in lines where line.hasPrefix("import ") || line.contains(" import ") {
                let module = line.split(separator: " ").last.map(String.init) ?? ""
                if ["GestureEngine", "GestureScript", "TouchTracker", "GestureAnalysis"].contains(module) {
                    let allowed = Self.packageHooks.contains(name) && line.hasPrefix("package import ")
                    #expect(line.hasPrefix("internal import ") || allowed, "\(name): \(line)")
                }
            }
        }
    }

    /// The hooks files declare nothing public: what they add is outside docs/library.md's promise.
    @Test(arguments: packageHooks.sorted()) func theCommandLineHooksAreNotPublic(file: String) throws {
        let hooks = try #require(try Self.files().first { $0.name == file })
        #expect(hooks.lines.filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("public ") } == [])
        #expect(hooks.lines.contains { $0.contains("package var ") })
    }
}
