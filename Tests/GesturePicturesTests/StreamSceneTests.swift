import Foundation
import Testing
@testable import GestureEngine
@testable import GesturePictures
@testable import GestureScript
@testable import GestureTranscript

/// The pictures read the scene from the stream alone (`StreamScene`): for every scenario and example, after every
/// output, what the stream told equals what the session's engine holds at that moment — each recognizer's state, each
/// recognizer's pending timers in firing order, the fingers down and where, and at each statement every view's kind,
/// flags and properties (a scroll view's content size and that it handles its touches) and the screen — and at the end of every run the screen the canvas draws (views in window coordinates, line
/// model, fingers) is the engine's.
@Suite struct StreamSceneTests {
    static let root = repositoryRoot

    static let files: [String] = {
        var found: [String] = []
        for dir in ["Tests/Scenarios", "examples"] {
            let base = root.appendingPathComponent(dir).path
            guard let walker = FileManager.default.enumerator(atPath: base) else { continue }
            while let relative = walker.nextObject() as? String {
                if relative.hasSuffix(".gesture") { found.append(dir + "/" + relative) }
            }
        }
        return found.sorted()
    }()

    /// The screen as the engine holds it (what the pictures drew before they read the stream).
    static func engineScreen(_ session: Session) -> CanvasScene {
        let env = session.env
        // Views in window coordinates, each table's visible cells (at most SceneCells.drawnLimit) after it, cut to it.
        // Each cut to the bounds of the scroll views it is inside, from the engine's window frames.
        var views: [(name: String, frame: Rect)] = []
        var clips: [Rect?] = [nil]
        for (k, v) in env.views.enumerated().dropFirst() {
            let inherited = v.parent.flatMap { $0.index < clips.count ? clips[$0.index] : nil }
            clips.append(StreamScene.clip(forSubviewsOf: v.windowFrame, isScrollView: env.scrollState(of: ViewID(index: k)) != nil,
                                          inherited: inherited))
            if let shown = StreamScene.cut(v.windowFrame, to: inherited) { views.append((v.name, shown)) }
            guard let t = env.tableState(of: ViewID(index: k)), let offset = env.scrollState(of: ViewID(index: k))?.contentOffset,
                  let range = t.visibleCells(offset: offset, boundsSize: Point(x: v.frame.width, y: v.frame.height)) else { continue }
            for i in range.prefix(SceneCells.drawnLimit) {
                // The row swiped open, or being swiped, moved by the engine's swipe offset, its Delete button in the
                // gap it leaves on the right (the engine's frame of the button once the row is open).
                let c = t.cellFrame(i)
                var pieces = [("\(t.kind == .table ? "row" : "item") \(i)", c)]
                if let dx = t.swipeOffset, dx != 0, t.swipingRowShown == i || (t.openRow == i && dx < 0) {
                    pieces = [(pieces[0].0, Rect(x: c.origin.x + max(dx, -c.width), y: c.origin.y, width: c.width, height: c.height))]
                    if dx < 0 {
                        let reveal = min(-dx, c.width)
                        pieces.append(("Delete", Rect(x: c.origin.x + c.width - reveal, y: c.origin.y, width: reveal, height: c.height)))
                        if t.openRow == i, t.swipingRowShown == nil { #expect(pieces[1].1 == t.deleteButtonFrame(i)) }
                    }
                }
                for (name, f) in pieces {
                    // Cut to the view in its own coordinates, then placed in the window: the same sums in the same order
                    // as the pictures, so that a fractional offset gives the same last bit (the frames are compared exactly).
                    let top = max(f.origin.y - offset.y, 0), bottom = min(f.origin.y + f.height - offset.y, v.frame.height)
                    let left = max(f.origin.x - offset.x, 0), right = min(f.origin.x + f.width - offset.x, v.frame.width)
                    guard bottom > top, right > left,
                          let shown = StreamScene.cut(Rect(x: v.windowOrigin.x + left, y: v.windowOrigin.y + top, width: right - left,
                                                           height: bottom - top), to: inherited) else { continue }
                    views.append((name, shown))
                }
            }
        }
        return CanvasScene(screenWidth: env.screenSize.x, screenHeight: env.screenSize.y,
                           views: views,
                           model: session.app.map(ModelSnapshot.init),
                           fingers: env.fingersDown.compactMap { f in env.location(ofFinger: f).map { (f, $0) } })
    }

    /// A view's name, parent, kind, flags and properties, and a scroll view's content size, told or held (its offset
    /// is checked through the screen's window frames).
    static func viewFacts(_ v: SceneView) -> String {
        "\(v.name) in \(v.parent.map { "\($0.index)" } ?? "-"): \(v.kind) \(v.isExclusiveTouch) \(v.isMultipleTouchEnabled) "
            + "\(v.handlesTouches) \(v.isUserInteractionEnabled) \(v.isHidden) \(v.alpha)"
            + (v.scroll.map { " scrollView content \($0.contentSize)" } ?? "")
    }

    static func viewFacts(_ v: ViewNode, scroll: ScrollViewState?) -> String {
        "\(v.name) in \(v.parent.map { "\($0.index)" } ?? "-"): \(v.kind) \(v.isExclusiveTouch) \(v.isMultipleTouchEnabled) "
            + "\(v.handlesTouches) \(v.isUserInteractionEnabled) \(v.isHidden) \(v.alpha)"
            // The stream tells the content size at zoom scale 1 (the pictures draw the content unscaled).
            + (scroll.map { " scrollView content \($0.zoom.unzoomedContentSize)" } ?? "")
    }

    static func same(_ a: CanvasScene, _ b: CanvasScene) -> Bool {
        a.screenWidth == b.screenWidth && a.screenHeight == b.screenHeight && a.model == b.model
            && a.views.map(\.name) == b.views.map(\.name) && a.views.map(\.frame) == b.views.map(\.frame)
            && a.fingers.map(\.finger) == b.fingers.map(\.finger) && a.fingers.map(\.at) == b.fingers.map(\.at)
    }

    @Test func theFilesAreFound() {
        #expect(Self.files.count > 120)
    }

    @Test(arguments: files)
    func theStreamTellsTheSceneAsTheEngineHoldsIt(_ path: String) throws {
        let data = try #require(FileManager.default.contents(atPath: Self.root.appendingPathComponent(path).path))
        var scene = StreamScene()
        var problems: [String] = []
        var session: Session?
        var timerEvents = 0
        _ = ScriptRunner.run(name: path, bytes: Array(data), transcript: false, observe: { output, execution in
            let s = execution.session
            session = s
            scene.read(output)
            if case .trace(let events) = output { timerEvents += events.filter(\.isTimerBookkeeping).count }
            guard problems.count < 5 else { return }
            let env = s.env
            for r in env.recognizers where scene.state(of: r.id) != env.state(of: r.id) {
                problems.append("\(r.name) is \(env.state(of: r.id)), the stream says \(scene.state(of: r.id)) (after \(output))")
            }
            for r in env.recognizers {
                let told = scene.pendingTimers(of: r.id).map { "\($0.timer)@\($0.deadline.microseconds)" }
                let held = env.pendingTimers(of: r.id).map { "\($0.timer)@\($0.deadline.microseconds)" }
                if told != held { problems.append("\(r.name)'s timers are \(held), the stream says \(told)") }
            }
            // Fingers after every batch; the rest at a statement's start (the line model of an event is reported
            // right after its batch, and the model after a statement before the next statement).
            let told = scene.screen, held = Self.engineScreen(s)
            if case .trace = output, told.fingers.map(\.finger) != held.fingers.map(\.finger) || told.fingers.map(\.at) != held.fingers.map(\.at) {
                problems.append("fingers \(told.fingers) but \(held.fingers) after \(output)")
            }
            if case .statement = output, !Self.same(told, held) {
                problems.append("the screen differs at \(output): \(told) but \(held)")
            }
            // What hit-testing and the responder chain read of each view (its kind, handlesTouches, properties).
            if case .statement = output {
                let toldViews = scene.table.views.map(Self.viewFacts), heldViews = env.views.enumerated().map { Self.viewFacts($1, scroll: env.scrollState(of: ViewID(index: $0))) }
                if toldViews != heldViews { problems.append("the views differ at \(output): \(toldViews) but \(heldViews)") }
            }
        }, write: { _ in })
        #expect(problems.isEmpty, "\(path): \(problems)")
        guard let session else { return }  // did not parse
        #expect(Self.same(scene.screen, Self.engineScreen(session)), "\(path): the screen at the end")
        #expect(scene.table.now == session.env.now, "\(path): the clock at the end")
        if !session.env.recognizers.isEmpty, session.eventsDispatched > 0, path.hasPrefix("examples/01") {
            #expect(timerEvents > 0, "a double tap schedules timers")
        }
    }

    /// A row deleted with swipe-to-delete leaves the table one row shorter, and the stream says so when it happens,
    /// not only at the end of the run: the canvas drawn after the tap on `Delete` shows the rows that are left (G9).
    /// So does a row swiped open and closed again.
    @Test func aDeletedRowLeavesTheCanvasAtOnce() throws {
        let text = """
            view list frame 0,0,375,667 tableView rows 5 rowHeight 60
            delegate list canEditRowAt = true
            drag from 300,90 to 150,95 over 300ms
            wait 100ms
            tap at 340,90
            wait 100ms
            drag from 300,150 to 150,155 over 300ms
            wait 100ms
            tap at 100,400
            wait 100ms

            """
        var scene = StreamScene()
        var told: [String] = []
        var held: [String] = []
        _ = ScriptRunner.run(name: "delete.gesture", bytes: Array(text.utf8), transcript: false, observe: { output, execution in
            let s = execution.session
            scene.read(output)
            guard case .statement = output, let list = s.env.view(named: "list"), let t = s.env.tableState(of: list) else { return }
            let cells = scene.table.views[list.index].scroll?.cells
            told.append("\(cells?.count ?? -1) rows, open \(cells?.openRow.map(String.init) ?? "none")")
            held.append("\(t.count) rows, open \(t.openRow.map(String.init) ?? "none")")
            #expect(Self.same(scene.screen, Self.engineScreen(s)), "the screen at \(output)")
        }, write: { _ in })
        #expect(held.contains("4 rows, open none") && held.contains("4 rows, open 2"), "\(held)")
        #expect(told == held)
    }

    /// A row being swiped is drawn where the finger has moved it, from the stream alone (it used to be drawn whole
    /// until the swipe ended): after each statement of a slow swipe the canvas is the engine's, the row moved left by
    /// the swipe's offset with its `Delete` button in the gap, rubber-banded past the button's width (G9).
    @Test func aRowBeingSwipedIsDrawnWhereTheFingerHasMovedIt() throws {
        let text = """
            view list frame 0,0,375,667 tableView rows 20 rowHeight 60
            delegate list canEditRowAt = true
            down 1 at 300,210
            move 1 to 250,211 over 100ms
            move 1 to 200,212 over 100ms
            move 1 to 120,213 over 100ms
            move 1 to 20,214 over 100ms
            up 1
            wait 10ms

            """
        var scene = StreamScene()
        var shifts: [Double] = []
        _ = ScriptRunner.run(name: "swipe.gesture", bytes: Array(text.utf8), transcript: false, observe: { output, execution in
            let s = execution.session
            scene.read(output)
            guard case .statement = output, let list = s.env.view(named: "list"), let t = s.env.tableState(of: list) else { return }
            #expect(Self.same(scene.screen, Self.engineScreen(s)), "the screen at \(output)")
            guard t.swipingRowShown != nil else { return }
            // The row's right edge, where it is moved to (its left part is cut at the table's edge).
            let row = scene.screen.views.first { $0.name == "row 3" }
            shifts.append((row.map { $0.frame.origin.x + $0.frame.width } ?? 375) - 375)
            let gap = scene.screen.views.first { $0.name == "Delete" }?.frame
            #expect(gap.map { $0.origin.x + $0.width } == 375, "the button fills the gap on the right")
        }, write: { _ in })
        // Told after the statements that leave the row swiping: each further left, past the button's width damped.
        #expect(shifts.count == 4, "\(shifts)")
        #expect(zip(shifts, shifts.dropFirst()).allSatisfy { $0 > $1 }, "\(shifts)")
        #expect(shifts.first.map { $0 < 0 } == true)
        #expect(shifts.last.map { $0 > -280 && $0 < -74 } == true, "\(shifts)")
    }

    /// A row swiped open is drawn as the device shows it, from the stream alone: its content moved left by the width
    /// of its `Delete` button (74 pt), the button in the gap, on the terminal canvas and the SVG one; closed again, the
    /// row is whole and the button gone.
    @Test func anOpenRowIsDrawnMovedWithItsDeleteButton() throws {
        let open = """
            view list frame 0,0,375,667 tableView rows 20 rowHeight 60
            delegate list canEditRowAt = true
            drag from 300,210 to 150,215 over 300ms
            expect list openRow 3
            wait 10ms

            """
        let screen = record(open).recorder.screen
        let drawn = screen.views.filter { $0.name == "row 3" || $0.name == "Delete" }
        #expect(drawn.map(\.name) == ["row 3", "Delete"])
        #expect(drawn.map(\.frame) == [Rect(x: 0, y: 180, width: 301, height: 60), Rect(x: 301, y: 180, width: 74, height: 60)])
        #expect(screen.views.first { $0.name == "row 4" }?.frame == Rect(x: 0, y: 240, width: 375, height: 60))

        // The terminal canvas at 80 columns: the button's name in the row's line, right of the row's.
        let text = CanvasText(width: 80, maxRows: 40).render(screen)
        let line = try #require(text.split(separator: "\n").first { $0.contains("row 3") })
        let rowAt = try #require(line.range(of: "row 3")), deleteAt = try #require(line.range(of: "Delete"))
        #expect(rowAt.upperBound < deleteAt.lowerBound)
        // The SVG canvas: a group for the button, over the gap.
        let svg = CanvasSVG(scene: screen, paths: []).render(left: 0, top: 0)
        #expect(svg.contains("data-name=\"Delete\""))

        let closed = record(open + "tap at 100,500\nwait 10ms\n").recorder.screen
        #expect(!closed.views.contains { $0.name == "Delete" })
        #expect(closed.views.first { $0.name == "row 3" }?.frame == Rect(x: 0, y: 180, width: 375, height: 60))
    }
}
