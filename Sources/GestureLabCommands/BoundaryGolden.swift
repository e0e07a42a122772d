import GestureAnalysis
import GestureREPL
import GestureScript
import GestureSupport

/// The golden of a sweep's boundaries: `NAME.gesture` with `param`s is compared with a sibling `NAME.boundaries`
/// (``SweepBoundaryGolden`` says what the file holds); a mismatch lists each boundary that moved, appeared or went,
/// and leaves the sweep's boundaries in `NAME.boundaries.actual`.
enum BoundaryGolden {
    enum Result: Equatable, Sendable {
        /// No `.boundaries` file and no `--update`: the boundaries were not even refined.
        case notUsed
        /// The sweep's boundaries are the golden's (any stale `.boundaries.actual` was removed).
        case matched
        /// They differ: one line per difference, and the sweep's boundaries were written to `.boundaries.actual`.
        case mismatched([SweepBoundaryGolden.Difference], line: Int)
        /// `--update` wrote the `.boundaries` file because its content changed (`created`: there was none).
        case updated(created: Bool)
        /// `--update` found the `.boundaries` file already right.
        case unchanged
        /// Not compared, and not written: only some combinations ran (`--sample`), so boundaries between runs that
        /// did not run are unknown (the reason says so).
        case skipped(String)
        /// A file could not be written, or the golden could not be read (the message says which and why).
        case fileError(String)

        var isFailure: Bool { if case .mismatched = self { true } else { false } }

        init(_ outcome: Golden.UpdateOutcome) {
            switch outcome {
            case .unchanged: self = .unchanged
            case .updated(let created): self = .updated(created: created)
            case .fileError(let message): self = .fileError(message)
            }
        }
    }

    /// `dir/NAME.gesture` → `dir/NAME.boundaries`.
    static func path(for path: String) -> String { Golden.stem(path) + ".boundaries" }
    static func path(for path: FilePath) -> FilePath { FilePath(bytes: Golden.stem(path).bytes + Array(".boundaries".utf8)) }
    /// `dir/NAME.gesture` → `dir/NAME.boundaries.actual`.
    static func actualPath(for path: FilePath) -> FilePath { FilePath(bytes: Self.path(for: path).bytes + Array(".actual".utf8)) }


    /// Compares (or with `update`, writes) the boundaries golden of the script at `path`, given the sweep's boundaries
    /// as a golden's text and entries, and the `.boundaries` file's bytes as read before the run (nil: there is
    /// none). Writes only regular files (``AtomicFile/Existing/regularOnly``), as ``Golden/settle(path:transcript:expected:update:)``.
    static func settle(path: FilePath, text: String, entries: [SweepBoundaryGolden.Entry], expected: [UInt8]?, update: Bool) -> Result {
        let goldenFile = Self.path(for: path)
        let actualFile = actualPath(for: path)
        let actualBytes = Array(text.utf8)
        if update { return Result(Golden.update(goldenFile, to: actualBytes, expected: expected, removing: actualFile)) }
        guard let expected else { return .notUsed }
        let name = goldenFile.lastComponent.display
        let differences: [SweepBoundaryGolden.Difference]
        switch SweepBoundaryGolden.parse(String(decoding: expected, as: UTF8.self)) {
        case .success(let golden): differences = SweepBoundaryGolden.compare(expected: golden, actual: entries, goldenName: name)
        case .failure(let problem): differences = [problem]
        }
        if differences.isEmpty {
            AtomicFile.removeRegularFile(actualFile)
            return .matched
        }
        do {
            try AtomicFile.write(actualBytes, to: actualFile, existing: .regularOnly)
        } catch {
            return .fileError(error.description)
        }
        return .mismatched(differences, line: differences.first?.line ?? 1)
    }
}
