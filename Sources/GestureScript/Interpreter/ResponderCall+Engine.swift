import GestureEngine
import GestureLanguage

extension ResponderCall {
    /// The scroll-view delegate call, or nil for a touch method.
    var scrollViewCall: ScrollViewDelegateCall? {
        ScrollViewDelegateCall.allCases.first { $0.name == rawValue }
    }

    /// The scroll view's own method, or nil.
    var contentTouchMethod: ContentTouchMethod? { ContentTouchMethod(name: rawValue) }

    /// The table (collection) delegate call, and whether it is a collection's, or nil.
    var tableViewCall: (call: TableViewDelegateCall, item: Bool)? {
        for c in TableViewDelegateCall.allCases {
            if c.name(.table) == rawValue { return (c, false) }
            if c.name(.collection) == rawValue { return (c, true) }
        }
        return nil
    }
}
