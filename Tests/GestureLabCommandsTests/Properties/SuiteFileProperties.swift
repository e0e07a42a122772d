#if canImport(Glibc)
import Glibc
#endif
import Foundation
@testable import GestureAnalysis
import GestureREPL
import Testing

@testable import GestureLabCommands
@testable import GestureScript
import GestureSupport

/// Suites are input too (issue 23): file names of any bytes, and symbolic links in any arrangement. Over seeded
/// random suites (`GESTURELAB_PROPERTY_CASES` cases, default 300, the same seeds every run, as the script properties):
/// every name is found, run and reported without a trap and shown escaped; every walk ends, visits what lies inside
/// the root once and nothing outside it.
@Suite("Suite file properties")
struct SuiteFileProperties {
    static var seeds: [UInt64] {
        let cases = ProcessInfo.processInfo.environment["GESTURELAB_PROPERTY_CASES"].flatMap { Int($0) }.map { max(1, $0) } ?? 300
        return (0..<UInt64(cases)).map { $0 &* 0x1_0000 &+ 0x5F11 }
    }

    static let passing = AttackerCheckoutTests.passing

    /// A name of random bytes (no NUL or `/`, which no name holds; not starting with `.`, which the walk skips) with
    /// `.gesture` after it: control characters, invalid UTF-8, C1 controls, private-use scalars and plain text mixed.
    static func name(_ rng: inout SplitMix64) -> [UInt8] {
        let pieces: [[UInt8]] = [[0x0A], [0x0D], [0x09], [0x1B, 0x5B, 0x32, 0x4A], [0x7F], [0xC2, 0x9B], [0xE9], [0xFF], [0xC0, 0xAF],
                                 [0xED, 0xA0, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], Array("é".utf8), Array("双".utf8), [0x5C],
                                 Array("a".utf8), Array(" ".utf8), Array("#".utf8), Array("&<>\"'".utf8)]
        var bytes: [UInt8] = [UInt8(ascii: "n")]
        for _ in 0..<Int(rng.next() % 8) {
            if rng.next() % 3 == 0 {
                let b = UInt8(truncatingIfNeeded: rng.next())
                if b != 0, b != UInt8(ascii: "/") { bytes.append(b) }
            } else {
                bytes += pieces[Int(rng.next() % UInt64(pieces.count))]
            }
        }
        return bytes + Array(".gesture".utf8)
    }

    /// No control character (C0 but the newlines of the listing itself, DEL, C1) and no U+FFFD from a lossy decoding.
    static func clean(_ text: String) -> Bool {
        !text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{FFFD}" }
    }

    @Test func namesOfAnyBytesAreListedRunAndReportedEscaped() throws {
        for seed in Self.seeds {
            var rng = SplitMix64(seed: seed)
            let t = LinkTree()
            defer { t.remove() }
            t.directory("suite")
            var names = Set<[UInt8]>()
            for _ in 0..<(1 + Int(rng.next() % 3)) { names.insert(Self.name(&rng)) }
            for name in names {
                t.file(Array("suite/".utf8) + name, Array(Self.passing.utf8))
                // Half of them get a golden that does not match, so an .actual of the same odd name is written.
                if rng.next() % 2 == 0 {
                    t.file(Array("suite/".utf8) + name.dropLast(".gesture".utf8.count) + Array(".expected".utf8), Array("stale\n".utf8))
                }
            }
            let found = TestFiles.collect([FilePath(t.path + "/suite")])
            let expected = names.sorted { $0.lexicographicallyPrecedes($1) }
            #expect(found.files.map { $0.path.lastComponent.bytes } == expected, "seed \(seed)")
            let cases = found.files.map { TestRunner.runOne($0, options: SessionOptions(), update: false) }
            for (file, c) in zip(found.files, cases) {
                #expect(c.path == file.path.display, "seed \(seed)")
                #expect(c.verdict != .error, "seed \(seed): \(c.errorMessage)")
                if c.verdict == .failed {
                    let actual = Golden.actualPath(for: file.path)
                    var st = stat()
                    #expect(actual.withCString { lstat($0, &st) } == 0 && st.st_mode & S_IFMT == S_IFREG, "seed \(seed): \(actual)")
                }
            }
            let human = TestReport.human(cases)
            #expect(Self.clean(human), "seed \(seed): \(human)")
            #expect(human.split(separator: "\n").count >= cases.count + 1, "seed \(seed): one line per test at least")
            let tap = TAPReport.render(cases, update: false)
            #expect(Self.clean(tap), "seed \(seed)")
            let document = try TAPDocument(tap)
            #expect(document.points.count == cases.count, "seed \(seed): \(tap)")
            let junit = JUnitReport.render(cases, seconds: 0, timestamp: "2026-01-01T00:00:00")
            #expect(XMLElementNode.parse(junit) != nil, "seed \(seed): \(junit)")
            for c in cases { #expect(Self.clean(c.path), "seed \(seed)") }
        }
    }

    /// A random tree of directories and links (to `.`, `..`, `/`, siblings, an outside directory, hidden ones, nowhere):
    /// the walk ends, every test file inside the root is found exactly once, none outside it, and every refusal is a
    /// directory link that leaves the root or enters a hidden directory.
    @Test func everyWalkEndsAndFindsEachFileInsideOnce() {
        for seed in Self.seeds {
            var rng = SplitMix64(seed: seed)
            let t = LinkTree()
            defer { t.remove() }
            t.directory("outside")
            t.file("outside/o.gesture", Self.passing)
            t.directory("suite")
            t.directory("suite/.hidden")
            t.file("suite/.hidden/h.gesture", Self.passing)
            var directories = ["suite"]
            var scripts: [String] = []
            for k in 0..<Int(rng.next() % 6) {
                let parent = directories[Int(rng.next() % UInt64(directories.count))]
                let dir = parent + "/d\(k)"
                t.directory(dir)
                directories.append(dir)
            }
            for k in 0..<(1 + Int(rng.next() % 5)) {
                let dir = directories[Int(rng.next() % UInt64(directories.count))]
                t.file(dir + "/s\(k).gesture", Self.passing)
                scripts.append(dir + "/s\(k).gesture")
            }
            for k in 0..<Int(rng.next() % 8) {
                let dir = directories[Int(rng.next() % UInt64(directories.count))]
                let depth = dir.split(separator: "/").count
                let up = String(repeating: "../", count: depth - 1)
                let targets = [".", "..", "/", up + "../outside", up + "suite", up + "suite/.hidden", "nowhere", "../../../../..",
                               up + directories[Int(rng.next() % UInt64(directories.count))], up + (scripts.first ?? "suite")]
                t.link(dir + "/l\(k)" + (rng.next() % 4 == 0 ? ".gesture" : ""), to: targets[Int(rng.next() % UInt64(targets.count))])
            }
            let root = FilePath(t.path + "/suite")
            let found = TestFiles.collect([root])
            let resolvedRoot = FileBytes.resolve(root)!.bytes + [UInt8(ascii: "/")]
            var identities = Set<[UInt64]>()
            for file in found.files {
                var st = stat()
                guard file.path.withCString({ stat($0, &st) }) == 0 else { continue }  // a dangling *.gesture link
                #expect(identities.insert([UInt64(st.st_dev), UInt64(st.st_ino)]).inserted, "seed \(seed): \(file.path) twice")
                let resolved = FileBytes.resolve(file.path)!.bytes
                #expect(resolved.starts(with: resolvedRoot), "seed \(seed): \(file.path) is outside")
                #expect(!resolved.dropFirst(resolvedRoot.count).starts(with: Array(".hidden".utf8)), "seed \(seed): \(file.path)")
            }
            var real = Set<[UInt64]>()
            for script in scripts {
                var st = stat()
                _ = stat(t.path + "/" + script, &st)
                real.insert([UInt64(st.st_dev), UInt64(st.st_ino)])
            }
            #expect(identities == real, "seed \(seed): \(found.files.map(\.path.display))")
            for (path, reason) in found.refused {
                #expect(reason.hasPrefix("it leads outside the suite") || reason.hasPrefix("it leads into the hidden directory"),
                        "seed \(seed): \(path): \(reason)")
            }
        }
    }
}
