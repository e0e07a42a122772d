/// Where a canvas writes view names when frames share a top-left corner (a table that fills its parent, its first
/// row, a pager's first page): each name after the first at the same corner follows the one before it on the same
/// line, two characters after it, so no name is written over another and no name spills into the row below.
enum ViewLabelPlacement {
    /// Characters between two names that share a corner.
    static let gap = 2

    /// For each view, given its corner (in the picture's own units: pixels or character cells) and its name, how
    /// many characters its name starts after the corner: the lengths of the names before it at the same corner, each
    /// with the gap.
    static func offsets<Anchor: Hashable>(_ anchors: [Anchor], names: [String]) -> [Int] {
        var used: [Anchor: Int] = [:]
        return zip(anchors, names).map { anchor, name in
            let offset = used[anchor, default: 0]
            used[anchor] = offset + name.count + gap
            return offset
        }
    }

    /// `name` in at most `room` characters: whole when it fits, else its first `room - 1` characters and `…` (a cut
    /// name shows it is cut, where `inne` would read as a name of its own), or nil when fewer than two fit.
    static func cut(_ name: String, to room: Int) -> String? {
        if name.count <= room { return name.isEmpty ? nil : name }
        return room >= 2 ? String(name.prefix(room - 1)) + "…" : nil
    }
}
