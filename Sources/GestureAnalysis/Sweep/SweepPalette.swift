/// The colours of a sweep's outcomes on a terminal: outcome `k` is its letter on a coloured cell (an xterm-256
/// background with a black or white letter chosen for contrast). A cell carries its own background, so the map reads
/// the same on dark and light terminals; the letter stays, so it reads without colour too.
///
/// The hues are Okabe and Ito's palette for colour-blind readers ("Color Universal Design", 2008), each the nearest
/// xterm-256 entry, ordered so that the first four (most sweeps have fewer outcomes) are the most distinct. A ninth
/// outcome takes the first colour again; its letter still tells it apart.
public enum SweepPalette {
    public struct Swatch: Sendable {
        public let name: String
        /// The xterm-256 colour index of the cell.
        public let xterm: Int
        /// The same colour as `#rrggbb` (pictures may use it).
        public let rgb: String
        /// Black letters on it (else white).
        public let darkText: Bool
    }

    public static let swatches: [Swatch] = [
        Swatch(name: "orange", xterm: 214, rgb: "#ffaf00", darkText: true),
        Swatch(name: "sky blue", xterm: 74, rgb: "#5fafd7", darkText: true),
        Swatch(name: "bluish green", xterm: 36, rgb: "#00af87", darkText: true),
        Swatch(name: "reddish purple", xterm: 175, rgb: "#d787af", darkText: true),
        Swatch(name: "yellow", xterm: 221, rgb: "#ffd75f", darkText: true),
        Swatch(name: "blue", xterm: 25, rgb: "#005faf", darkText: false),
        Swatch(name: "vermillion", xterm: 166, rgb: "#d75f00", darkText: true),
        Swatch(name: "grey", xterm: 248, rgb: "#a8a8a8", darkText: true),
    ]

    /// Outcome `k`'s swatch (`k >= 0`).
    public static func swatch(_ k: Int) -> Swatch { swatches[k % swatches.count] }

    /// `text` on outcome `k`'s cell; `text` unchanged when `color` is off.
    public static func paint(_ text: String, outcome k: Int, color: Bool) -> String {
        guard color else { return text }
        let s = swatch(k)
        // 38;5;16 and 38;5;231 are the palette's fixed black and white (30 and 37 follow the terminal's theme).
        return "\u{1B}[48;5;\(s.xterm);38;5;\(s.darkText ? 16 : 231)m" + text + "\u{1B}[0m"
    }
}

/// What the SVG map (`gesturelab sweep --svg`) adds to the terminal's colours: the letters, and a texture over the
/// colour once the colours repeat, so outcomes past the eighth stay apart in colour and in greyscale.
extension SweepPalette {
    /// The letters of the maps, in order of each outcome's first run; `?` beyond them.
    public static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")

    /// The letter of outcome `k` (`?` past the 52nd).
    public static func letter(_ k: Int) -> String {
        k >= 0 && k < letters.count ? String(letters[k]) : "?"
    }

    /// Textures over the colour, one per round of colours: none, diagonal lines, dots, crossed lines.
    public enum Texture: Int, Sendable, CaseIterable { case plain, diagonal, dots, crossed }

    public static func texture(_ k: Int) -> Texture {
        Texture.allCases[(max(k, 0) / swatches.count) % Texture.allCases.count]
    }

    /// Outcomes in order of their first run: outcome `k` of the maps.
    public static func orderedOutcomes(_ runs: [SweepRun]) -> [String] {
        var seen = Set<String>()
        var out: [String] = []
        for r in runs where seen.insert(r.outcome).inserted { out.append(r.outcome) }
        return out
    }
}
