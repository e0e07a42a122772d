/// A runtime error caused by the script (the interpreter turns it into a diagnostic with a source location).
public enum EngineError: Error, Hashable, Sendable {
    case fingerAlreadyDown(Int)
    case fingerNotDown(Int)
    case fingerOutOfRange(Int)
    case pointOutsideScreen(Point, width: Double, height: Double)
    case duplicateFinger(Int)
    case unknownProperty(name: String, kind: RecognizerKind, known: [String])
    case property(PropertyError)
    case requirementOnItself(String)
    case notContinuous(String, value: String)
    case eventLimitExceeded(limit: Int)
}
