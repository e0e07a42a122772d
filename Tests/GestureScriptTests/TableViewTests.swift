import GestureAnalysis
import GestureEngine
import Testing

@testable import GestureScript
@testable import GestureTranscript

/// Tables and collections run as scripts (LANGUAGE §8; uikit-scrollviews reference §7, G1–G9; research notes
/// §2.3–2.4): highlight when the table's touchesBegan accepts the row, never while dragging, selection at the end of
/// the touch-up event in the order willSelect, the old row's will/didDeselect, didSelect, unhighlight; swipe-to-delete.
/// Each case compares the whole console of a gesture (`expect log`).
@Suite struct TableViewTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var script: String
        var testDescription: String { name }
    }

    /// A 50-row table of 44 pt rows filling a 375×667 screen, under `page`.
    static let scene = """
        view page frame 0,0,375,667
        view list frame 0,0,375,667 in page tableView rows 50

        """

    static let cases: [Case] = [
        Case(name: "G2/G4: a tap highlights at touch-down and selects at the end of the touch-up event", script: """
            tap at 100,110
            expect log "list.didHighlightRowAt 2" "list.willSelectRowAt 2" "list.didSelectRowAt 2" "list.didUnhighlightRowAt 2"
            expect list selectedRow 2
            """),
        Case(name: "research §2.3: another row deselects the old one before selecting", script: """
            tap at 100,110
            mark
            tap at 100,300
            expect log "list.didHighlightRowAt 6" "list.willSelectRowAt 6" "list.willDeselectRowAt 2" "list.didDeselectRowAt 2" "list.didSelectRowAt 6" "list.didUnhighlightRowAt 6"
            expect list selectedRow 6
            """),
        Case(name: "the selected row tapped again is selected again, not deselected", script: """
            tap at 100,110
            mark
            tap at 100,110
            expect log "list.didHighlightRowAt 2" "list.willSelectRowAt 2" "list.didSelectRowAt 2" "list.didUnhighlightRowAt 2"
            """),
        // Rows 2 and 3 meet at y = 132; the moves stay under the pan's 10 pt, so the table does not scroll.
        Case(name: "G3: leaving the row unhighlights it and the lift selects nothing", script: """
            down 1 at 100,129
            move 1 to 100,134
            up 1
            expect log "list.didHighlightRowAt 2" "list.didUnhighlightRowAt 2"
            expect list selectedRow none
            """),
        Case(name: "G3: coming back into the row highlights it again and selects", script: """
            down 1 at 100,128
            move 1 to 100,134
            move 1 to 100,130
            up 1
            expect log "list.didHighlightRowAt 2" "list.didUnhighlightRowAt 2" "list.didHighlightRowAt 2" "list.willSelectRowAt 2" "list.didSelectRowAt 2" "list.didUnhighlightRowAt 2"
            """),
        // Held past the 150 ms content-touch delay (B10 "press then drag"), so the row highlights before the drag.
        // Held past the delay: the same moves reach the table live, one at a time.
        Case(name: "G3: coming back into the row of a held touch highlights it again and selects", script: """
            down 1 at 100,128
            wait 200ms
            move 1 to 100,134
            move 1 to 100,130
            up 1
            expect log "list.didHighlightRowAt 2" "list.didUnhighlightRowAt 2" "list.didHighlightRowAt 2" "list.willSelectRowAt 2" "list.didSelectRowAt 2" "list.didUnhighlightRowAt 2"
            """),
        // A quick drag (B10): dropped before the 150 ms, so the row never highlights.
        Case(name: "G6/B10: a quick drag scrolls and never highlights", script: """
            drag from 100,400 to 100,200 over 300ms
            expect log "list.scrollViewWillBeginDragging" "list.scrollViewWillEndDragging" "list.scrollViewDidEndDragging" "list.scrollViewWillBeginDecelerating"
            expect view list touchesBegan 0
            expect list selectedRow none
            """),
        Case(name: "G6/G8, B9: a drag that scrolls unhighlights before scrollViewWillBeginDragging and never selects", script: """
            down 1 at 100,400
            wait 200ms
            move 1 to 100,200 over 300ms
            up 1
            expect log "list.didHighlightRowAt 9" "list.didUnhighlightRowAt 9" "list.scrollViewWillBeginDragging" "list.scrollViewWillEndDragging" "list.scrollViewDidEndDragging" "list.scrollViewWillBeginDecelerating"
            expect view list touchesShouldCancel 1
            expect view list touchesCancelled 1
            expect list selectedRow none
            """),
        Case(name: "B9: touchesShouldCancel answering no keeps the highlight; the pan fails and the row is selected", script: """
            override list touchesShouldCancel = false
            down 1 at 100,420
            wait 200ms
            move 1 by 0,-15 over 50ms
            up 1
            expect log "list.didHighlightRowAt 9" "list.willSelectRowAt 9" "list.didSelectRowAt 9" "list.didUnhighlightRowAt 9"
            expect view list touchesShouldCancel 1
            expect list.panGestureRecognizer states failed
            """),
        Case(name: "B9: not asked when canCancelContentTouches is false: the row stays highlighted until the finger leaves it", script: """
            list.canCancelContentTouches = false
            down 1 at 100,420
            wait 200ms
            move 1 by 0,-15 over 50ms
            mark
            move 1 by 0,-100 over 100ms
            up 1
            expect log "list.didUnhighlightRowAt 9"
            expect view list touchesShouldCancel 0
            expect list selectedRow none
            """),
        Case(name: "G7: a tap that stops a flick selects nothing", script: """
            drag from 100,600 to 100,100 over 100ms
            wait 100ms
            mark
            tap at 100,300
            expect view list didHighlightRowAt 0
            expect view list didSelectRowAt 0
            expect list selectedRow none
            """),
        Case(name: "G2: shouldHighlightRowAt false halts the selection", script: """
            delegate list shouldHighlightRowAt = false
            tap at 100,110
            expect log
            expect list selectedRow none
            """),
        Case(name: "allowsSelection false: no highlight, no selection", script: """
            list.allowsSelection = false
            tap at 100,110
            expect log
            expect list selectedRow none
            """),
        Case(name: "G2: a tap on the background (below the last row) clears nothing and selects nothing", script: """
            view short frame 0,0,375,667 tableView rows 3
            tap at 100,400
            expect log
            expect short selectedRow none
            """),
        Case(name: "G2: a view in the table is not in a cell: its touches reach the table and select nothing", script: """
            view header frame 0,0,375,30 in list
            tap at 100,10
            expect view list touchesEnded 1
            expect log
            """),
        Case(name: "H1: a tap recognizer on the superview cancels the touch: no selection", script: """
            recognizer tap = tap on page
            longpress at 100,110 for 300ms
            expect log "list.didHighlightRowAt 2" "tap recognized" "list.didUnhighlightRowAt 2"
            expect view list didSelectRowAt 0
            """),
        Case(name: "H3: shouldReceive false within the table", script: """
            recognizer tap = tap on page
            delegate tap shouldReceive = false within list
            tap at 100,110
            expect tap actions 0
            expect list selectedRow 2
            """),
        Case(name: "H4: cancelsTouchesInView false: the tap's action first, then the selection, in the same event", script: """
            recognizer tap = tap on page
            tap.cancelsTouchesInView = false
            longpress at 100,110 for 300ms
            expect log "list.didHighlightRowAt 2" "tap recognized" "list.willSelectRowAt 2" "list.didSelectRowAt 2" "list.didUnhighlightRowAt 2"
            """),
        Case(name: "G4: the selection waits for every action of the touch-up event, two recognizers' included", script: """
            recognizer other = tap on page
            other.cancelsTouchesInView = false
            recognizer second = tap on page
            second.cancelsTouchesInView = false
            delegate second shouldRecognizeSimultaneouslyWith other = true
            longpress at 100,110 for 200ms
            expect log "list.didHighlightRowAt 2" "other recognized" "second recognized" "list.willSelectRowAt 2" "list.didSelectRowAt 2" "list.didUnhighlightRowAt 2"
            """),
        Case(name: "G4: the selection waits for the other views' deliveries of the touch-up event", script: """
            view short frame 0,0,375,500 in page tableView rows 50
            view button frame 0,550,375,50 in page button
            down 1 at 100,110 & down 2 at 100,570
            up 1 & up 2
            expect log "short.didHighlightRowAt 2" "button.touchUpInside" "short.willSelectRowAt 2" "short.didSelectRowAt 2" "short.didUnhighlightRowAt 2"
            """),
        Case(name: "a collection selects items, with no willSelect", script: """
            view grid frame 0,0,375,667 collectionView items 10 itemSize 100,100
            tap at 150,150
            expect log "grid.didHighlightItemAt 4" "grid.didSelectItemAt 4" "grid.didUnhighlightItemAt 4"
            expect grid selectedItem 4
            expect view grid didSelectItemAt 1
            mark
            tap at 120,50
            expect log
            """),
        Case(name: "a collection scrolls vertically even when its items fit (alwaysBounceVertical)", script: """
            view grid frame 0,0,375,667 collectionView items 3 itemSize 100,100
            drag from 100,300 to 100,400 over 200ms
            expect grid.panGestureRecognizer states began changed ended
            """),
        Case(name: "a million rows: a row far down is hit at its offset", script: """
            view big frame 0,0,375,667 tableView rows 1000000
            big.contentOffset = 0,43999800
            tap at 100,100
            expect big selectedRow 999997
            """),
        Case(name: "G9: a horizontal drag opens the row on Delete, a tap on Delete deletes it", script: """
            view edit frame 0,0,375,667 tableView rows 20 rowHeight 60
            delegate edit canEditRowAt = true
            drag from 300,90 to 150,95 over 300ms
            expect edit.swipeActionPan states began changed ended
            mark
            tap at 340,90
            expect log "edit.commit .delete forRowAt 1" "edit.didEndEditingRowAt 1"
            mark
            tap at 100,90
            expect edit selectedRow 1
            """),
        Case(name: "G9: with a row open, a tap elsewhere closes it and selects nothing", script: """
            view edit frame 0,0,375,667 tableView rows 20 rowHeight 60
            delegate edit canEditRowAt = true
            drag from 300,90 to 150,95 over 300ms
            mark
            tap at 100,300
            expect log "edit.didEndEditingRowAt 1"
            expect edit selectedRow none
            """),
        Case(name: "G9: a short swipe closes again", script: """
            view edit frame 0,0,375,667 tableView rows 20 rowHeight 60
            delegate edit canEditRowAt = true
            down 1 at 300,90
            move 1 to 270,90 over 100ms
            move 1 to 285,90 over 100ms
            up 1
            expect log "edit.didHighlightRowAt 1" "edit.willBeginEditingRowAt 1" "edit.didUnhighlightRowAt 1" "edit.didEndEditingRowAt 1"
            """),
        Case(name: "G9: a mostly vertical drag scrolls and fails the swipe pan", script: """
            view edit frame 0,0,375,667 tableView rows 20 rowHeight 60
            delegate edit canEditRowAt = true
            drag from 300,300 to 280,100 over 300ms
            expect edit.swipeActionPan states failed
            expect edit.panGestureRecognizer states began changed ended
            """),
        Case(name: "G9: a diagonal drag more vertical than horizontal at 25 pt fails the swipe pan itself", script: """
            view edit frame 0,0,375,667 tableView rows 20 rowHeight 60
            edit.isScrollEnabled = false
            delegate edit canEditRowAt = true
            drag from 300,300 to 200,410 over 300ms
            expect edit.swipeActionPan states failed
            """),
        Case(name: "G9: with a row open, a drag closes it at touch-down and scrolls, selecting nothing", script: """
            view edit frame 0,0,375,667 tableView rows 20 rowHeight 60
            delegate edit canEditRowAt = true
            drag from 300,90 to 150,95 over 300ms
            mark
            edit.contentOffset = 0,0
            drag from 100,400 to 100,300 over 200ms
            expect view edit didSelectRowAt 0
            expect log "edit.didEndEditingRowAt 1" "edit.scrollViewWillBeginDragging" "edit.scrollViewWillEndDragging" "edit.scrollViewDidEndDragging" "edit.scrollViewWillBeginDecelerating"
            """),
        Case(name: "G9: a second finger before the swipe began fails the swipe pan", script: """
            view edit frame 0,0,375,667 tableView rows 20 rowHeight 60
            delegate edit canEditRowAt = true
            down 1 at 300,90
            move 1 to 290,90 over 50ms
            down 2 at 100,400
            move 1 to 150,90 over 200ms
            up 1
            up 2
            expect edit.swipeActionPan states failed
            expect edit openRow none
            """),
        Case(name: "G9: two fingers landing together are not a second finger: the swipe begins", script: """
            view edit frame 0,0,375,667 tableView rows 20 rowHeight 60
            delegate edit canEditRowAt = true
            down 1 at 300,90 & down 2 at 300,150
            move 1 by -150,0 & move 2 by -150,0 over 300ms
            up 1 & up 2
            expect edit.swipeActionPan states began changed ended
            expect edit openRow 2
            """),
        Case(name: "G9: a second finger after the swipe began does not fail it", script: """
            view edit frame 0,0,375,667 tableView rows 20 rowHeight 60
            delegate edit canEditRowAt = true
            down 1 at 300,90
            move 1 to 250,90 over 100ms
            down 2 at 100,400
            move 1 to 150,90 over 200ms
            up 1
            up 2
            expect edit.swipeActionPan states began changed ended
            expect edit openRow 1
            """),
        Case(name: "G9: shouldBegin: a row that cannot be edited has no actions, so no swipe begins on it", script: """
            view edit frame 0,0,375,667 tableView rows 20 rowHeight 60
            delegate edit canEditRowAt = true
            delegate edit canEditRowAt 1 = false
            drag from 300,90 to 150,95 over 300ms
            expect edit.swipeActionPan states failed
            expect edit openRow none
            # No swipe: the drag stayed in the row, so the table's touch selects it (G3, G4).
            expect log "edit.didHighlightRowAt 1" "edit.willSelectRowAt 1" "edit.didSelectRowAt 1" "edit.didUnhighlightRowAt 1"
            drag from 300,150 to 150,155 over 300ms
            expect edit openRow 2
            """),
        Case(name: "G9: shouldBegin: only the rows named can be swiped", script: """
            view edit frame 0,0,375,667 tableView rows 20 rowHeight 60
            delegate edit canEditRowAt = false
            delegate edit canEditRowAt 3 = true
            drag from 300,90 to 150,95 over 300ms
            expect edit openRow none
            drag from 300,210 to 150,215 over 300ms
            expect edit openRow 3
            """),
        Case(name: "G9: shouldBegin: a swipe to the right asks for leading actions, which no row has", script: """
            view edit frame 0,0,375,667 tableView rows 20 rowHeight 60
            delegate edit canEditRowAt = true
            drag from 100,90 to 250,95 over 300ms
            expect edit.swipeActionPan states failed
            expect log "edit.didHighlightRowAt 1" "edit.willSelectRowAt 1" "edit.didSelectRowAt 1" "edit.didUnhighlightRowAt 1"
            """),
        Case(name: "G9: shouldBegin: no swipe begins on the table's background", script: """
            view edit frame 0,0,375,667 tableView rows 5 rowHeight 60
            delegate edit canEditRowAt = true
            drag from 300,500 to 150,505 over 300ms
            expect edit.swipeActionPan states failed
            expect log
            """),
        Case(name: "G9: an open row swiped right closes", script: """
            view edit frame 0,0,375,667 tableView rows 20 rowHeight 60
            delegate edit canEditRowAt = true
            drag from 300,90 to 150,95 over 300ms
            mark
            drag from 330,90 to 370,92 over 300ms
            expect edit openRow none
            expect log "edit.didEndEditingRowAt 1"
            """),
        Case(name: "G9: a deleted row's answer goes with it and those below move up", script: """
            view edit frame 0,0,375,667 tableView rows 20 rowHeight 60
            delegate edit canEditRowAt = true
            delegate edit canEditRowAt 2 = false
            drag from 300,90 to 150,95 over 300ms
            tap at 340,90
            expect edit openRow none
            drag from 300,90 to 150,95 over 300ms
            expect edit openRow none
            drag from 300,150 to 150,155 over 300ms
            expect edit openRow 2
            """),
        Case(name: "G9: setting the offset scrolls the table, which closes the open row", script: """
            view edit frame 0,0,375,667 tableView rows 20 rowHeight 60
            delegate edit canEditRowAt = true
            drag from 300,90 to 150,95 over 300ms
            mark
            edit.contentOffset = 0,100
            expect edit openRow none
            expect log "edit.didEndEditingRowAt 1"
            """),
    ]

    @Test(arguments: cases)
    func scenario(_ c: Case) {
        let source = Self.scene + c.script
        let outcome = ScriptRunner.run(name: "t.gesture", bytes: Array(source.utf8), transcript: false, write: { _ in })
        #expect(outcome.status == .ok, "\(outcome.diagnostics)\(outcome.failureLines.joined(separator: "\n"))")
    }

    // MARK: - Bad input

    struct Bad: CustomTestStringConvertible, Sendable {
        var source: String
        var location: String
        var message: String
        var suggestion: String?
        var testDescription: String { source }
    }

    static let bad: [Bad] = [
        Bad(source: "view g frame 0,0,375,667 collectionView items 5 itemSize 0,0", location: "bad.gesture:1:58: error:",
            message: "the item width and height must be greater than zero, found '0'", suggestion: "did you mean '50'?"),
        Bad(source: "view t frame 0,0,375,667 tableView rows 5 rowHeight -3", location: "bad.gesture:1:53: error:",
            message: "the row height must be greater than zero, found '-3'", suggestion: "did you mean '44'?"),
        Bad(source: "view t frame 0,0,375,667 tableView rows 5 rowHeight 0", location: "bad.gesture:1:53: error:",
            message: "must be greater than zero", suggestion: nil),
        Bad(source: "view t frame 0,0,375,667 tableView rows 5 rowHeight 1e999", location: "bad.gesture:1:53: error:",
            message: "exponents", suggestion: nil),
        Bad(source: "view t frame 0,0,375,667 tableView rows 10000001", location: "bad.gesture:1:41: error:",
            message: "a table or collection holds at most 10000000 rows", suggestion: "did you mean '10000000'?"),
        Bad(source: "view t frame 0,0,375,667 tableView rows -1", location: "bad.gesture:1:41: error:", message: "row count", suggestion: nil),
        Bad(source: "view t frame 0,0,375,667 collectionView items 5", location: "bad.gesture:1:48: error:", message: "'itemSize'",
            suggestion: nil),
        Bad(source: "view t frame 0,0,375,667 tableView rows 5 collectionView items 5 itemSize 5,5", location: "bad.gesture:1:43: error:",
            message: "a view has one kind", suggestion: nil),
        Bad(source: "view t frame 0,0,375,667\ndelegate t shouldHighlightRowAt = false", location: "bad.gesture:2:10: error:",
            message: "'t' is not a table or collection", suggestion: nil),
        Bad(source: "view t frame 0,0,375,667\nexpect t selectedRow 1", location: "bad.gesture:2:8: error:",
            message: "'t' is not a table or collection", suggestion: nil),
        Bad(source: "view t frame 0,0,375,667\nt.allowsSelection = false", location: "bad.gesture:2:1: error:",
            message: "'t' is not a table or collection", suggestion: nil),
        Bad(source: "view g frame 0,0,375,667 collectionView items 5 itemSize 5,5\ndelegate g canEditRowAt = true",
            location: "bad.gesture:2:10: error:", message: "swipe-to-delete", suggestion: nil),
        Bad(source: "view t frame 0,0,375,667 tableView rows 20\ndelegate t canEditRowAt 20 = true", location: "bad.gesture:2:25: error:",
            message: "'t' has 20 rows (numbered from 0): there is no row 20", suggestion: "delegate t canEditRowAt 19 = true"),
        Bad(source: "view t frame 0,0,375,667 tableView rows 20\ndelegate t canEditRowAt 1.5 = true", location: "bad.gesture:2:25: error:",
            message: "row number", suggestion: nil),
        Bad(source: "view t frame 0,0,375,667 tableView rows 20\ndelegate t canEditRowAt -1 = true", location: "bad.gesture:2:25: error:",
            message: "row number", suggestion: nil),
        Bad(source: "view t frame 0,0,375,667\nexpect t openRow 1", location: "bad.gesture:2:8: error:",
            message: "'t' is not a table or collection", suggestion: nil),
        Bad(source: "view g frame 0,0,375,667 collectionView items 5 itemSize 5,5\nexpect view g didSelectRowAt 1",
            location: "bad.gesture:2:15: error:", message: "a collection's 'ItemAt'", suggestion: nil),
    ]

    @Test(arguments: bad)
    func badInputGetsADiagnosticAndStatus2(_ c: Bad) {
        BadInputCase(name: c.source, source: c.source, location: c.location, message: c.message, suggestion: c.suggestion)
            .expectItsDiagnostic()
    }

    // MARK: - Seeing

    @Test func showListsTheTable() throws {
        let r = ShowTests.run(Self.scene + """
            delegate list canEditRowAt = true
            tap at 100,110
            list.contentOffset = 0,190
            show list
            """)
        let lines = try #require(r.shows.last)
        #expect(lines.contains("  flags: tableView rows 50 rowHeight 44"), "\(lines)")
        #expect(lines.contains("  table: 50 rows of 375,44; visible: rows 4–19; selected: 2; highlighted: none"), "\(lines)")
        #expect(lines.contains("  delegate: allowsSelection true, shouldHighlightRowAt true, canEditRowAt true"), "\(lines)")
        // The content-touch delay comes first, made before the pan as UIKit makes it (docs/engine.md §11.1).
        #expect(lines.contains("  recognizers: list's content-touch delay (contentTouchDelay, possible), list.panGestureRecognizer (pan, possible), "
            + "list.swipeActionPan (pan, possible)"), "\(lines)")
    }

    /// G9: while the finger drags a row past the `Delete` button's width, the row's offset is rubber-banded,
    /// threshold + (x − threshold)^0.7; `show` gives it. The swipe pan began at 25 pt, so its translation is the
    /// movement less 25 pt.
    @Test func showGivesTheSwipedRowsRubberBandedOffset() throws {
        let cases: [(move: String, line: String)] = [
            // −50 + 25 = −25: inside the button, as dragged.
            ("move 1 to 250,90 over 100ms", "  swipe: row 1 at -25 pt, swiping"),
            // −199 + 25 = −174: 100 pt past the 74 pt button, 100^0.7 = 25.119 of it shown.
            ("move 1 to 101,90 over 200ms", "  swipe: row 1 at -99.1 pt, swiping (rubber band past 74 pt)"),
        ]
        for c in cases {
            let r = ShowTests.run("""
                view edit frame 0,0,375,667 tableView rows 20 rowHeight 60
                delegate edit canEditRowAt = true
                delegate edit canEditRowAt 4 = false
                down 1 at 300,90
                \(c.move)
                show edit
                """)
            let lines = try #require(r.shows.last)
            #expect(lines.contains(c.line), "\(lines)")
            #expect(lines.contains("  delegate: allowsSelection true, shouldHighlightRowAt true, canEditRowAt true (row 4 false)"), "\(lines)")
        }
    }

    @Test func whySaysWhyATapSelectedNoRow() throws {
        let cases: [(String, String)] = [
            // A quick tap: the touch is still withheld by the content-touch delay when the tap takes it.
            ("recognizer tap = tap on page\ntap at 100,110",
             "list selected no row in the last gesture: its touches were withheld and then dropped at t=50ms, when tap recognized and claimed them, so the table never heard of the touch. list.touchesBegan (finger 1) was withheld at t=0ms by list's content-touch delay's delaysTouchesBegan; dropped at t=50ms because tap was recognized (1 tap completed) and claimed the touches, so list never heard them."),
            // Held past the 150 ms: the table heard the touch, and the tap cancels it.
            ("recognizer tap = tap on page\nlongpress at 100,110 for 200ms",
             "list selected no row in the last gesture: its touch was cancelled at t=200ms because tap recognized (its cancelsTouchesInView is true), and a cancelled touch never selects."),
            // A quick drag: the pan begins before the 150 ms and drops the withheld touch.
            ("drag from 100,400 to 100,200 over 300ms",
             "list selected no row in the last gesture: its touches were withheld and then dropped at t=16.666ms, when list.panGestureRecognizer began and claimed them, so the table never heard of the touch. list.touchesBegan (finger 1) was withheld at t=0ms by list's content-touch delay's delaysTouchesBegan; dropped at t=16.666ms because list.panGestureRecognizer began (moved 11.1 pt ≥ hysteresis 10 pt) and claimed the touches, so list never heard them."),
            // Held, then dragged: the table heard the touch, and it became a scroll.
            ("down 1 at 100,400\nwait 200ms\nmove 1 to 100,200 over 300ms\nup 1",
             "list selected no row in the last gesture: the touch became a scroll (list.panGestureRecognizer began at t=216.666ms), and a table that is dragging does not select."),
            ("list.allowsSelection = false\ntap at 100,110", "list selected no row in the last gesture: its allowsSelection is false."),
            ("tap at 100,110",
             "list.didSelectRowAt 2 came at t=50ms, at the end of the touch-up event, after every action and touch delivery of it"),
        ]
        for (script, verdict) in cases {
            let query = try WhyQuery.parse("list.didSelectRowAt").get()
            let e = try Explainer.explain(query, in: ExplainTests.session(Self.scene + script)).get()
            #expect(e.verdict.hasPrefix(verdict), "\(e.verdict)")
        }
    }
}
