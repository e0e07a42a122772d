import GestureAnalysis
import GestureLab
import GestureLanguage
import GesturePictures
import GestureScript
import GestureTranscript

extension GestureLabCommand.Report {
    /// Runs a script as the library runs one for the analysis (`ScriptRun.stream`: in a fresh scene with `options`,
    /// every output handed to `sink` in order, before it returns) and tells how many `expect`s it checked and how many
    /// of those failed: the runs `report` reads its report and its pictures from.
    typealias Running = (_ script: Script, _ options: SessionOptions, _ sink: @escaping (SessionOutput) -> Void)
        -> (checked: Int, failed: Int)

    /// The library's run (`ScriptRun`, as `gesturelab run` makes one).
    static func libraryRun(_ script: Script, _ options: SessionOptions, _ sink: @escaping (SessionOutput) -> Void) -> (checked: Int, failed: Int) {
        let result = ScriptRun.runStreaming(script, options: options, sink: sink)
        return (result.expectationsChecked, result.expectationFailures)
    }

    /// What `report` writes of `source` (FILE, under the name messages give it; its bytes UTF-8): the report's text,
    /// or with `html` the page that shows it beside FILE's pictures.
    ///
    /// FILE runs once for both: the report's first replay is FILE as written (`BugReport.replaysAsWritten`), and the
    /// pictures read its outputs as they go by. A previous report's timeline alone is replayed, so its pictures,
    /// which show the whole file, have a run of their own.
    static func make(_ source: SourceFile, html: Bool, options: SessionOptions, color: Bool,
                     running: Running = libraryRun) -> Result<String, BugReport.Failure> {
        var pictures = Pictures(fileName: source.name)
        let drawsFromReplay = html && BugReport.replaysAsWritten(source.text)
        func replay(_ script: Script, _ options: SessionOptions, _ sink: @escaping (SessionOutput) -> Void) {
            if drawsFromReplay, pictures.counts == nil {
                pictures.counts = running(script, Pictures.options(options)) { output in
                    sink(output)
                    pictures.recorder.consume(output)
                    pictures.ran = true
                }
            } else {
                _ = running(script, options, sink)
            }
        }
        let report = BugReport.make(source: source.text, madeBy: "gesturelab report \(source.name)", name: source.name,
                                    options: options, diagnosticStyle: color, running: replay)
        guard html, case .success(let text) = report else { return report }
        if pictures.counts == nil { return .success(page(report: text, source: source, options: options, running: running)) }
        return .success(pictures.page(report: text))
    }

    /// The HTML report with FILE run on its own for the pictures, and the report text in its own section.
    static func page(report: String, source: SourceFile, options: SessionOptions, running: Running) -> String {
        // FILE as `run` runs it: a parameter takes its first value (the report's run bound it so already).
        guard let script = try? ParameterBinder.bindingFirstValues(Parser.parse(source).0) else { return "" }
        var pictures = Pictures(fileName: source.name)
        pictures.counts = running(script, Pictures.options(options)) { output in
            pictures.recorder.consume(output)
            pictures.ran = true
        }
        return pictures.page(report: report)
    }

    /// FILE's pictures as a run of it records them.
    struct Pictures {
        /// FILE's name, as messages give it.
        let fileName: String
        var recorder: PictureRecorder
        /// Whether the run told anything.
        var ran = false
        /// The expectations the run checked and those that failed, once it is over.
        var counts: (checked: Int, failed: Int)?

        init(fileName: String) {
            self.fileName = fileName
            recorder = PictureRecorder(fileName: fileName)
        }

        /// `options` with the pending timers traced: the pictures follow them (the report reads none).
        static func options(_ options: SessionOptions) -> SessionOptions {
            var options = options
            options.tracesTimers = true
            return options
        }

        /// The HTML page: the pictures, and the report text in its own section.
        func page(report: String) -> String {
            var recorder = recorder
            recorder.noteResult(checked: counts?.checked ?? 0, failed: counts?.failed ?? 0)
            guard ran else { return "" }
            recorder.finish()
            return PictureFormat.html.render(recorder, scene: recorder.screen, title: "Bug report: \(fileName)",
                                             extra: ("Report (save as a .gesture file; 'gesturelab test' checks it)", report))
        }
    }
}
