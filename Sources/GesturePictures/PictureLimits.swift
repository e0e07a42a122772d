/// Every bound of the pictures (`:timeline`, `:canvas`, `:picture`, `run --timeline/--svg/--html`, `report --html`),
/// in one place. docs/limits.md ("Pictures of long runs") lists them with the words a picture shows when it reaches
/// one. They keep memory and the size of a picture file bounded whatever the script: recording keeps at most so
/// much per scene, and drawing checks the totals before it writes anything.
public enum PictureLimits {
    /// Items kept per lane while recording (a full lane merges its neighbours pairwise: `Lane.append`).
    public static let laneCapacity = 2048

    /// Recognizer lanes recorded per scene, the first ones to appear; the others are counted and named in a line
    /// under the timeline. Fingers (20 at most) and the actions, console and model rows always have a lane. A lane is
    /// 24 px of a picture and a row of the terminal: 48 fill a laptop screen.
    public static let recognizerLanes = 48
    /// View lanes recorded per scene, the first ones to appear (counted apart from the recognizers: a scene of many
    /// recognizers still shows what its views hear).
    public static let viewLanes = 16

    /// Recognizer and view names a picture lists when it leaves lanes out (the rest are counted).
    public static let omittedLaneNamesShown = 8

    /// Scenes drawn: the latest ones in which something happened (`use touchtracker …` starts a scene). The
    /// chapter's examples have at most three; a REPL session that walks through all twelve stages keeps its last
    /// eight.
    public static let scenes = 8

    /// Timeline items drawn in one picture, all scenes and lanes together. When the lanes hold more, each lane's
    /// items merge pairwise (as a full lane does) until the total fits: an 800 px chart cannot show more anyway, and
    /// a file stays a few megabytes (each item is an SVG element with its cause as a title, about 250 bytes).
    public static let itemsDrawn = 32_768

    /// Finger-path points drawn in one picture, all scenes together (paths are thinned evenly beyond it).
    public static let pointsDrawn = 65_536
    /// Time ticks drawn along the finger paths of one picture (each a circle with its time as a title, about 100
    /// bytes): a path gets about ten, fewer when a picture has many paths, never fewer than two.
    public static let ticksDrawn = 8192

    /// Finger paths kept per scene: the latest `paths` to 2 × `paths` (`CanvasRecorder`).
    public static let paths = 256
    /// Points kept per finger path (a longer path keeps every other point).
    public static let pointsPerPath = 512
    /// Line models kept per scene for the HTML page's time cursor (thinned to every other one beyond it).
    public static let models = 512
    /// Lines kept over all the line models of a scene, and drawn over all those of a picture: a model holds every
    /// line drawn so far, so a long drawing session would otherwise keep (and write) its lines once per change.
    public static let modelLines = 16_384

    /// Transcript lines kept for the HTML page (the rest are counted).
    public static let transcriptLines = 5000
}
