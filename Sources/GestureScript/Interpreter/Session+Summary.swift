import GestureEngine

/// The summary told at the end of a run (`RunSummary`), when asked (`SessionOptions.tellsSummary`).
extension Session {
    func runSummary() -> RunSummary {
        // Each field is read in place: a sweep tells this after every run, and copying a recognizer's whole record
        // to read three of its fields cost more than the rest of the summary.
        let table = env.recognizers
        let count = table.count
        // Overwritten in place, element by element (emptying and appending goes through the generic
        // `replaceSubrange`); a summary still held elsewhere keeps its own copy, as the array is copied on write.
        if summaryRecognizers.count != count {
            summaryRecognizers = Array(repeating: RunSummary.Recognizer(name: "", state: .possible, actions: 0), count: count)
        }
        for i in 0..<count {
            summaryRecognizers[i] = RunSummary.Recognizer(name: table[i].name, state: table[i].state,
                                                          actions: actionsSinceMark(RecognizerID(index: i)))
        }
        return RunSummary(recognizers: summaryRecognizers, expectationsChecked: result.expectationsChecked,
                          checkedExpectations: checkedExpectations,
                          model: app.map { app in
                              let v = app.drawView
                              return RunSummary.Model(lines: v.finishedLines.count, selectedLine: v.selectedLineIndex,
                                                      menuShown: v.menu.isMenuVisible)
                          },
                          containers: containerSummary())
    }
}
