import GestureScript
import GestureSupport

/// The legend under the HTML page's canvas: what the canvas shows at the time cursor and nothing else — each
/// finger down then, by its number (`finger 1`, drawn on its dot too), then the kinds of TouchTracker lines on the
/// screen and the menu. The page draws it at the run's end; its script redraws it from ``templates`` whenever the
/// cursor moves, so the two are the same markup.
enum CanvasLegend {
    /// A kind of line-model mark, in legend order, with the words the legend gives it.
    enum Kind: String, CaseIterable {
        case finished, current, selected, menu

        var words: String {
            switch self {
            case .finished: "finished line"
            case .current: "line in progress"
            case .selected: "selected line"
            case .menu: "menu"
            }
        }
    }

    /// The kinds of marks a line model puts on the canvas, in legend order.
    static func kinds(_ m: ModelSnapshot?) -> [Kind] {
        guard let m else { return [] }
        var found = Set<Kind>()
        for i in 0..<m.finishedLines.count { found.insert(m.selectedLineIndex == i ? .selected : .finished) }
        if !m.currentLines.isEmpty { found.insert(.current) }
        if m.menuVisible { found.insert(.menu) }
        return Kind.allCases.filter(found.contains)
    }

    /// Finger `n`'s entry: its numbered dot after a stretch of path, as the canvas draws them.
    static func finger(_ n: Int) -> String {
        fingerTemplate.split(separator: "{n}", omittingEmptySubsequences: false).joined(separator: String(n))
    }

    /// `{n}` stands for the finger's number.
    static let fingerTemplate = "<li class=\"legend-finger\" data-finger=\"{n}\"><svg class=\"swatch\" width=\"34\" height=\"18\" viewBox=\"0 0 34 18\">"
        + "<g class=\"finger-path\"><polyline points=\"2,15 14,9 24,9\"/></g><circle class=\"finger-down\" cx=\"24\" cy=\"9\" r=\"8\"/>"
        + "<text class=\"finger-number\" x=\"24\" y=\"13\">{n}</text></svg>finger {n}: down, and its path since touch-down</li>"

    static func item(_ k: Kind) -> String {
        let swatch: String
        switch k {
        case .finished, .current, .selected:
            swatch = "<line class=\"line \(k.rawValue)\" x1=\"6\" y1=\"9\" x2=\"28\" y2=\"9\"/>"
        case .menu:
            swatch = "<g class=\"menu\"><rect x=\"3\" y=\"3\" width=\"28\" height=\"12\" rx=\"3\"/></g>"
        }
        return "<li class=\"legend-\(k.rawValue)\"><svg class=\"swatch\" width=\"34\" height=\"18\" viewBox=\"0 0 34 18\">"
            + swatch + "</svg>\(k.words)</li>"
    }

    /// The legend's items for `fingers` down and a screen holding `kinds`.
    static func items(fingers: [Int], kinds: [Kind]) -> String {
        fingers.sorted().map(finger).joined() + kinds.map(item).joined()
    }

    /// The templates as a JSON object for the page's script: `finger` (with `{n}`) and one item per kind.
    static var templates: String {
        "{\"finger\":\(JSONText.quoted(fingerTemplate, htmlSafe: true))," + Kind.allCases.map { "\(JSONText.quoted($0.rawValue, htmlSafe: true)):\(JSONText.quoted(item($0), htmlSafe: true))" }.joined(separator: ",") + "}"
    }
}
