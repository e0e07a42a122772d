import Foundation
@testable import GestureAnalysis
import Testing
@testable import GestureScript

/// The terminal sweep map in colour: each outcome's letter on its own cell colour, the same in the outcome list, the
/// map and the legend; with colour off not one escape byte, and the letters are the same either way.
@Suite("Sweep text colour")
struct SweepColorTests {
    /// Long press versus pan over hold time and movement: three outcomes on a 4 × 3 map.
    static let script = """
        param hold in 0ms, 300ms, 600ms, 900ms
        param m in 0, 5, 20
        recognizer press = longPress
        recognizer pan = pan
        down 1 at 100,200
        wait $hold
        move 1 by $m,0
        wait 100ms
        up 1
        wait 1s

        """

    static func render(color: Bool) throws -> String {
        let (script, d) = FrontEnd.parse(script)
        #expect(d.isEmpty)
        let sweep = try Sweep(script: script)
        let runs = try sweep.run(Array(0..<(sweep.plan.total ?? 0)))
        let (boundaries, omitted) = try sweep.boundaries(of: runs, refine: SweepRefinement())
        return SweepText.render(file: "lp.gesture", plan: sweep.plan, runs: runs, boundaries: boundaries, omitted: omitted,
                                refine: SweepRefinement(), color: color)
    }

    /// Every visible character with the background colour (xterm-256 index) it was written on, nil for none; and the
    /// text without escapes.
    static func cells(_ s: String) -> (plain: String, backgrounds: [(Character, Int?)]) {
        var plain = ""
        var out: [(Character, Int?)] = []
        var background: Int?
        var chars = s[...]
        while let c = chars.first {
            if c == "\u{1B}" {
                let end = chars.firstIndex(of: "m") ?? chars.endIndex
                let codes = chars[chars.index(chars.startIndex, offsetBy: 2)..<end].split(separator: ";").compactMap { Int($0) }
                if codes == [0] { background = nil }
                if codes.count >= 3, codes[0] == 48, codes[1] == 5 { background = codes[2] }
                chars = end == chars.endIndex ? chars[end...] : chars[chars.index(after: end)...]
                continue
            }
            plain.append(c)
            out.append((c, background))
            chars = chars.dropFirst()
        }
        return (plain, out)
    }

    @Test func colourOffWritesNoEscapes() throws {
        let text = try Self.render(color: false)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("map (hold across, m down):"))
    }

    @Test func colourKeepsEveryLetterAndPaintsItsOutcome() throws {
        let plain = try Self.render(color: false)
        let colored = try Self.render(color: true)
        let (stripped, cells) = Self.cells(colored)
        // The same text once the escapes are gone: colour adds, it never replaces a letter.
        #expect(stripped == plain)
        #expect(colored.contains("\u{1B}["))

        // The legend gives each letter an outcome; every painted letter anywhere is on that outcome's swatch.
        let lines = plain.split(separator: "\n", omittingEmptySubsequences: false)
        let legendStart = try #require(lines.lastIndex { $0.hasPrefix("    ") && $0.hasSuffix("  hold") }) + 1
        // (The line that explains `×N` has no letter.)
        let legend = lines[legendStart...].filter { !$0.isEmpty && !$0.hasPrefix("  NAME ×N") }
        #expect(legend.count == 3, "\(plain)")
        var expected: [Character: Int] = [:]
        for (k, line) in legend.enumerated() {
            let letter = try #require(line.dropFirst(2).first)
            expected[letter] = SweepPalette.swatch(k).xterm
        }
        #expect(Set(expected.values).count == 3, "distinct colours")
        let painted = cells.filter { $0.1 != nil }
        #expect(!painted.isEmpty)
        for (c, bg) in painted { #expect(expected[c] == bg, "\(c) on \(bg ?? -1)") }
        // Every map cell is painted (4 columns × 3 rows), and the 3 letters of the outcome list and of the legend;
        // nothing else is (the axes, labels and boundaries stay plain).
        #expect(painted.count == 12 + 3 + 3)
    }

    @Test func swatchesStayReadable() {
        // Each cell's letter contrasts with its background (WCAG contrast ratio at least 4.5 for the letter chosen).
        for s in SweepPalette.swatches {
            let hex = s.rgb.dropFirst()
            let channels = stride(from: 0, to: 6, by: 2).map { i -> Double in
                let start = hex.index(hex.startIndex, offsetBy: i)
                let v = Double(Int(hex[start..<hex.index(start, offsetBy: 2)], radix: 16) ?? 0) / 255
                return v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
            }
            let l = 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
            let contrast = s.darkText ? (l + 0.05) / 0.05 : 1.05 / (l + 0.05)
            #expect(contrast >= 4.5, "\(s.name): \(contrast)")
        }
    }

}
