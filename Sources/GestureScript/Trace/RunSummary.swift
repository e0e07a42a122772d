import GestureEngine

/// What a run left, in brief: every recognizer's state and the action messages it sent since the last `mark`, the
/// expectations it checked, and the TouchTracker line model's counts. A sweep classifies and records its runs by it
/// (`SweepRun`). Told once (`SessionOutput.summary`), as the last output of a run, only when asked (`SessionOptions.tellsSummary`), and then
/// whether or not the run produces output: a sweep's runs produce none.
///
/// A class, and immutable: the stream hands on one reference, and its reader reads the fields where they lie, where a
/// struct of this many fields was copied out of the output (each field retained) and destroyed again on the way.
public final class RunSummary: Sendable {
    /// Every recognizer of the scene, by index (declaration order).
    public let recognizers: [Recognizer]
    /// `expect` statements checked, every iteration of a `repeat` counted.
    public let expectationsChecked: Int
    /// Where the `expect` statements the run checked start (source offsets): a report tells an expectation that held
    /// from one the run never reached.
    public let checkedExpectations: Set<Int>
    /// The TouchTracker line model now, in brief; nil without the app.
    public let model: Model?
    /// In a scene with scroll views, what their content received and which were dragged since the mark
    /// (`list content began → cancelled, dragged; strip dragged`); nil without scroll views or when nothing happened
    /// to any.
    public let containers: String?

    public init(recognizers: [Recognizer], expectationsChecked: Int, checkedExpectations: Set<Int>, model: Model?,
                containers: String? = nil) {
        self.recognizers = recognizers
        self.expectationsChecked = expectationsChecked
        self.checkedExpectations = checkedExpectations
        self.model = model
        self.containers = containers
    }

    /// One recognizer as the run left it.
    public struct Recognizer: Hashable, Sendable {
        public var name: String
        /// Its state now.
        public var state: GestureState
        /// Action messages it sent since the last `mark` (or the scene's start), as `expect NAME actions N` counts.
        public var actions: Int

        public init(name: String, state: GestureState, actions: Int) {
            self.name = name
            self.state = state
            self.actions = actions
        }
    }

    /// The TouchTracker line model in brief (the whole model is `ModelSnapshot`, which a transcript's `.model` tells).
    public struct Model: Hashable, Sendable {
        /// Finished lines.
        public var lines: Int
        /// The selected line's index, numbered from 0 as `expect selected N` numbers lines.
        public var selectedLine: Int?
        /// Whether the edit menu shows.
        public var menuShown: Bool

        public init(lines: Int, selectedLine: Int?, menuShown: Bool) {
            self.lines = lines
            self.selectedLine = selectedLine
            self.menuShown = menuShown
        }
    }
}
