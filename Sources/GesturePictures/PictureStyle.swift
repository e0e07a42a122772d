/// The colours and shapes of the pictures, as CSS (inside the SVG file and the HTML page alike). Colours are the
/// colour-blind-safe palette of Okabe and Ito (blue #0072B2 fingers, bluish green #009E73 progress and success,
/// orange #E69F00 waiting, sky blue #56B4E9 withheld, vermillion #D55E00 failure, reddish purple #CC79A7
/// cancellation), and every meaning has its own shape too (`TimelineSVG.symbol`), so none rests on hue alone.
/// TouchTracker's lines are drawn as the app draws them: 10 pt wide, round caps, in-progress lines red.
enum PictureStyle {
    /// The width of one character of the pictures' monospace font, px, at 12 px and at 11 px: about 0.6 em.
    static let charWidth12 = 7.2
    static let charWidth11 = 6.6

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
        .break-band { fill: #fff; opacity: 0.9; }
        .axis .axis-instant, .legend .axis-instant { stroke: #fff; stroke-width: 2; stroke-dasharray: 2 2; }
        .legend .axis-instant { stroke: #888; }
        .break-cut { stroke: #444; stroke-width: 1.5; fill: none; }
        .break-label { fill: #222; text-anchor: middle; font-size: 10px; font-weight: bold; }
        .legend-text { fill: #444; font-size: 10px; }
        .mark { stroke: #000; stroke-width: 0.8; }
        .k-held { fill: #999; }
        .k-moves, .k-down { fill: #0072B2; }
        .k-up { fill: #fff; stroke: #0072B2; stroke-width: 1.5; }
        .k-possible { fill: #c4c4c4; }
        .span.k-waiting { fill: #E69F00; }
        .waiting-text { fill: #000; font-size: 10px; }
        .waiting-arrow { stroke: #8a5a00; stroke-width: 1.3; stroke-dasharray: 3 2; fill: none; }
        .waiting-arrow-head { fill: #8a5a00; stroke: none; }
        .k-began { fill: #009E73; }
        .k-changed { fill: #009E73; fill-opacity: 0.55; }
        .span.k-ended, .span.k-recognized { fill: #009E73; fill-opacity: 0.3; }
        .mark.k-recognized { fill: none; stroke: #009E73; stroke-width: 3; stroke-linecap: round; stroke-linejoin: round; }
        .mark.k-ended { fill: #009E73; stroke: #000; stroke-width: 0.8; }
        .mark.k-failed { fill: none; stroke: #D55E00; stroke-width: 2.6; stroke-linecap: round; }
        .span.k-failed { fill: #D55E00; fill-opacity: 0.25; }
        .mark.k-cancelled, .mark.k-finger-cancelled, .mark.k-touchesCancelled { fill: #fff; stroke: #CC79A7; stroke-width: 2.2; }
        .span.k-cancelled { fill: #CC79A7; fill-opacity: 0.3; }
        .mark.k-dropped { fill: #fff; stroke: #000; stroke-width: 1.4; stroke-dasharray: 2.2 1.6; }
        .k-touchesBegan, .k-touchesEnded { fill: #000; }
        .k-touchesMoved { fill: #999; }
        .span.k-withheld { fill: #56B4E9; fill-opacity: 0.25; stroke: #0072B2; stroke-width: 1.2; stroke-dasharray: 4 2; }
        .mark.k-action { fill: #F0E442; stroke: #000; stroke-width: 1; }
        .mark.k-control { fill: #fff; stroke: #000; stroke-width: 1.2; }
        .mark.k-console { fill: #fff; stroke: #000; stroke-width: 1.2; }
        .mark.k-model { fill: #fff; stroke: #56B4E9; stroke-width: 2; }
        .screen { fill: #fff; stroke: #333; stroke-width: 1.5; }
        .view rect { fill: none; stroke: #8a9bb0; stroke-width: 1; stroke-dasharray: 4 3; }
        .view text { fill: #6a7b90; font-size: 11px; }
        .finger-path polyline { fill: none; stroke: #2f6fd6; stroke-width: 1.5; stroke-opacity: 0.5; }
        .finger-path .tick { fill: #2f6fd6; }
        .line { stroke-width: 4px; stroke-linecap: round; }
        .line.finished { stroke: #000; }
        .line.current { stroke: #e00000; }
        .line.selected { stroke: #00c000; }
        .line-dot.finished { fill: #000; }
        .line-dot.current { fill: #e00000; }
        .line-dot.selected { fill: #00c000; }
        .finger-down { fill: #2f6fd6; fill-opacity: 0.35; stroke: #2f6fd6; stroke-width: 1.5; }
        .menu rect { fill: #222; }
        .menu text { fill: #fff; }
        .cursor { stroke: #d81b60; stroke-width: 1.5; }
        """
}
