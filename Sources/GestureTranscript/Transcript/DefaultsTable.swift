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
        for r in scrollRows { out += "    \(r.name) = \(r.value) — \(r.source)\n" }
        out += "Tables and collections (view NAME … tableView rows N [rowHeight H] | collectionView items N itemSize W,H):\n"
        for r in tableRows { out += "    \(r.name) = \(r.value) — \(r.source)\n" }
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

    /// One line of the scroll-view or table section: a name as UIKit or the reference says it, the value with its
    /// unit, the source (tag and fact id of the scroll-view reference), and the `GestureDefaults` constants the line
    /// shows, so that a test can tell a constant no line shows (DefaultsDocTests).
    struct Row {
        var name: String
        var value: String
        var source: String
        var constants: [String]

        init(_ name: String, _ value: String, _ source: String, shows constants: String...) {
            (self.name, self.value, self.source, self.constants) = (name, value, source, constants)
        }
    }

    /// The scroll view's switches and thresholds, each with UIKit's value and its source in the scroll-view
    /// reference (by fact id).
    static var scrollRows: [Row] {
        typealias D = GestureDefaults
        return [
            Row("delaysContentTouches", "\(D.delaysContentTouches)", "[DOC, DEC] ref §1, B2–B4", shows: "delaysContentTouches"),
            Row("canCancelContentTouches", "\(D.canCancelContentTouches)", "[DOC, DEC] ref §1, B7", shows: "canCancelContentTouches"),
            Row("content-touch delay", "\(D.contentTouchDelay)", "content touches withheld after touch-down (private _touchDelayForScrollDetection) — [DEC, OBS] (B3)",
                shows: "contentTouchDelay"),
            Row("content-touch hysteresis", "\(formatNumber(D.contentTouchScrollHysteresis)) pt", "moving more along an axis the view cannot scroll releases them at once — [DEC] (B5c)",
                shows: "contentTouchScrollHysteresis"),
            Row("touchesShouldBegin(_:with:in:)", "true", "[DOC] (B6); override NAME touchesShouldBegin = BOOL [in VIEW]"),
            Row("touchesShouldCancel(in:)", "false for a control, else true", "[DOC, DEC] (B8); override NAME touchesShouldCancel = BOOL [in VIEW]"),
            Row("isScrollEnabled", "\(D.isScrollEnabled)", "[DEC] false also turns off the content-touch delay (B15, C4)", shows: "isScrollEnabled"),
            Row("bounces", "\(D.bounces)", "[DEC] both axes: bouncesHorizontally, bouncesVertically (iOS 17.4+; setting bounces sets both, [DOC]) (ref §1)",
                shows: "bounces"),
            Row("alwaysBounceVertical, alwaysBounceHorizontal", "\(D.alwaysBounce)", "[DEC] `_canScrollX/Y` (C3)", shows: "alwaysBounce"),
            Row("content fit tolerance", "\(formatNumber(D.contentFitTolerance, decimals: 4)) pt",
                "an axis scrolls only when the content exceeds the bounds by more — [DEC] `_canScrollX/Y` (C3)", shows: "contentFitTolerance"),
            Row("isPagingEnabled", "\(D.isPagingEnabled)", "[DOC, DEC] (D7)", shows: "isPagingEnabled"),
            Row("isDirectionalLockEnabled", "\(D.isDirectionalLockEnabled)", "[DOC, DEC] (C5)", shows: "isDirectionalLockEnabled"),
            Row("directional lock",
                "|dy/dx| ≤ \(formatNumber(D.directionalLockHorizontalSlope)) (20°) horizontal, ≥ \(formatNumber(D.directionalLockVerticalSlope)) (70°) vertical",
                "judged per movement sample; once begun, only after a pause of \(D.directionalLockPauseToRejudge) — [DEC] (C5)",
                shows: "directionalLockHorizontalSlope", "directionalLockVerticalSlope", "directionalLockPauseToRejudge"),
            Row("transfersHorizontalScrollingToParent, transfersVerticalScrollingToParent", "\(D.transfersScrollingToParent)",
                "a nested scroll view at the edge the finger pulls past lets its parent scroll — [DOC, DEC] (F2)", shows: "transfersScrollingToParent"),
            Row("minimumZoomScale, maximumZoomScale", "\(formatNumber(D.zoomScaleLimit))",
                "equal, so no pinchGestureRecognizer until a script sets them apart — [DOC, DEC] (ref §1, A1)", shows: "zoomScaleLimit"),
            Row("bouncesZoom", "\(D.bouncesZoom)", "a pinch past the limits springs back when it ends — [DOC, DEC] (A3)", shows: "bouncesZoom"),
            Row("zooming pan touches", "at most \(D.zoomingPanMaximumTouches)",
                "a zooming scroll view's pan tracks at most this many touches and ignores the rest — [DEC] `_updatePanGestureConfiguration` (A5)",
                shows: "zoomingPanMaximumTouches"),
            Row("rubber band c", "\(formatNumber(D.rubberBandCoefficient))",
                "overshoot shown = d·(1 − 1/(c·x/d + 1)), d the bounds size — [OBS, RE] the decompile's constant is unresolved (D3)", shows: "rubberBandCoefficient"),
            Row("velocity smoothing", "\(formatNumber(D.scrollVelocitySmoothing))", "v = s·previous + (1 − s)·pan velocity, per pan action — [DEC] (D5)",
                shows: "scrollVelocitySmoothing"),
            Row("lift velocity window", "\(D.liftVelocityStillWindow)",
                "a finger still for longer before it lifts has no velocity, so it does not fling — [OBS] flutter/flutter#97761, [RE] flutter/flutter#132291 (D5)",
                shows: "liftVelocityStillWindow"),
            Row("deceleration minimum speed", "\(formatNumber(D.decelerationMinimumSpeed)) pt/ms", "slower lifts inside the content do not decelerate — [DEC] (D5)",
                shows: "decelerationMinimumSpeed"),
            Row("decelerationRate (normal)", "\(formatNumber(D.decelerationRateNormal)) per ms", "v(t) = v₀·rateᵗ — [DEC, OBS] (D6)", shows: "decelerationRateNormal"),
            Row("decelerationRate (fast)", "\(formatNumber(D.decelerationRateFast)) per ms", "`NAME.decelerationRate = fast` — [OBS] 0.99; [DEC] ≤ 0.994 is the fast kind (D6)",
                shows: "decelerationRateFast"),
            Row("deceleration stop speed", "\(formatNumber(D.decelerationStopSpeed)) pt/ms", "[DEC] (D6)", shows: "decelerationStopSpeed"),
            Row("bounce decay", "\(formatNumber(D.bounceDecayPerMillisecond, decimals: 5)) per ms", "overshoot past an edge decays as e^(−k·t) — [DEC] (D6)",
                shows: "bounceDecayPerMillisecond"),
            Row("bounce finish distance", "\(formatNumber(D.bounceFinishDistance)) pt", "[DEC] (D6)", shows: "bounceFinishDistance"),
            Row("paging turn speed", "\(formatNumber(D.pagingTurnSpeed)) pt/ms", "faster lifts turn the page, slower settle on the nearest — [DEC] (D7)",
                shows: "pagingTurnSpeed"),
            Row("paging spring pull", "\(D.pagingPullSlope)·min(w, \(formatNumber(D.pagingWidthCap))) + \(D.pagingPullIntercept) per ms²", "w the page size in pt — [DEC] (D7)",
                shows: "pagingPullSlope", "pagingPullIntercept", "pagingWidthCap"),
            Row("paging spring friction", "\(D.pagingFrictionSlope)·min(w, \(formatNumber(D.pagingWidthCap))) + \(D.pagingFrictionIntercept) per ms", "[DEC] (D7)",
                shows: "pagingFrictionSlope", "pagingFrictionIntercept", "pagingWidthCap"),
            Row("paging finish distance", "\(formatNumber(D.pagingFinishDistance)) pt", "[DEC] (D7)", shows: "pagingFinishDistance"),
            Row("display frames", "hz (\(D.sampleRateHz)) per s", "a decelerating view moves once per frame at the sampling rate (set hz) — the simulator's (D6)",
                shows: "sampleRateHz"),
        ]
    }

    /// A table's and a collection's numbers, each with its source in the scroll-view reference (§7, by fact id).
    static var tableRows: [Row] {
        typealias D = GestureDefaults
        return [
            Row("rowHeight", "\(formatNumber(D.tableRowHeight)) pt", "[DOC] UITableView's standard row height", shows: "tableRowHeight"),
            Row("flow layout spacings", "\(formatNumber(D.flowLayoutSpacing)) pt", "minimumLineSpacing, minimumInteritemSpacing — [DOC] UICollectionViewFlowLayout",
                shows: "flowLayoutSpacing"),
            Row("rows or items", "at most \(Parser.maximumTableRows)", "rows are virtual — [GUESS] GestureLab's limit (docs/limits.md)"),
            Row("allowsSelection, shouldHighlightRowAt", "true", "[DOC] (G2)"),
            Row("swipe-to-delete hysteresis", "\(formatNumber(D.swipeActionHysteresis)) pt", "fails if more vertical than horizontal then — [DEC] `_UISwipeHandler` (G9)",
                shows: "swipeActionHysteresis"),
            Row("Delete button width", "\(formatNumber(D.swipeDeleteButtonWidth)) pt", "[GUESS] UISwipeActionController's widths were not read (G9, research §2.4)",
                shows: "swipeDeleteButtonWidth"),
            Row("swipe rubber band", "(x − threshold)^\(formatNumber(D.swipeRubberBandExponent))",
                "a swiped row's offset past the Delete button's width — [DEC] `_swipeRecognizerChanged:` (G9)", shows: "swipeRubberBandExponent"),
            Row("swipe open speed", "\(formatNumber(D.swipeOpenSpeed)) pt/s",
                "slower lifts open past half the button, faster ones open when moving left — [DEC] `_swipeRecognizerEnded:` (research §2.4)", shows: "swipeOpenSpeed"),
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
