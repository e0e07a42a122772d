import GestureEngine

/// Why hit-testing skips a view, in words (`isUserInteractionEnabled is false`, `its superview panel: isHidden is
/// true`): the first reason on the view itself, else the nearest ancestor that is skipped; nil when it is not.
/// `show view` (from the live scene) and `:why` (from the scene the stream told) word it the same.
enum HitTestSkip {
    /// `view` describes a view by id: its name, parent (nil for the window), `isUserInteractionEnabled`, `isHidden`
    /// and `alpha` (0…1).
    static func reason(_ id: ViewID,
                       view: (ViewID) -> (name: String, parent: ViewID?, interaction: Bool, hidden: Bool, alpha: Double)) -> String? {
        func own(_ v: (name: String, parent: ViewID?, interaction: Bool, hidden: Bool, alpha: Double)) -> String? {
            if !v.interaction { return "isUserInteractionEnabled is false" }
            if v.hidden { return "isHidden is true" }
            if v.alpha < GestureDefaults.minimumHittableAlpha {
                return "alpha \(formatNumber(v.alpha)) is below \(formatNumber(GestureDefaults.minimumHittableAlpha))"
            }
            return nil
        }
        let first = view(id)
        if let r = own(first) { return r }
        var current = first.parent
        while let p = current {
            let v = view(p)
            if let r = own(v) { return "its superview \(v.name): \(r)" }
            current = v.parent
        }
        return nil
    }
}
