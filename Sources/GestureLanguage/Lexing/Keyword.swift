/// Every word with a fixed meaning somewhere in the grammar (`grammar/gesture.ebnf`).
///
/// Keywords are contextual: the lexer reads them as identifiers and the parser gives
/// them meaning by position, so scripts may still use them as names (TouchTracker's
/// recognizers are called `tap` and `longPress`). Case matters: `longpress` is the
/// shorthand, `longPress` a recognizer name.
///
/// A test checks that this list and the EBNF's quoted words are the same set.
public enum Keyword: String, CaseIterable, Hashable, Sendable {
    // Statements (the first word of a line).
    case down, move, up, cancel, wait
    case `repeat`
    case tap, longpress, drag, swipe, pinch, rotate
    case screen, view, recognizer, delegate, action, override
    case use, menu, panel
    case `set`
    case expect, mark
    case show
    case param, step

    // Touches and shorthands.
    case at, to, by, over, steps, all
    case taps, fingers
    case `for`
    case from, distance
    case left, right

    // Scene.
    case frame
    case `in`
    case control, button, `switch`, stepper, segmentedControl, pageControl, slider, label, imageView
    case exclusiveTouch, multipleTouch, handlesTouches
    case scrollView, content
    case tableView, rows, rowHeight, collectionView, items, itemSize
    case shouldHighlightRowAt, shouldHighlightItemAt, canEditRowAt
    case on, requireToFail, require, toFail
    case shouldRecognizeSimultaneouslyWith, shouldBegin, shouldReceive
    case shouldRequireFailureOf, shouldBeRequiredToFailBy
    case within
    case touchesShouldBegin, touchesShouldCancel
    case any
    case `true`, `false`

    // TouchTracker.
    case touchtracker, edition, bare, stage, fix, challenge, pick

    // Settings.
    case hz

    // Show.
    case timers, model

    // Expectations.
    case state, states, none, actions
    case translation, velocity, location, scale, rotation, numberOfTouches
    case contentOffset, selectedRow, selectedItem, openRow
    case lines, current, selected, visible, hidden, line, log
    case possible, began, changed, ended, recognized, cancelled, failed
    case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
    case scrollViewWillBeginDragging, scrollViewDidScroll, scrollViewWillEndDragging, scrollViewDidEndDragging
    case scrollViewWillBeginDecelerating, scrollViewDidEndDecelerating
    case scrollViewWillBeginZooming, scrollViewDidZoom, scrollViewDidEndZooming
    case didSelectRowAt, didHighlightRowAt, didUnhighlightRowAt, didDeselectRowAt
    case didSelectItemAt, didHighlightItemAt, didUnhighlightItemAt, didDeselectItemAt

    /// The words that may start a statement, for "did you mean" suggestions.
    public static let statementKeywords: [Keyword] = [
        .down, .move, .up, .cancel, .wait, .repeat,
        .tap, .longpress, .drag, .swipe, .pinch, .rotate,
        .screen, .view, .recognizer, .delegate, .action, .override,
        .use, .menu, .panel, .set, .expect, .mark, .show, .param,
    ]

    /// Every keyword's spelling.
    public static let spellings: Set<String> = Set(allCases.map(\.rawValue))

    /// The keyword spelled by `bytes`, found without allocating a `String`.
    static func lookUp(_ bytes: ArraySlice<UInt8>) -> Keyword? {
        guard let first = bytes.first, let last = bytes.last else { return nil }
        guard let candidates = table[tableKey(count: bytes.count, first: first, last: last)] else { return nil }
        for (spelling, keyword) in candidates where spelling.elementsEqual(bytes) {
            return keyword
        }
        return nil
    }

    private static func tableKey(count: Int, first: UInt8, last: UInt8) -> Int {
        count << 16 | Int(first) << 8 | Int(last)
    }

    /// Keywords grouped by length, first and last byte.
    private static let table: [Int: [([UInt8], Keyword)]] = {
        var table: [Int: [([UInt8], Keyword)]] = [:]
        for keyword in allCases {
            let bytes = Array(keyword.rawValue.utf8)
            table[tableKey(count: bytes.count, first: bytes[0], last: bytes[bytes.count - 1]), default: []]
                .append((bytes, keyword))
        }
        return table
    }()
}
