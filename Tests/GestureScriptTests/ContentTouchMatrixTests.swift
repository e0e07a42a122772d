import GestureEngine
import GestureLanguage
import Testing
@testable import GestureScript

/// The whole matrix of scroll-view reference §3 B11 (with B5c, B6, B7, B8 and the overrides of LANGUAGE §8), as a
/// table: `delaysContentTouches` × `canCancelContentTouches` × the overrides' answers × a button or a plain view ×
/// a tap, a hold, a quick drag, a hold then a drag, and a drag across the axis the list cannot scroll → every touch
/// call the content view receives (phase at virtual time, runs of moves folded) and whether the list scrolled.
@Suite struct ContentTouchMatrixTests {
    enum Finger: String, CaseIterable, Sendable {
        /// Down, up 50 ms later.
        case tap
        /// Down, up 300 ms later.
        case hold
        /// Down, 60 pt up over 100 ms (10 pt per 16.7 ms sample: the pan begins at the first).
        case drag
        /// Down, 300 ms still, then the drag.
        case holdThenDrag
        /// Down, 60 pt sideways over 100 ms: the vertical list cannot scroll that axis (B5c).
        case dragAcross

        var script: String {
            switch self {
            case .tap: "down 1 at 60,160; wait 50ms; up 1"
            case .hold: "down 1 at 60,160; wait 300ms; up 1"
            case .drag: "down 1 at 60,160; move 1 by 0,-60 over 100ms; up 1"
            case .holdThenDrag: "down 1 at 60,160; wait 300ms; move 1 by 0,-60 over 100ms; up 1"
            case .dragAcross: "down 1 at 60,160; move 1 by 60,0 over 100ms; up 1"
            }
        }
    }

    struct Row: Sendable, CustomStringConvertible {
        var delays = true
        var canCancel = true
        var button = false
        /// `override list touchesShouldBegin = …` / `touchesShouldCancel = …`, none when nil.
        var shouldBegin: Bool? = nil
        var shouldCancel: Bool? = nil
        var finger: Finger
        /// What the content receives: `PHASE@MS`, a run of moves as `moved…`.
        var receives: [String]
        var scrolls: Bool

        var description: String {
            "delays \(delays) canCancel \(canCancel) \(button ? "button" : "plain") begin \(shouldBegin.map(String.init) ?? "-") "
                + "cancel \(shouldCancel.map(String.init) ?? "-") \(finger)"
        }

        var script: String {
            var s = "view list frame 0,100,375,400 scrollView content 375,2000\n"
            s += "view box frame 20,20,200,100 in list\(button ? " button" : " handlesTouches")\n"
            if !delays { s += "list.delaysContentTouches = false\n" }
            if !canCancel { s += "list.canCancelContentTouches = false\n" }
            if let b = shouldBegin { s += "override list touchesShouldBegin = \(b)\n" }
            if let c = shouldCancel { s += "override list touchesShouldCancel = \(c)\n" }
            return s + finger.script.replacingOccurrences(of: "; ", with: "\n") + "\n"
        }
    }

    static let rows: [Row] = [
        // B11 row 1: a tap under 150 ms: began and ended together at the lift (B5b), no scroll.
        Row(finger: .tap, receives: ["began@50", "ended@50"], scrolls: false),
        Row(button: true, finger: .tap, receives: ["began@50", "ended@50"], scrolls: false),
        // Row 2: a hold: began at 150 ms (B5a), ended at the lift.
        Row(finger: .hold, receives: ["began@150", "ended@300"], scrolls: false),
        Row(button: true, finger: .hold, receives: ["began@150", "ended@300"], scrolls: false),
        // Row 3: a drag within 150 ms: nothing at all (B5e), the list scrolls.
        Row(finger: .drag, receives: [], scrolls: true),
        Row(button: true, finger: .drag, receives: [], scrolls: true),
        // Row 4: a hold then a drag: a plain view is cancelled when the pan begins (B7, B8: yes); an enabled control
        // keeps the touch and the list does not scroll (B8: no).
        Row(finger: .holdThenDrag, receives: ["began@150", "cancelled@316.7"], scrolls: true),
        Row(button: true, finger: .holdThenDrag, receives: ["began@150", "moved…", "ended@400"], scrolls: false),
        // Row 5: canCancelContentTouches false, a drag within 150 ms: nothing was delivered, so the pan begins.
        Row(canCancel: false, finger: .drag, receives: [], scrolls: true),
        // Row 6: canCancelContentTouches false, a hold then a drag: the content keeps it, no scroll.
        Row(canCancel: false, finger: .holdThenDrag, receives: ["began@150", "moved…", "ended@400"], scrolls: false),
        Row(canCancel: false, button: true, finger: .holdThenDrag, receives: ["began@150", "moved…", "ended@400"], scrolls: false),
        // Row 7: delaysContentTouches false: began at touch-down; a drag scrolls a plain view's list and cancels it;
        // an enabled control keeps it.
        Row(delays: false, finger: .tap, receives: ["began@0", "ended@50"], scrolls: false),
        Row(delays: false, finger: .drag, receives: ["began@0", "cancelled@16.7"], scrolls: true),
        Row(delays: false, button: true, finger: .drag, receives: ["began@0", "moved…", "ended@100"], scrolls: false),
        // Row 8: neither: the full sequence, no scroll.
        Row(delays: false, canCancel: false, finger: .drag, receives: ["began@0", "moved…", "ended@100"], scrolls: false),
        Row(delays: false, canCancel: false, button: true, finger: .drag, receives: ["began@0", "moved…", "ended@100"], scrolls: false),
        // B12, the standard fix: no delay and touchesShouldCancel true: a button highlights at once and a drag from it
        // still scrolls.
        Row(delays: false, button: true, shouldCancel: true, finger: .drag, receives: ["began@0", "cancelled@16.7"], scrolls: true),
        Row(delays: false, button: true, shouldCancel: true, finger: .tap, receives: ["began@0", "ended@50"], scrolls: false),
        // touchesShouldCancel false on a plain view: it keeps the touch like a control.
        Row(shouldCancel: false, finger: .holdThenDrag, receives: ["began@150", "moved…", "ended@400"], scrolls: false),
        // touchesShouldCancel is not asked when canCancelContentTouches is false [DOC D-H].
        Row(canCancel: false, shouldCancel: true, finger: .holdThenDrag, receives: ["began@150", "moved…", "ended@400"], scrolls: false),
        // B6: touchesShouldBegin false: the touch never reaches the content, whatever the finger does; the drag scrolls.
        Row(shouldBegin: false, finger: .tap, receives: [], scrolls: false),
        Row(shouldBegin: false, finger: .hold, receives: [], scrolls: false),
        Row(shouldBegin: false, finger: .drag, receives: [], scrolls: true),
        Row(button: true, shouldBegin: false, finger: .holdThenDrag, receives: [], scrolls: true),
        // B4: without the delay it is asked at touch-down, and a no drops the touch for the whole sequence.
        Row(delays: false, shouldBegin: false, finger: .tap, receives: [], scrolls: false),
        Row(delays: false, button: true, shouldBegin: false, finger: .drag, receives: [], scrolls: true),
        Row(delays: false, shouldBegin: true, finger: .tap, receives: ["began@0", "ended@50"], scrolls: false),
        // B5c: 10 pt across the axis the vertical list cannot scroll releases at once (strictly more: at 20 pt).
        Row(finger: .dragAcross, receives: ["began@33.3", "moved…", "ended@100"], scrolls: false),
    ]

    @Test(arguments: rows)
    func row(_ row: Row) throws {
        let (session, events, error) = Self.run(row.script)
        #expect(error == nil, "\(row)")
        let env = session.env
        let box = try #require(env.view(named: "box"))
        let list = try #require(env.view(named: "list"))
        #expect(Self.received(by: box, in: events) == row.receives, "\(row)")
        let scrolled = (env.scrollState(of: list)?.count(of: .scrollViewWillBeginDragging) ?? 0) > 0
        #expect(scrolled == row.scrolls, "\(row)")
    }

    /// Runs `script`, keeping every trace event.
    static func run(_ script: String) -> (Session, [TraceEvent], Diagnostic?) {
        let session = Session()
        let file = SourceFile(name: "matrix.gesture", text: script)
        let (parsed, diagnostics) = Parser.parse(file)
        #expect(!diagnostics.contains { $0.isError }, "\(DiagnosticRenderer.render(diagnostics, in: file))")
        var events: [TraceEvent] = []
        var error: Diagnostic?
        session.run(parsed) { output in
            switch output {
            case .trace(let batch): events += batch
            case .error(let d): error = d
            default: break
            }
        }
        return (session, events, error)
    }

    /// The touch calls `view` received, in order, as `PHASE@MS`; consecutive moves folded into `moved…`.
    static func received(by view: ViewID, in events: [TraceEvent]) -> [String] {
        var out: [String] = []
        for case .viewCall(let time, let v, let call, _, _) in events where v == view {
            if call == .moved {
                if out.last != "moved…" { out.append("moved…") }
                continue
            }
            let ms = Double(time.microseconds) / 1000
            out.append("\(call.responderMethod.dropFirst("touches".count).lowercased())@\(formatNumber(ms, decimals: 1))")
        }
        return out
    }
}
