/// How a sweep's outcomes are told apart, in the terminal map and the SVG map alike: outcome `k` (in order of its
/// first run) gets a letter, a colour and, in the SVG, a texture. One place, so both maps agree.
///
/// The colours are Okabe and Ito's palette ("Color Universal Design", 2002), chosen to stay distinct for the common
/// forms of colour blindness; its black is left out (letters are drawn on the colours). After eight outcomes the
/// colours repeat with the next texture, and the letter always tells them apart (greyscale printing too).
public enum SweepPalette {
    /// The letters of the maps, in order of each outcome's first run; `?` beyond them.
    public static let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")

    /// One colour: the SVG fill, the letter's colour on it (dark or white, whichever contrasts more), and the
    /// nearest of the terminal's 256 colours (`ESC[38;5;Nm`).
    public struct Colour: Sendable, Equatable {
        public var name: String
        public var hex: String
        public var ink: String
        public var ansi256: Int
    }

    /// Okabe–Ito without black, in the order the maps use them.
    public static let colours: [Colour] = [
        Colour(name: "orange", hex: "#E69F00", ink: "#000", ansi256: 214),
        Colour(name: "sky blue", hex: "#56B4E9", ink: "#000", ansi256: 74),
        Colour(name: "bluish green", hex: "#009E73", ink: "#fff", ansi256: 36),
        Colour(name: "yellow", hex: "#F0E442", ink: "#000", ansi256: 227),
        Colour(name: "blue", hex: "#0072B2", ink: "#fff", ansi256: 25),
        Colour(name: "vermillion", hex: "#D55E00", ink: "#fff", ansi256: 166),
        Colour(name: "reddish purple", hex: "#CC79A7", ink: "#000", ansi256: 175),
    ]

    /// The SVG's textures over the colour, cycling once per round of colours: none, diagonal lines, dots, crossed lines.
    public enum Texture: Int, Sendable, CaseIterable { case plain, diagonal, dots, crossed }

    /// The letter of outcome `k` (`?` past the 52nd).
    public static func letter(_ k: Int) -> String {
        k >= 0 && k < letters.count ? String(letters[k]) : "?"
    }

    public static func colour(_ k: Int) -> Colour { colours[max(k, 0) % colours.count] }

    public static func texture(_ k: Int) -> Texture {
        Texture.allCases[(max(k, 0) / colours.count) % Texture.allCases.count]
    }

    /// Outcomes in order of their first run: outcome `k` of the maps.
    public static func orderedOutcomes(_ runs: [SweepRun]) -> [String] {
        var seen = Set<String>()
        var out: [String] = []
        for r in runs where seen.insert(r.outcome).inserted { out.append(r.outcome) }
        return out
    }
}
