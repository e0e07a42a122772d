import GestureEngine
import GestureLanguage

extension ViewKind {
    /// The engine's kind for a kind a `view` statement names (the same case: the switch keeps the two lists in step).
    init(_ name: ViewKindName) {
        switch name {
        case .plain: self = .plain
        case .label: self = .label
        case .imageView: self = .imageView
        case .control: self = .control
        case .button: self = .button
        case .switch: self = .switch
        case .stepper: self = .stepper
        case .segmentedControl: self = .segmentedControl
        case .pageControl: self = .pageControl
        case .slider: self = .slider
        }
    }
}
