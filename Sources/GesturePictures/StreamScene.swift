import GestureEngine
import GestureScript

/// The scene as the pictures know it, read from the output stream alone: what `SceneTable` keeps (names, kinds,
/// views, screen, title, the scene's number), and what the trace tells of the scene's state: each recognizer's
/// state, the pending timers (the session turns `SessionOptions.tracesTimers` on for the pictures), the fingers
/// down and where, and the TouchTracker line model.
///
/// A batch of trace events is applied whole (`apply(_:)`) before the pictures draw its events one by one: what they
/// read of the state while drawing is the state after the batch, as it stands when the batch is reported.
struct StreamScene {
    struct Timer {
        var recognizer: RecognizerID
        var timer: MachineTimer
        var deadline: VirtualTime
        /// Scheduling order: timers with the same deadline fire in it.
        var sequence: Int
    }

    private(set) var table = SceneTable()
    /// States by recognizer index (a recognizer the trace has not moved is `possible`).
    private var states: [GestureState] = []
    private var timers: [Timer] = []
    private var nextSequence = 0
    /// Window locations of the fingers down, by finger number.
    private var fingers: [Int: Point] = [:]
    /// The line model as last reported (nil without TouchTracker).
    private(set) var model: ModelSnapshot?

    /// Reads one output's part of the scene. An output that begins another scene (`isNewScene(_:)`) forgets the old
    /// one: the caller keeps what it needs of it first.
    mutating func read(_ output: SessionOutput) {
        switch output {
        case .scene(let event):
            if case .began(_, _, _, let number) = event, number != table.number {
                states = []
                timers = []
                fingers = [:]
                model = nil
            }
            if case .shownModel(let m) = event { model = m }
            table.read(event)
        case .clock:
            table.read(output)
        case .trace(let events):
            table.read(output)  // scroll views' offsets
            apply(events)
        case .model(let m), .modelStep(let m):
            model = m
        case .statement, .expectationFailure, .iteration, .repeatEnd, .note, .show, .error, .summary:
            break
        }
    }

    /// Whether `output` begins another scene than the one read so far.
    func isNewScene(_ output: SessionOutput) -> Bool {
        if case .scene(.began(_, _, _, let number)) = output { return number != table.number }
        return false
    }

    private mutating func apply(_ events: [TraceEvent]) {
        for e in events {
            switch e {
            case .touchEvent(_, let changes):
                for c in changes {
                    switch c.phase {
                    case .began, .moved, .stationary: fingers[c.finger] = c.location
                    case .ended, .cancelled: fingers[c.finger] = nil
                    }
                }
            case .transition(_, let id, _, let to, _):
                setState(to, of: id)
            case .reset(_, let ids):
                for id in ids { setState(.possible, of: id) }
            case .timerScheduled(_, let id, let timer, let deadline):
                timers.removeAll { $0.recognizer == id && $0.timer == timer }
                timers.append(Timer(recognizer: id, timer: timer, deadline: deadline, sequence: nextSequence))
                nextSequence += 1
            case .timerFired(_, let id, let timer), .timerCancelled(_, let id, let timer):
                timers.removeAll { $0.recognizer == id && $0.timer == timer }
            case .touchRejected, .waiting, .action, .viewCall, .passedOn, .withheld, .dropped, .log, .controlEvent, .delegateAnswer, .scrolled,
                .contentTouchAnswer:
                break
            }
        }
    }

    private mutating func setState(_ state: GestureState, of id: RecognizerID) {
        if id.index >= states.count { states += Array(repeating: .possible, count: id.index + 1 - states.count) }
        states[id.index] = state
    }

    /// A recognizer's state now.
    func state(of id: RecognizerID) -> GestureState {
        id.index < states.count ? states[id.index] : .possible
    }

    /// A recognizer's pending timers, in firing order.
    func pendingTimers(of id: RecognizerID) -> [Timer] {
        timers.filter { $0.recognizer == id }.sorted { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }
    }

    /// The recognizer named `name`, if the scene has one.
    func recognizer(named name: String) -> RecognizerID? {
        table.recognizerNames.firstIndex(of: name).map { RecognizerID(index: $0) }
    }

    /// The recognizers attached to `view`, in `addGestureRecognizer` order (the order they were declared).
    func recognizers(on view: ViewID) -> [RecognizerID] {
        table.recognizers.filter { $0.view == view }.map(\.id)
    }

    /// A view's parent, nil for the window or a view the stream never told.
    func parent(of view: ViewID) -> ViewID? {
        view.index < table.views.count ? table.views[view.index].parent : nil
    }

    /// A table's or collection's visible cells (`row 2`, `item 4`) in window coordinates, cut to the view's frame. A
    /// row swiped open (`SceneCells.openRow`) is drawn moved left by the width it reveals, with its `Delete` button
    /// in the gap, as the device shows it; a row being swiped (`SceneCells.swipingRow`) moved where the finger has
    /// taken it, with the button in the gap while it is moved left.
    static func cells(_ cells: SceneCells, of v: SceneView, at origin: Point, offset: Point) -> [(name: String, frame: Rect)] {
        let size = Point(x: v.frame.width, y: v.frame.height)
        let noun = cells.kind == .table ? "row" : "item"
        // A rectangle of the content, in window coordinates, cut to the view's bounds.
        func shown(_ f: Rect) -> Rect? {
            let x0 = max(f.origin.x - offset.x, 0), y0 = max(f.origin.y - offset.y, 0)
            let x1 = min(f.origin.x + f.width - offset.x, size.x), y1 = min(f.origin.y + f.height - offset.y, size.y)
            guard x1 > x0, y1 > y0 else { return nil }
            return Rect(x: origin.x + x0, y: origin.y + y0, width: x1 - x0, height: y1 - y0)
        }
        var drawn: [(name: String, frame: Rect)] = []
        for cell in cells.visible(offset: offset, size: size) {
            let name = "\(noun) \(cell.index)"
            // How far the row is moved, points, negative to the left: the swipe's offset while it swipes, else the
            // open row's reveal.
            let shift = cell.index == cells.swipingRow ? cells.swipingRowOffset
                : cell.index == cells.openRow ? -cells.openRowReveal : 0
            guard cells.kind == .table, shift != 0 else {
                if let f = shown(cell.frame) { drawn.append((name, f)) }
                continue
            }
            let f = cell.frame
            let reveal = min(max(0, -shift), f.width)
            if let moved = shown(Rect(x: f.origin.x + max(shift, -f.width), y: f.origin.y, width: f.width, height: f.height)) {
                drawn.append((name, moved))
            }
            if reveal > 0, let button = shown(Rect(x: f.origin.x + f.width - reveal, y: f.origin.y, width: reveal, height: f.height)) {
                drawn.append(("Delete", button))
            }
        }
        return drawn
    }

    /// `frame` cut to `clip` (window coordinates): `frame` itself, the same numbers, when `clip` is nil or holds it
    /// whole; nil when nothing of it is inside.
    static func cut(_ frame: Rect, to clip: Rect?) -> Rect? {
        guard let c = clip else { return frame }
        let (x0, y0, x1, y1) = (frame.origin.x, frame.origin.y, frame.origin.x + frame.width, frame.origin.y + frame.height)
        let (cx0, cy0, cx1, cy1) = (c.origin.x, c.origin.y, c.origin.x + c.width, c.origin.y + c.height)
        if x0 >= cx0, y0 >= cy0, x1 <= cx1, y1 <= cy1 { return frame }
        let (l, t, r, b) = (max(x0, cx0), max(y0, cy0), min(x1, cx1), min(y1, cy1))
        guard r > l, b > t else { return nil }
        return Rect(x: l, y: t, width: r - l, height: b - t)
    }

    /// What the subviews of a view with `frame` are cut to, given what the view itself is cut to (`inherited`): a
    /// scroll view shows its content only inside its bounds (UIScrollView's `clipsToBounds` is true); other views
    /// clip nothing (UIView's is false).
    static func clip(forSubviewsOf frame: Rect, isScrollView: Bool, inherited: Rect?) -> Rect? {
        guard isScrollView else { return inherited }
        return cut(frame, to: inherited) ?? Rect(x: frame.origin.x, y: frame.origin.y, width: 0, height: 0)
    }

    /// The screen as it is now: views in window coordinates (each frame's origin added to its parents', less a scroll
    /// view's content offset for its content), each cut to the bounds of the scroll views it is inside; the line
    /// model, the fingers down.
    var screen: CanvasScene {
        let views = table.views
        var origins: [Point] = []
        var clips: [Rect?] = []
        var drawn: [(name: String, frame: Rect)] = []
        for (k, v) in views.enumerated() {
            var parentOrigin = v.parent.flatMap { $0.index < origins.count ? origins[$0.index] : nil } ?? Point(x: 0, y: 0)
            if let p = v.parent, p.index < views.count, let scroll = views[p.index].scroll { parentOrigin = parentOrigin - scroll.contentOffset }
            let origin = k == 0 ? Point(x: 0, y: 0) : parentOrigin + v.frame.origin
            origins.append(origin)
            let frame = Rect(x: origin.x, y: origin.y, width: v.frame.width, height: v.frame.height)
            let inherited = v.parent.flatMap { $0.index < clips.count ? clips[$0.index] : nil }
            clips.append(Self.clip(forSubviewsOf: frame, isScrollView: v.scroll != nil, inherited: inherited))
            if k > 0, let shown = Self.cut(frame, to: inherited) { drawn.append((v.name, shown)) }
            if let scroll = v.scroll, let cells = scroll.cells {
                drawn += Self.cells(cells, of: v, at: origin, offset: scroll.contentOffset).compactMap { cell in
                    Self.cut(cell.frame, to: inherited).map { (cell.name, $0) }
                }
            }
        }
        return CanvasScene(screenWidth: table.screen.x, screenHeight: table.screen.y, views: drawn,
                           model: table.touchTracker ? model : nil,
                           fingers: fingers.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }
}
