import Testing
@testable import GestureEngine

/// `GestureEnvironment.copy()`: every stored property reaches the copy (a property added to the environment, its
/// machine store or its touch table and forgotten in `copy()` fails here), and a copy taken in the middle of
/// gestures goes on exactly as the original does.
struct EnvironmentCopyTests {
    /// What `copy()` leaves out on purpose (its doc comment says why): the host, the pending trace, the trace
    /// listener, and what is only
    /// meaningful inside one event or one update pass; and `tracesAnything`, `tracesTimerEvents` and
    /// `tracesOutcomeEvents`, which setting `isTracing`, `tracesOutcomes`, `traceSelection` and `tracesTimers` on the
    /// copy works out again.
    static let notCopied: Set<String> = [
        "host", "trace", "traceListener", "isInUpdatePass", "traceMark", "scratchGroups", "changedTouches", "eventLifts", "involvedRecognizers",
        "callItems", "liveCalls", "liveTouches", "claimedSlots", "scratchRemoved", "scratchClaimed", "tracesAnything",
        "tracesTimerEvents", "tracesOutcomeEvents", "tablesWithQueuedSelection", "traceLists",
    ]

    /// A copy carries the requirement groups worked out (the original works them out first when nothing needed them
    /// yet), so that a sweep, which restores its scene into the same environment once per run, does not work them out
    /// again in every run.
    /// Likewise the requirement cycles (`RequirementCycles`): a sweep's runs share the ones worked out once.
    @Test func aCopyCarriesTheRequirementCyclesWorkedOut() throws {
        var s = Scene()
        let env = s.env
        let a = s.add("a", .tap)
        let b = s.add("b", .tap)
        try env.require(a, toFail: b)
        try env.require(b, toFail: a)
        #expect(env.cyclesAreStale, "nothing has needed the cycles yet")
        let copy = env.copy()
        #expect(!copy.cyclesAreStale && copy.sceneHasCycles)
        #expect(copy.requirementCycles.areOnOneCycle(a, b))
        let target = GestureEnvironment()
        env.copy(into: target)
        #expect(!target.cyclesAreStale && target.sceneHasCycles)
    }

    @Test func aCopyCarriesTheRequirementGroupsWorkedOut() throws {
        var s = Scene()
        let env = s.env
        let double = s.add("double", .tap, ["numberOfTapsRequired": .integer(2)])
        let single = s.add("single", .tap)
        try env.require(single, toFail: double)
        #expect(env.cachedStaticGroups.count != env.recognizers.count, "nothing has needed the groups yet")
        let copy = env.copy()
        #expect(copy.cachedStaticGroups.count == copy.recognizers.count)
        let target = GestureEnvironment()
        env.copy(into: target)
        #expect(target.cachedStaticGroups.count == target.recognizers.count)
    }

    /// A scene that leaves every copied property away from its initial value: a resized screen, the fast paths off, views of each flag, a scroll view and a display frame rate,
    /// a recognizer of every kind with requirements and delegate answers, changed options, a console line, a trace
    /// selection and view-call counting, and
    /// touches in every condition — one ended (its slot spare), one held (withheld from its view by a double tap
    /// that delays touchesBegan, timers pending, recognizers in flight), recognizers ended but not yet reset.
    static func busyScene() -> Scene {
        var s = Scene()
        let env = s.env
        env.setScreenSize(width: 400, height: 800)
        env.options.resetAtEndOfPass = false
        env.usesFastPaths = false
        let panel = env.addView(name: "panel", frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let button = env.addView(name: "button", frame: Rect(x: 300, y: 700, width: 80, height: 40))
        env.setViewFlags(button, kind: .button)
        let solo = env.addView(name: "solo", frame: Rect(x: 0, y: 600, width: 100, height: 100))
        env.setViewFlags(solo, exclusiveTouch: true, multipleTouch: true)
        // A scroll view (its state and its pan's view live in side tables) and a display frame rate of its own.
        let list = env.addView(name: "list", frame: Rect(x: 120, y: 600, width: 100, height: 100))
        env.makeScrollView(list, contentSize: Point(x: 100, y: 1000))
        env.setContentOffset(list, Point(x: 0, y: 40))
        env.displayFramesPerSecond = 30
        // A table (its state and its swipe-to-delete pan's table live in side tables too).
        let table = env.addView(name: "table", frame: Rect(x: 230, y: 600, width: 100, height: 100))
        env.makeTableView(table, kind: .table, count: 100, cellSize: Point(x: 0, y: 44))
        env.setCanEditRows(table, true)
        // A row swiped open and closed again, as a reader of the scene counts them.
        env.tableRowChanges = 2
        let double = s.add("double", .tap, on: panel, ["numberOfTapsRequired": .integer(2), "delaysTouchesBegan": .bool(true)])
        let single = s.add("single", .tap, on: panel)
        try? env.require(single, toFail: double)
        let press = s.add("press", .longPress, on: panel)
        let pan = s.add("pan", .pan, on: panel)
        env.setDelegate(pan) {
            $0.simultaneousWithAny = true
            $0.shouldRequireFailureOf[press] = false
        }
        s.add("swipe", .swipe, on: panel)
        let pinch = s.add("pinch", .pinch, on: panel)
        let rotation = s.add("rotation", .rotation, on: panel)
        // A failure-requirement cycle, so that the scene knows of one.
        try? env.require(pinch, toFail: rotation)
        try? env.require(rotation, toFail: pinch)
        s.add("edge", .screenEdgePan)
        env.log("hello")
        env.countsViewCalls = true
        var selection = TraceSelection()
        selection.consoleLines = true
        selection.traceTransitions(of: pan)
        env.traceSelection = selection
        env.tracesTimers = true
        s.at(0, .down(finger: 1, at: p(100, 100)))
        s.at(60, .up(finger: 1))
        s.at(100, .down(finger: 2, at: p(200, 300)))
        s.at(140, .move(finger: 2, to: p(230, 300)))
        s.at(180, .move(finger: 2, to: p(260, 300)))
        env.isTracing = false
        env.tracesOutcomes = true
        return s
    }

    /// `copy()`, or `copy(into:)` an environment that is busy with another scene (a sweep restores into the
    /// environment the previous run left): the result is the same.
    static func copy(_ original: GestureEnvironment, intoBusy: Bool) -> GestureEnvironment {
        guard intoBusy else { return original.copy() }
        var other = Scene()
        other.add("other", .pan)
        other.at(0, .down(finger: 4, at: p(10, 10)))
        other.at(30, .move(finger: 4, to: p(60, 10)))
        original.copy(into: other.env)
        return other.env
    }

    @Test(arguments: [false, true])
    func everyStoredPropertyIsCopied(intoBusy: Bool) {
        let original = Self.busyScene().env
        let copy = Self.copy(original, intoBusy: intoBusy)
        #expect(copy.tracesAnything == original.tracesAnything)
        #expect(copy.tracesTimerEvents == original.tracesTimerEvents)
        #expect(copy.tracesOutcomeEvents == original.tracesOutcomeEvents)
        let fresh = GestureEnvironment()
        var seen: Set<String> = []
        compare(original, copy, fresh, path: "env", seen: &seen)
        // The exclusions name real properties (a renamed one would otherwise exempt nothing).
        #expect(Self.notCopied.isSubset(of: seen), "not properties: \(Self.notCopied.subtracting(seen).sorted())")
    }

    /// Compares `original` and `copy` property by property (recursing into the engine's own classes), and checks that
    /// the scene moved each property away from `fresh`'s value, so that forgetting it in `copy()` would show.
    private func compare(_ original: Any, _ copy: Any, _ fresh: Any, path: String, seen: inout Set<String>) {
        let a = Mirror(reflecting: original).children, b = Mirror(reflecting: copy).children, f = Mirror(reflecting: fresh).children
        for ((label, value), ((_, copied), (_, initial))) in zip(a, zip(b, f)) {
            let name = label ?? "?"
            if path == "env" {
                seen.insert(name)
                if Self.notCopied.contains(name) { continue }
            }
            if isEngineObject(value) {
                compare(value, copied, initial, path: path + "." + name, seen: &seen)
                continue
            }
            let want = describe(value)
            #expect(describe(copied) == want, "\(path).\(name) differs in the copy: is it copied in copy()?")
            #expect(describe(initial) != want,
                    "\(path).\(name) still has its initial value in the scene: make busyScene() change it, so a copy() that forgot it would fail")
        }
    }

    /// A class of the engine's that is not a table (tables are compared by their elements).
    private func isEngineObject(_ value: Any) -> Bool {
        type(of: value) is AnyClass && !(value is any Collection)
    }

    /// A value's full text: tables by their elements (their storage addresses and capacities are no part of the state).
    private func describe(_ value: Any) -> String {
        if type(of: value) is AnyClass, let table = value as? any Collection {
            return "[" + elements(of: table).map(describe).joined(separator: ", ") + "]"
        }
        var text = ""
        dump(value, to: &text)
        return text
    }

    private func elements<C: Collection>(of c: C) -> [Any] { c.map { $0 } }

    /// The copy goes on as the original does: same trace, same host calls, same states, for a continuation that
    /// lifts the held finger, taps twice (the double tap), pinches and drags from the screen edge.
    @Test(arguments: [false, true])
    func aCopyTakenMidGestureGoesOnLikeTheOriginal(intoBusy: Bool) {
        let scene = Self.busyScene()
        let copy = Self.copy(scene.env, intoBusy: intoBusy)
        #expect(copy.host == nil)
        #expect(copy.trace.isEmpty)
        let copyHost = RecordingHost()
        copy.host = copyHost
        scene.host.log.removeAll()
        for env in [scene.env, copy] {
            env.isTracing = true
            _ = env.takeTrace()
        }
        func goOn(_ env: GestureEnvironment) -> [String] {
            func at(_ ms: Int64, _ inputs: TouchInput...) {
                env.advance(to: VirtualTime(microseconds: ms * 1000))
                try? env.dispatch(inputs)
            }
            at(300, .move(finger: 2, to: p(290, 310)))
            at(900, .up(finger: 2))
            at(1_000, .down(finger: 1, at: p(100, 100)))
            at(1_050, .up(finger: 1))
            at(1_150, .down(finger: 1, at: p(102, 101)))
            at(1_200, .up(finger: 1))
            at(2_000, .down(finger: 1, at: p(150, 200)), .down(finger: 2, at: p(250, 200)))
            at(2_100, .move(finger: 1, to: p(120, 200)), .move(finger: 2, to: p(280, 200)))
            at(2_200, .up(finger: 1), .up(finger: 2))
            at(3_000, .down(finger: 3, at: p(1, 400)))
            at(3_100, .move(finger: 3, to: p(80, 400)))
            at(3_200, .up(finger: 3))
            env.advance(to: VirtualTime(microseconds: 5_000_000))
            return env.takeTrace().map { "\($0)" } + env.recognizers.map { "\($0.name) \($0.state) \($0.actionCount)" }
        }
        let expected = goOn(scene.env)
        #expect(goOn(copy) == expected)
        #expect(copyHost.log == scene.host.log)
        #expect(expected.count > 20)
        // Something happened after the copy was taken, so equal traces mean something.
        #expect(scene.host.log.contains { $0.hasPrefix("double(") })
    }

    /// Changing the copy leaves the original as it was, and the other way round.
    @Test func theCopyIsIndependent() {
        let scene = Self.busyScene()
        let before = scene.env.copy()
        let copy = scene.env.copy()
        copy.setScreenSize(width: 100, height: 100)
        copy.advance(to: VirtualTime(microseconds: 2_000_000))
        try? copy.dispatch([.up(finger: 2)])
        _ = copy.addRecognizer(name: "late", kind: .tap, view: .window)
        #expect(scene.env.now == before.now)
        #expect(scene.env.fingersDown == [2])
        #expect(scene.env.recognizers.count == before.recognizers.count)
        #expect(scene.env.screenSize == before.screenSize)
        #expect(scene.env[scene.ids["press"]!].state == before[scene.ids["press"]!].state)
        #expect(copy.fingersDown.isEmpty)
    }
}
