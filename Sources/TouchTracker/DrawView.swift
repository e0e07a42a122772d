import GestureEngine

/// The chapter's `DrawView` (`BNRDrawView` in the Objective-C edition): lines in progress keyed by touch, finished
/// lines, the selection and the menu.
///
/// The methods behave as the edition's code does, including its console lines (`touchesBegan(_:with:)`,
/// `Recognized a double tap`, … or `touchesBegan:withEvent:`, `Recognizer Double Tap`, …), which go to the
/// environment's console log in order with everything else.
public struct DrawView: Sendable {
    /// `currentLines: [NSValue: Line]`, keyed by touch; `currentLineFingers` remembers each touch's finger for display.
    public private(set) var currentLines: [TouchID: Line] = [:]
    var currentLineFingers: [TouchID: Int] = [:]
    /// A persistent vector (`LineList`): the models the session and the transcript keep share it with this one.
    public private(set) var finishedLines = LineList()
    /// `selectedLineIndex`; setting it to nil hides the menu once the stage has the `didSet` observer.
    public private(set) var selectedLineIndex: Int?
    public private(set) var menu = MenuController()
    /// True after `becomeFirstResponder()` (DrawView overrides `canBecomeFirstResponder` to return true).
    public private(set) var isFirstResponder = false
    /// Platinum: the colour panel and the colour of new lines.
    public private(set) var isColorPanelVisible = false
    public private(set) var currentColor: String?
    /// Gold: the width new lines get, from the latest pan velocity while drawing.
    public private(set) var currentWidth: Double?

    let features: Stage.Features
    let challenges: Challenges
    public let edition: Edition

    init(features: Stage.Features, challenges: Challenges, edition: Edition) {
        self.features = features
        self.challenges = challenges
        self.edition = edition
    }

    /// The lines in progress, by finger.
    public var currentLinesByFinger: [(finger: Int, line: Line)] {
        currentLines.map { (currentLineFingers[$0.key] ?? 0, $0.value) }.sorted { $0.finger < $1.finger }
    }

    // MARK: - Selection

    mutating func setSelectedLineIndex(_ index: Int?) {
        selectedLineIndex = index
        // `didSet { if selectedLineIndex == nil { menu.setMenuVisible(false, animated: true) } }`
        if index == nil, features.menuHidesOnDeselect { menu.setMenuVisible(false) { _ in false } }
    }

    /// `indexOfLine(at:)` (`lineAtPoint:`) exactly as the edition writes it: points at t = 0, 0.05, … (below 1.0)
    /// along each finished line, or in the Objective-C edition at t = 0, 0.5 and 1.0 only; the first line with one of
    /// them within 20 pt of `point` wins.
    public func indexOfLine(at point: Point) -> Int? {
        let steps = edition.hitTestSteps
        for (index, line) in finishedLines.enumerated() {
            for t in steps {
                let p = edition.point(at: t, from: line.begin, to: line.end)
                let dx = p.x - point.x
                let dy = p.y - point.y
                if (dx * dx + dy * dy).squareRoot() < 20.0 { return index }
            }
        }
        return nil
    }

    // MARK: - UIResponder

    mutating func touchesBegan(_ touches: [ViewTouch], log: (String) -> Void) {
        if let line = edition.touchesLog(.began) { log(line) }
        for touch in touches {
            currentLines[touch.id] = Line(begin: touch.location, end: touch.location, color: currentColor, width: currentWidth)
            currentLineFingers[touch.id] = touch.finger
        }
    }

    mutating func touchesMoved(_ touches: [ViewTouch], log: (String) -> Void) {
        if let line = edition.touchesLog(.moved) { log(line) }
        for touch in touches {
            currentLines[touch.id]?.end = touch.location
            if let w = currentWidth { currentLines[touch.id]?.width = w }
        }
    }

    mutating func touchesEnded(_ touches: [ViewTouch], log: (String) -> Void) {
        if let line = edition.touchesLog(.ended) { log(line) }
        for touch in touches {
            if var line = currentLines[touch.id] {
                line.end = touch.location
                if let w = currentWidth { line.width = w }
                finishedLines.append(line)
                currentLines[touch.id] = nil
                currentLineFingers[touch.id] = nil
            }
        }
    }

    mutating func touchesCancelled(_ touches: [ViewTouch], log: (String) -> Void) {
        if let line = edition.touchesLog(.cancelled) { log(line) }
        currentLines.removeAll()
        currentLineFingers.removeAll()
    }

    // MARK: - Actions (the recognizer passed in as `gesture`)

    mutating func doubleTap(log: (String) -> Void) {
        log(edition.doubleTapLog(features))
        if features.selection { setSelectedLineIndex(nil) }
        currentLines.removeAll()
        currentLineFingers.removeAll()
        finishedLines.removeAll()
    }

    mutating func tap(at point: Point, log: (String) -> Void) {
        log(edition.tapLog)
        guard features.selection else { return }
        setSelectedLineIndex(indexOfLine(at: point))
        guard features.menu else { return }
        if selectedLineIndex != nil {
            // Make DrawView the target of menu item action messages.
            isFirstResponder = true
            menu.menuItems = [MenuController.Item(title: "Delete", action: "deleteLine")]
            menu.setTargetRect(Rect(x: point.x, y: point.y, width: 2, height: 2))
            menu.setMenuVisible(true) { [isFirstResponder] in isFirstResponder && Self.respondsTo($0) }
        } else {
            // Hide the menu if no line is selected.
            menu.setMenuVisible(false) { _ in false }
        }
    }

    mutating func longPress(state: GestureState, at point: Point, log: (String) -> Void) {
        if let line = edition.longPressLog { log(line) }
        if state == .began {
            setSelectedLineIndex(indexOfLine(at: point))
            if selectedLineIndex != nil {
                currentLines.removeAll()
                currentLineFingers.removeAll()
            }
        } else if state == .ended {
            setSelectedLineIndex(nil)
        }
    }

    /// `moveLine(_:)`. Returns true when it asks the pan to reset its translation (`setTranslation(.zero, in:)`).
    mutating func moveLine(state: GestureState, translation: Point, longPressActive: Bool, log: (String) -> Void) -> Bool {
        if let line = edition.panLog { log(line) }
        guard features.moveSelectedLine else { return false }
        // If a line is selected...
        guard let index = selectedLineIndex else { return false }
        // Silver Challenge fix: only the long press that selected the line may drag it.
        if challenges.silverFix, !longPressActive { return false }
        // When the pan recognizer changes its position...
        guard state == .changed else { return false }
        finishedLines[index].begin += translation
        finishedLines[index].end += translation
        return features.resetTranslation
    }

    /// `deleteLine(_:)`, sent by the menu's Delete item.
    mutating func deleteLine() {
        if let index = selectedLineIndex {
            finishedLines.remove(at: index)
            setSelectedLineIndex(nil)
        }
    }

    /// The menu hides after an item is chosen (as UIMenuController does).
    mutating func hideMenuAfterChoice() { menu.setMenuVisible(false) { _ in false } }

    /// Gold: records the drawing speed and the width it maps to.
    mutating func recordDrawingVelocity(_ speed: Double) -> Double {
        let width = Challenges.width(forSpeed: speed)
        currentWidth = width
        for key in currentLines.keys { currentLines[key]?.width = width }
        return width
    }

    mutating func showColorPanel() {
        isColorPanelVisible = true
        currentLines.removeAll()
        currentLineFingers.removeAll()
    }

    mutating func pickColor(_ color: String) {
        currentColor = color
        isColorPanelVisible = false
    }

    /// The actions DrawView implements (`canPerformAction` finds them).
    static func respondsTo(_ action: String) -> Bool { action == "deleteLine" }
}

/// Which challenge changes are in the app.
public struct Challenges: Hashable, Sendable {
    /// Silver: dragging while the menu is up no longer drags the selected line.
    public var silverFix = false
    /// Gold: line width from the pan's velocity while drawing, velocities logged.
    public var gold = false
    /// Platinum: a three-finger swipe up shows a colour panel; `panel pick COLOR` colours later lines.
    public var platinum = false

    public init() {}

    /// The Platinum palette.
    public static let colors = ["black", "red", "orange", "yellow", "green", "blue", "purple"]

    /// Gold's mapping from the pan's speed (pt/s) to a line width (pt): 4 pt when still, one more point per
    /// 200 pt/s, at most 24 pt. Visible in the log so the mapping can be tuned.
    public static func width(forSpeed speed: Double) -> Double {
        min(24, 4 + speed / 200)
    }
}
