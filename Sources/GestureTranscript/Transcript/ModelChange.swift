import GestureEngine
import GestureScript
import GestureSupport
import TouchTracker

/// What changed in TouchTracker's line model between two snapshots, in words: `lines 1 → 0`,
/// `finger 1's line begins at 100,300`, `selected none → 0`, `menu shown [Delete]`.
enum ModelChange {
    /// The changes from `old` to `new`, in a fixed order (lines, lines in progress, selection, menu, colour).
    ///
    /// Without `includeGeometry` only structural changes count: a line added or removed, a line in progress
    /// beginning or ending, the selection, the menu, the colour panel and colour. End points that move (a drag grows
    /// its line at every sample, a pan moves the selected line) are left out: the transcript shows such a line's
    /// first state where it appears and its last in the model after the statement. With it (repeat summaries, which
    /// compare whole iterations) moved lines are named too.
    static func describe(from old: ModelSnapshot?, to new: ModelSnapshot, includeGeometry: Bool = false) -> [String] {
        var out: [String] = []
        let oldFinished = old?.finishedLines ?? []
        if oldFinished.count != new.finishedLines.count {
            out.append("lines \(oldFinished.count) → \(new.finishedLines.count)")
        } else if includeGeometry, oldFinished != new.finishedLines {
            // Only the parts of the two models that are not shared are compared.
            let moved = new.finishedLines.indicesDiffering(from: oldFinished)
            out.append(moved.count == 1 ? "line \(moved[0]) moved" : "\(moved.count) lines moved")
        }
        let oldCurrent = old?.currentLines ?? []
        let grew = new.finishedLines.count > oldFinished.count
        for (finger, line) in new.currentLines where !oldCurrent.contains(where: { $0.finger == finger }) {
            out.append("finger \(finger)'s line begins at \(rounded(line.begin))")
        }
        for (finger, line) in oldCurrent {
            guard let now = new.currentLines.first(where: { $0.finger == finger }) else {
                out.append("finger \(finger)'s line " + (grew ? "ends" : "is removed"))
                continue
            }
            if includeGeometry, now.line != line { out.append("finger \(finger)'s line moved") }
        }
        if old?.selectedLineIndex != new.selectedLineIndex {
            out.append("selected \(index(old?.selectedLineIndex)) → \(index(new.selectedLineIndex))")
        }
        if (old?.menuVisible ?? false) != new.menuVisible {
            out.append(new.menuVisible ? "menu shown [\(visible: new.menuItems.joined(separator: ", "))]" : "menu hidden")
        } else if new.menuVisible, old?.menuItems != new.menuItems || old?.menuTarget != new.menuTarget {
            out.append("menu [\(visible: new.menuItems.joined(separator: ", "))]")
        }
        if (old?.colorPanelVisible ?? false) != new.colorPanelVisible {
            out.append(new.colorPanelVisible ? "colour panel shown" : "colour panel hidden")
        }
        if old?.currentColor != new.currentColor {
            out.append("colour \(visible: old?.currentColor ?? "default") → \(visible: new.currentColor ?? "default")")
        }
        return out
    }

    private static func index(_ i: Int?) -> String { i.map(String.init) ?? "none" }

    /// A point with coordinates rounded to 0.1 (`61.1,100`), as the `normal` and `brief` transcripts print them.
    static func rounded(_ p: Point) -> String { "\(formatNumber(p.x, decimals: 1)),\(formatNumber(p.y, decimals: 1))" }
}
