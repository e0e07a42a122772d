import GestureEngine

/// Which printed edition of the chapter the app follows. The behaviour of the recognizers is UIKit's either way; what
/// differs is what the reader typed: the class and method names, the console strings (spelling included), the line
/// hit test, and which steps the text takes separately.
///
/// - `swift`: the Swift editions (`DrawView`, `doubleTap(_:)`, `print("Recognized a double tap")`, a hit test at
///   t = 0, 0.05, … 0.95). The default.
/// - `objc`: the Objective-C edition (`BNRDrawView`, `doubleTap:`, `singleTap:`, `NSLog(@"Recognizer Double Tap")`,
///   a hit test at t = 0, 0.5 and 1.0 only).
public enum Edition: String, CaseIterable, Hashable, Sendable {
    case swift, objc

    /// How the edition is named in prose (`Objective-C edition`).
    public var title: String {
        switch self {
        case .swift: "Swift"
        case .objc: "Objective-C"
        }
    }

    /// The class the reader writes for the canvas.
    public var viewClassName: String {
        switch self {
        case .swift: "DrawView"
        case .objc: "BNRDrawView"
        }
    }

    /// The app's action methods, as the edition names them (`doubleTap` / `doubleTap:`). Transcripts print a Swift
    /// method as `doubleTap(_:)` and an Objective-C selector as written.
    public func methodName(_ action: AppAction) -> String {
        switch self {
        case .swift: action.rawValue
        case .objc: (action == .tap ? "singleTap" : action.rawValue) + ":"
        }
    }

    /// The name the app gives the recognizer whose action is `action` (the action's name without the colon).
    public func recognizerName(_ action: AppAction) -> String {
        switch self {
        case .swift: action.rawValue
        case .objc: action == .tap ? "singleTap" : action.rawValue
        }
    }

    /// The action a method name (as a script writes it in `action R -> METHOD`, colon or not) stands for.
    public func action(named method: String) -> AppAction? {
        let bare = method.hasSuffix(":") ? String(method.dropLast()) : method
        return AppAction.allCases.first { recognizerName($0) == bare }
    }

    // MARK: - The console

    /// What the view's touch method logs: the Swift chapter's `print(#function)` (`touchesBegan(_:with:)`), the
    /// Objective-C chapter's `NSLog(@"%@", NSStringFromSelector(_cmd))` (`touchesBegan:withEvent:`).
    func touchesLog(_ phase: TouchPhase) -> String? {
        let name: String
        switch phase {
        case .began: name = "touchesBegan"
        case .moved: name = "touchesMoved"
        case .ended: name = "touchesEnded"
        case .cancelled: name = "touchesCancelled"
        case .stationary: return nil
        }
        switch self {
        case .swift: return name + "(_:with:)"
        case .objc: return name + ":withEvent:"
        }
    }

    /// The double tap's console line. The Objective-C text prints `Recognized Double Tap` in its first listing and,
    /// from the listing that adds `delaysTouchesBegan` on, `Recognizer Double Tap` (both as printed there).
    func doubleTapLog(_ features: Stage.Features) -> String {
        switch self {
        case .swift: "Recognized a double tap"
        case .objc: features.doubleTapDelaysTouchesBegan ? "Recognizer Double Tap" : "Recognized Double Tap"
        }
    }

    /// The single tap's console line (`Recongizer Single Tap` is the Objective-C text's spelling).
    var tapLog: String {
        switch self {
        case .swift: "Recognized a tap"
        case .objc: "Recongizer Single Tap"
        }
    }

    /// The long press's console line; the Objective-C `longPress:` logs nothing.
    var longPressLog: String? {
        switch self {
        case .swift: "Recognized a long press"
        case .objc: nil
        }
    }

    /// The pan's console line; the Objective-C `moveLine:` logs nothing.
    var panLog: String? {
        switch self {
        case .swift: "Recognized a pan"
        case .objc: nil
        }
    }

    // MARK: - The line hit test

    /// The values of t at which `indexOfLine(at:)` / `lineAtPoint:` tests a line: the Swift
    /// `stride(from: 0, to: 1.0, by: 0.05)` (20 points, the end point excluded), the Objective-C
    /// `for (float t = 0.0; t <= 1.0; t += 0.5)` (3 points: begin, middle, end).
    var hitTestSteps: [Double] {
        switch self {
        case .swift: (0..<20).map { Double($0) * 0.05 }
        case .objc: [0, 0.5, 1.0]
        }
    }

    /// The point at `t` along a line, as the edition computes it: in `CGFloat`, or (Objective-C) stored into a
    /// `float`, which rounds each coordinate to single precision.
    func point(at t: Double, from begin: Point, to end: Point) -> Point {
        let x = begin.x + ((end.x - begin.x) * t)
        let y = begin.y + ((end.y - begin.y) * t)
        switch self {
        case .swift: return Point(x: x, y: y)
        case .objc: return Point(x: Double(Float(x)), y: Double(Float(y)))
        }
    }

    // MARK: - The steps

    /// How this edition has `stage`: nil when it is a step of its own, otherwise why not and which step has it.
    public func absence(of stage: Stage) -> Stage.Absence? {
        switch self {
        case .swift: return nil
        case .objc: return stage.objcAbsence
        }
    }

    /// What the app has at `stage` in this edition.
    func features(at stage: Stage) -> Stage.Features {
        var f = stage.features
        switch self {
        case .swift: break
        case .objc:
            // No `didSet` on the selection: nothing hides the menu when a double tap or a long press deselects.
            f.menuHidesOnDeselect = false
        }
        return f
    }
}

/// The app's action methods, whatever the edition calls them.
public enum AppAction: String, CaseIterable, Hashable, Sendable {
    case doubleTap, tap, longPress, moveLine, showColorPanel
}
