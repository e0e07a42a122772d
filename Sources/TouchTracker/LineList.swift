/// DrawView's `finishedLines`, as a persistent vector: a copy costs nothing and shares every line with the original,
/// and appending, replacing or reading a line costs O(log₃₂ n), making new only the nodes on one path.
///
/// Why not an array: the session keeps the line model it reported last (to tell what changed at the next event),
/// the transcript and the pictures keep theirs, and the next line finished or moved then made the array copy itself
/// whole: every drag cost as much as all the lines before it, quadratic over a session of drags.
///
/// The layout is a trie of 32-wide nodes holding the lines `0..<count - tail.count`, in full leaves of 32, and a
/// `tail` of the last 1…32 lines (none when empty). Nodes are immutable once made, so sharing them is safe.
public struct LineList: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// A node: a leaf's `lines`, or a branch's `children`. Never changed once made.
    final class Node: Sendable {
        let children: [Node]
        let lines: [Line]
        init(children: [Node]) {
            self.children = children
            self.lines = []
        }
        init(lines: [Line]) {
            self.children = []
            self.lines = lines
        }
    }

    /// Bits of an index per level: 32 children per branch, 32 lines per leaf.
    static let bits = 5
    static let width = 1 << bits
    static let mask = width - 1

    public private(set) var count = 0
    /// The root's level in bits: its children are leaves when it is `bits`.
    private var shift = bits
    /// Nil while the trie is empty (at most 32 lines, all in the tail): an empty or short list holds no node.
    /// Present exactly when `tailOffset > 0`, so two lists of one count both have one or both have none.
    private var root: Node?
    private var tail: [Line] = []
    /// What the changes since this list was empty copied at most: each new node counts its entries (lines or
    /// children), each change of the tail its lines (an array copies them when another list shares it). For tests
    /// that check a change costs O(log n) however many copies of the list are kept.
    var entriesCopied = 0

    /// The trie's nodes, for tests: none while every line is in the tail. (A sweep makes a DrawView, and an empty
    /// model, for every run: an empty list must cost no allocation.)
    var nodeCount: Int {
        func nodes(_ node: Node) -> Int { 1 + node.children.reduce(0) { $0 + nodes($1) } }
        return root.map(nodes) ?? 0
    }

    public init() {}

    public init(_ lines: some Sequence<Line>) {
        for line in lines { append(line) }
    }

    public init(arrayLiteral lines: Line...) { self.init(lines) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// Where the tail starts: the trie holds the lines before it.
    private var tailOffset: Int { count - tail.count }

    public subscript(index: Int) -> Line {
        get {
            precondition(index >= 0 && index < count, "LineList index out of range")
            let (lines, start) = leaf(containing: index)
            return lines[index - start]
        }
        set {
            precondition(index >= 0 && index < count, "LineList index out of range")
            if index >= tailOffset {
                entriesCopied += tail.count
                tail[index - tailOffset] = newValue
            } else {
                // Below the tail: the trie holds the line.
                root = replacing(index, with: newValue, level: shift, in: root!)
            }
        }
    }

    /// The leaf (or the tail) holding `index`, and the index of its first line.
    private func leaf(containing index: Int) -> (lines: [Line], start: Int) {
        guard index < tailOffset, var node = root else { return (tail, tailOffset) }
        var level = shift
        while level > 0 {
            node = node.children[(index >> level) & Self.mask]
            level -= Self.bits
        }
        return (node.lines, index & ~Self.mask)
    }

    public mutating func append(_ line: Line) {
        if tail.count < Self.width {
            entriesCopied += tail.count
            tail.append(line)
            count += 1
            return
        }
        // The tail is full: it becomes the trie's next leaf, and the line starts a new tail.
        let leaf = Node(lines: tail)
        let inTrie = tailOffset
        if let full = root, inTrie == 1 << (shift + Self.bits) {
            // The trie is full: a new root above it.
            root = Node(children: [full, Self.path(shift, to: leaf)])
            shift += Self.bits
        } else {
            root = pushing(leaf, at: inTrie, level: shift, into: root ?? Node(children: []))
        }
        tail = [line]
        entriesCopied += 1
        count += 1
    }

    public mutating func removeAll() { self = LineList() }

    /// Removes the line at `index`: O(1) for one of the last few lines, else O(n) (the lines after it move down).
    @discardableResult
    public mutating func remove(at index: Int) -> Line {
        let line = self[index]
        if index >= tailOffset, tail.count > 1 {
            entriesCopied += tail.count
            tail.remove(at: index - tailOffset)
            count -= 1
            return line
        }
        var rebuilt = LineList()
        for (k, l) in enumerated() where k != index { rebuilt.append(l) }
        rebuilt.entriesCopied += entriesCopied
        self = rebuilt
        return line
    }

    /// The indices of the lines that differ from `other`'s, which has as many lines (shared nodes are not looked
    /// into: after a few changes, O(changes × log n)).
    public func indicesDiffering(from other: LineList) -> [Int] {
        precondition(count == other.count, "indicesDiffering needs lists of the same length")
        var out: [Int] = []
        if let mine = root, let theirs = other.root { Self.differences(mine, theirs, level: shift, start: 0, into: &out) }
        for k in tail.indices where tail[k] != other.tail[k] { out.append(tailOffset + k) }
        return out
    }

    // MARK: - Trie

    /// A chain of branches `level` bits high down to `leaf`.
    private static func path(_ level: Int, to leaf: Node) -> Node {
        level == 0 ? leaf : Node(children: [path(level - Self.bits, to: leaf)])
    }

    /// `parent` (at `level`) with `leaf` added for the lines from `index` on.
    private mutating func pushing(_ leaf: Node, at index: Int, level: Int, into parent: Node) -> Node {
        var children = parent.children
        entriesCopied += children.count + 1
        let slot = (index >> level) & Self.mask
        if level == Self.bits {
            children.append(leaf)
        } else if slot < children.count {
            children[slot] = pushing(leaf, at: index, level: level - Self.bits, into: children[slot])
        } else {
            children.append(Self.path(level - Self.bits, to: leaf))
        }
        return Node(children: children)
    }

    /// `node` (at `level`) with the line at `index` replaced.
    private mutating func replacing(_ index: Int, with line: Line, level: Int, in node: Node) -> Node {
        if level == 0 {
            var lines = node.lines
            entriesCopied += lines.count
            lines[index & Self.mask] = line
            return Node(lines: lines)
        }
        var children = node.children
        entriesCopied += children.count
        let slot = (index >> level) & Self.mask
        children[slot] = replacing(index, with: line, level: level - Self.bits, in: children[slot])
        return Node(children: children)
    }

    private static func differences(_ a: Node, _ b: Node, level: Int, start: Int, into out: inout [Int]) {
        if a === b { return }
        if level == 0 {
            for k in a.lines.indices where a.lines[k] != b.lines[k] { out.append(start + k) }
            return
        }
        for k in a.children.indices {
            differences(a.children[k], b.children[k], level: level - bits, start: start + (k << level), into: &out)
        }
    }

    // MARK: - Equality, hashing, iteration

    /// Lists of one length have tries of one shape: nodes they share are equal without a look inside.
    public static func == (a: LineList, b: LineList) -> Bool {
        guard a.count == b.count, a.tail == b.tail else { return false }
        guard let x = a.root, let y = b.root else { return true }  // same count: both tries empty
        return sameLines(x, y, level: a.shift)
    }

    private static func sameLines(_ a: Node, _ b: Node, level: Int) -> Bool {
        if a === b { return true }
        if level == 0 { return a.lines == b.lines }
        guard a.children.count == b.children.count else { return false }
        for k in a.children.indices where !sameLines(a.children[k], b.children[k], level: level - bits) { return false }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for line in self { hasher.combine(line) }
    }

    /// Reads leaf by leaf: O(n) for the whole list.
    public struct Iterator: IteratorProtocol {
        let list: LineList
        var index = 0
        var lines: [Line] = []
        var start = 0

        public mutating func next() -> Line? {
            guard index < list.count else { return nil }
            if index - start >= lines.count { (lines, start) = list.leaf(containing: index) }
            defer { index += 1 }
            return lines[index - start]
        }
    }

    public func makeIterator() -> Iterator { Iterator(list: self) }

    /// As an array of the same lines prints.
    public var description: String { Array(self).description }
}
