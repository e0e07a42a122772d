import GestureAnalysis
import GestureEngine
import Testing
@testable import GestureScript
@testable import GestureTranscript

/// `:why` / `explain` over several scenarios: the verdict names the cause the engine recorded with the deciding
/// transition (not one guessed from other events), its evidence is in time order, and it reads as English.
@Suite struct ExplainVerdictTableTests {
    /// What decided, as the engine must have recorded it on the recognizer's last transition of the gesture.
    enum Decided: Sendable, CustomStringConvertible {
        case timer(Cause.Property)
        case threshold(Cause.Property)
        case wrongDirection
        case touchesEnded
        case excludedBy(String)
        /// Still possible, waiting for these recognizers to fail (no transition yet).
        case waitingFor(String)
        /// Recognized (or began) after waiting for `blocker` to fail.
        case firedAfterWaiting(for: String)

        var description: String {
            switch self {
            case .timer(let p): "timer \(p)"
            case .threshold(let p): "threshold \(p)"
            case .wrongDirection: "wrong direction"
            case .touchesEnded: "touches ended"
            case .excludedBy(let r): "excluded by \(r)"
            case .waitingFor(let r): "waiting for \(r)"
            case .firedAfterWaiting(let r): "fired after waiting for \(r)"
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var title: String
        var recognizer: String
        var script: String
        var decided: Decided
        var testDescription: String { title }
    }

    static let cases: [Case] = [
        Case(title: "left swipe times out during a downward drag", recognizer: "left", script: """
            recognizer left = swipe direction = left
            recognizer pn = pan
            pn requireToFail left
            down 1 at 200,100
            move 1 by 0,300 over 3s
            up 1
            """, decided: .timer(.maximumDuration)),
        Case(title: "swipe in the wrong direction, lifted in time", recognizer: "s", script: """
            recognizer s = swipe direction = left
            drag from 100,100 to 250,100 over 100ms
            """, decided: .wrongDirection),
        Case(title: "swipe moved too far across its axis", recognizer: "left", script: """
            recognizer left = swipe direction = left
            down 1 at 200,100
            move 1 by 0,300 over 900ms
            up 1
            """, decided: .threshold(.maximumSecondaryMovement)),
        Case(title: "tap waiting for a double tap", recognizer: "tap", script: """
            use touchtracker stage 04-require-to-fail
            tap at 100,300
            """, decided: .waitingFor("doubleTap")),
        Case(title: "tap recognized after the double tap's window", recognizer: "tap", script: """
            use touchtracker stage 04-require-to-fail
            tap at 100,300
            wait 1s
            """, decided: .firedAfterWaiting(for: "doubleTap")),
        Case(title: "long press too short", recognizer: "lp", script: """
            recognizer lp = longPress
            down 1 at 10,10
            wait 200ms
            up 1
            """, decided: .touchesEnded),
        Case(title: "long press moved too far", recognizer: "lp", script: """
            recognizer lp = longPress
            down 1 at 10,10
            wait 300ms
            move 1 to 24,10
            wait 600ms
            up 1
            """, decided: .threshold(.allowableMovement)),
        Case(title: "pan excluded by a long press", recognizer: "moveLine", script: """
            use touchtracker stage 09-pan
            down 1 at 100,100
            wait 500ms
            move 1 by 0,50 over 50ms steps 2
            up 1
            """, decided: .excludedBy("longPress")),
        Case(title: "pan begins after waiting for a swipe to fail", recognizer: "pn", script: """
            recognizer left = swipe direction = left
            recognizer pn = pan
            pn requireToFail left
            down 1 at 200,100
            move 1 by 0,300 over 3s
            up 1
            """, decided: .firedAfterWaiting(for: "left")),
    ]

    /// The recognizer's transitions in the last gesture, oldest first.
    static func transitions(of name: String, in session: GestureLog) -> [(time: VirtualTime, from: GestureState, to: GestureState, cause: Cause?)] {
        guard let id = session.scene.recognizer(named: name) else { return [] }
        return session.lastGesture.compactMap { e in
            if case .transition(let t, let r, let from, let to, let cause) = e, r == id { return (t, from, to, cause) }
            return nil
        }
    }

    /// The virtual time at the start of a detail line (`583.333ms  …`), in milliseconds.
    static func milliseconds(_ line: String) -> Double? {
        guard let word = line.split(separator: " ").first, word.hasSuffix("ms") else { return nil }
        return Double(word.dropLast(2))
    }

    @Test(arguments: cases)
    func theVerdictNamesTheRecordedCauseWithItsEvidenceInOrder(_ c: Case) throws {
        let session = ExplainTests.session(c.script)
        let e = try Explainer.explain(c.recognizer, in: session).get()
        let names = session.scene.recognizerNames
        let views = session.scene.viewNames
        let mine = Self.transitions(of: c.recognizer, in: session)

        switch c.decided {
        case .timer(let property):
            let last = try #require(mine.last)
            guard case .timerElapsed(let p, _)? = last.cause else {
                Issue.record("recorded cause \(String(describing: last.cause)), expected the \(property) timer")
                return
            }
            #expect(p == property)
            #expect(e.verdict.contains("at \(last.time)"))
            #expect(e.verdict.contains("because " + CauseText.describe(last.cause!, names: names, viewNames: views)), "\(e.verdict)")
            // The timer that fired is among the evidence, at the transition's time.
            #expect(e.details.contains { $0.hasPrefix(TranscriptFormatter.pad(last.time)) && $0.contains("timer: \(c.recognizer) \(property) fired") })
        case .threshold(let property):
            let last = try #require(mine.last)
            guard case .threshold(let p, _, _, _, _)? = last.cause else {
                Issue.record("recorded cause \(String(describing: last.cause)), expected \(property)")
                return
            }
            #expect(p == property)
            #expect(e.verdict.contains("at \(last.time)"))
            #expect(e.verdict.contains("because it " + CauseText.describe(last.cause!, names: names, viewNames: views)), "\(e.verdict)")
        case .wrongDirection:
            let last = try #require(mine.last)
            guard case .wrongDirection? = last.cause else {
                Issue.record("recorded cause \(String(describing: last.cause)), expected a wrong direction")
                return
            }
            #expect(e.verdict.contains("because it " + CauseText.describe(last.cause!, names: names, viewNames: views)), "\(e.verdict)")
        case .touchesEnded:
            let last = try #require(mine.last)
            #expect(last.cause == .touchesEnded)
            #expect(last.to == .failed)
            #expect(e.verdict.contains("failed at \(last.time)") && e.verdict.contains("because the touches ended"), "\(e.verdict)")
        case .excludedBy(let other):
            let last = try #require(mine.last)
            let otherID = try #require(session.scene.recognizer(named: other))
            #expect(last.cause == .excludedBy(otherID))
            #expect(e.verdict.contains("because \(other) began at \(last.time) and excluded it"), "\(e.verdict)")
        case .waitingFor(let blocker):
            #expect(mine.isEmpty, "it has not left possible")
            #expect(e.verdict.contains("would be recognized but is waiting for \(blocker) to fail"), "\(e.verdict)")
        case .firedAfterWaiting(let blocker):
            let fire = try #require(mine.first { $0.from == .possible && ($0.to == .began || $0.to == .ended) })
            let blockerTransitions = Self.transitions(of: blocker, in: session)
            let failure = try #require(blockerTransitions.last { $0.to == .failed })
            #expect(failure.time == fire.time, "it fires when what it waited for fails")
            #expect(e.verdict.contains("\(blocker) failed at \(failure.time) (\(CauseText.describe(failure.cause!, names: names, viewNames: views)))"),
                    "\(e.verdict)")
            let discrete = session.scene.isDiscrete(try #require(session.scene.recognizer(named: c.recognizer)))
            #expect(e.verdict.contains("it " + StateVerbs.wouldHave(fire.to, discrete: discrete) + " at "), "\(e.verdict)")
        }

        // Evidence in time order.
        let times = e.details.compactMap(Self.milliseconds)
        #expect(times.count == e.details.count, "every detail line starts with its time")
        #expect(times == times.sorted(), "\(e.details)")
        // English, not state names after "would".
        for text in [e.verdict] + e.details {
            for state in ["began", "changed", "ended", "failed", "cancelled"] {
                #expect(!text.contains("would be \(state)") && !text.contains("would have been \(state)"), "\(text)")
            }
        }
    }

    @Test func theWaitingLineReadsAsEnglishForEachState() {
        #expect(StateVerbs.wouldNow(.began, discrete: false) == "would begin")
        #expect(StateVerbs.wouldHave(.began, discrete: false) == "would have begun")
        #expect(StateVerbs.wouldNow(.ended, discrete: true) == "would be recognized")
        #expect(StateVerbs.wouldHave(.ended, discrete: true) == "would have been recognized")
        #expect(StateVerbs.wouldNow(.ended, discrete: false) == "would end")
        #expect(StateVerbs.past(.ended, discrete: true) == "was recognized")
        #expect(StateVerbs.past(.cancelled, discrete: false) == "was cancelled")
    }

    @Test func theTranscriptSaysWouldBegin() throws {
        let session = ExplainTests.session(Self.cases[0].script)
        let e = try Explainer.explain("pn", in: session).get()
        #expect(e.details.contains { $0.contains("pn: would begin, waiting for left to fail; stays possible") }, "\(e.details)")
    }
}
