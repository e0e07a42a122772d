import GestureEngine
import Testing
@testable import TouchTracker

/// The Objective-C edition: the same UIKit behaviour, that text's names, console strings, hit test and steps.
@Suite struct EditionTests {
    @Test func theSwiftEditionIsTheDefault() {
        let app = TouchTrackerApp.install(.final, in: GestureEnvironment())
        #expect(app.edition == .swift)
    }

    @Test func theObjectiveCDoubleTapLogsAsPrinted() throws {
        let h = TouchTrackerHarness(stage: "01", edition: .objc)
        try h.drawLines()
        h.mark()
        try h.tap(100, 300, taps: 2)
        #expect(h.log == ["touchesBegan:withEvent:", "Recognized Double Tap", "touchesCancelled:withEvent:"])
        #expect(h.actions("doubleTap:") == [.ended])
        #expect(h.lines.isEmpty)
    }

    @Test func fromTheDelaysListingOnTheDoubleTapLogsRecognizer() throws {
        for stage in ["02", "05", "12"] {
            let h = TouchTrackerHarness(stage: stage, edition: .objc)
            try h.tap(100, 300, taps: 2)
            #expect(h.log.last == "Recognizer Double Tap", "stage \(stage)")
        }
    }

    @Test func theSingleTapIsNamedAndSpelledAsTheObjectiveCText() throws {
        let h = TouchTrackerHarness(stage: "05", edition: .objc)
        #expect(h.recognizerNames == ["doubleTap", "singleTap"])
        try h.drawLines()
        h.mark()
        try h.tapAndSettle(150, 105)
        #expect(h.log == ["Recongizer Single Tap"])
        #expect(h.actions("singleTap:") == [.ended])
        #expect(h.view.selectedLineIndex == 0)
    }

    @Test func bothEditionsDelayTouchesBeganOnBothTapsAndChainThem() {
        for edition in Edition.allCases {
            let h = TouchTrackerHarness(stage: "05", edition: edition)
            let double = h.env[h.id("doubleTap")]
            let single = h.env[h.id(edition.recognizerName(.tap))]
            #expect(double.delaysTouchesBegan && single.delaysTouchesBegan)
            #expect(single.failureRequirements == [double.id])
        }
    }

    /// `for (float t = 0.0; t <= 1.0; t += 0.5)`: the begin point, the middle and the end point.
    @Test(arguments: [
        (p(50, 119.9), true), (p(150, 119.9), true), (p(250, 119.9), true),  // each tested point, 19.9 pt away
        (p(100, 100), false), (p(200, 100), false),  // on the line, 50 pt from a tested point
        (p(169.9, 100), true), (p(170.1, 100), false),
    ])
    func theObjectiveCHitTestTestsThreePoints(_ point: Point, _ hit: Bool) throws {
        let h = TouchTrackerHarness(stage: "05", edition: .objc)
        try h.drawLines()
        #expect((h.view.indexOfLine(at: point) == 0) == hit)
    }

    @Test func theSwiftHitTestDiffersWhereTheTextsDo() throws {
        let swift = TouchTrackerHarness(stage: "05")
        let objc = TouchTrackerHarness(stage: "05", edition: .objc)
        try swift.drawLines()
        try objc.drawLines()
        #expect(swift.view.indexOfLine(at: p(100, 100)) == 0)  // t = 0.25 is tested in Swift
        #expect(objc.view.indexOfLine(at: p(100, 100)) == nil)
        #expect(swift.view.indexOfLine(at: p(265, 100)) == nil)  // 25 pt past t = 0.95, 15 pt past the end
        #expect(objc.view.indexOfLine(at: p(265, 100)) == 0)  // the end point is tested in Objective-C
    }

    @Test func theLongPressAndThePanLogNothingInObjectiveC() throws {
        let h = TouchTrackerHarness(.final, edition: .objc)
        try h.drawLines()
        h.mark()
        try h.down(1, 150, 100)
        h.wait(500)
        try h.move(1, by: 0, 40, over: 100, steps: 4)
        try h.up(1)
        // (Drawing the line failed the long press once, before the mark.)
        #expect(h.transitions("longPress").drop { $0 != .began }.first == .began)
        #expect(h.transitions("longPress").last == .ended)
        #expect(h.transitions("moveLine").contains(.began))
        #expect(h.log.isEmpty)
        // The line follows the finger as in the Swift edition, 10 pt behind it (the pan's hysteresis).
        #expect(close(h.lines[0].begin, p(50, 130)))
    }

    @Test func nothingHidesTheObjectiveCMenuWhenADoubleTapClearsTheSelection() throws {
        for (edition, hides) in [(Edition.swift, true), (.objc, false)] {
            let h = TouchTrackerHarness(.final, edition: edition)
            try h.drawLines()
            try h.tapAndSettle(150, 100)
            #expect(h.view.menu.isMenuVisible)
            try h.tap(300, 400, taps: 2)
            #expect(h.view.selectedLineIndex == nil)
            #expect(h.view.menu.isMenuVisible == !hides, "\(edition)")
        }
    }

    @Test func theObjectiveCEditionTakesSomeStepsTogether() {
        let absent = Stage.all.filter { Edition.objc.absence(of: $0) != nil }.map(\.number)
        #expect(absent == [3, 4, 7, 9])
        for stage in Stage.all {
            #expect(Edition.swift.absence(of: stage) == nil)
            if let a = Edition.objc.absence(of: stage) {
                #expect(Edition.objc.absence(of: Stage.all[a.instead - 1]) == nil, "\(stage.fullName) points at a step the edition has")
            }
        }
    }

    @Test func theSilverFixWorksInTheObjectiveCEdition() throws {
        var c = Challenges()
        c.silverFix = true
        let h = TouchTrackerHarness(.challenges(c), edition: .objc)
        try h.drawLines()
        try h.tapAndSettle(150, 100)
        #expect(h.view.menu.isMenuVisible)
        try h.drag(from: p(50, 400), to: p(200, 400))
        #expect(h.lines.count == 2)
        #expect(close(h.lines[0].begin, p(50, 100)))  // the selected line stayed put
    }

    @Test func scriptMethodNamesMapToSelectors() {
        let app = TouchTrackerApp.install(.bare, edition: .objc, in: GestureEnvironment())
        #expect(TouchTrackerApp.methods(in: .objc) == ["doubleTap", "singleTap", "longPress", "moveLine", "showColorPanel"])
        #expect(app.methodName(forScriptName: "singleTap") == "singleTap:")
        #expect(app.methodName(forScriptName: "tap") == nil)
        #expect(Edition.objc.action(named: "moveLine:") == .moveLine)
    }
}
