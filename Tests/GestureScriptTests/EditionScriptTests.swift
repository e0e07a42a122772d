import Testing
@testable import GestureAnalysis
@testable import GestureScript
@testable import GestureLanguage
@testable import GestureTranscript
import TouchTracker

/// `use touchtracker edition NAME …`: parsing, the errors, and what the session puts on screen.
@Suite struct EditionScriptTests {
    /// Runs `script`; returns the session and the first error's rendered text (nil when none).
    static func run(_ script: String) -> (Session, String?) {
        let session = Session(options: SessionOptions())
        let file = SourceFile(name: "e.gesture", text: script)
        let (parsed, diagnostics) = Parser.parse(file)
        if let d = diagnostics.first(where: \.isError) { return (session, DiagnosticRenderer.render([d], in: file)) }
        var error: String?
        session.run(parsed) { if case .error(let d) = $0, error == nil { error = DiagnosticRenderer.render([d], in: file) } }
        return (session, error)
    }

    @Test(arguments: [
        ("use touchtracker edition objc", "use touchtracker edition objc"),
        ("use touchtracker edition objc stage 05", "use touchtracker edition objc stage 05"),
        ("use touchtracker edition swift fix silver", "use touchtracker edition swift fix silver"),
        ("use touchtracker edition objc challenge gold", "use touchtracker edition objc challenge gold"),
        ("use touchtracker edition objc bare", "use touchtracker edition objc bare"),
    ])
    func theEditionParsesAndPrintsBack(_ source: String, _ printed: String) throws {
        let (parsed, diagnostics) = Parser.parse(SourceFile(name: "e.gesture", text: source))
        #expect(diagnostics.isEmpty)
        let statement = try #require(parsed.statements.first)
        #expect(statement.description == printed)
    }

    @Test func theObjectiveCAppIsOnScreen() {
        let (session, error) = Self.run("use touchtracker edition objc stage 05-select-line")
        #expect(error == nil)
        #expect(session.app?.edition == .objc)
        #expect(session.env.recognizers.map(\.name) == ["doubleTap", "singleTap"])
        #expect(session.sceneDescription().contains("Objective-C edition (BNRDrawView)"))
        #expect(session.sceneDescription().contains("singleTap (tap → singleTap:)"))
    }

    @Test func withoutAnEditionItIsSwift() {
        let (session, error) = Self.run("use touchtracker stage 05")
        #expect(error == nil)
        #expect(session.app?.edition == .swift)
        #expect(session.env.recognizers.map(\.name) == ["doubleTap", "tap"])
    }

    @Test func anUnknownEditionIsAnErrorWithASuggestion() {
        let (_, error) = Self.run("use touchtracker edition objcc")
        #expect(error?.contains("e.gesture:1:26: error: no edition of the chapter named 'objcc'") == true, "\(error ?? "")")
        #expect(error?.contains("did you mean 'objc'?") == true, "\(error ?? "")")
    }

    @Test func aStepTheObjectiveCTextTakesTogetherNamesTheStageToUse() {
        let (_, error) = Self.run("use touchtracker edition objc stage 03")
        #expect(error?.contains("the Objective-C edition has no step '03-single-tap' of its own") == true, "\(error ?? "")")
        #expect(error?.contains("did you mean '05-select-line'?") == true, "\(error ?? "")")
        let (_, ok) = Self.run("use touchtracker stage 03")
        #expect(ok == nil)
    }

    @Test func actionBindingsUseTheEditionsMethodNames() {
        let (session, error) = Self.run("use touchtracker edition objc bare\nrecognizer t = tap\naction t -> singleTap")
        #expect(error == nil)
        #expect(session.env.recognizers.first?.actions == ["singleTap:"])
        let (_, wrong) = Self.run("use touchtracker edition objc bare\nrecognizer t = tap\naction t -> tap")
        #expect(wrong?.contains("methods: log, doubleTap, singleTap, longPress, moveLine, showColorPanel") == true, "\(wrong ?? "")")
    }

    @Test func bugReportsWriteTheEditionBack() {
        let (session, _) = Self.run("use touchtracker edition objc stage 05-select-line")
        #expect(SceneStatements.lines(of: session).first?.hasPrefix("use touchtracker edition objc stage 05-select-line") == true)
        let (fixed, _) = Self.run("use touchtracker edition objc fix silver")
        #expect(SceneStatements.lines(of: fixed).first?.hasPrefix("use touchtracker edition objc fix silver") == true)
        let (swift, _) = Self.run("use touchtracker stage 05")
        #expect(SceneStatements.lines(of: swift).first?.hasPrefix("use touchtracker stage 05-select-line") == true)
    }

    @Test func theStagesListingMarksTheObjectiveCDifferences() {
        let text = StagesText.render()
        #expect(text.contains("objc: no step of its own"))
        #expect(text.contains("Recongizer Single Tap"))
        #expect(text.contains("edition objc stage NAME"))
    }
}
