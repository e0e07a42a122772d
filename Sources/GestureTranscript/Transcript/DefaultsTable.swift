import GestureEngine
import GestureLanguage
import GestureScript
import TouchTracker

/// The `:defaults` table: every property of every recognizer kind with its default, unit and source, the
/// base-class properties, the shorthand defaults, the settings and the open-question switches.
public enum DefaultsTable {
    public static func render() -> String {
        var out = "Recognizer properties (UIKit name = default [unit] — source; * = private in UIKit):\n"
        out += "  all recognizers:\n"
        for d in GestureEnvironment.baseDescriptors { out += row(d) }
        for kind in RecognizerKind.allCases {
            let what = kind.isScrollViewBuiltIn ? "a scroll view's content-touch delay, made by each scroll view" : "\(kind)"
            out += "  \(what) (\(kind.uikitClassName), \(kind.isDiscrete ? "discrete" : "continuous")):\n"
            for d in kind.propertyDescriptors { out += row(d) }
        }
        out += "Scroll views (view NAME … scrollView content W,H; NAME.PROP = VALUE):\n"
        for (name, value, source) in scrollRows { out += "    \(name) = \(value) — \(source)\n" }
        out += "Tables and collections (view NAME … tableView rows N [rowHeight H] | collectionView items N itemSize W,H):\n"
        for (name, value, source) in tableRows { out += "    \(name) = \(value) — \(source)\n" }
        out += "Shorthands (grammar/README.md, Shorthand):\n"
        out += "    tap: each tap held \(ShorthandDefaults.tapHold), \(ShorthandDefaults.tapGap) between taps, extra fingers \(formatNumber(ShorthandDefaults.fingerSpacing)) pt apart\n"
        out += "    longpress: held \(ShorthandDefaults.longPressHold)\n"
        out += "    drag: \(ShorthandDefaults.dragDuration)\n"
        out += "    swipe: \(formatNumber(ShorthandDefaults.swipeDistance)) pt over \(ShorthandDefaults.swipeDuration) from the screen centre\n"
        out += "    pinch: two fingers, \(ShorthandDefaults.pinchDuration)\n"
        out += "    rotate: two fingers \(formatNumber(ShorthandDefaults.rotateSpan)) pt apart, \(ShorthandDefaults.rotateDuration)\n"
        out += "Settings (set NAME VALUE):\n"
        out += "    hz = \(GestureDefaults.sampleRateHz) — samples per second of interpolated moves\n"
        out += "    trace = normal — how much the transcript shows: brief, normal (uneventful moves folded, repeats summarized) or all\n"
        let o = EnvironmentOptions()
        out += "    exclusiveTouchAffectsRecognizers = \(o.exclusiveTouchAffectsRecognizers) — [DEC] iOS 26; older blogs say no (open question 5)\n"
        out += "    cancelLiveTouchesBeforeAction = \(o.cancelLiveTouchesBeforeAction) — [OBS] iOS 10/11 pan logs, [DEC] actions before cancelDelayedTouches; true: the iOS 5-era order (open question 3)\n"
        out += "    cancelWithheldTouchesAfterAction = \(o.cancelWithheldTouchesAfterAction) — [OBS] tap log, [DEC] (open question 3)\n"
        out += "    resetAtEndOfPass = \(o.resetAtEndOfPass) — [DEC] reset per linked group at the end of the pass (open question 2)\n"
        out += "    screenScale = \(formatNumber(o.screenScale)) — contentOffset not rounded; 1, 2 or 3 round it to 1/scale pt as UIKit's setContentOffset does [DEC, scale GUESS] (scroll-view ref D2)\n"
        out += "View properties (NAME.PROP = VALUE on a view; they decide hit-testing):\n"
        out += "    isUserInteractionEnabled = true (label, imageView: false) — [DOC] UIView; UILabel and UIImageView change the default\n"
        out += "    isHidden = false — [DOC] UIView\n"
        out += "    alpha = 1 (0…1); hit-testing skips a view whose alpha is below \(formatNumber(GestureDefaults.minimumHittableAlpha)) — [DOC] UIView.hitTest(_:with:)\n"
        out += "Failure-requirement cycles (fixed rules, docs/engine.md \"Failure-requirement cycles\"):\n"
        out += "    a member whose own state reaches ended fails the other members and fires in the same pass — [GUESS] UIKit's update pass (_UIGestureEnvironmentUpdate) is not in the public decompile\n"
        out += "    several members free in one pass: the first in evaluation order (deepest view first, then declaration order) fires, the others fail — [GUESS] same reason\n"
        out += "Screen: \(formatNumber(GestureDefaults.screenWidth))×\(formatNumber(GestureDefaults.screenHeight)) pt\n"
        return out
    }

    /// The scroll view's switches and thresholds, each with UIKit's value and its source in the scroll-view
    /// reference (by fact id).
    static var scrollRows: [(String, String, String)] {
        [
            ("delaysContentTouches", "\(GestureDefaults.delaysContentTouches)", "[DOC, DEC] ref §1, B2–B4"),
            ("canCancelContentTouches", "\(GestureDefaults.canCancelContentTouches)", "[DOC, DEC] ref §1, B7"),
            ("content-touch delay", "\(GestureDefaults.contentTouchDelay)", "content touches withheld after touch-down (private _touchDelayForScrollDetection) — [DEC, OBS] (B3)"),
            ("content-touch hysteresis", "\(formatNumber(GestureDefaults.contentTouchScrollHysteresis)) pt", "moving more along an axis the view cannot scroll releases them at once — [DEC] (B5c)"),
            ("touchesShouldBegin(_:with:in:)", "true", "[DOC] (B6); override NAME touchesShouldBegin = BOOL [in VIEW]"),
            ("touchesShouldCancel(in:)", "false for a control, else true", "[DOC, DEC] (B8); override NAME touchesShouldCancel = BOOL [in VIEW]"),
            ("isScrollEnabled", "\(GestureDefaults.isScrollEnabled)", "[DEC] false also turns off the content-touch delay (B15, C4)"),
            ("bounces", "\(GestureDefaults.bounces)", "[DEC] both axes: bouncesHorizontally, bouncesVertically (iOS 17.4+; setting bounces sets both, [DOC]) (ref §1)"),
            ("alwaysBounceVertical, alwaysBounceHorizontal", "\(GestureDefaults.alwaysBounce)", "[DEC] `_canScrollX/Y` (C3)"),
            ("isPagingEnabled", "\(GestureDefaults.isPagingEnabled)", "[DOC, DEC] (D7)"),
            ("isDirectionalLockEnabled", "\(GestureDefaults.isDirectionalLockEnabled)", "[DOC, DEC] (C5)"),
            ("directional lock", "≤ 20° horizontal, ≥ 70° vertical", "judged per movement sample; once begun, only after a pause of \(GestureDefaults.directionalLockPauseToRejudge) — [DEC] (C5)"),
            ("transfersHorizontalScrollingToParent, transfersVerticalScrollingToParent", "\(GestureDefaults.transfersScrollingToParent)", "a nested scroll view at the edge the finger pulls past lets its parent scroll — [DOC, DEC] (F2)"),
            ("rubber band c", "\(formatNumber(GestureDefaults.rubberBandCoefficient))", "overshoot shown = d·(1 − 1/(c·x/d + 1)), d the bounds size — [OBS, RE] the decompile's constant is unresolved (D3)"),
            ("velocity smoothing", "\(formatNumber(GestureDefaults.scrollVelocitySmoothing))", "v = s·previous + (1 − s)·pan velocity, per pan action — [DEC] (D5)"),
            ("lift velocity window", "\(GestureDefaults.liftVelocityStillWindow)", "a finger still for longer before it lifts has no velocity, so it does not fling — [OBS] flutter/flutter#97761, [RE] flutter/flutter#132291 (D5)"),
            ("deceleration minimum speed", "\(formatNumber(GestureDefaults.decelerationMinimumSpeed)) pt/ms", "slower lifts inside the content do not decelerate — [DEC] (D5)"),
            ("decelerationRate (normal)", "\(formatNumber(GestureDefaults.decelerationRateNormal)) per ms", "v(t) = v₀·rateᵗ — [DEC, OBS] (D6)"),
            ("decelerationRate (fast)", "\(formatNumber(GestureDefaults.decelerationRateFast)) per ms", "`NAME.decelerationRate = fast` — [OBS] 0.99; [DEC] ≤ 0.994 is the fast kind (D6)"),
            ("deceleration stop speed", "\(formatNumber(GestureDefaults.decelerationStopSpeed)) pt/ms", "[DEC] (D6)"),
            ("bounce decay", "\(formatNumber(GestureDefaults.bounceDecayPerMillisecond)) per ms", "overshoot past an edge decays as e^(−k·t) — [DEC] (D6)"),
            ("bounce finish distance", "\(formatNumber(GestureDefaults.bounceFinishDistance)) pt", "[DEC] (D6)"),
            ("paging turn speed", "\(formatNumber(GestureDefaults.pagingTurnSpeed)) pt/ms", "faster lifts turn the page, slower settle on the nearest — [DEC] (D7)"),
            ("paging spring pull", "\(GestureDefaults.pagingPullSlope)·min(w, \(formatNumber(GestureDefaults.pagingWidthCap))) + \(GestureDefaults.pagingPullIntercept) per ms²", "w the page size in pt — [DEC] (D7)"),
            ("paging spring friction", "\(GestureDefaults.pagingFrictionSlope)·min(w, \(formatNumber(GestureDefaults.pagingWidthCap))) + \(GestureDefaults.pagingFrictionIntercept) per ms", "[DEC] (D7)"),
            ("paging finish distance", "\(formatNumber(GestureDefaults.pagingFinishDistance)) pt", "[DEC] (D7)"),
            ("display frames", "hz (\(GestureDefaults.sampleRateHz)) per s", "a decelerating view moves once per frame at the sampling rate (set hz) — the simulator's (D6)"),
        ]
    }

    /// A table's and a collection's numbers, each with its source in the scroll-view reference (§7, by fact id).
    static var tableRows: [(String, String, String)] {
        [
            ("rowHeight", "\(formatNumber(GestureDefaults.tableRowHeight)) pt", "[DOC] UITableView's standard row height"),
            ("flow layout spacings", "\(formatNumber(GestureDefaults.flowLayoutSpacing)) pt", "minimumLineSpacing, minimumInteritemSpacing — [DOC] UICollectionViewFlowLayout"),
            ("rows or items", "at most \(Parser.maximumTableRows)", "rows are virtual — [GUESS] GestureLab's limit (docs/limits.md)"),
            ("allowsSelection, shouldHighlightRowAt", "true", "[DOC] (G2)"),
            ("swipe-to-delete hysteresis", "\(formatNumber(GestureDefaults.swipeActionHysteresis)) pt", "fails if more vertical than horizontal then — [DEC] `_UISwipeHandler` (G9)"),
            ("Delete button width", "\(formatNumber(GestureDefaults.swipeDeleteButtonWidth)) pt", "[GUESS] UISwipeActionController's widths were not read (G9, research §2.4)"),
            ("swipe rubber band", "(x − threshold)^\(formatNumber(GestureDefaults.swipeRubberBandExponent))", "a swiped row's offset past the Delete button's width — [DEC] `_swipeRecognizerChanged:` (G9)"),
            ("swipe open speed", "\(formatNumber(GestureDefaults.swipeOpenSpeed)) pt/s", "slower lifts open past half the button, faster ones open when moving left — [DEC] `_swipeRecognizerEnded:` (research §2.4)"),
        ]
    }

    private static func row(_ d: PropertyDescriptor) -> String {
        let unit = d.unit.isEmpty || d.type == .duration ? "" : " \(d.unit)"
        let star = d.isPrivateInUIKit ? "*" : " "
        return "   \(star)\(d.name) = \(d.defaultValue)\(unit) — \(d.source)\n"
    }
}

/// The `:stages` listing: one line per chapter stage, in order, and under it what the Objective-C edition does
/// differently at that step (or that it has no such step of its own).
public enum StagesText {
    public static func render() -> String {
        let indent = String(repeating: " ", count: 29)
        return Stage.all.map { stage in
            var text = "  \(stage.fullName.padding(to: 26)) \(stage.summary)"
            if let absence = Edition.objc.absence(of: stage) {
                text += "\n\(indent)objc: no step of its own (\(absence.reason)); use \(Stage.all[absence.instead - 1].fullName)"
            } else if let difference = stage.objcDifference {
                text += "\n\(indent)objc: \(difference)"
            }
            return text
        }.joined(separator: "\n") + "\n"
            + "  (use touchtracker stage NAME — by number, name or both; 'use touchtracker' is the last stage;\n"
            + "   'use touchtracker edition objc stage NAME' follows the Objective-C edition, the lines marked objc)\n"
    }
}

extension String {
    func padding(to width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
