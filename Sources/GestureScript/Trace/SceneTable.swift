import GestureEngine

/// The scene as a reader of the output stream knows it: built only from the stream's `.scene` outputs
/// (`SceneEvent`) and its `.clock`, it names the ids in trace events, says what each recognizer and view is, and
/// what time it is. Every consumer of the stream (transcript, JSON lines, the library's events) keeps one instead
/// of asking the session.
///
/// Names are kept in arrays by index: a renderer looks one up for every event.
public struct SceneTable: Sendable {
    /// The scene's title (`scene: window 375×667`), as the last `began` said.
    public private(set) var title = ""
    /// Screen size, points.
    public private(set) var screen = Point(x: 0, y: 0)
    /// Whether the TouchTracker app runs in the scene.
    public private(set) var touchTracker = false
    /// Views by index (the window first).
    public private(set) var views: [SceneView] = []
    /// Recognizers by index, as last told.
    public private(set) var recognizers: [SceneRecognizer] = []
    /// Recognizer names by index.
    public private(set) var recognizerNames: [String] = []
    /// View names by index.
    public private(set) var viewNames: [String] = []
    /// The transcript's level, as last told.
    public private(set) var traceLevel = TraceLevel.normal
    /// The line model the transcript showed last when a run began (nil before, or without TouchTracker).
    public private(set) var shownModel: ModelSnapshot?
    /// How many scenes began (a reader drawing each scene apart compares it).
    public private(set) var generation = 0
    /// The virtual clock as the stream last told it (`.clock`).
    public private(set) var now = VirtualTime.start

    public init() {}

    /// Reads one output; true when it was a scene event or the clock (which print nothing by themselves).
    @discardableResult
    public mutating func read(_ output: SessionOutput) -> Bool {
        switch output {
        case .scene(let event):
            read(event)
            return true
        case .clock(let time):
            now = time
            return true
        default:
            return false
        }
    }

    /// Applies one scene event.
    public mutating func read(_ event: SceneEvent) {
        switch event {
        case .began(let title, let screen, let touchTracker):
            self.title = title
            self.screen = screen
            self.touchTracker = touchTracker
            views.removeAll()
            viewNames.removeAll()
            recognizers.removeAll()
            recognizerNames.removeAll()
            shownModel = nil
            generation += 1
        case .screen(let size):
            screen = size
        case .view(let v):
            put(v, at: v.id.index, in: &views)
            put(v.name, at: v.id.index, in: &viewNames)
        case .recognizer(let r):
            put(r, at: r.id.index, in: &recognizers)
            put(r.name, at: r.id.index, in: &recognizerNames)
        case .traceLevel(let level):
            traceLevel = level
        case .shownModel(let model):
            shownModel = model
        }
    }

    /// Stores `value` at `index`, growing the array by copies of it when the index is new (a stream always tells
    /// ids in order, so the array grows by one).
    private func put<T>(_ value: T, at index: Int, in array: inout [T]) {
        if index < array.count {
            array[index] = value
        } else {
            while array.count < index { array.append(value) }
            array.append(value)
        }
    }

    /// A recognizer's name; `#N` for an id the stream never told.
    public func name(of id: RecognizerID) -> String {
        id.index < recognizerNames.count ? recognizerNames[id.index] : "#\(id.index)"
    }

    /// A view's name; `#N` for an id the stream never told.
    public func name(of id: ViewID) -> String {
        id.index < viewNames.count ? viewNames[id.index] : "#\(id.index)"
    }

    /// Whether the recognizer is discrete (a tap or a swipe reports `recognized`, not `ended`); false for an id the
    /// stream never told.
    public func isDiscrete(_ id: RecognizerID) -> Bool {
        id.index < recognizers.count && recognizers[id.index].kind.isDiscrete
    }

    /// A recognizer's kind, nil for an id the stream never told.
    public func kind(of id: RecognizerID) -> RecognizerKind? {
        id.index < recognizers.count ? recognizers[id.index].kind : nil
    }
}
