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
    static func make(_ source: SourceFile, html: Bool, options: SessionOptions, color: Bool,
                     running: Running = libraryRun) -> Result<String, BugReport.Failure> {
        func replay(_ script: Script, _ options: SessionOptions, _ sink: @escaping (SessionOutput) -> Void) {
            _ = running(script, options, sink)
        }
        let report = BugReport.make(source: source.text, madeBy: "gesturelab report \(source.name)", name: source.name,
                                    options: options, diagnosticStyle: color, running: replay)
        guard html, case .success(let text) = report else { return report }
        return .success(page(report: text, source: source, options: options, running: running))
    }

    /// The HTML report: FILE run again with the pictures recording, and the report text in its own section.
    static func page(report: String, source: SourceFile, options: SessionOptions, running: Running) -> String {
        // FILE as `run` runs it: a parameter takes its first value (the report's run bound it so already).
        guard let script = try? ParameterBinder.bindingFirstValues(Parser.parse(source).0) else { return "" }
        var recorder = PictureRecorder(fileName: source.name)
        var ran = false
        let counts = running(script, options) { output in
            recorder.consume(output)
            ran = true
        }
        recorder.noteResult(checked: counts.checked, failed: counts.failed)
        guard ran else { return "" }
        recorder.finish()
        return PictureFormat.html.render(recorder, scene: recorder.screen, title: "Bug report: \(source.name)",
                                         extra: ("Report (save as a .gesture file; 'gesturelab test' checks it)", report))
    }
}
