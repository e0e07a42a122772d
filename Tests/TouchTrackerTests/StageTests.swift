import GestureEngine
import Testing
@testable import TouchTracker

/// The chapter's stages: names, order, and the recognizers each one installs (the chapter's `init?(coder:)` as it
/// stands after that section).
@Suite struct StageTests {
    @Test func stagesInChapterOrder() {
        #expect(Stage.all.map(\.fullName) == [
            "01-double-tap", "02-delays-touches-began", "03-single-tap", "04-require-to-fail", "05-select-line",
            "06-menu", "07-menu-hides", "08-long-press", "09-pan", "10-simultaneous", "11-move-line",
            "12-set-translation",
        ])
        #expect(Stage.all.map(\.number) == Array(1...12))
        #expect(Stage.final == Stage.all.last)
        #expect(Stage.all.allSatisfy { !$0.summary.isEmpty })
    }

    @Test(arguments: ["04", "4", "require-to-fail", "04-require-to-fail"])
    func namedFindsAStage(name: String) {
        #expect(Stage.named(name)?.number == 4)
    }

    @Test(arguments: ["13", "0", "silver", "", "04-double-tap"])
    func namedRejects(name: String) {
        #expect(Stage.named(name) == nil)
    }

    /// Each stage adds to the previous one: no feature is ever taken away.
    @Test func featuresOnlyGrow() {
        func flags(_ f: Stage.Features) -> [Bool] {
            [f.doubleTapDelaysTouchesBegan, f.singleTap, f.tapRequiresDoubleTapToFail, f.selection, f.menu,
             f.menuHidesOnDeselect, f.longPress, f.pan, f.simultaneous, f.moveSelectedLine, f.resetTranslation]
        }
        var previous = flags(Stage.Features())
        #expect(previous.allSatisfy { !$0 })
        for stage in Stage.all.dropFirst() {
            let now = flags(stage.features)
            #expect(zip(previous, now).allSatisfy { !$0 || $1 }, "\(stage.fullName) removed a feature")
            #expect(now.filter { $0 }.count == previous.filter { $0 }.count + 1, "\(stage.fullName) adds one change")
            previous = now
        }
    }

    @Test(arguments: [
        ("01", ["doubleTap"]), ("02", ["doubleTap"]),
        ("03", ["doubleTap", "tap"]), ("07", ["doubleTap", "tap"]),
        ("08", ["doubleTap", "tap", "longPress"]),
        ("09", ["doubleTap", "tap", "longPress", "moveLine"]), ("12", ["doubleTap", "tap", "longPress", "moveLine"]),
    ])
    func recognizersPerStage(stage: String, names: [String]) {
        let h = TouchTrackerHarness(stage: stage)
        #expect(h.recognizerNames == names)
        for r in h.env.recognizers {
            #expect(r.view == h.app.canvas)
            #expect(r.actions == [r.name])  // doubleTap → doubleTap(_:), tap → tap(_:), …
        }
    }

    /// The properties the chapter sets, stage by stage.
    @Test(arguments: Stage.all)
    func recognizerProperties(stage: Stage) throws {
        let h = TouchTrackerHarness(.stage(stage))
        let f = stage.features
        let doubleTap = h.id("doubleTap")
        #expect(h.env.property("numberOfTapsRequired", of: doubleTap) == .integer(2))
        #expect(h.env.property("delaysTouchesBegan", of: doubleTap) == .bool(f.doubleTapDelaysTouchesBegan))
        if f.singleTap {
            let tap = h.id("tap")
            #expect(h.env.property("numberOfTapsRequired", of: tap) == .integer(1))
            #expect(h.env.property("delaysTouchesBegan", of: tap) == .bool(true))
            #expect(h.env[tap].failureRequirements == (f.tapRequiresDoubleTapToFail ? [doubleTap] : []))
        }
        if f.longPress {
            #expect(h.env.property("minimumPressDuration", of: h.id("longPress")) == .duration(.milliseconds(500)))
        }
        if f.pan {
            let pan = h.id("moveLine")
            #expect(h.env[pan].kind == .pan)
            #expect(h.env.property("cancelsTouchesInView", of: pan) == .bool(false))
            #expect(h.env[pan].delegate.simultaneousWithAny == (f.simultaneous ? true : nil))
        }
    }

    @Test func finalAndBare() {
        let final = TouchTrackerHarness(.final)
        #expect(final.app.stage == Stage.final)
        #expect(final.recognizerNames == ["doubleTap", "tap", "longPress", "moveLine"])
        let bare = TouchTrackerHarness(.bare)
        #expect(bare.app.stage == nil)
        #expect(bare.recognizerNames.isEmpty)
        #expect(TouchTrackerApp.methods.starts(with: ["doubleTap", "tap", "longPress", "moveLine"]))
    }

    /// The challenges are added to the final app.
    @Test func challengesBuildOnTheFinalApp() {
        let h = TouchTrackerHarness(challenges: { $0.platinum = true })
        #expect(h.app.stage == Stage.final)
        #expect(h.recognizerNames == ["doubleTap", "tap", "longPress", "moveLine", "colorSwipe"])
        let swipe = h.id("colorSwipe")
        #expect(h.env.property("numberOfTouchesRequired", of: swipe) == .integer(3))
        #expect(h.env.property("direction", of: swipe) == .direction(.up))
    }
}
