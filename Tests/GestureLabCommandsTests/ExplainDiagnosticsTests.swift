import Testing

/// `gesturelab explain` on a script that does not run reports it as `gesturelab run` does: the same diagnostics on
/// standard error, ended by one newline (they used to lack it), and exit status 2.
@Suite("explain's diagnostics")
struct ExplainDiagnosticsTests {
    static let scripts: [(name: String, bytes: [UInt8])] = [
        ("syntax.gesture", Array("recognizer t = tap\ntap at 10,\n".utf8)),
        ("two-errors.gesture", Array("recognizer t = tap\ndown 1 at\nbogus\n".utf8)),
        ("encoding.gesture", Array("recognizer t = tap\ntap at 1,".utf8) + [0x80, 0x0A]),
        // A first parameter value a statement refuses: reported before anything runs.
        ("parameter.gesture", Array("param dt in -20ms, 10ms\nrecognizer t = tap\ntap at 1,1\nwait $dt\n".utf8)),
    ]

    @Test(arguments: scripts.map(\.name))
    func aScriptThatDoesNotRunIsReportedAsRunReportsIt(name: String) {
        let t = LinkTree()
        defer { t.remove() }
        t.file(Array(name.utf8), Self.scripts.first { $0.name == name }!.bytes)
        let run = RawCLI.run(["run", name], directory: t.path, deadline: 30)
        let explain = RawCLI.run(["explain", name, "t"], directory: t.path, deadline: 30)
        #expect(explain.status == 2)
        #expect(explain.out.isEmpty, "\(explain.out)")
        #expect(explain.err.hasSuffix("\n") && !explain.err.hasSuffix("\n\n"), "\(explain.err)")
        #expect(explain.err == run.err, "explain:\n\(explain.err)\nrun:\n\(run.err)")
    }
}
