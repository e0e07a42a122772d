/// `override NAME touchesShouldBegin|touchesShouldCancel = BOOL [in VIEW]` (LANGUAGE §8): what a `UIScrollView`
/// subclass's override of `touchesShouldBegin(_:with:in:)` or `touchesShouldCancel(in:)` answers; with `in VIEW`, only
/// for that content view (the view the method is called with), which wins over an answer for every view.
public struct OverrideRule: Hashable, Sendable, CustomStringConvertible {
    /// The scroll view.
    public var scrollView: Located<String>
    /// `touchesShouldBegin` or `touchesShouldCancel` (the parser accepts no other).
    public var method: Located<String>
    public var answer: Located<Bool>
    /// The content view the answer is for; nil: every view.
    public var inView: Located<String>?

    public init(scrollView: Located<String>, method: Located<String>, answer: Located<Bool>, inView: Located<String>?) {
        self.scrollView = scrollView
        self.method = method
        self.answer = answer
        self.inView = inView
    }

    public var description: String {
        "override \(scrollView.value) \(method.value) = \(answer.value)" + (inView.map { " in \($0.value)" } ?? "")
    }
}
