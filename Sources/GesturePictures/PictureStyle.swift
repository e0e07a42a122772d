/// The colours and shapes of the pictures, as CSS (inside the SVG file and the HTML page alike). Colours follow
/// the terminal transcript: green for progress and recognition, red for failure and cancellation, yellow for
/// waiting and withheld, magenta for actions, TouchTracker's in-progress lines red as in the chapter.
enum PictureStyle {
    static let css = """
        svg { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; }
        .title { font-size: 15px; font-weight: bold; fill: #222; }
        .scene-title { font-size: 17px; font-weight: bold; fill: #111; }
        .omitted { fill: #666; font-size: 11px; }
        .lane-bg { fill: #fafafa; stroke: #e4e4e4; stroke-width: 0.5; }
        .lane-recognizer .lane-bg { fill: #f4f7fb; }
        .lane-label { fill: #333; }
        .axis line { stroke: #888; stroke-width: 1; }
        .axis .tick { fill: #555; text-anchor: middle; font-size: 10px; }
        .span { stroke: none; }
        .legend-text { fill: #444; font-size: 10px; }
        .mark { stroke: #222; stroke-width: 0.6; }
        .k-held { fill: #9aa7b8; }
        .k-moves { fill: #2f6fd6; }
        .k-down { fill: #2f6fd6; }
        .k-up { fill: #fff; stroke: #2f6fd6; stroke-width: 1.5; }
        .k-finger-cancelled, .k-touchesCancelled, .k-dropped { stroke: #c62828; stroke-width: 2; fill: none; }
        .k-possible { fill: #b7c3d3; }
        .k-waiting { fill: #f2c14e; }
        .k-began { fill: #43a047; }
        .k-changed { fill: #81c784; }
        .k-ended, .k-recognized { fill: #1b5e20; }
        .span.k-ended, .span.k-recognized { fill: #a5d6a7; }
        .k-failed, .k-cancelled { fill: #e57373; stroke: #c62828; stroke-width: 2; }
        .span.k-failed, .span.k-cancelled { fill: #f4c7c7; stroke: none; }
        .k-touchesBegan, .k-touchesEnded { fill: #555; }
        .k-touchesMoved { fill: #bbb; }
        .k-withheld { fill: #f2c14e; opacity: 0.75; }
        .k-action, .k-control { fill: #ab47bc; }
        .k-console { fill: #fff; stroke: #333; stroke-width: 1.2; }
        .k-model { fill: #26c6da; }
        .screen { fill: #fff; stroke: #333; stroke-width: 1.5; }
        .view rect { fill: none; stroke: #8a9bb0; stroke-width: 1; stroke-dasharray: 4 3; }
        .view text { fill: #6a7b90; font-size: 11px; }
        .finger-path polyline { fill: none; stroke: #2f6fd6; stroke-width: 1.5; stroke-opacity: 0.5; }
        .finger-path .tick { fill: #2f6fd6; }
        .line { stroke-width: 4; stroke-linecap: round; }
        .line.finished { stroke: #111; }
        .line.current { stroke: #e53935; }
        .line.selected { stroke: #43a047; }
        .finger-down { fill: #2f6fd6; fill-opacity: 0.35; stroke: #2f6fd6; stroke-width: 1.5; }
        .menu rect { fill: #222; }
        .menu text { fill: #fff; }
        .cursor { stroke: #d81b60; stroke-width: 1.5; }
        """
}
