/// What kind of view a view is, as far as gesture recognition cares: a plain `UIView`, a `UILabel` or `UIImageView`
/// (plain views whose `isUserInteractionEnabled` starts false), a `UIControl` subclass that overrides nothing, or one
/// of UIKit's standard controls, which refuse some gestures of recognizers attached elsewhere [DOC A-ctl; OBS O-ctl2:
/// the refusal belongs to the listed controls, not to `UIControl` as such].
public enum ViewKind: String, CaseIterable, Hashable, Sendable {
    /// `UIView`.
    case plain
    /// `UILabel` and `UIImageView`: plain views (they pass touch calls on to their next responder) whose
    /// `isUserInteractionEnabled` is false until a script sets it [DOC UILabel, UIImageView `isUserInteractionEnabled`].
    case label, imageView
    /// A `UIControl` subclass that overrides nothing: reports `touchUpInside`, refuses nothing [OBS O-ctl2].
    case control
    /// `UIButton`, `UISwitch`, `UIStepper`, `UISegmentedControl`, `UIPageControl`: refuse a single-finger single tap
    /// [DOC A-ctl].
    case button, `switch`, stepper, segmentedControl, pageControl
    /// `UISlider`: refuses a single-finger swipe parallel to the slider [DOC A-ctl].
    case slider

    /// Every kind but `plain`, `label` and `imageView` is a `UIControl`: it reports `touchUpInside` when a touch lifts
    /// inside it, and handles its touches itself (it does not pass them on to its next responder).
    public var isControl: Bool {
        switch self {
        case .plain, .label, .imageView: false
        case .control, .button, .switch, .stepper, .segmentedControl, .pageControl, .slider: true
        }
    }

    /// `isUserInteractionEnabled` of a new view of this kind: false for `UILabel` and `UIImageView`, true otherwise
    /// [DOC UILabel, UIImageView `isUserInteractionEnabled`: "This class changes the default value of this property to
    /// false"; UIView: true].
    public var startsWithUserInteractionEnabled: Bool { self != .label && self != .imageView }

    /// The UIKit class this kind stands for.
    public var uikitClassName: String {
        switch self {
        case .plain: "UIView"
        case .label: "UILabel"
        case .imageView: "UIImageView"
        case .control: "UIControl"
        case .button: "UIButton"
        case .switch: "UISwitch"
        case .stepper: "UIStepper"
        case .segmentedControl: "UISegmentedControl"
        case .pageControl: "UIPageControl"
        case .slider: "UISlider"
        }
    }

    /// The kinds a `view` statement can name (every kind but `plain`, which is the default).
    public static let declarable: [ViewKind] = allCases.filter { $0 != .plain }

    /// Whether a view of this kind answers false to `gestureRecognizerShouldBegin` for `gesture` of a recognizer
    /// attached to another view [DOC A-ctl]: a single-finger single tap on a button, switch, stepper, segmented
    /// control or page control; a single-finger swipe parallel to a slider; a single-finger pan parallel to a
    /// switch. UIKit's sliders and switches are horizontal, so "parallel" means horizontal.
    func refuses(_ gesture: ControlSensitiveGesture) -> Bool {
        switch (self, gesture) {
        case (.button, .singleTap), (.switch, .singleTap), (.stepper, .singleTap), (.segmentedControl, .singleTap),
             (.pageControl, .singleTap):
            true
        case (.slider, .horizontalSwipe), (.switch, .horizontalPan):
            true
        case (.plain, _), (.label, _), (.imageView, _), (.control, _), (.button, _), (.switch, _), (.stepper, _),
             (.segmentedControl, _), (.pageControl, _), (.slider, _):
            false
        }
    }
}

/// A gesture that some standard control refuses when it is recognized by a recognizer attached elsewhere [DOC A-ctl].
enum ControlSensitiveGesture: Hashable, Sendable {
    /// A tap with `numberOfTapsRequired = 1` and `numberOfTouchesRequired = 1`.
    case singleTap
    /// A one-finger swipe recognized along the horizontal axis.
    case horizontalSwipe
    /// A one-finger pan that began moving along the horizontal axis.
    case horizontalPan
}
