/// One statement of a gesture script (a line, or a part of a line between `;`).
///
/// A statement is a ``Kind`` plus the ``SourceRange`` it spans (from its first token to
/// its last, excluding the `;` or newline that ends it). The interpreter switches over
/// ``kind``; every case is documented with the syntax it comes from. Names are
/// ``Located`` so that the interpreter can put carets under them.
///
/// Validation done by the parser (so the interpreter can rely on it):
/// - fingers are integers in `1...20`; tap/finger/step counts are integers `>= 1`;
///   repeat counts and expected counts are integers `>= 0`;
/// - durations are `>= 0` whole microseconds that fit in `Int64`;
/// - all numbers are finite;
/// - `set hz N` has an integer `N` in `1...1000`;
/// - state names in expectations are one of ``RecognizerStateName``.
///
/// Not validated by the parser (the interpreter's job): recognizer kinds, property names
/// and values, view and recognizer names, stage and fix names, menu items, colours.
public struct Statement: Hashable, Sendable {
    /// What the statement says. Indirect: the interpreter copies a statement each time it runs one from a body, and
    /// a boxed payload makes that one reference-count increment instead of a copy of every field.
    public indirect enum Kind: Hashable, Sendable {
        // MARK: Touches (grammar/README.md, touches and shorthands)

        /// `down F at P`, `move F to P …`, `move F by DX,DY …`, `up F`, `up all`, `cancel F`,
        /// `cancel all`, or several of these joined by `&` into **one** event.
        /// A single touch statement is a group of one.
        case touches(TouchGroup)
        /// `wait DUR`: the clock advances by the duration.
        case wait(DurationLiteral)
        /// `repeat N { … }`: the body `count` times. `count >= 0`. The body may be empty.
        case `repeat`(count: Located<Int>, body: [Statement])
        /// A gesture shorthand such as `tap at 100,200 taps 2`, expanded by the interpreter.
        case shorthand(Shorthand)

        // MARK: Scene (grammar/README.md, the scene)

        /// `screen W,H`: the screen size in points (both `> 0`).
        case screen(width: Located<Double>, height: Located<Double>)
        /// `view NAME frame X,Y,W,H [in PARENT] [KIND] [exclusiveTouch] [multipleTouch]`.
        case view(ViewDeclaration)
        /// `recognizer NAME = KIND [on VIEW] [PROP = VALUE]…`.
        case recognizer(RecognizerDeclaration)
        /// `NAME.PROP = VALUE`: sets a property of an existing recognizer.
        case setProperty(recognizer: Located<String>, assignment: PropertyAssignment)
        /// `NAME requireToFail OTHER` or `NAME.require(toFail: OTHER)`.
        case requireToFail(recognizer: Located<String>, other: Located<String>)
        /// `delegate NAME METHOD … = BOOL`: one canned delegate answer.
        case delegate(DelegateRule)
        /// `action NAME -> METHOD`: target-action binding (`METHOD` may be `log`).
        case action(recognizer: Located<String>, method: Located<String>)
        /// `override NAME touchesShouldBegin|touchesShouldCancel = BOOL [in VIEW]`: a scroll view subclass's answer.
        case override(OverrideRule)

        // MARK: TouchTracker and app interaction (grammar/README.md, Use)

        /// `use touchtracker [bare | stage NAME | fix NAME | challenge NAME]`.
        case useTouchTracker(TouchTrackerSetup, edition: Located<String>?)
        /// `menu tap ITEM`: choose a menu item (`ITEM` an identifier or a string).
        case menuTap(item: Located<String>)
        /// `panel pick COLOR`: choose a colour in the colour panel.
        case panelPick(color: Located<String>)

        // MARK: Settings

        /// `set NAME VALUE` (an `=` between them is allowed), for example `set hz 120`.
        /// The parser checks `hz` (integer in `1...1000`); other names are the
        /// interpreter's to validate.
        case set(name: Located<String>, value: PropertyLiteral)

        // MARK: Expectations (grammar/README.md, Expect)

        /// `expect …`: an inline assertion.
        case expect(Expectation)
        /// `mark`: starts a new history window for history-based expectations.
        case mark

        // MARK: Seeing

        /// `show NAME`, `show view NAME`, `show fingers`, `show timers`, `show model`: prints what it asks for.
        case show(ShowRequest)
    }

    /// What the statement says.
    public var kind: Kind
    /// From the statement's first token to its last.
    public var range: SourceRange

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}
