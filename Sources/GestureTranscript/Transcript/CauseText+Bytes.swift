import GestureEngine
import GestureScript

// In the transcript's target, beside `TextBytes`: the interpreter words causes (`describe`) but never writes bytes.
extension CauseText {
    /// `describe(cause, …)` written into `out`: the common causes without building a `String` (the `all` transcript
    /// gives most transitions one), the rest as `describe` words them.
    static func write(_ cause: Cause, names: [String], viewNames: [String], into out: inout TextBytes) {
        write(cause, into: &out,
              name: { r, out in
                  if r.index < names.count { out.append(names[r.index]) } else { out.append("#"); out.append(r.index) }
              },
              other: { $0.append(describe(cause, names: names, viewNames: viewNames)) })
    }

    /// `out.json(describe(cause, …))`, written in place: the JSON lines' `text` of a cause. The words `write` writes
    /// itself are ASCII or characters the JSON escaper writes as they are (`≥`, `°`), and a recognizer's name is its
    /// JSON string from `encoded` without the quotes: the escaper works character by character, so the escaping of a
    /// text is the escapings of its pieces one after another.
    static func writeJSON(_ cause: Cause, names: [String], viewNames: [String], encoded: TraceJSON.EncodedNames,
                          into out: inout TextBytes) {
        out.jsonString { out in
            write(cause, into: &out,
                  name: { r, out in
                      if r.index < encoded.recognizers.count {
                          let range = encoded.recognizers[r.index]
                          out.append(bytes: encoded.bytes, range.lowerBound + 1..<range.upperBound - 1)
                      } else {
                          out.append("#"); out.append(r.index)
                      }
                  },
                  other: { $0.append(jsonContent: describe(cause, names: names, viewNames: viewNames)) })
        }
    }

    /// The words of `cause`, each recognizer's name written by `name`, the causes not worded here by `other`.
    @inline(__always)
    private static func write(_ cause: Cause, into out: inout TextBytes, name: (RecognizerID, inout TextBytes) -> Void,
                              other: (inout TextBytes) -> Void) {
        switch cause {
        case .touchesEnded:
            out.append("touches ended")
        case .touchesCancelled:
            out.append("touches cancelled")
        case .tapCount(let required):
            out.append(required)
            out.append(required == 1 ? " tap completed" : " taps completed")
        case .timerElapsed(let property, let duration):
            out.append(property.description); out.append(" "); out.append(microseconds: duration.microseconds); out.append(" elapsed")
        case .requiredRecognizerRecognized(let r):
            name(r, &out); out.append(", which it requires to fail, recognized")
        case .excludedBy(let r):
            out.append("excluded by "); name(r, &out)
        case .threshold(let property, let limit, let actual, let unit, let comparison) where unit != .seconds:
            // A pan's and a long press's movement, in every drag: `moved 12.6 pt > allowableMovement 10 pt`.
            func measure(_ value: Double) {
                out.append(number: value, decimals: 1)
                switch unit {
                case .none: break
                case .degrees: out.append(unit.rawValue)
                case .points, .seconds, .pointsPerSecond: out.append(" "); out.append(unit.rawValue)
                }
            }
            switch unit {
            case .points: out.append("moved ")
            case .degrees: out.append("turned ")
            case .pointsPerSecond: out.append("moved at ")
            case .none, .seconds: out.append("measured ")
            }
            measure(actual)
            out.append(" "); out.append(comparison.rawValue); out.append(" ")
            out.append(property.description); out.append(" ")
            measure(limit)
        case .threshold, .touchCount, .wrongDirection, .shouldBeginFalse, .cycleRecognizedFirst, .cycleFreed, .disabled, .note,
            .contentTouchRefused, .contentTouchesKept, .resetByScrollViewPan:
            other(&out)
        }
    }
}
