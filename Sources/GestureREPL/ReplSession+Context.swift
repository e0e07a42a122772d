import GestureEngine
import class GestureLab.Scene
import GestureLanguage

extension ReplSession {
    /// Completion from what the statement says so far, or nil to fall back to the general pool:
    /// - after `expect`: the recognizer names and the model words (`lines`, `selected`, …);
    /// - after `expect NAME`: what can be expected of a recognizer (`state`, `actions`, …, and the states it can
    ///   enter, for `expect NAME STATE at TIME`); after `state`/`states`: the state names; after `expect NAME STATE`:
    ///   `at`; after `expect menu`: `visible`/`hidden`; after `expect view`: the view names;
    /// - after `on` or `in` (a recognizer's view, a view's parent): the view names;
    /// - after `up` or `cancel`: the fingers that are down and `all`.
    func contextCompletions(_ textBeforeCursor: String, word: String) -> [String]? {
        let statement = textBeforeCursor.split(omittingEmptySubsequences: false) { ";{}&".contains($0) }.last ?? ""
        let words = statement.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let typed = word.isEmpty ? words : Array(words.dropLast())
        guard let last = typed.last else { return nil }
        let recognizers = scene.recognizerNames
        let views = scene.viewNames
        var pool: [String]?
        if typed.first == "expect" {
            switch typed.count {
            case 1: pool = recognizers + Parser.appExpectationWords.map(\.rawValue)
            case 2 where typed[1] == "menu": pool = ["visible", "hidden"]
            case 2 where typed[1] == "view": pool = views
            case 2 where recognizers.contains(typed[1]):
                // `contentOffset`, `selectedRow` and `selectedItem` are a scroll view's and a table's, not a recognizer's.
                pool = Parser.recognizerExpectationWords.filter { ![.contentOffset, .selectedRow, .selectedItem, .openRow].contains($0) }.map(\.rawValue)
                    + Parser.enteredStateWords
            case 2 where scene.env.view(named: typed[1]).flatMap({ scene.env.tableState(of: $0) }) != nil:
                let table = scene.env.view(named: typed[1]).flatMap({ scene.env.tableState(of: $0) })
                pool = ["contentOffset"] + (table?.kind == .collection ? ["selectedItem"] : ["selectedRow", "openRow"])
            case 2 where scene.env.view(named: typed[1]).flatMap({ scene.env.scrollState(of: $0) }) != nil:
                pool = ["contentOffset"]
            case 3 where recognizers.contains(typed[1]) && Parser.enteredStateWords.contains(typed[2]): pool = ["at"]
            case 3... where typed[2] == "state" && typed.count == 3: pool = RecognizerStateName.allCases.map(\.rawValue)
            case 3... where typed[2] == "states":
                pool = RecognizerStateName.allCases.map(\.rawValue) + (typed.count == 3 ? ["none"] : [])
            default: pool = []
            }
        } else if last == "on" || last == "in" {
            pool = views
        } else if typed.count == 1, last == "up" || last == "cancel" {
            pool = scene.env.fingersDown.map(String.init) + ["all"]
        }
        return pool.map { Set($0).filter { $0.hasPrefix(word) && $0 != word }.sorted() }
    }
}
