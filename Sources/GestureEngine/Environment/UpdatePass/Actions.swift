extension GestureEnvironment {
    /// Target-action: one action message per bound method, in binding order, with the state just reported [DOC A-H].
    /// `log` (the default binding) prints `NAME STATE` to the console; any other method goes to the app, which may
    /// read the scene and print, but cannot change what the update pass decides (`AppContext`).
    @inline(__always)
    func sendActions(_ r: RecognizerID) {
        let (state, customized) = recognizers.withUnsafeElement(r) { ($0.attempt.reported, $0.actionsCustomized) }
        // A scroll view's pan has customized actions (none but its scroll view's, unless the script binds more), so a
        // recognizer with the default `log` action pays nothing for scroll views.
        if !customized {
            sendLogAction(r, state)
            return
        }
        sendBoundActions(r, state)
    }

    /// The bound methods' actions (`log` among them or not).
    private func sendBoundActions(_ r: RecognizerID, _ state: GestureState) {
        // A scroll view's pan first sends the scroll view's own action (`handlePan:`), then any the script bound.
        if !scrollViewOfPan.isEmpty, let v = scrollViewOfPan[r] { scrollViewPanAction(v, state, pan: r) }
        if !tableOfSwipePan.isEmpty, let t = tableOfSwipePan[r] { swipePanAction(t, state, pan: r) }
        for k in 0..<recognizers[r].actions.count {
            let method = recognizers[r].actions[k]
            if method == "log" {
                sendLogAction(r, state)
                continue
            }
            recognizers[r].actionCount += 1
            emitOutcome(.action(time: now, recognizer: r, state: state, method: method))
            host?.perform(method, from: r, in: AppContext(self))
        }
    }

    /// The `log` action: counted, traced, and its console line (`logAction`) when anything is traced.
    @inline(__always)
    private func sendLogAction(_ r: RecognizerID, _ state: GestureState) {
        recognizers[r].actionCount += 1
        if tracesAnything {
            emitOutcome(.action(time: now, recognizer: r, state: state, method: "log"))
            logAction(r, state)
        } else {
            consoleLineCount += 1
        }
    }
}
