/// `dump` with a fixed order: a dictionary's entries are listed sorted by their text, so two values with equal
/// contents read the same even though Swift orders a dictionary's iteration by its (per-process seeded) hashes and
/// its history. Used to compare every stored property of an original and its copy.
func stableDump(_ value: Any) -> String {
    var out = ""
    describe(value, indent: "", into: &out)
    return out
}

private func describe(_ value: Any, indent: String, into out: inout String) {
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .dictionary:
        let entries = mirror.children.map { child -> String in
            var text = ""
            describe(child.value, indent: indent + "    ", into: &text)
            return text
        }.sorted()
        out += indent + "dictionary (\(entries.count) entries)\n" + entries.joined()
    case .struct, .class, .enum, .tuple, .optional, .collection, .set:
        if mirror.children.isEmpty {
            out += indent + String(describing: value) + "\n"
            return
        }
        // Sets have no order either.
        var parts: [String] = []
        for child in mirror.children {
            var text = indent + "  " + (child.label ?? "-") + ":\n"
            describe(child.value, indent: indent + "    ", into: &text)
            parts.append(text)
        }
        if mirror.displayStyle == .set { parts.sort() }
        out += indent + "\(type(of: value))\n" + parts.joined()
    case nil, .some:
        out += indent + String(describing: value) + "\n"
    }
}
