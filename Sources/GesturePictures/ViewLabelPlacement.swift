import GestureEngine

/// Where a canvas writes view names when frames share a top-left corner (a table that fills its parent, its first
/// row, a pager's first page): each name after the first at the same corner follows the one before it on the same
/// line, two characters after it, so no name is written over another and no name spills into the row below; and how
/// much of a name shows clear of the other frames' lines.
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

    /// How many characters of a name written from `x` (`charWidth` each, at most `room`, its letters from `top` down
    /// to `bottom`) show clear of the lines of `frames` (in the same units), all but the name's own (index `own`):
    /// those before the first vertical line that crosses its letters, and none when a horizontal line passes through
    /// those. A line along the letters' box (a frame sharing the name's corner) crosses nothing.
    static func room(x: Double, top: Double, bottom: Double, charWidth: Double, room: Int, clearOf frames: [Rect], except own: Int) -> Int {
        var room = room
        for (k, f) in frames.enumerated() where k != own && f.origin.y < bottom && f.origin.y + f.height > top {
            for lineX in [f.origin.x, f.origin.x + f.width] where lineX > x && lineX < x + Double(room) * charWidth {
                room = Int(((lineX - x) / charWidth).rounded(.down))
            }
        }
        let right = x + Double(room) * charWidth
        for (k, f) in frames.enumerated() where k != own && f.origin.x < right && f.origin.x + f.width > x {
            for lineY in [f.origin.y, f.origin.y + f.height] where lineY > top && lineY < bottom { return 0 }
        }
        return room
    }
}
