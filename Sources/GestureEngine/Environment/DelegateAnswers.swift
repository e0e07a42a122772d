/// What a recognizer's delegate answers. `nil` means the delegate does not implement the method, so UIKit's
/// default applies (shouldBegin/shouldReceive: true; simultaneous: false; requirements: none).
public struct DelegateAnswers: Hashable, Sendable {
    /// `gestureRecognizerShouldBegin(_:)`.
    public var shouldBegin: Bool?
    /// `gestureRecognizer(_:shouldReceive:)`. With `onlyInView`, the answer applies to touches whose hit view is that
    /// view and the opposite answer to all others.
    public var shouldReceive: (answer: Bool, onlyInView: ViewID?)? {
        get { shouldReceiveAnswer.map { ($0, shouldReceiveView) } }
        set {
            shouldReceiveAnswer = newValue?.answer
            shouldReceiveView = newValue?.onlyInView
        }
    }
    private var shouldReceiveAnswer: Bool?
    private var shouldReceiveView: ViewID?
    /// With a view in `shouldReceive`: true when the answer applies to touches whose hit view is that view or one of
    /// its descendants (`within VIEW`, the `touch.view?.isDescendant(of:)` test), false when only to the view itself
    /// (`in VIEW`).
    public var shouldReceiveWithin = false
    /// `shouldRecognizeSimultaneouslyWith` per other recognizer.
    public var simultaneous: [RecognizerID: Bool] = [:]
    /// `shouldRecognizeSimultaneouslyWith` for any other recognizer (a per-recognizer answer takes precedence).
    public var simultaneousWithAny: Bool?
    /// `gestureRecognizer(_:shouldRequireFailureOf:)` answers.
    public var shouldRequireFailureOf: [RecognizerID: Bool] = [:]
    /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` answers.
    public var shouldBeRequiredToFailBy: [RecognizerID: Bool] = [:]

    public init() {}

    /// The answer to `shouldRecognizeSimultaneouslyWith(other)`; UIKit's default is false.
    public func recognizesSimultaneously(with other: RecognizerID) -> Bool {
        // Usually no per-recognizer answer: skip hashing the key.
        (simultaneous.isEmpty ? nil : simultaneous[other]) ?? simultaneousWithAny ?? false
    }

    /// The answer to `shouldReceive(touch)` for a touch whose hit view is `view`; `isInside(view, other)` says whether
    /// `view` lies inside `other` (asked only for a `within VIEW` answer).
    public func receives(touchIn view: ViewID, isInside: (ViewID, ViewID) -> Bool = { _, _ in false }) -> Bool {
        guard let answer = shouldReceiveAnswer else { return true }
        guard let only = shouldReceiveView else { return answer }
        let applies = view == only || (shouldReceiveWithin && isInside(view, only))
        return applies ? answer : !answer
    }
}
