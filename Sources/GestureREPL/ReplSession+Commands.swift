import GestureAnalysis
import GestureEngine
import struct GestureLab.ScriptRun
import class GestureLab.Scene
import GesturePictures
import enum GestureScript.GestureLabVersion
import enum GestureScript.ViewProperty
import TouchTracker

#if canImport(Glibc)
import Glibc
#endif
import GestureLanguage
import GestureSupport
import GestureTranscript

/// A REPL command: `:name`, its argument synopsis and one line of help.
struct ReplCommand {
    var name: String
    var arguments: String
    var summary: String
}

extension ReplSession {
    static let commands: [ReplCommand] = [
        ReplCommand(name: "help", arguments: "[TOPIC]", summary: "this list, or help on a topic (touches, shorthands, scene, expect, show, why, touchtracker, sweep, settings)"),
        ReplCommand(name: "expand", arguments: "STATEMENT", summary: "show what a shorthand or an interpolated move expands into"),
        ReplCommand(name: "reset", arguments: "[empty]",
                    summary: "start over, the clock back at 0: the starting scene again, or with 'empty' no scene at all"),
        ReplCommand(name: "load", arguments: "FILE", summary: "run a .gesture file in this session"),
        ReplCommand(name: "save", arguments: "FILE", summary: "write this session's statements as a re-runnable script"),
        ReplCommand(name: "defaults", arguments: "", summary: "every threshold and default with its value and source"),
        ReplCommand(name: "stages", arguments: "", summary: "the chapter's stages for 'use touchtracker stage NAME'"),
        ReplCommand(name: "scene", arguments: "",
                    summary: "the scene briefly: views, recognizers (changed properties, requirements, delegates), fingers down, timers"),
        ReplCommand(name: "timeline", arguments: "[all]", summary: "the last gesture as swimlanes (fingers, recognizers, views, actions); 'all': the whole session, a section per scene"),
        ReplCommand(name: "canvas", arguments: "", summary: "the screen now: view frames, TouchTracker's lines, fingers down, the menu"),
        ReplCommand(name: "picture", arguments: "FILE.svg|FILE.html", summary: "write the session's timeline and canvas as SVG, or a self-contained HTML page"),
        ReplCommand(name: "sweep", arguments: "[FILE] [OPTIONS]",
                    summary: "map the gesture since 'mark' (or FILE) over its params' values: outcomes, boundaries (:help sweep)"),
        ReplCommand(name: "why", arguments: "NAME [at TIME]",
                    summary: "why recognizer NAME fired or not, or view NAME got its calls when it did, in the last gesture (or the one at TIME) (:help why)"),
        ReplCommand(name: "bugreport", arguments: "[FILE]",
                    summary: "write this session as a re-runnable bug report (default \(ReplSession.defaultReportPath))"),
        ReplCommand(name: "quit", arguments: "", summary: "leave (Ctrl-D does the same)"),
    ]

    /// Runs a `:` command.
    func command(_ text: String) {
        let body = String(text.dropFirst())
        let name = String(body.prefix { $0 != " " && $0 != "\t" })
        let argument = String(body.dropFirst(name.count)).trimmingSpaces
        switch name {
        case "help", "h", "?": write(help(topic: argument))
        case "expand": expand(argument)
        case "reset": reset(argument)
        case "load": load(argument)
        case "save": if mayWriteFiles(":save") { save(argument) }
        case "defaults": write(DefaultsTable.render())
        case "stages": write(StagesText.render())
        case "scene": writeWrapped(SceneSummary.render(scene.summary, style: style))
        case "timeline": timeline(argument)
        case "canvas": canvas(argument)
        case "picture": if mayWriteFiles(":picture") { picture(argument) }
        case "sweep": sweep(argument)
        case "why": why(argument)
        case "bugreport": if mayWriteFiles(":bugreport") { bugReport(argument) }
        case "quit", "q", "exit": didQuit = true
        default:
            let suggestion = Suggest.closest(to: name, among: Self.commands.map(\.name))
            writeError(" unknown command ':\(name)'" + (suggestion.map { "; did you mean ':\($0)'?" } ?? "") + " (:help lists them)\n")
        }
    }

    /// The commands that write files: refused unless ``allowsFileWrites`` (`:sweep` only with `--svg`).
    static let fileWritingCommands = [":save", ":bugreport", ":picture", ":sweep --svg"]

    /// The flag that lets a script on standard input write files.
    public static let allowWritesFlag = "--allow-writes"

    /// Whether `command`, which writes a file, may run; if not, says why (an error: a piped script exits with 2). Checked
    /// before the command does any work, and without echoing its arguments (script text).
    func mayWriteFiles(_ command: String) -> Bool {
        if allowsFileWrites { return true }
        writeError(" '\(command)' writes a file, and standard input is not a terminal: a script read from standard input "
                   + "writes no files unless gesturelab is started with \(Self.allowWritesFlag)\n")
        return false
    }

    /// `:reset` (the starting scene again), `:reset empty` (no scene), `:reset touchtracker`.
    private func reset(_ argument: String) {
        let withTouchTracker: Bool
        switch argument {
        case "": withTouchTracker = startsWithTouchTracker
        case "empty": withTouchTracker = false
        case "touchtracker": withTouchTracker = true
        default:
            let suggestion = Suggest.closest(to: argument, among: ["empty", "touchtracker"])
            writeError(" ':reset' takes nothing, 'empty' or 'touchtracker', not '\(argument)'"
                       + (suggestion.map { "; did you mean ':reset \($0)'?" } ?? "") + "\n")
            return
        }
        scene.reset()
        parameters.removeAll()
        pictures = PictureRecorder(fileName: "<repl>")
        tellSceneToWhyLog()
        write("  scene reset\(withTouchTracker ? "" : " to an empty screen"); clock at 0ms\n")
        if withTouchTracker { execute("use touchtracker", echo: false) }
    }

    func help(topic: String) -> String {
        if topic.isEmpty {
            var out = "Commands:\n"
            for c in Self.commands {
                let synopsis = ":" + c.name + (c.arguments.isEmpty ? "" : " " + c.arguments)
                out += "  \(synopsis.padded(18)) \(c.summary)\n"
            }
            out += "Statements: down/move/up/cancel/wait, tap/longpress/drag/swipe/pinch/rotate, view, recognizer, NAME.PROP = V,\n"
            out += "  requireToFail, delegate, action, use touchtracker, menu tap, panel pick, set, expect, mark, repeat N { … },\n"
            out += "  param NAME from A to B step S | param NAME in V1, V2 (values :sweep varies; :help sweep),\n"
            out += "  show NAME | show view NAME | show fingers | show timers | show model (values on demand; :help show).\n"
            out += "Transcript: 'set trace brief|normal|all' (normal folds plain moves and summarizes repeats; :help settings).\n"
            out += "Topics: " + HelpTopics.all.map(\.name).joined(separator: ", ") + " (:help TOPIC). Tab completes names.\n"
            out += "Files: \(Self.fileWritingCommands.joined(separator: ", ")) write files; when standard input is not a terminal\n"
            out += "  (gesturelab < script.gesture) they are refused unless gesturelab is started with \(Self.allowWritesFlag).\n"
            return out
        }
        if let t = HelpTopics.all.first(where: { $0.name == topic }) { return t.text }
        if let c = Self.commands.first(where: { $0.name == topic || ":" + $0.name == topic }) {
            return "  :\(c.name) \(c.arguments)\n    \(c.summary)\n"
        }
        let suggestion = Suggest.closest(to: topic, among: HelpTopics.all.map(\.name) + Self.commands.map(\.name))
        return "  no help topic '\(visible: topic)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "") + "\n"
    }

    private func expand(_ text: String) {
        guard !text.isEmpty else {
            write("  usage: :expand STATEMENT (for example :expand tap at 100,100 taps 2)\n")
            return
        }
        let file = SourceFile(name: "<expand>", text: text)
        let (statement, diagnostics) = Parser.parseStatement(line: text)
        if let d = diagnostics.first(where: \.isError) {
            write(DiagnosticRenderer.render(d, in: file, color: style.enabled) + "\n")
            return
        }
        guard let statement else { return }
        switch scene.expansion(of: statement) {
        case .success(let lines): write(lines.map { "  " + VisibleText.escape($0) + "\n" }.joined())
        case .failure(let message): write("  " + VisibleText.escape(message) + "\n")
        }
    }

    private func load(_ path: String) {
        guard !path.isEmpty else {
            write("  usage: :load FILE\n")
            return
        }
        // Opened by its bytes and shown escaped; its lines are quoted only if the file read is named *.gesture.
        guard let named = NamedScript(path) else {
            writeError(" cannot read '\(FilePath.display(path))'\n")
            return
        }
        let file = named.source
        let (script, diagnostics) = parameters.parse(file)
        if diagnostics.contains(where: \.isError) || file.encodingProblem != nil {
            write(named.renderSyntaxErrors(diagnostics, in: file, color: style.enabled) + "\n")
            status = max(status, .scriptError)
            return
        }
        let statements: [Statement]
        do {
            statements = try ReplParameters.bindFirstValues(script)
        } catch {
            write(DiagnosticRenderer.render(error, in: file, color: style.enabled) + "\n")
            status = max(status, .scriptError)
            return
        }
        parameters.remember(script)
        var printer = TranscriptPrinter(formatter: TranscriptFormatter(style: style, showsStatements: true, fileName: named.name),
                                        width: answerWidth())
        scene.run(statements, in: file) { [self] output in
            pictures.consume(output)
            whyLog.read(output)
            switch output {
            case .error(let d):
                write(printer.finish())
                write(DiagnosticRenderer.render(d, in: file, color: style.enabled) + "\n")
                status = max(status, .scriptError)
            case .expectationFailure:
                status = max(status, .expectationFailed)
                write(printer.render(output))
            default:
                write(printer.render(output))
            }
        }
        write(printer.finish())
    }

    private func save(_ path: String) {
        guard !path.isEmpty else {
            write("  usage: :save FILE\n")
            return
        }
        var text = "# Saved from a GestureLab \(GestureLabVersion.string) REPL session.\n"
        text += parameters.source.map { $0 + "\n" }.joined()
        if startsWithTouchTracker, scene.acceptedSource.first.map({ !$0.hasPrefix("use ") }) ?? true {
            text += "use touchtracker\n"
        }
        text += scene.acceptedSource.joined(separator: "\n") + "\n"
        do {
            try AtomicFile.write(text, to: path)
            write("  saved \(scene.acceptedSource.count) statement\(scene.acceptedSource.count == 1 ? "" : "s") to \(visible: path)\n")
        } catch {
            writeError(" \(error)\n")
        }
    }

    /// Where `:bugreport` writes when no file is given (the current directory).
    static let defaultReportPath = "gesturelab-report.gesture"

    /// `:why NAME [at TIME]`, `:why view NAME`, `:why VIEW.CALL`: the explanation of NAME's fate in the most recent
    /// gesture, or in the one in progress at TIME.
    private func why(_ argument: String) {
        guard !argument.isEmpty else {
            let names = scene.recognizerNames
            let views = scene.viewNames
            write("  usage: :why NAME [at TIME] (recognizers: \(names.isEmpty ? "none yet" : names.joined(separator: ", "))"
                  + "; views: \(views.isEmpty ? "none yet" : views.joined(separator: ", ")))\n")
            return
        }
        let query: WhyQuery
        switch WhyQuery.parse(argument) {
        case .success(let q): query = q
        case .failure(let f):
            writeError(" " + f.message + "\n")
            return
        }
        switch Explainer.explain(query, in: whyLog) {
        case .success(let explanation): write(explanation.render(indent: "  ", width: answerWidth()))
        case .failure(let f): writeError(" " + f.message + "\n")
        }
    }

    /// `:bugreport [FILE]`: the session's accepted statements as a bug report.
    private func bugReport(_ argument: String) {
        let path = argument.isEmpty ? Self.defaultReportPath : argument
        let source = (parameters.source + scene.acceptedSource).joined(separator: "\n")
        // Replayed as the library runs a script (`ScriptRun`), as `gesturelab report` replays a file.
        switch BugReport.make(source: source, madeBy: ":bugreport in a GestureLab REPL session", name: "<session>",
                              options: scene.options, diagnosticStyle: style.enabled, running: ScriptRun.stream) {
        case .failure(let f):
            write(f.diagnostics + "\n")
            writeError(" no report written: replaying this session's statements stops at the error above\n")
        case .success(let text):
            do {
                try AtomicFile.write(text, to: path)
            } catch {
                writeError(" \(error)\n")
                return
            }
            let n = scene.acceptedSource.count
            write("  bug report written to \(visible: path) (\(n) statement\(n == 1 ? "" : "s"), and what happened as 'expect' lines)\n")
            write("  re-run it with: gesturelab run \(visible: path); check it with: gesturelab test \(visible: path)\n")
        }
    }

    // MARK: - Completion

    /// Tab completion: `:` commands, keywords, recognizer and view names, kinds, methods, and after `NAME.` the
    /// properties of that recognizer.
    func completions(for textBeforeCursor: String) -> [String] {
        let word = String(textBeforeCursor.reversed().prefix { !" \t;&,()=".contains($0) }.reversed())
        if textBeforeCursor.trimmingSpaces.hasPrefix(":"), !textBeforeCursor.contains(" ") {
            return Self.commands.map { ":" + $0.name }.filter { $0.hasPrefix(word) }
        }
        if textBeforeCursor.trimmingSpaces.hasPrefix(":") {
            return commandArgumentCompletions(textBeforeCursor, word: word) ?? []
        }
        if word.hasPrefix("$") {
            return parameters.declared.map { "$" + $0.name.value }.filter { $0.hasPrefix(word) && $0 != word }.sorted()
        }
        if let names = showCompletions(textBeforeCursor, word: word) { return names }
        if let names = contextCompletions(textBeforeCursor, word: word) { return names }
        if let dot = word.firstIndex(of: ".") {
            let owner = String(word[..<dot])
            let prefix = String(word[word.index(after: dot)...])
            guard let id = scene.env.recognizer(named: owner) else {
                // A view's properties (`photo.isUserInteractionEnabled`).
                guard scene.env.view(named: owner) != nil, owner != "window" else { return [] }
                return ViewProperty.allCases.map(\.rawValue).filter { $0.hasPrefix(prefix) }.map { owner + "." + $0 }
            }
            let names = GestureEnvironment.propertyNames(for: scene.env[id].kind) + ["require(toFail:"]
            return names.filter { $0.hasPrefix(prefix) }.map { owner + "." + $0 }
        }
        // The first word of a statement: statement keywords, and once a letter is typed the recognizer names too
        // (for `NAME.PROP = …`); Tab on nothing lists the statements alone.
        let statementStart = textBeforeCursor.split(omittingEmptySubsequences: false) { ";{}&".contains($0) }.last
            .map { $0.trimmingCharacters(in: " \t") == word } ?? true
        if statementStart {
            var firstWords = Set(Keyword.statementKeywords.map(\.rawValue))
            if !word.isEmpty { firstWords.formUnion(scene.recognizerNames) }
            return firstWords.filter { $0.hasPrefix(word) && $0 != word }.sorted()
        }
        var pool = Set(Keyword.allCases.map(\.rawValue))
        pool.formUnion(scene.recognizerNames)
        pool.formUnion(scene.viewNames)
        pool.formUnion(RecognizerKind.allCases.filter { !$0.isScrollViewBuiltIn }.map(\.rawValue))
        pool.formUnion(TouchTrackerApp.methods)
        pool.formUnion(Scene.settingNames)
        for kind in RecognizerKind.allCases { pool.formUnion(GestureEnvironment.propertyNames(for: kind)) }
        pool.formUnion(Stage.all.map(\.name))
        return pool.filter { $0.hasPrefix(word) && $0 != word }.sorted()
    }
}

extension ReplSession {
    /// After `show `: its words and the recognizer names; after `show view ` (or `show recognizer `): the names.
    /// Nil when the statement being typed is not a `show`.
    func showCompletions(_ textBeforeCursor: String, word: String) -> [String]? {
        let statement = textBeforeCursor.split(omittingEmptySubsequences: false) { ";{}".contains($0) }.last ?? ""
        let words = statement.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let typed = word.isEmpty ? words : Array(words.dropLast())
        guard typed.first == "show" else { return nil }
        let pool: [String]
        switch typed.count {
        case 1: pool = ShowRequest.subcommands + scene.recognizerNames
        case 2 where typed[1] == "view": pool = scene.viewNames
        case 2 where typed[1] == "recognizer": pool = scene.recognizerNames
        default: return []
        }
        return Set(pool).filter { $0.hasPrefix(word) && $0 != word }.sorted()
    }
}

extension String {
    func padded(_ width: Int) -> String { count >= width ? self + " " : self + String(repeating: " ", count: width - count) }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String {
        var s = self
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}
