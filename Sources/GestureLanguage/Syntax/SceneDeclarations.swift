/// `view NAME frame X,Y,W,H [in PARENT] [KIND] [exclusiveTouch] [multipleTouch] [handlesTouches]
/// [scrollView content W,H]`, KIND one of `control`, `button`, `switch`, `stepper`, `segmentedControl`, `pageControl`,
/// `slider`, `label`, `imageView`.
///
/// Options may be written in any order, each at most once.
public struct ViewDeclaration: Hashable, Sendable {
    /// The new view's name.
    public var name: Located<String>
    /// The frame in the parent's coordinates (points).
    public var frame: RectLiteral
    /// `in PARENT`; `nil` means the default parent (`window`).
    public var parent: Located<String>?
    /// The view's kind: `.plain` (a `UIView`) unless the statement names one; `label` and `imageView` are plain views
    /// with `isUserInteractionEnabled` off; every other kind is a `UIControl` (logs `NAME.touchUpInside`), and the
    /// standard controls refuse some gestures of other views' recognizers.
    public var kind: ViewKindName
    /// `exclusiveTouch`: UIView's `isExclusiveTouch`.
    public var isExclusiveTouch: Bool
    /// `multipleTouch`: UIView's `isMultipleTouchEnabled`.
    public var isMultipleTouchEnabled: Bool
    /// `handlesTouches`: a subclass whose touch methods do not call super, so the responder chain stops at it.
    public var handlesTouches = false
    /// `scrollView content W,H`: the view is a `UIScrollView` whose `contentSize` is W,H (points; the interpreter
    /// refuses a negative or non-finite side). `nil` for any other view.
    public var scrollContent: PointLiteral?
    /// `tableView rows N [rowHeight H]` or `collectionView items N itemSize W,H`: the view is a table or collection
    /// (a scroll view whose content is its cells). `nil` for any other view.
    public var table: TableDeclaration?

    public init(
        name: Located<String>,
        frame: RectLiteral,
        parent: Located<String>? = nil,
        kind: ViewKindName = .plain,
        isExclusiveTouch: Bool = false,
        isMultipleTouchEnabled: Bool = false,
        scrollContent: PointLiteral? = nil
    ) {
        self.name = name
        self.frame = frame
        self.parent = parent
        self.kind = kind
        self.isExclusiveTouch = isExclusiveTouch
        self.isMultipleTouchEnabled = isMultipleTouchEnabled
        self.scrollContent = scrollContent
    }
}

/// `tableView rows N [rowHeight H]` / `collectionView items N itemSize W,H` (grammar/README.md, Tables and
/// collections). The parser has checked the count (`0…Parser.maximumTableRows`) and the sizes (finite, greater than
/// zero). The interpreter gives the engine its kind and cell size (`TableDeclaration+Engine.swift` in GestureScript).
public struct TableDeclaration: Hashable, Sendable {
    /// Which statement declared it: the language's own names for the engine's table kinds.
    public enum Kind: Hashable, Sendable {
        /// `tableView` (`UITableView`).
        case table
        /// `collectionView` (`UICollectionView` with a flow layout).
        case collection
    }

    public var kind: Kind
    /// Rows (items).
    public var count: Located<Int>
    /// A table's `rowHeight` as written (nil: the default, 44).
    public var rowHeight: Located<Double>?
    /// A collection's `itemSize`.
    public var itemSize: PointLiteral?

    public init(kind: Kind, count: Located<Int>, rowHeight: Located<Double>? = nil, itemSize: PointLiteral? = nil) {
        self.kind = kind
        self.count = count
        self.rowHeight = rowHeight
        self.itemSize = itemSize
    }

    /// As written in a script.
    public var description: String {
        switch kind {
        case .table: "tableView rows \(count.value)" + (rowHeight.map { " rowHeight \(SourceText.number($0.value))" } ?? "")
        case .collection: "collectionView items \(count.value) itemSize \(itemSize.map { "\($0)" } ?? "")"
        }
    }
}

/// `recognizer NAME = KIND [on VIEW] [PROP = VALUE]…`.
///
/// `KIND` is kept as written (`tap`, `UITapGestureRecognizer`, …); the interpreter
/// validates it and the property names. `on VIEW` may come before, between or after the
/// property assignments, at most once.
public struct RecognizerDeclaration: Hashable, Sendable {
    /// The new recognizer's name.
    public var name: Located<String>
    /// The kind as written.
    public var kind: Located<String>
    /// `on VIEW`; `nil` means the default view (`window`, or `canvas` under TouchTracker).
    public var view: Located<String>?
    /// The inline property assignments in source order.
    public var properties: [PropertyAssignment]

    public init(
        name: Located<String>,
        kind: Located<String>,
        view: Located<String>? = nil,
        properties: [PropertyAssignment] = []
    ) {
        self.name = name
        self.kind = kind
        self.view = view
        self.properties = properties
    }
}

/// `PROP = VALUE`, inside a `recognizer` declaration or after `NAME.`.
public struct PropertyAssignment: Hashable, Sendable {
    /// The property name, UIKit spelling, as written.
    public var name: Located<String>
    /// The value.
    public var value: PropertyLiteral
    /// From the property name to the end of the value.
    public var range: SourceRange

    public init(name: Located<String>, value: PropertyLiteral, range: SourceRange) {
        self.name = name
        self.value = value
        self.range = range
    }
}

/// `delegate NAME METHOD … = BOOL`: what the recognizer's delegate answers.
public struct DelegateRule: Hashable, Sendable {
    /// The recognizer whose delegate answers.
    public var recognizer: Located<String>
    /// Which delegate method, with its argument.
    public var method: DelegateMethod
    /// The answer (`true` or `false`).
    public var answer: Located<Bool>

    public init(recognizer: Located<String>, method: DelegateMethod, answer: Located<Bool>) {
        self.recognizer = recognizer
        self.method = method
        self.answer = answer
    }
}

/// The `UIGestureRecognizerDelegate` method a ``DelegateRule`` answers.
public enum DelegateMethod: Hashable, Sendable {
    /// `shouldRecognizeSimultaneouslyWith OTHER|any`.
    case shouldRecognizeSimultaneously(with: DelegateTarget)
    /// `shouldBegin` (`gestureRecognizerShouldBegin(_:)`).
    case shouldBegin
    /// `shouldReceive [… in VIEW]` (`gestureRecognizer(_:shouldReceive:)`); with a view,
    /// the answer applies only to touches whose hit view is that view.
    case shouldReceive(inView: Located<String>?)
    /// `shouldReceive … within VIEW`: the answer applies to touches whose hit view is VIEW or one of its descendants
    /// (`touch.view?.isDescendant(of: VIEW)`), the opposite answer to all others.
    case shouldReceiveWithin(view: Located<String>)
    /// `shouldRequireFailureOf OTHER|any`.
    case shouldRequireFailure(of: DelegateTarget)
    /// `shouldBeRequiredToFailBy OTHER|any`.
    case shouldBeRequiredToFail(by: DelegateTarget)
    /// `delegate TABLE shouldHighlightRowAt = B` (`shouldHighlightItemAt` for a collection): the table's delegate,
    /// not a recognizer's; the same answer for every row.
    case shouldHighlightRow(item: Bool)
    /// `delegate TABLE canEditRowAt [R] = B`: the data source's `tableView(_:canEditRowAt:)`, with `commit(_:forRowAt:)`
    /// implemented: true turns swipe-to-delete on; with a row R, the answer for that row only (a row that cannot be
    /// edited has no swipe actions).
    case canEditRow(row: Located<Int>?)

    /// The method's name as written in scripts (`shouldBegin`, …).
    public var keyword: String {
        switch self {
        case .shouldRecognizeSimultaneously: "shouldRecognizeSimultaneouslyWith"
        case .shouldBegin: "shouldBegin"
        case .shouldReceive, .shouldReceiveWithin: "shouldReceive"
        case .shouldRequireFailure: "shouldRequireFailureOf"
        case .shouldBeRequiredToFail: "shouldBeRequiredToFailBy"
        case .shouldHighlightRow(let item): item ? "shouldHighlightItemAt" : "shouldHighlightRowAt"
        case .canEditRow: "canEditRowAt"
        }
    }
}

/// The other recognizer a pairwise delegate method is asked about.
public enum DelegateTarget: Hashable, Sendable {
    /// A named recognizer.
    case recognizer(Located<String>)
    /// `any`: every other recognizer. The range is where `any` was written.
    case any(SourceRange)
}

/// How `use touchtracker` sets up the TouchTracker app (grammar/README.md, Use).
public enum TouchTrackerSetup: Hashable, Sendable {
    /// `use touchtracker`: the chapter's final app.
    case final
    /// `use touchtracker bare`: the view and its methods, no recognizers.
    case bare
    /// `use touchtracker stage NAME`: the app at one step of the chapter (`03-single-tap`).
    case stage(Located<String>)
    /// `use touchtracker fix NAME`: the final app with a challenge's fix (`silver`).
    case fix(Located<String>)
    /// `use touchtracker challenge NAME`: the app with a challenge's feature (`gold`).
    case challenge(Located<String>)
}
