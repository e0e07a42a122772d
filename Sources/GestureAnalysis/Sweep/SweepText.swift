import GestureLanguage
import GestureScript
import GestureSupport
import GestureTranscript

/// The sweep as text: the outcomes with where they occur, the refined boundaries, and for two parameters an outcome
/// map. Deterministic: the same runs give the same bytes.
public enum SweepText {
    /// The letters of the map, in order of each outcome's first run (the SVG map's too: ``SweepPalette``).
    static let letters = SweepPalette.letters
    /// The widest map drawn, in columns and rows (a larger sweep is drawn every k-th value).
    public static let maximumMapColumns = 100
    public static let maximumMapRows = 60

    /// The whole report. `color` paints each outcome's letter on its colour (``SweepPalette``) in the outcome list, the
    /// map and its legend (a terminal only: never in files, pipes, csv or jsonl). `shard` (K, N) says the runs are
    /// `--shard K/N`'s. `subdivision` (`--subdivide K`) adds what its refined runs found: their outcomes, how many
    /// cells were split, the refined strip (one parameter) or the refined map (two). `width` (a terminal's, only on a
    /// terminal) wraps the boundary lines at spaces, continuing four columns in, and a strip's segments, two in
    /// (``ParagraphWrap``).
    public static func render(file: String, plan: SweepPlan, runs: [SweepRun], boundaries: [SweepBoundary], omitted: Int,
                              refine: SweepRefinement, color: Bool, shard: (k: Int, n: Int)? = nil,
                              subdivision: SweepSubdivision? = nil, width terminalWidth: Int? = nil) -> String {
        var out = "sweep \(visible: file): \(runs.count) run\(runs.count == 1 ? "" : "s")"
        // Fewer runs than combinations (a --sample, a shard): boundaries are only sought between neighbours that ran.
        let partial = plan.total.map { SweepIndex(runs.count) < $0 } ?? true
        if let total = plan.total, SweepIndex(runs.count) < total { out += " of \(total) combinations" }
        if let (k, n) = shard {
            out += ", shard \(k) of \(n): a partial result\n"
            out += "  (the whole sweep: run every shard with --format jsonl and join them with 'gesturelab sweep --merge SHARD…')"
        }
        out += "\n"
        for p in plan.parameters { out += "  \(p.name.value): \(describe(p))\n" }
        // A refined run may find an outcome no grid run has: it comes after theirs.
        let refined = subdivision?.runs.map(\.run) ?? []
        let outcomes = orderedOutcomes(runs + refined)
        var byOutcome: [String: [SweepRun]] = [:]
        for r in runs { byOutcome[r.outcome, default: []].append(r) }
        var refinedCount: [String: Int] = [:]
        for r in refined { refinedCount[r.outcome, default: 0] += 1 }
        out += "\noutcomes:\n"
        // Outcomes are shown escaped: a merge prints what a shard file says (``VisibleText``).
        let shown = outcomes.map(VisibleText.escape)
        let width = min(48, shown.map(\.count).max() ?? 0)
        // Counts right-aligned, so the ranges after them start in one column.
        let countWidth = outcomes.map { String(byOutcome[$0]?.count ?? 0).count }.max() ?? 0
        for (k, o) in outcomes.enumerated() {
            let group = byOutcome[o] ?? []
            let count = String(group.count)
            out += "  \(letter(k, color: color))  \(pad(shown[k], width))  \(String(repeating: " ", count: countWidth - count.count))×\(count)"
                + "  \(whereText(group, plan: plan))"
            if let more = refinedCount[o] { out += (group.isEmpty ? "" : " ") + "(and \(more) refined run\(more == 1 ? "" : "s"))" }
            out += "\n"
        }
        if plan.parameters.count == 1 {
            out += "\n" + wrapped(segments(runs, plan: plan).map(VisibleText.escape).joined(separator: " · "), terminalWidth)
            if let subdivision, !subdivision.runs.isEmpty {
                // Grid and refined runs in value order: the strip at the finer resolution where it was refined.
                let all = (runs.map { ($0, 0) } + subdivision.runs.map { ($0.run, $0.parts[0]) })
                    .sorted { a, b in Self.before(a.0.values[0], b.0.values[0]) }.map(\.0)
                out += wrapped("refined: " + segments(all, plan: plan).map(VisibleText.escape).joined(separator: " · "), terminalWidth)
            }
        }
        out += "\nboundaries"
        let kinds = Set(plan.parameters.map { p -> String in
            switch p.first {
            case .duration: return SourceText.duration(refine.durationMicroseconds)
            case .number: return SourceText.number(refine.number)
            case .point: return "listed points"
            }
        }).sorted()
        out += " (refined to \(kinds.joined(separator: ", "))):\n"
        if boundaries.isEmpty {
            if partial {
                out += "  none found, but only \(runs.count) of \(plan.total.map { String($0) } ?? "the") combinations ran: a boundary is sought\n"
                    + "  between neighbouring runs (one value apart along one parameter, the others equal)"
                    + (outcomes.count > 1 ? "; run every\n  combination to find them\n" : "\n")
            } else {
                out += "  none: every run has the same outcome along each parameter\n"
            }
        }
        for line in boundaryLines(boundaries, plan: plan, refine: refine) {
            let shown = VisibleText.escape(line)
            if let terminalWidth, shown.count + 2 > terminalWidth {
                out += ParagraphWrap.wrap(shown, width: terminalWidth, first: "  ", rest: "    ")
            } else {
                out += "  \(shown)\n"
            }
        }
        if partial, !boundaries.isEmpty {
            out += "  (only \(runs.count) of \(plan.total.map { String($0) } ?? "the") combinations ran: a boundary between runs that are not neighbours is not found)\n"
        }
        if omitted > 0 {
            out += "  … and \(omitted) more neighbouring pairs not refined (at most \(Sweep.boundariesPerParameter) per parameter, "
                + "and \(Sweep.refinementBudget(runs: runs.count)) bisection runs in all)\n"
        }
        if let subdivision { out += subdivisionText(subdivision, runs: runs.count) }
        if plan.parameters.count == 2, let total = plan.total, SweepIndex(runs.count) == total {
            out += "\n" + map(runs, plan: plan, outcomes: outcomes, color: color)
            if let subdivision, !subdivision.runs.isEmpty {
                out += "\n" + refinedMap(runs, subdivision, plan: plan, outcomes: outcomes, color: color)
            }
        }
        return out
    }

    /// `line` and a newline; wider than a terminal's `width`, wrapped at spaces, continuing two columns in.
    static func wrapped(_ line: String, _ width: Int?) -> String {
        guard let width, line.count > width else { return line + "\n" }
        return ParagraphWrap.wrap(line, width: width, first: "", rest: "  ")
    }

    /// `cells where outcomes meet, split 4 × 4 (--subdivide 4): 12 cells, 180 more runs` (`split in 4` for one
    /// parameter), and the cells left whole.
    static func subdivisionText(_ s: SweepSubdivision, runs: Int) -> String {
        var out = "\ncells where outcomes meet, split \(s.splitText) (--subdivide \(s.factor)): "
        out += s.cells == 0 ? "none\n" : "\(s.cells) cell\(s.cells == 1 ? "" : "s"), \(s.runs.count) more run\(s.runs.count == 1 ? "" : "s")\n"
        if s.omittedCells > 0 {
            out += "  … and \(s.omittedCells) more cell\(s.omittedCells == 1 ? "" : "s") left whole (at most "
                + "\(Sweep.subdivisionBudget(runs: runs)) refined runs in all)\n"
        }
        return out
    }

    /// Whether value `a` comes before `b` along their parameter (numbers and durations; points keep their order).
    static func before(_ a: ParameterValue, _ b: ParameterValue) -> Bool {
        switch (a, b) {
        case (.duration(let x), .duration(let y)): x < y
        case (.number(let x), .number(let y)): x < y
        default: false
        }
    }

    /// Two parameters at `--subdivide K`'s resolution: every cell drawn K × K characters. A cell left whole repeats its
    /// run's letter; a split cell shows each part's outcome, its grid run's in upper case at its top left and the
    /// refined runs' in lower case, so what was run again stands out. Drawn only when it fits the widest map
    /// (``maximumMapColumns`` × ``maximumMapRows``); otherwise a line says so.
    static func refinedMap(_ runs: [SweepRun], _ s: SweepSubdivision, plan: SweepPlan, outcomes: [String], color: Bool) -> String {
        let px = plan.parameters[0], py = plan.parameters[1]
        let k = s.factor
        var out = "refined map (split \(k) × \(k) where outcomes meet; lower case: a refined run):\n"
        guard px.count * k <= maximumMapColumns, py.count * k <= maximumMapRows else {
            return out + "  not drawn: \(px.count * k) × \(py.count * k) characters, more than \(maximumMapColumns) × \(maximumMapRows); "
                + "--svg draws it, --format csv lists every run\n"
        }
        var letterOf: [String: Int] = [:]
        for (n, o) in outcomes.enumerated() { letterOf[o] = n }
        // [row][column] at the finer resolution: an outcome, and whether a refined run gave it.
        var cells = Array(repeating: Array(repeating: (outcome: 0, refined: false), count: px.count * k), count: py.count * k)
        for r in runs {
            let c = plan.combination(r.index)
            let o = letterOf[r.outcome] ?? 0
            for a in 0..<k { for b in 0..<k { cells[c[1] * k + b][c[0] * k + a] = (o, false) } }
        }
        for r in s.runs {
            let c = plan.combination(r.cell)
            // Along a parameter its cell is not split, the run stands for the whole cell.
            let rows = r.split[1] ? r.parts[1]...r.parts[1] : 0...(k - 1)
            let columns = r.split[0] ? r.parts[0]...r.parts[0] : 0...(k - 1)
            for b in rows { for a in columns { cells[c[1] * k + b][c[0] * k + a] = (letterOf[r.run.outcome] ?? 0, true) } }
        }
        let labels = (0..<py.count).map { py.value(at: $0).text }
        let labelWidth = max(py.name.value.count, labels.map(\.count).max() ?? 0)
        out += pad(py.name.value, labelWidth) + "\n"
        for (row, line) in cells.enumerated() {
            let label = row % k == 0 ? labels[row / k] : ""
            out += String(repeating: " ", count: labelWidth - label.count) + label + " │"
            var piece: (outcome: Int, text: String)?
            for cell in line {
                var letter = cell.outcome < SweepText.letters.count ? String(SweepText.letters[cell.outcome]) : "?"
                if cell.refined { letter = letter.lowercased() }
                if let p = piece, p.outcome == cell.outcome {
                    piece?.text += letter
                } else {
                    if let p = piece { out += SweepPalette.paint(p.text, outcome: p.outcome, color: color) }
                    piece = (cell.outcome, letter)
                }
            }
            if let p = piece { out += SweepPalette.paint(p.text, outcome: p.outcome, color: color) }
            out += "\n"
        }
        let columns = px.count * k
        out += String(repeating: " ", count: labelWidth) + " └" + String(repeating: "─", count: columns) + "\n"
        let left = px.first.text, right = px.value(at: px.count - 1).text
        let gap = max(1, columns - (k - 1) - left.count - right.count)
        out += String(repeating: " ", count: labelWidth + 2) + left + String(repeating: " ", count: gap) + right
            + "  " + px.name.value + "\n"
        return out
    }

    /// Outcome `k`'s letter, painted when `color` is on.
    static func letter(_ k: Int, color: Bool) -> String {
        SweepPalette.paint(k < letters.count ? String(letters[k]) : "?", outcome: k, color: color)
    }

    static func describe(_ p: Parameter) -> String {
        switch p.values {
        case .range(let from, let step, let count, _):
            return "\(from.text) to \(p.value(at: count - 1).text) step \(step.text) (\(count) values)"
        case .list(let list):
            return list.map(\.text).joined(separator: ", ") + " (\(list.count) value\(list.count == 1 ? "" : "s"))"
        }
    }

    /// Outcomes in order of their first run.
    static func orderedOutcomes(_ runs: [SweepRun]) -> [String] { SweepPalette.orderedOutcomes(runs) }

    static func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
    }

    /// For each parameter, the lowest and highest value among the runs (`dt 0ms–350ms`).
    static func whereText(_ group: [SweepRun], plan: SweepPlan) -> String {
        plan.parameters.indices.map { p -> String in
            let indices = group.map { plan.combination($0.index)[p] }
            guard let lo = indices.min(), let hi = indices.max() else { return "" }
            let name = plan.parameters[p].name.value
            if lo == hi { return "\(name) \(plan.parameters[p].value(at: lo).text)" }
            return "\(name) \(plan.parameters[p].value(at: lo).text)–\(plan.parameters[p].value(at: hi).text)"
        }.joined(separator: ", ")
    }

    /// One parameter: consecutive runs with one outcome (`dt 0–350ms: doubleTap ×1`).
    static func segments(_ runs: [SweepRun], plan: SweepPlan) -> [String] {
        var out: [String] = []
        var start = 0
        let name = plan.parameters[0].name.value
        for k in runs.indices where k == runs.count - 1 || runs[k + 1].outcome != runs[k].outcome {
            let a = runs[start].values[0].text
            let b = runs[k].values[0].text
            out.append("\(name) \(a == b ? a : a + "–" + b): \(runs[k].outcome)")
            start = k + 1
        }
        return out
    }

    /// `A → B at dt = 350ms (350ms: A; 351ms: B)`, identical boundaries in other rows merged.
    static func boundaryLines(_ boundaries: [SweepBoundary], plan: SweepPlan, refine: SweepRefinement) -> [String] {
        var order: [String] = []
        var contexts: [String: [String]] = [:]
        for b in boundaries {
            let name = plan.parameters[b.parameter].name.value
            let line = "\(b.below) → \(b.above) at \(name) = \(Sweep.headline(b).text)"
                + " (\(b.last.text): \(b.below); \(b.first.text): \(b.above))"
                + (b.isCoarse ? coarseNote(b, refine: refine) : "")
            if contexts[line] == nil { order.append(line) }
            contexts[line, default: []].append(b.context)
        }
        return order.map { line in
            let c = contexts[line] ?? []
            guard let first = c.first, !first.isEmpty else { return line }
            return c.count == 1 ? "\(line) when \(first)" : "\(line) in \(c.count) rows (first when \(first))"
        }
    }

    /// Why a boundary's values are more than a refinement step apart (``SweepBoundary/isCoarse``).
    static func coarseNote(_ b: SweepBoundary, refine: SweepRefinement) -> String {
        Sweep.midpoint(b.last, b.first, refine: refine) == nil
            ? ", no finer: no 64-bit number lies between them on the \(SourceText.number(refine.number)) grid"
            : ", no finer: \(Sweep.maximumHalvings) halvings"
    }

    /// Two parameters: the first across (columns), the second down (rows), one letter per run.
    static func map(_ runs: [SweepRun], plan: SweepPlan, outcomes: [String], color: Bool) -> String {
        let px = plan.parameters[0], py = plan.parameters[1]
        let xs = sampled(px.count, maximumMapColumns), ys = sampled(py.count, maximumMapRows)
        var letterOf: [String: Int] = [:]
        for (k, o) in outcomes.enumerated() { letterOf[o] = k }
        var outcomeAt: [SweepIndex: Int] = [:]
        for r in runs { outcomeAt[r.index] = letterOf[r.outcome] ?? 0 }
        let labels = ys.map { py.value(at: $0).text }
        let labelWidth = max(py.name.value.count, labels.map(\.count).max() ?? 0)
        var out = "map (\(px.name.value) across, \(py.name.value) down):\n"
        out += pad(py.name.value, labelWidth) + "\n"
        for (row, y) in ys.enumerated() {
            out += String(repeating: " ", count: labelWidth - labels[row].count) + labels[row] + " │"
            // One escape sequence per run of equal cells, not per cell.
            var run: (outcome: Int, letters: String)?
            for x in xs {
                let k = outcomeAt[plan.index(of: [x, y])] ?? 0
                let letter = k < letters.count ? String(letters[k]) : "?"
                if let r = run, r.outcome == k {
                    run?.letters += letter
                } else {
                    if let r = run { out += SweepPalette.paint(r.letters, outcome: r.outcome, color: color) }
                    run = (k, letter)
                }
            }
            if let r = run { out += SweepPalette.paint(r.letters, outcome: r.outcome, color: color) }
            out += "\n"
        }
        out += String(repeating: " ", count: labelWidth) + " └" + String(repeating: "─", count: xs.count) + "\n"
        let left = px.value(at: xs.first ?? 0).text, right = px.value(at: xs.last ?? 0).text
        let gap = max(1, xs.count - left.count - right.count)
        out += String(repeating: " ", count: labelWidth + 2) + left + String(repeating: " ", count: gap) + right
            + "  " + px.name.value + "\n"
        if xs.count < px.count || ys.count < py.count {
            out += "(every \(stepOf(px.count, maximumMapColumns))th \(px.name.value), every \(stepOf(py.count, maximumMapRows))th \(py.name.value) drawn)\n"
        }
        for (k, o) in outcomes.enumerated() { out += "  \(letter(k, color: color)) \(visible: o)\n" }
        if outcomes.contains(where: { $0.contains(" ×") }) { out += "  " + countsMeaning + "\n" }
        return out
    }

    /// What `×N` means in an outcome, for the maps' legends: an outcome names each recognizer whose action ran and
    /// how many times (`pan ×2`); the runs with that outcome are counted apart.
    public static let countsMeaning = "NAME ×N: NAME's action ran N times in the run (since the mark)"

    static func stepOf(_ count: Int, _ limit: Int) -> Int { (count + limit - 1) / limit }

    /// Every k-th index of `0..<count`, so that at most `limit` remain (the last one always kept).
    static func sampled(_ count: Int, _ limit: Int) -> [Int] {
        let step = stepOf(count, limit)
        var out = Array(stride(from: 0, to: count, by: max(1, step)))
        if let last = out.last, last != count - 1 { out.append(count - 1) }
        return out
    }
}
