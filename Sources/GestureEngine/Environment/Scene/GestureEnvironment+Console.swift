/// The console (the app's `print` and `log` actions) and taking the trace.
extension GestureEnvironment {
    /// Appends a console line (the app's `print`) to the trace, in order with everything else, or hands it to the
    /// listener when the console is selected. The text is built only then.
    public func log(_ line: @autoclosure () -> String) {
        if tracesAnything {
            if tracesOutcomeEvents {
                trace.append(.log(time: now, line: line()))
            } else if traceSelection.consoleLines {
                traceListener?.console(.text(line()))
            }
        }
        consoleLineCount += 1
    }

    /// A `log` action's line, `NAME STATE`: formatted for the trace; a listener gets it unformatted.
    func logAction(_ r: RecognizerID, _ state: GestureState) {
        if !tracesOutcomeEvents, traceSelection.consoleLines {
            traceListener?.console(.logAction(r, state))
            consoleLineCount += 1
        } else {
            log(traceLists.logLine(of: r, state) { text(of: .logAction(r, state)) })
        }
    }

    /// A console line's text.
    public func text(of line: ConsoleLine) -> String {
        switch line {
        case .text(let text): text
        case .logAction(let id, let state): "\(recognizers[id].name) \(state.name(discrete: recognizers[id].isDiscrete))"
        }
    }

    /// Returns the trace collected so far and starts a new one.
    public func takeTrace() -> [TraceEvent] {
        defer { trace.removeAll(keepingCapacity: true) }
        return trace
    }

    /// Starts a new trace in the same memory. A reader that reads `trace` in place and keeps no copy of the array
    /// calls this after reading: the buffer is then not shared, so no event allocates a new one (`takeTrace()` hands
    /// the buffer away, and the next event's trace needs another).
    public func clearTrace() {
        trace.removeAll(keepingCapacity: true)
    }
}
