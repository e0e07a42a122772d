import GestureEngine

/// A state a recognizer would reach, as an English verb phrase: the waiting line of a transcript says what it
/// "would begin" doing, an explanation of the past says what it "would have begun" doing. A discrete recognizer's
/// `ended` is `recognized`, as everywhere else in the transcript.
package enum StateVerbs {
    /// `would begin`, `would be recognized`, `would end`.
    package static func wouldNow(_ state: GestureState, discrete: Bool) -> String {
        switch state {
        case .possible: "would stay possible"
        case .began: "would begin"
        case .changed: "would change"
        case .ended: discrete ? "would be recognized" : "would end"
        case .cancelled: "would be cancelled"
        case .failed: "would fail"
        }
    }

    /// What it did: `began`, `was recognized`, `was cancelled`, `failed`.
    package static func past(_ state: GestureState, discrete: Bool) -> String {
        switch state {
        case .possible: "became possible"
        case .began: "began"
        case .changed: "changed"
        case .ended: discrete ? "was recognized" : "ended"
        case .cancelled: "was cancelled"
        case .failed: "failed"
        }
    }

    /// `would have begun`, `would have been recognized`, `would have ended`.
    package static func wouldHave(_ state: GestureState, discrete: Bool) -> String {
        switch state {
        case .possible: "would have stayed possible"
        case .began: "would have begun"
        case .changed: "would have changed"
        case .ended: discrete ? "would have been recognized" : "would have ended"
        case .cancelled: "would have been cancelled"
        case .failed: "would have failed"
        }
    }
}
