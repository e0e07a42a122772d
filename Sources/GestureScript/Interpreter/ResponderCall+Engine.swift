import GestureEngine
import GestureLanguage

extension ResponderCall {
    /// The scroll-view delegate call, or nil for a touch method.
    var scrollViewCall: ScrollViewDelegateCall? {
        ScrollViewDelegateCall.allCases.first { $0.name == rawValue }
    }
}
