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
}
