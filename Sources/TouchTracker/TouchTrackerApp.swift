import GestureEngine

/// TouchTracker running inside a `GestureEnvironment`: the `DrawView` as view `canvas`, its recognizers as the
/// chapter's `init?(coder:)` (`initWithFrame:`) creates them at a given stage of a given edition, and the
/// target-action wiring.
public final class TouchTrackerApp: AppHost {
    public private(set) var drawView: DrawView
    public let canvas: ViewID
    public let stage: Stage?
    public let challenges: Challenges
    /// The printed edition the app follows (names, console strings, hit test); `.swift` unless asked.
    public let edition: Edition

    /// What `use touchtracker …` asked for.
    public enum Setup: Hashable, Sendable {
        /// The chapter's final app.
        case final
        /// The view and its methods, no recognizers.
        case bare
        case stage(Stage)
        /// The final app with challenge changes.
        case challenges(Challenges)
    }

    /// Methods a script may bind with `action NAME -> METHOD` in the Swift edition.
    public static let methods = methods(in: .swift)

    /// Methods a script may bind with `action NAME -> METHOD` in `edition` (written without the Objective-C colon).
    public static func methods(in edition: Edition) -> [String] { AppAction.allCases.map { edition.recognizerName($0) } }

    private init(canvas: ViewID, stage: Stage?, challenges: Challenges, edition: Edition) {
        self.canvas = canvas
        self.stage = stage
        self.challenges = challenges
        self.edition = edition
        drawView = DrawView(features: edition.features(at: stage ?? Stage.final), challenges: challenges, edition: edition)
    }

    /// The method `action R -> METHOD` binds for `name` in this app's edition (`singleTap` → `singleTap:`), or nil.
    public func methodName(forScriptName name: String) -> String? {
        edition.action(named: name).map { edition.methodName($0) }
    }

    /// Puts the DrawView on screen as `canvas` (full screen, `isMultipleTouchEnabled` as chapter 18 sets it; its touch
    /// methods do not call super, so it handles its touches and the responder chain stops there) and adds
    /// the recognizers of `setup`. The environment keeps a weak reference: the caller owns the app.
    public static func install(_ setup: Setup, edition: Edition = .swift, in env: GestureEnvironment) -> TouchTrackerApp {
        let canvas = env.addView(name: "canvas", frame: Rect(x: 0, y: 0, width: env.screenSize.x, height: env.screenSize.y))
        env.setViewFlags(canvas, multipleTouch: true, handlesTouches: true)
        let stage: Stage?
        var challenges = Challenges()
        switch setup {
        case .final: stage = .final
        case .bare: stage = nil
        case .stage(let s): stage = s
        case .challenges(let c):
            stage = .final
            challenges = c
        }
        let app = TouchTrackerApp(canvas: canvas, stage: stage, challenges: challenges, edition: edition)
        env.host = app
        if stage != nil { app.addRecognizers(app.drawView.features, in: env) }
        if challenges.platinum { app.addColorPanelSwipe(in: env) }
        return app
    }

    /// This app, running in `env`: a new app with the same stage, edition, challenges and model (finished lines, lines
    /// in progress per finger, selection, menu, colour panel, current colour and width), installed as `env`'s host.
    ///
    /// `env` must be a copy (`copy()` or `copy(into:)`) of the environment this app is installed in: it holds the
    /// canvas and the recognizers under the same IDs and names, with their action bindings (method names) and
    /// delegate answers (values), so nothing else needs re-pointing — the app reaches the environment only through
    /// the `AppHost` calls, which pass it in. What belongs to a gesture in flight (a pan's translation while a line
    /// moves, the touches of lines in progress) is in the environment's copy. The caller owns the returned app (the
    /// environment holds its host weakly). Cost: one copy of the model (O(lines)).
    public func copy(into env: GestureEnvironment) -> TouchTrackerApp {
        let app = TouchTrackerApp(canvas: canvas, stage: stage, challenges: challenges, edition: edition)
        app.drawView = drawView
        env.host = app
        return app
    }

    /// The chapter's `init?(coder:)` (`initWithFrame:`) at this stage. Both editions set the same properties: the
    /// double tap and the single tap both delay touchesBegan, the single tap waits for the double tap to fail, the
    /// pan does not cancel the view's touches and its delegate allows simultaneous recognition.
    private func addRecognizers(_ f: Stage.Features, in env: GestureEnvironment) {
        let doubleTap = env.addRecognizer(name: edition.recognizerName(.doubleTap), kind: .tap, view: canvas)
        try? env.setProperty("numberOfTapsRequired", of: doubleTap, to: .integer(2))
        if f.doubleTapDelaysTouchesBegan { try? env.setProperty("delaysTouchesBegan", of: doubleTap, to: .bool(true)) }
        env.addAction(doubleTap, method: edition.methodName(.doubleTap))
        if f.singleTap {
            let tap = env.addRecognizer(name: edition.recognizerName(.tap), kind: .tap, view: canvas)
            try? env.setProperty("delaysTouchesBegan", of: tap, to: .bool(true))
            if f.tapRequiresDoubleTapToFail { try? env.require(tap, toFail: doubleTap) }
            env.addAction(tap, method: edition.methodName(.tap))
        }
        if f.longPress {
            let longPress = env.addRecognizer(name: edition.recognizerName(.longPress), kind: .longPress, view: canvas)
            env.addAction(longPress, method: edition.methodName(.longPress))
        }
        if f.pan {
            let moveLine = env.addRecognizer(name: edition.recognizerName(.moveLine), kind: .pan, view: canvas)
            try? env.setProperty("cancelsTouchesInView", of: moveLine, to: .bool(false))
            if f.simultaneous { env.setDelegate(moveLine) { $0.simultaneousWithAny = true } }
            env.addAction(moveLine, method: edition.methodName(.moveLine))
        }
    }

    /// Platinum: a three-finger swipe up.
    private func addColorPanelSwipe(in env: GestureEnvironment) {
        let swipe = env.addRecognizer(name: "colorSwipe", kind: .swipe, view: canvas)
        try? env.setProperty("direction", of: swipe, to: .direction(.up))
        try? env.setProperty("numberOfTouchesRequired", of: swipe, to: .integer(3))
        env.addAction(swipe, method: edition.methodName(.showColorPanel))
    }

    // MARK: - AppHost

    public func view(_ view: ViewID, received call: TouchPhase, touches: [ViewTouch], in env: AppContext) {
        guard view == canvas else { return }
        switch call {
        case .began: drawView.touchesBegan(touches, log: { env.log($0) })
        case .moved: drawView.touchesMoved(touches, log: { env.log($0) })
        case .ended: drawView.touchesEnded(touches, log: { env.log($0) })
        case .cancelled: drawView.touchesCancelled(touches, log: { env.log($0) })
        case .stationary: break
        }
    }

    public func perform(_ method: String, from recognizer: RecognizerID, in env: AppContext) {
        let state = env.state(of: recognizer)
        let point = env.view(canvas).convertFromWindow(env.location(of: recognizer))
        // Bindings are checked against `methods(in:)` by the interpreter.
        guard let action = edition.action(named: method) else { return }
        switch action {
        case .doubleTap:
            drawView.doubleTap(log: { env.log($0) })
        case .tap:
            drawView.tap(at: point, log: { env.log($0) })
        case .longPress:
            drawView.longPress(state: state, at: point, log: { env.log($0) })
        case .moveLine:
            moveLine(recognizer, state: state, in: env)
        case .showColorPanel:
            env.log("Recognized a three-finger swipe up: colour panel shown")
            drawView.showColorPanel()
        }
    }

    private func moveLine(_ recognizer: RecognizerID, state: GestureState, in env: AppContext) {
        let translation = env.translation(of: recognizer) ?? .zero
        let longPressActive = env.recognizers.contains { r in
            r.kind == .longPress && r.actions.contains(edition.methodName(.longPress)) && (r.state == .began || r.state == .changed)
        }
        if drawView.moveLine(state: state, translation: translation, longPressActive: longPressActive, log: { env.log($0) }) {
            env.setTranslation(.zero, of: recognizer)
        }
        // Drawing means a line in progress under the pan's finger, not merely "no selection": when a line move ends,
        // the long press deselects the line before the pan's last action.
        if challenges.gold, drawView.selectedLineIndex == nil, !drawView.currentLines.isEmpty, let v = env.velocity(of: recognizer) {
            let speed = v.length
            let width = drawView.recordDrawingVelocity(speed)
            env.log("Pan velocity: \(formatNumber(v.x, decimals: 1)),\(formatNumber(v.y, decimals: 1)) pt/s (speed \(formatNumber(speed, decimals: 1))) → line width \(formatNumber(width, decimals: 1)) pt")
        }
    }

    // MARK: - Script commands

    /// Why `menu tap` or `panel pick` could not be done.
    public enum CommandError: Error, Hashable, Sendable {
        case menuHidden
        case noSuchMenuItem(String, available: [String])
        case panelHidden
        case unknownColor(String)
    }

    /// `menu tap ITEM`: sends the item's action to the first responder, then the menu hides.
    public func menuTap(_ title: String, in env: GestureEnvironment) throws(CommandError) {
        let menu = drawView.menu
        guard menu.isMenuVisible else { throw .menuHidden }
        guard let item = menu.visibleItems.first(where: { $0.title == title }) else {
            throw .noSuchMenuItem(title, available: menu.visibleItems.map(\.title))
        }
        drawView.hideMenuAfterChoice()
        if item.action == "deleteLine" { drawView.deleteLine() }
    }

    /// `panel pick COLOR` (Platinum).
    public func panelPick(_ color: String) throws(CommandError) {
        guard drawView.isColorPanelVisible else { throw .panelHidden }
        guard Challenges.colors.contains(color) else { throw .unknownColor(color) }
        drawView.pickColor(color)
    }
}
