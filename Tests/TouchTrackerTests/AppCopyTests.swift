import GestureEngine
import Testing
@testable import TouchTracker

/// `TouchTrackerApp.copy(into:)`: the app runs in a copy of its environment with the same model, at every stage of
/// both editions and with each challenge, and goes on exactly as the original does (the copy gets the action
/// messages and the responder calls; the original is left alone).
@Suite struct AppCopyTests {
    /// Every app `use touchtracker …` can install: bare, each stage of each edition, and the challenges.
    static let setups: [(TouchTrackerApp.Setup, Edition)] = {
        var all: [(TouchTrackerApp.Setup, Edition)] = []
        for edition in Edition.allCases {
            all.append((.bare, edition))
            for stage in Stage.all where edition.absence(of: stage) == nil { all.append((.stage(stage), edition)) }
        }
        for configure: (inout Challenges) -> Void in [{ $0.silverFix = true }, { $0.gold = true }, { $0.platinum = true }] {
            var c = Challenges()
            configure(&c)
            all.append((.challenges(c), .swift))
        }
        return all
    }()

    /// A line drawn, a tap on it (selected, the menu up where the app has them), the colour panel used (Platinum);
    /// then, left in flight: a long press on the line that has begun moving it, and a second finger drawing.
    static func busy(_ h: TouchTrackerHarness) throws {
        try h.drawLines(2)
        h.wait(500)
        if h.app.challenges.platinum {
            try h.env.dispatch([.down(finger: 1, at: p(187, 533)), .down(finger: 2, at: p(207, 533)), .down(finger: 3, at: p(227, 533))])
            for k in 1...6 {
                h.wait(100.0 / 6)
                let y = 533 - 25 * Double(k)
                try h.move((1, p(187, y)), (2, p(207, y)), (3, p(227, y)))
            }
            try h.env.dispatch([.up(finger: 1), .up(finger: 2), .up(finger: 3)])
            try h.app.panelPick("red")
            try h.drag(from: p(50, 200), to: p(250, 200))
            h.wait(500)
        }
        try h.tapAndSettle(150, 100)
        try h.down(1, 150, 300)
        h.wait(600)
        try h.move(1, by: 0, 40, over: 100, steps: 4)
        try h.down(2, 50, 500)
        try h.move(2, by: 60, 0, over: 100, steps: 3)
    }

    /// What follows the copy: the press finishes moving its line, the second finger finishes its line, a tap, then
    /// the menu's Delete (where there is a menu) and a double tap.
    static func goOn(_ env: GestureEnvironment, _ app: TouchTrackerApp) throws -> [String] {
        var seen: [String] = []
        func note() {
            seen.append(stableDump(app.drawView))
        }
        func at(_ ms: Int64, _ inputs: TouchInput...) throws {
            env.advance(to: env.now + TimeSpan(microseconds: ms * 1000))
            try env.dispatch(inputs)
            note()
        }
        try at(16, .move(finger: 1, to: p(150, 360)))
        try at(16, .move(finger: 2, to: p(130, 520)))
        try at(16, .up(finger: 1))
        try at(16, .up(finger: 2))
        try at(500, .down(finger: 1, at: p(150, 120)))
        try at(50, .up(finger: 1))
        env.advance(to: env.now + TimeSpan(microseconds: 500_000))
        note()
        try? app.menuTap("Delete", in: env)
        note()
        try at(500, .down(finger: 1, at: p(30, 30)))
        try at(50, .up(finger: 1))
        try at(100, .down(finger: 1, at: p(30, 30)))
        try at(50, .up(finger: 1))
        env.advance(to: env.now + TimeSpan(microseconds: 1_000_000))
        note()
        return seen + env.takeTrace().map { "\($0)" } + ["console lines: \(env.consoleLineCount)"]
    }

    @Test(arguments: 0..<setups.count)
    func aCopyGoesOnLikeTheOriginal(_ k: Int) throws {
        let (setup, edition) = Self.setups[k]
        let h = TouchTrackerHarness(setup, edition: edition)
        try Self.busy(h)
        let env = h.env.copy()
        let app = h.app.copy(into: env)
        #expect(env.host === app)
        #expect(h.env.host === h.app)
        // Every stored property of the app, its DrawView and menu included.
        // (Dictionaries listed in a fixed order: `dump` lists them in hash order, which two equal ones need not share.)
        let before = stableDump(h.app)
        #expect(stableDump(app) == before)
        _ = h.env.takeTrace()
        let expected = try Self.goOn(h.env, h.app)
        // The dump sees the model: going on changed it (lines finished, moved, deleted).
        #expect(stableDump(h.app) != before)
        #expect(try Self.goOn(env, app) == expected, "\(setup) \(edition)")
    }

    /// The busy state is busy: lines, lines in progress, a selection and a line on the move, where the stage has them.
    @Test func theFinalAppIsCopiedInFlight() throws {
        let h = TouchTrackerHarness(.final)
        try Self.busy(h)
        #expect(h.lines.count == 2)
        #expect(h.view.currentLines.count == 1)
        #expect(h.view.selectedLineIndex == 1)
        #expect(h.state("moveLine") == .changed)
        let env = h.env.copy()
        let app = h.app.copy(into: env)
        #expect(Array(app.drawView.finishedLines) == h.lines)
        #expect(app.drawView.currentLinesByFinger.map(\.line) == h.view.currentLinesByFinger.map(\.line))
        // Changing the copy leaves the original alone, and the other way round.
        let moving = h.lines[1]
        #expect(moving != Line(begin: p(50, 300), end: p(250, 300)))
        try env.dispatch([.move(finger: 1, to: p(150, 400))])
        #expect(app.drawView.finishedLines[1] != moving)
        #expect(h.lines[1] == moving)
        try h.env.dispatch([.up(finger: 2)])
        #expect(h.view.currentLines.isEmpty)
        #expect(app.drawView.currentLines.count == 1)
    }
}
