/// `expect …` (grammar/README.md, Expect). History-based expectations look back to the last `mark`.
///
/// The parser tells recognizer expectations from app expectations by the **second**
/// word: `expect NAME state …`, `states`, `actions`, `translation`, `velocity`,
/// `location`, `scale`, `rotation` and `numberOfTouches` are about recognizer `NAME`
/// (so a recognizer may be called `lines` or `view`), and so is a state name
/// (`expect NAME recognized at 700ms`); otherwise the first word selects an app
/// expectation (`lines`, `current`, `selected`, `menu`, `line`, `view`, `log`).
public enum Expectation: Hashable, Sendable {
    /// `expect NAME state STATE`: the recognizer's state now.
    case state(recognizer: Located<String>, is: Located<RecognizerStateName>)
    /// `expect NAME states S1 S2 …` or `expect NAME states none` (empty list): the states
    /// entered since the mark, repeats collapsed, `possible` left out.
    case states(recognizer: Located<String>, sequence: [Located<RecognizerStateName>])
    /// `expect NAME STATE at TIME`: NAME reported STATE exactly TIME after the mark (any of its reports of STATE
    /// since the mark; `possible` is never reported, so the parser refuses it).
    case enteredAt(recognizer: Located<String>, state: Located<RecognizerStateName>, time: DurationLiteral)
    /// `expect NAME actions N`: action messages sent since the mark (`N >= 0`).
    case actions(recognizer: Located<String>, count: Located<Int>)
    /// `expect NAME translation X,Y` (within 0.5 pt).
    case translation(recognizer: Located<String>, PointLiteral)
    /// `expect NAME contentOffset X,Y`: a scroll view's offset (within 0.5 pt).
    case contentOffset(view: Located<String>, PointLiteral)
    /// `expect NAME selectedRow R|none` (`selectedItem` for a collection, `item` true): the selected row now.
    case selectedRow(view: Located<String>, Located<Int>?, item: Bool)
    /// `expect NAME openRow R|none`: the table's row swiped open on its `Delete` button now.
    case openRow(view: Located<String>, Located<Int>?)
    /// `expect NAME velocity X,Y`: a pan's `velocity(in:)` (points per second, within 0.5).
    case velocity(recognizer: Located<String>, PointLiteral)
    /// `expect NAME velocity V`: a pinch's (scale per second) or rotation's (radians per second) `velocity`, a
    /// number as in UIKit (within 0.01).
    case scalarVelocity(recognizer: Located<String>, Located<Double>)
    /// `expect NAME location X,Y` (within 0.5 pt).
    case location(recognizer: Located<String>, PointLiteral)
    /// `expect NAME scale S` (within 0.01).
    case scale(recognizer: Located<String>, Located<Double>)
    /// `expect NAME rotation R` (radians, within 0.01).
    case rotation(recognizer: Located<String>, Located<Double>)
    /// `expect NAME numberOfTouches N` (`N >= 0`).
    case numberOfTouches(recognizer: Located<String>, Located<Int>)
    /// `expect lines N`: the number of finished lines (`N >= 0`).
    case lines(Located<Int>)
    /// `expect current N`: the number of lines in progress (`N >= 0`).
    case currentLines(Located<Int>)
    /// `expect selected I` / `expect selected none` (`nil`): `selectedLineIndex`.
    case selected(Located<Int>?)
    /// `expect menu visible` (`true`) / `expect menu hidden` (`false`).
    case menuVisible(Located<Bool>)
    /// `expect line I from X,Y to X,Y`: finished line `I`'s end points (within 0.5 pt).
    case line(index: Located<Int>, from: PointLiteral, to: PointLiteral)
    /// `expect view NAME CALL N`: the view received `N` calls of `CALL` since the mark.
    case viewCalls(view: Located<String>, call: Located<ResponderCall>, count: Located<Int>)
    /// `expect log "L1" "L2" …`: the console log since the mark is exactly these lines
    /// (zero strings: nothing was logged).
    case log([Located<String>])
}

/// A recognizer state name as written in an expectation.
///
/// `recognized` is UIKit's alias for `ended` (`UIGestureRecognizer.State.recognized ==
/// .ended`); it is kept distinct here so it can be echoed as written, and
/// ``normalized`` maps it to `ended` for comparison.
public enum RecognizerStateName: String, Hashable, Sendable, CaseIterable {
    case possible, began, changed, ended, recognized, cancelled, failed

    /// The state to compare against: `recognized` becomes `ended`.
    public var normalized: RecognizerStateName { self == .recognized ? .ended : self }
}

/// A call counted by `expect view NAME CALL N`: a `UIResponder` touch method, a scroll view's delegate call, or a
/// call UIKit makes on the scroll view itself (`touchesShouldCancel(in:)`, `touchesShouldBegin(_:with:in:)`).
public enum ResponderCall: String, Hashable, Sendable, CaseIterable {
    case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
    case scrollViewWillBeginDragging, scrollViewDidScroll, scrollViewWillEndDragging, scrollViewDidEndDragging
    case scrollViewWillBeginDecelerating, scrollViewDidEndDecelerating
    case scrollViewWillBeginZooming, scrollViewDidZoom, scrollViewDidEndZooming
    case touchesShouldCancel, touchesShouldBegin
    case didSelectRowAt, didHighlightRowAt, didUnhighlightRowAt, didDeselectRowAt
    case didSelectItemAt, didHighlightItemAt, didUnhighlightItemAt, didDeselectItemAt
}
