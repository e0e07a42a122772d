/// A view kind as a `view` statement names it (`view NAME frame … button`): the language's own name for the engine's
/// view kinds, which the interpreter converts (`ViewKind(_:)` in GestureScript), so the language knows no engine.
public enum ViewKindName: String, Hashable, Sendable, CaseIterable {
    /// A plain `UIView`: a statement that names no kind.
    case plain
    /// `UILabel` and `UIImageView`.
    case label, imageView
    /// `UIControl`, `UIButton`, `UISwitch`, `UIStepper`, `UISegmentedControl`, `UIPageControl`, `UISlider`.
    case control, button, `switch`, stepper, segmentedControl, pageControl, slider

    /// The kinds a `view` statement can name (every kind but `plain`, which is the default).
    public static let declarable: [ViewKindName] = allCases.filter { $0 != .plain }
}
