import GestureEngine
import TouchTracker

/// What a run left behind that neither the trace events nor the other scene events tell: the settings a script
/// wrote, the history since the last `mark`, the recognizers' values and the engine's counters. The bug report
/// (`gesturelab report`, `:bugreport`) states it as statements and `expect` lines. Told once, as the last output of
/// a run, only when asked (`SessionOptions.tellsOutcome`): no other run pays for it.
public struct RunOutcome: Sendable {
    /// Input events the scene dispatched.
    public var eventCount: Int
    /// Fingers still down, in order.
    public var fingersDown: [Int]
    /// The sampling rate of interpolated moves (`set hz N`), in Hz.
    public var hz: Int
    /// The engine's switches (`set exclusiveTouchAffectsRecognizers …`).
    public var environment: EnvironmentOptions
    /// The TouchTracker app the scene runs (`use touchtracker …`), nil without it.
    public var touchTracker: TouchTrackerApp.Description?
    /// What each scroll view has now that a script can set, by view.
    public var scrollViews: [ViewID: ScrollViewOutcome]
    /// The recognizers that are a scroll view's built-in pan or zoom pinch (they come with their view).
    public var builtInPans: Set<RecognizerID>
    /// The clock at the last `mark` (or the scene's start).
    public var markTime: VirtualTime
    /// What each recognizer did since the mark, by index.
    public var recognizers: [RecognizerSinceMark]
    /// Responder calls each view received since the mark, by view index, in the order `touchesBegan`, `touchesMoved`,
    /// `touchesEnded`, `touchesCancelled`.
    public var viewCalls: [[Int]]
    /// The console lines since the mark (as many as the history keeps), and whether older ones were dropped.
    public var log: [String]
    public var logTruncated: Bool
    /// The TouchTracker line model now, nil without the app.
    public var model: ModelSnapshot?
}

/// A scroll view as a run left it, as far as a script can write it back.
public struct ScrollViewOutcome: Sendable {
    /// The switches a script can set (`bounces`, `isPagingEnabled`, …) that the view has.
    public var flags: [ScrollViewProperty: Bool]
    /// `contentSize` now, points: zoomed (the scene events tell it at scale 1).
    public var contentSize: Point
    public var minimumZoomScale: Double
    public var maximumZoomScale: Double
    public var bouncesZoom: Bool
    /// `decelerationRate`, per millisecond.
    public var decelerationRate = GestureDefaults.decelerationRateNormal
    /// What a table or collection adds, nil for any other scroll view.
    public var table: TableOutcome?
}

/// A table or collection as a run left it, as far as a script can write it back.
public struct TableOutcome: Sendable {
    public var kind: TableViewState.Kind
    /// Rows (items) now: one less after each swipe-to-delete.
    public var count: Int
    /// A cell's size, points.
    public var cellSize: Point
    public var allowsSelection: Bool
    /// The delegate's `shouldHighlightRowAt` (`shouldHighlightItemAt`) answer.
    public var shouldHighlight: Bool
    /// Swipe-to-delete's pan (once `canEditRowAt` answered true), and whether it is enabled (`canEditRowAt` now).
    public var swipeActionPan: RecognizerID?
    public var swipeActionPanEnabled: Bool
    /// The data source's `canEditRowAt` for rows not named, and the answers for the rows named (`canEditRowAt R`).
    public var canEditByDefault = false
    public var canEditRows: [Int: Bool] = [:]
}

extension TouchTrackerApp {
    /// The app a scene runs, as `use touchtracker` chose it.
    public struct Description: Sendable {
        public var edition: Edition
        /// Nil for `bare`.
        public var stage: Stage?
        public var challenges: Challenges
    }
}

/// What one recognizer did since the last `mark`, and its values now.
public struct RecognizerSinceMark: Sendable {
    /// States entered (consecutive repeats collapsed), as many as the history keeps, and whether older ones were dropped.
    public var states: [GestureState]
    public var statesTruncated: Bool
    /// When it entered `began`, `ended`, `cancelled` and `failed` (in that order), and whether older times were dropped.
    public var entered: [(state: GestureState, times: [VirtualTime], truncated: Bool)]
    /// Action messages sent.
    public var actions: Int
    public var translation: Point?
    public var velocity: Point?
    /// A swipe's or a pinch's or rotation's velocity (a number, in its unit per second).
    public var scalarVelocity: Double?
    public var scale: Double?
    public var rotation: Double?
    public var numberOfTouches: Int
}
