import GestureEngine
import GestureScript
import GestureSupport
import TouchTracker

/// One self-contained HTML page (no network, fonts or scripts from elsewhere; CSS and JavaScript inline) with the
/// timeline, the canvas, the expectation results and the transcript, and a time cursor: hovering or dragging over
/// the timeline shows every recognizer's state, the fingers and the canvas at that instant (`#t=MS` in the address
/// puts the cursor there at load). The markup is well-formed XML (XHTML-compatible), so an XML parser reads it.
public enum PictureHTML {
    /// `scene` is the current scene's screen (the earlier scenes' were kept when they ended).
    public static func render(_ recorder: PictureRecorder, scene: CanvasScene, title: String, extra: (heading: String, text: String)? = nil) -> String {
        let scenes = ScenePictures.fitted(recorder.scenes(screen: scene))
        let several = scenes.count > 1 || recorder.omittedScenes > 0
        var out = "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        out += "<title>\(MarkupText.content(title))</title>\n<style>/*<![CDATA[*/\n" + PictureStyle.css + "\n" + pageCSS + "\n/*]]>*/</style>\n</head>\n<body>\n"
        out += "<h1>\(MarkupText.content(title))</h1>\n"
        out += "<p class=\"hint\">Hover or drag over the timeline to move the time cursor; the states, the fingers and the canvas follow it. ← and → step from event to event. Hover a mark or a span for its cause. The address #t=MS (for example #t=350) opens the page with the cursor at that time."
        if several { out += " Each scene (each 'use touchtracker') has its own clock, from 0 ms, and its own cursor." }
        out += "</p>\n"
        if let omitted = recorder.omittedScenesText { out += "<p class=\"omitted\">\(MarkupText.content(omitted))</p>\n" }
        let last = scenes.last?.scene.number ?? 1
        let ticks = CanvasSVG.ticksPerPath(paths: scenes.reduce(0) { $0 + $1.scene.canvas.paths.count })
        for (k, s) in scenes.enumerated() {
            out += sceneSection(s.scene, s.timeline, suffix: k == 0 ? "" : "-\(k + 1)",
                                heading: several ? "Scene \(s.scene.number) of \(last): \(s.scene.title)" : nil, ticksPerPath: ticks)
        }
        out += "<section id=\"expectations\"><h2>Expectations</h2>\n"
        let passed = recorder.expectationsChecked - recorder.expectationFailures
        out += "<p class=\"\(recorder.failures.isEmpty ? "pass" : "fail")\">\(recorder.expectationsChecked) checked, \(passed) held, \(recorder.expectationFailures) failed</p>\n"
        if !recorder.failures.isEmpty {
            out += "<ul class=\"failures\">\n" + recorder.failures.map { "<li>\(MarkupText.content($0))</li>\n" }.joined() + "</ul>\n"
        }
        out += "</section>\n"
        if let extra {
            out += "<section id=\"report\"><h2>\(MarkupText.content(extra.heading))</h2>\n<pre>\(MarkupText.content(extra.text))</pre>\n</section>\n"
        }
        out += "<section id=\"transcript\"><h2>Transcript</h2>\n<pre>"
        out += recorder.transcript.map(MarkupText.content).joined(separator: "\n")
        if recorder.omittedTranscriptLines > 0 { out += "\n… \(recorder.omittedTranscriptLines) more lines (run it with 'gesturelab run' to see them)" }
        out += "</pre>\n</section>\n"
        out += "<script>//<![CDATA[\n" + script + "\n//]]></script>\n</body>\n</html>\n"
        return out
    }

    /// One scene: its timeline with a cursor, the states and fingers at the cursor, its canvas and the cursor's data.
    /// The script finds each part by class inside `div.scene`; the ids (the first scene's plain, the others' with
    /// `suffix`) name them for links and tests.
    static func sceneSection(_ scene: ScenePictures, _ built: Timeline, suffix: String, heading: String?, ticksPerPath: Int) -> String {
        let timeline = TimelineSVG(timeline: built)
        let canvas = CanvasSVG(scene: scene.screen, paths: scene.canvas.paths, idSuffix: suffix, ticksPerPath: ticksPerPath, atCursor: true)
        // Room right of the chart for marks drawn side by side at its end.
        let tw = TimelineSVG.chartX + TimelineSVG.chartWidth + 20
        let th = timeline.height + 10
        var out = "<div class=\"scene\" id=\"scene\(suffix.isEmpty ? "-1" : suffix)\" data-scene=\"\(scene.number)\">\n"
        if let heading { out += "<h2 class=\"scene-heading\">\(MarkupText.content(heading))</h2>\n" }
        out += "<section class=\"timeline\" id=\"timeline\(suffix)\"><h2>Timeline</h2>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"timeline-svg\" id=\"timeline-svg\(suffix)\" tabindex=\"0\" width=\"\(XMLText.num(tw))\" height=\"\(XMLText.num(th))\" viewBox=\"0 0 \(XMLText.num(tw)) \(XMLText.num(th))\">\n"
        out += timeline.render(top: 4)
        out += "<line class=\"cursor\" id=\"cursor\(suffix)\" x1=\"\(XMLText.num(TimelineSVG.chartX))\" y1=\"0\" x2=\"\(XMLText.num(TimelineSVG.chartX))\" y2=\"\(XMLText.num(4 + Double(built.lanes.count) * TimelineSVG.laneHeight))\"/>\n"
        out += "</svg>\n</section>\n"
        out += "<div class=\"row\">\n<section class=\"at-cursor\" id=\"at-cursor\(suffix)\"><h2>At <span class=\"cursor-time\" id=\"cursor-time\(suffix)\">\(formatMicroseconds(built.end ?? 0))</span></h2>\n"
        out += "<table class=\"states\" id=\"states\(suffix)\"><thead><tr><th>recognizer</th><th>state</th></tr></thead><tbody>\n"
        for lane in built.lanes(.recognizer) {
            out += "<tr data-name=\"\(MarkupText.attribute(lane.name))\"><td>\(MarkupText.content(lane.name))</td><td class=\"state\">–</td></tr>\n"
        }
        out += "</tbody></table>\n<p class=\"fingers-at\" id=\"fingers-at\(suffix)\">fingers: –</p>\n<p class=\"why\" id=\"why\(suffix)\"></p>\n</section>\n"
        out += "<section class=\"canvas\" id=\"canvas\(suffix)\"><h2>Canvas</h2>\n"
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"canvas-svg\" id=\"canvas-svg\(suffix)\" width=\"\(XMLText.num(canvas.width + 20))\" height=\"\(XMLText.num(canvas.height + 20))\" viewBox=\"0 0 \(XMLText.num(canvas.width + 20)) \(XMLText.num(canvas.height + 20))\">\n"
        out += canvas.render(left: 10, top: 10)
        out += "</svg>\n"
        // What the canvas shows at the end (where the cursor is before it moves).
        let legend = CanvasLegend.items(fingers: scene.screen.fingers.map(\.finger), kinds: CanvasLegend.kinds(scene.screen.model))
        out += "<ul class=\"canvas-legend\" id=\"canvas-legend\(suffix)\">\(legend)</ul>\n"
        out += "</section>\n</div>\n"
        out += "<script type=\"application/json\" class=\"gesturelab-data\" id=\"gesturelab-data\(suffix)\">" + data(built, timeline.axis, scene.canvas, scale: canvas.scale, ticksPerPath: ticksPerPath) + "</script>\n"
        out += "</div>\n"
        return out
    }

    /// What the cursor needs, as JSON: recognizer spans, finger paths (in points, with their time ticks as
    /// `[position, x, y, µs]`) and the line model over time (as SVG already scaled to the canvas, with the kinds of
    /// marks it holds for the canvas's legend); `scale` is the canvas's px per 1000 points.
    /// Positions are fractions of the axis (`TimelineAxis`); `times` pairs positions with times for the display.
    static func data(_ t: Timeline, _ axis: TimelineAxis, _ canvas: CanvasRecorder, scale s: Double, ticksPerPath: Int = 50) -> String {
        func n(_ v: Double) -> String { XMLText.num(v) }
        func u(_ time: Int64, _ step: Int) -> String { fraction(axis.fraction(time, step: step)) }
        var out = "{\"x0\":\(n(TimelineSVG.chartX)),\"x1\":\(n(TimelineSVG.chartX + TimelineSVG.chartWidth)),\"scale\":\(n(s * 1000)),\"times\":["
        var last = ""
        var times: [String] = []
        for b in [(axis.start, axis.startStep)] + axis.breakpoints.map({ ($0.time, $0.step) }) + [(axis.end, axis.endStep)] {
            let entry = "[\(u(b.0, b.1)),\(b.0)]"
            if entry != last { times.append(entry) }
            last = entry
        }
        out += times.joined(separator: ",") + "],\"recognizers\":["
        out += t.lanes(.recognizer).map { lane in
            "{\"name\":\(JSONText.quoted(lane.name, htmlSafe: true)),\"spans\":[" + lane.items.map { i in
                "[\(u(i.start, i.startStep)),\(u(i.end, i.endStep)),\(JSONText.quoted(i.kind.stateName ?? i.kind.rawValue, htmlSafe: true)),\(JSONText.quoted(i.label, htmlSafe: true))]"
            }.joined(separator: ",") + "]}"
        }.joined(separator: ",")
        out += "],\"paths\":["
        out += canvas.paths.map { p in
            "{\"finger\":\(p.finger),\"down\":\(p.isDown),\"points\":[" + p.points.map { "[\(u($0.time, $0.step)),\(n($0.x)),\(n($0.y))]" }.joined(separator: ",")
                + "],\"ticks\":[" + CanvasSVG.ticks(p.points, limit: ticksPerPath).map { "[\(u($0.time, $0.step)),\(n($0.x)),\(n($0.y)),\($0.time)]" }.joined(separator: ",") + "]}"
        }.joined(separator: ",")
        out += "],\"models\":["
        out += canvas.models.map { m in
            "{\"at\":\(u(m.time, m.step)),\"svg\":\(JSONText.quoted(CanvasSVG.lines(m.model, scale: s), htmlSafe: true)),\"kinds\":["
                + CanvasLegend.kinds(m.model).map { JSONText.quoted($0.rawValue, htmlSafe: true) }.joined(separator: ",") + "]}"
        }.joined(separator: ",")
        out += "]}"
        return out
    }

    /// A position with six decimals (stable, no exponent).
    static func fraction(_ f: Double) -> String {
        let v = Int64((max(0, min(1, f)) * 1_000_000).rounded())
        if v == 1_000_000 { return "1" }
        if v == 0 { return "0" }
        var digits = String(v)
        while digits.count < 6 { digits = "0" + digits }
        while digits.hasSuffix("0") { digits.removeLast() }
        return "0." + digits
    }

    /// The page fits any window from about 360 px wide (pictures scale down with it, nothing is clipped), and
    /// nothing moves when the cursor does: the panel that follows the cursor has a fixed size.
    static let pageCSS = """
        body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 16px; color: #222; background: #fff; }
        h1 { font-size: 20px; margin: 0 0 4px; overflow-wrap: anywhere; }
        h2 { font-size: 15px; margin: 14px 0 6px; }
        .hint { color: #555; font-size: 13px; margin: 0 0 8px; max-width: 60em; }
        .timeline-svg, .canvas-svg { display: block; max-width: 100%; height: auto; }
        .timeline-svg { cursor: crosshair; user-select: none; touch-action: none; }
        .timeline-svg:focus-visible { outline: 2px solid #0072B2; outline-offset: 2px; }
        .scene-heading { font-size: 17px; margin: 22px 0 4px; border-top: 1px solid #ddd; padding-top: 10px; overflow-wrap: anywhere; }
        .omitted { color: #666; font-size: 13px; }
        .row { display: flex; gap: 28px; align-items: flex-start; flex-wrap: wrap; }
        .at-cursor { flex: 0 0 320px; width: 320px; max-width: 100%; }
        .at-cursor h2 { font-variant-numeric: tabular-nums; }
        .cursor-time { display: inline-block; min-width: 7em; }
        .canvas { flex: 1 1 260px; min-width: 0; max-width: 420px; }
        table { border-collapse: collapse; font-size: 13px; table-layout: fixed; width: 100%; }
        th, td { text-align: left; padding: 2px 10px 2px 0; border-bottom: 1px solid #eee; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        td.state { font-weight: bold; width: 55%; }
        td.s-began, td.s-changed, td.s-ended, td.s-recognized { color: #007a5a; }
        td.s-failed { color: #b34700; }
        td.s-cancelled { color: #a4457d; }
        td.s-waiting { color: #8a5a00; }
        td.s-idle { color: #777; font-weight: normal; }
        .canvas-legend { list-style: none; margin: 6px 0 0; padding: 0; font-size: 12px; color: #444; height: 5.6em; overflow-y: auto; display: flex; flex-wrap: wrap; align-content: flex-start; gap: 2px 14px; }
        .canvas-legend li { display: flex; align-items: center; gap: 4px; height: 1.6em; }
        .canvas-legend .swatch { flex: none; }
        .canvas-legend .line { stroke-width: 4px; }
        .finger-number { fill: #0b3a7e; font-size: 10px; font-weight: bold; text-anchor: middle; stroke: #fff; stroke-width: 2.5px; paint-order: stroke; stroke-linejoin: round; }
        .fingers-at { font-size: 13px; height: 3.2em; overflow-y: auto; margin: 8px 0; font-variant-numeric: tabular-nums; }
        .why { color: #555; font-size: 12px; height: 9em; overflow-y: auto; margin: 0; overflow-wrap: anywhere; }
        pre { background: #f6f6f6; padding: 8px; font-size: 12px; overflow-x: auto; max-height: 480px; max-width: 100%; box-sizing: border-box; }
        .pass { color: #007a5a; }
        .fail, .failures { color: #b34700; }
        """

    static let script: String = """
        (function () {
          "use strict";
          var svgNS = "http://www.w3.org/2000/svg";
          var legendItems = \(CanvasLegend.templates);
          function fmt(us) {
            var ms = us / 1000;
            return (Math.round(ms * 10) / 10) + "ms";
          }
          // Each scene has its own clock, timeline, cursor and canvas.
          function scene(root) {
            var data = JSON.parse(root.querySelector(".gesturelab-data").textContent);
            var tl = root.querySelector(".timeline-svg");
            var cursor = root.querySelector(".cursor");
            var rows = root.querySelectorAll(".states tbody tr");
            var linesGroup = root.querySelector(".model-lines");
            var fingersGroup = root.querySelector(".fingers-down");
            var pathsGroup = root.querySelector(".finger-paths");
            var legend = root.querySelector(".canvas-legend");
            var finalLines = linesGroup ? linesGroup.innerHTML : "";
            // Positions (0 to 1 along the axis) and times, both ascending; interpolate between neighbours.
            function timeAt(u) {
              var ts = data.times;
              if (ts.length === 0) { return 0; }
              if (u <= ts[0][0]) { return ts[0][1]; }
              for (var i = 1; i !== ts.length; i++) {
                if (u <= ts[i][0]) {
                  var a = ts[i - 1], b = ts[i];
                  var f = b[0] > a[0] ? (u - a[0]) / (b[0] - a[0]) : 1;
                  return Math.round(a[1] + (b[1] - a[1]) * f);
                }
              }
              return ts[ts.length - 1][1];
            }
            function positionAt(t) {
              var ts = data.times;
              var u = 0;
              for (var i = 0; i !== ts.length; i++) {
                if (ts[i][1] <= t) { u = ts[i][0]; }
                if (i + 1 !== ts.length) {
                  var a = ts[i], b = ts[i + 1];
                  if (a[1] <= t && t <= b[1] && b[1] > a[1]) { u = a[0] + (b[0] - a[0]) * (t - a[1]) / (b[1] - a[1]); }
                }
              }
              return u;
            }
            function xOf(u) { return data.x0 + u * (data.x1 - data.x0); }
            function uOf(x) { return Math.max(0, Math.min(1, (x - data.x0) / (data.x1 - data.x0))); }
            function stateAt(r, u) {
              var found = null;
              for (var i = 0; i !== r.spans.length; i++) {
                var s = r.spans[i];
                if (s[0] <= u && u <= s[1]) { found = s; }
              }
              return found;
            }
            // Where finger p is at u, in points, or null when it is not down then: before its touch-down, and from
            // the moment it lifted (a path that ends in a lift ends there). A touch moves only with its events, so
            // between two it is where the earlier one put it (never a point between them it did not pass).
            function fingerAt(p, u) {
              var pts = p.points;
              if (pts.length === 0 || u < pts[0][0]) { return null; }
              var last = pts[pts.length - 1];
              if (u >= last[0] && !p.down) { return null; }
              var at = pts[0];
              for (var i = 1; i !== pts.length && pts[i][0] <= u; i++) { at = pts[i]; }
              return [at[1], at[2]];
            }
            function modelAt(u) {
              var found = null;
              for (var i = 0; i !== data.models.length; i++) {
                if (data.models[i].at <= u) { found = data.models[i]; }
              }
              return found;
            }
            function svgElement(name, attributes) {
              var e = document.createElementNS(svgNS, name);
              for (var a in attributes) { e.setAttribute(a, attributes[a]); }
              return e;
            }
            // Finger p's path from its touch-down to u (where it is then: at), with its time ticks so far.
            function drawPath(p, u, at) {
              var g = svgElement("g", { "class": "finger-path", "data-finger": p.finger });
              var pts = [];
              for (var i = 0; i !== p.points.length && p.points[i][0] <= u; i++) { pts.push(px(p.points[i][1]) + "," + px(p.points[i][2])); }
              pts.push(px(at[0]) + "," + px(at[1]));
              g.appendChild(svgElement("polyline", { points: pts.join(" ") }));
              for (var k = 0; k !== p.ticks.length && p.ticks[k][0] <= u; k++) {
                var t = svgElement("circle", { "class": "tick", "data-time": p.ticks[k][3], cx: px(p.ticks[k][1]), cy: px(p.ticks[k][2]), r: 2.5 });
                var title = svgElement("title", {});
                title.textContent = "finger " + p.finger + " at " + fmt(p.ticks[k][3]);
                t.appendChild(title);
                g.appendChild(t);
              }
              pathsGroup.appendChild(g);
            }
            // Points to the canvas's px, and points as text (one decimal at most).
            function px(v) { return v * data.scale / 1000; }
            function pt(v) { return Math.round(v * 10) / 10; }
            // Every moment something starts or ends, in order: ← and → step through them.
            var stops = [];
            for (var q = 0; q !== data.times.length; q++) {
              if (stops.length === 0 || data.times[q][0] > stops[stops.length - 1]) { stops.push(data.times[q][0]); }
            }
            var current = 1;
            function step(direction) {
              var next = current;
              if (direction > 0) {
                for (var a = 0; a !== stops.length; a++) { if (stops[a] > current + 1e-9) { next = stops[a]; break; } }
              } else {
                for (var b = stops.length - 1; b >= 0; b--) { if (stops[b] < current - 1e-9) { next = stops[b]; break; } }
              }
              setCursor(next);
            }
            function setCursor(u) {
              current = u;
              var x = xOf(u);
              cursor.setAttribute("x1", x);
              cursor.setAttribute("x2", x);
              root.querySelector(".cursor-time").textContent = fmt(timeAt(u));
              var why = [];
              for (var i = 0; i !== data.recognizers.length; i++) {
                var r = data.recognizers[i];
                var s = stateAt(r, u);
                var cell = rows[i] ? rows[i].querySelector(".state") : null;
                if (!cell) { continue; }
                var name = s ? s[2] : "possible";
                cell.textContent = s ? name : "possible (idle)";
                var cls = !s ? "idle" : (name.indexOf("waiting") !== -1 ? "waiting" : name);
                cell.className = "state s-" + cls;
                if (s) { why.push(s[3]); }
              }
              root.querySelector(".why").textContent = why.join(" \\u00b7 ");
              // The canvas shows the fingers down at the cursor only: where each is, and its path since touch-down.
              var fingers = [], numbers = [];
              while (fingersGroup.firstChild) { fingersGroup.removeChild(fingersGroup.firstChild); }
              while (pathsGroup.firstChild) { pathsGroup.removeChild(pathsGroup.firstChild); }
              for (var k = 0; k !== data.paths.length; k++) {
                var p = data.paths[k];
                var at = fingerAt(p, u);
                if (!at) { continue; }
                fingers.push("finger " + p.finger + " at " + pt(at[0]) + "," + pt(at[1]));
                numbers.push(p.finger);
                drawPath(p, u, at);
                fingersGroup.appendChild(svgElement("circle", { "class": "finger-down", "data-finger": p.finger, cx: px(at[0]), cy: px(at[1]), r: 9 }));
                var label = svgElement("text", { "class": "finger-number", x: px(at[0]), y: px(at[1]) + 4 });
                label.textContent = String(p.finger);
                fingersGroup.appendChild(label);
              }
              root.querySelector(".fingers-at").textContent = "fingers: " + (fingers.length ? fingers.join(", ") + " (points)" : "none down");
              var kinds = [];
              if (linesGroup) {
                var model = data.models.length ? modelAt(u) : null;
                linesGroup.innerHTML = data.models.length ? (model ? model.svg : "") : finalLines;
                kinds = model ? model.kinds : [];
              }
              // The legend names what the canvas shows now, and nothing else.
              numbers.sort(function (a, b) { return a - b; });
              var items = "";
              for (var f = 0; f !== numbers.length; f++) { items += legendItems.finger.split("{n}").join(String(numbers[f])); }
              for (var m = 0; m !== kinds.length; m++) { items += legendItems[kinds[m]]; }
              legend.innerHTML = items;
            }
            function fromEvent(ev) {
              var box = tl.getBoundingClientRect();
              var vb = tl.viewBox.baseVal;
              var x = (ev.clientX - box.left) / box.width * vb.width;
              setCursor(uOf(x));
            }
            var dragging = false;
            tl.addEventListener("mousemove", fromEvent);
            tl.addEventListener("pointerdown", function (ev) { dragging = true; fromEvent(ev); });
            tl.addEventListener("pointermove", function (ev) { if (dragging) { fromEvent(ev); } });
            window.addEventListener("pointerup", function () { dragging = false; });
            function fromHash() {
              var m = /^#t=([0-9.]+)$/.exec(window.location.hash);
              setCursor(m ? positionAt(Math.round(parseFloat(m[1]) * 1000)) : 1);
            }
            var controller = { step: step, fromHash: fromHash };
            // The scene last pointed at or focused is the one ← and → step through.
            tl.addEventListener("pointerenter", function () { active = controller; });
            tl.addEventListener("focus", function () { active = controller; });
            fromHash();
            return controller;
          }
          var active = null;
          var controllers = [];
          var scenes = document.querySelectorAll("div.scene");
          for (var n = 0; n !== scenes.length; n++) { controllers.push(scene(scenes[n])); }
          if (controllers.length) { active = controllers[0]; }
          window.addEventListener("keydown", function (ev) {
            if (!active || ev.altKey || ev.ctrlKey || ev.metaKey) { return; }
            if (ev.key === "ArrowRight" || ev.key === "ArrowLeft") {
              ev.preventDefault();
              active.step(ev.key === "ArrowRight" ? 1 : -1);
            }
          });
          window.addEventListener("hashchange", function () {
            for (var h = 0; h !== controllers.length; h++) { controllers[h].fromHash(); }
          });
        })();
        """
}
