/// One scene's part of the pictures: its timeline, its fingers' paths and line models, and its screen at the end.
public struct ScenePictures {
    /// 1-based, in the order the scenes ran (scenes in which nothing happened are not counted).
    public var number: Int
    /// `TouchTracker (final)`, `window 375×667`.
    public var title: String
    public var timeline: TimelineBuilder
    public var canvas: CanvasRecorder
    /// The screen when the scene ended (the current scene: as it is now).
    public var screen: CanvasScene
    /// The scene's clock at its end (the current scene: now), µs.
    public var end: Int64

    /// The scene's timeline, its spans still open drawn to its end.
    public var built: Timeline { timeline.timeline(until: end) }

    /// Keeps of a scene that is over what one picture draws at most (`PictureLimits`).
    mutating func compact() {
        timeline.fit(budget: PictureLimits.itemsDrawn)
        let points = canvas.pointCount, lines = canvas.modelLineCount
        canvas = canvas.thinned(points: (points + PictureLimits.pointsDrawn - 1) / PictureLimits.pointsDrawn,
                                models: (lines + PictureLimits.modelLines - 1) / PictureLimits.modelLines)
    }

    /// The scenes' timelines (built) and canvases fitted together to `PictureLimits.itemsDrawn` items,
    /// `PictureLimits.pointsDrawn` points and `PictureLimits.modelLines` model lines: what a picture draws.
    static func fitted(_ scenes: [ScenePictures]) -> [(scene: ScenePictures, timeline: Timeline)] {
        var timelines = scenes.map(\.built)
        Timeline.fit(&timelines, budget: PictureLimits.itemsDrawn)
        let points = scenes.reduce(0) { $0 + $1.canvas.pointCount }
        let lines = scenes.reduce(0) { $0 + $1.canvas.modelLineCount }
        let k = (points + PictureLimits.pointsDrawn - 1) / PictureLimits.pointsDrawn
        let m = (lines + PictureLimits.modelLines - 1) / PictureLimits.modelLines
        return zip(scenes, timelines).map { s, t in
            var s = s
            s.canvas = s.canvas.thinned(points: k, models: m)
            return (s, t)
        }
    }
}
