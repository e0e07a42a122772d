import GestureEngine

/// `UIMenuController.shared` as the chapter uses it: one menu per app, a list of items, a target rectangle, and a
/// visibility that only holds when the first responder implements at least one item's action [OBS O-menu, O-bnr].
public struct MenuController: Hashable, Sendable {
    /// `UIMenuItem`: a title and the action it sends to the first responder.
    public struct Item: Hashable, Sendable {
        public var title: String
        public var action: String
    }

    /// `menuItems`.
    public var menuItems: [Item] = []
    /// `setTargetRect(_:in:)`: the rectangle the menu points at, in the canvas's coordinates.
    public private(set) var targetRect: Rect?
    /// The items actually shown: those whose action the first responder can perform.
    public private(set) var visibleItems: [Item] = []
    public private(set) var isMenuVisible = false

    public init() {}

    public mutating func setTargetRect(_ rect: Rect) { targetRect = rect }

    /// `setMenuVisible(_:animated:)`. Showing filters the items through `canPerform`; with none left, no menu appears.
    public mutating func setMenuVisible(_ visible: Bool, canPerform: (String) -> Bool) {
        guard visible else {
            isMenuVisible = false
            visibleItems = []
            return
        }
        visibleItems = menuItems.filter { canPerform($0.action) }
        isMenuVisible = !visibleItems.isEmpty
    }
}
