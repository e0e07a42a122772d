// swift-tools-version: 6.1
import PackageDescription

// Release builds skip Swift's dynamic exclusivity checks in the single-threaded core: every access to a class's
// stored property would call into the runtime. What they would cost is measured in docs/performance.md. Debug
// builds, and so every test run, keep them on.
// They also optimize across modules: the interpreter calls small functions of the language and support targets
// (a statement's line, its text, a sweep parameter's value) for every statement it runs, the transcript and JSON
// lines read the interpreter's scene table and outputs for every output they write, and only with cross-module
// optimization are those inlined as they would be inside one module.
let releaseSpeed: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked", "-cross-module-optimization"], .when(configuration: .release))
]

// Layers point one way:
//   GestureSupport ← GestureLanguage ← GestureScript ← GestureTranscript ← GestureAnalysis ← GesturePictures
//     ← GestureREPL ← GestureLabCommands ← GestureLabMain
//   GestureEngine ← TouchTracker ← GestureScript
//   GestureAnalysis ← GestureLab ← GestureREPL
// GestureSupport: file I/O, the terminal, and the one escaper of each kind (VisibleText for text, MarkupText for XML
// and HTML, JSONText for JSON). It depends on nothing; every target above the engine reads it.
// GestureLanguage: source files, lexer, parser, syntax tree, parameters, diagnostics and their renderer. It knows no
// engine: a view kind is a name (ViewKindName) that the interpreter converts.
// GestureScript: the interpreter, which produces the output stream (SessionOutput; Trace/: scene events, the scene
// table, trace levels, show reports), and the two runners that keep a session private: ScriptExecution (one script
// run) and SweepCellRunner (a sweep's runs). It imports none of the stream's consumers.
// GestureTranscript: the consumers that write a run as text: the transcript at every trace level, JSON lines, and
// `show` and `:scene` (ShowFormatter, SceneSummary), functions of the stream that never name the session; and
// ScriptRunner, which runs a script file through ScriptExecution and writes them (what `run`, `test` and the fuzz
// harness call). No file of it names the session. It is called for every output of a run, so it is built with releaseSpeed like the interpreter.
// GestureAnalysis: what reads a run's output stream to answer questions about it: `explain` and `:why` (Explainer,
// GestureLog), bug reports (BugReport), and sweeps (Sweep, whose runs' session SweepCellRunner keeps). The library
// (sweeps), the REPL and the commands call it; nothing below it does.
// GestureLabMain: the `gesturelab` executable's entry point (its folder is not named `gesturelab`: it would differ from
// the library's `GestureLab` only in case, one folder on a case-insensitive file system).
// GestureLab (the library for Swift tests, docs/library.md) reads GestureScript, GestureTranscript and GestureAnalysis
// (for sweeps) and is read by nothing inside but the REPL and the commands, which run scripts through its public
// ScriptRun and sweeps through its ScriptSweep (plus a few package-only hooks, such as ScriptRun.stream, the run whose
// output stream explain, report and :bugreport read, and ScriptSweep.Cells, the sweep whose runs the sweep's outputs
// are drawn from), and the REPL's lines through a Scene (plus the package-only doors of Scene+Package.swift), so the
// command line is built on the library's API.
// GesturePictures (timelines and canvases: terminal, SVG, HTML) reads GestureScript's output stream, and a sweep's
// runs for the sweep map; the REPL and the commands draw with it.
// libedit is known only to LineEditing (through CLibEdit), which only the commands target imports.
// Each target declares every target it imports, lower layers included (a test checks the imports), and
// docs/dependencies.md is this graph, generated and checked by DependencyGraphTests.
let package = Package(
    name: "GestureLab",
    products: [
        .executable(name: "gesturelab", targets: ["GestureLabMain"]),
        // For the fuzz package under Fuzzing/ (a separate package: its sanitizer flags never touch the normal build).
        .library(name: "GestureTranscript", targets: ["GestureTranscript"]),
        // For Swift tests in other packages (docs/library.md): a small facade whose public types are its own.
        .library(name: "GestureLab", targets: ["GestureLab"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        // `Lifetimes`: a machine's `TouchBatch` holds a `Span` of the touches it is handed, and cannot outlive the call.
        .target(name: "GestureEngine", swiftSettings: releaseSpeed + [.enableExperimentalFeature("Lifetimes")]),
        .target(name: "TouchTracker", dependencies: ["GestureEngine"], swiftSettings: releaseSpeed),
        .target(name: "GestureSupport", swiftSettings: releaseSpeed),
        .target(name: "GestureLanguage", dependencies: ["GestureSupport"], swiftSettings: releaseSpeed),
        .target(
            name: "GestureScript",
            dependencies: ["GestureSupport", "GestureLanguage", "GestureEngine", "TouchTracker"],
            swiftSettings: releaseSpeed
        ),
        .target(
            name: "GestureTranscript",
            dependencies: ["GestureSupport", "GestureLanguage", "GestureEngine", "TouchTracker", "GestureScript"],
            swiftSettings: releaseSpeed
        ),
        .target(
            name: "GestureAnalysis",
            dependencies: ["GestureSupport", "GestureLanguage", "GestureEngine", "TouchTracker", "GestureScript", "GestureTranscript"],
            swiftSettings: releaseSpeed
        ),
        .target(
            name: "GesturePictures",
            dependencies: [
                "GestureSupport", "GestureLanguage", "GestureEngine", "TouchTracker", "GestureScript", "GestureTranscript", "GestureAnalysis",
            ]
        ),
        .target(
            name: "GestureLab",
            dependencies: [
                "GestureSupport", "GestureLanguage", "GestureEngine", "TouchTracker", "GestureScript", "GestureTranscript", "GestureAnalysis",
            ]
        ),
        // ArgumentParser: `:sweep` parses its options with `gesturelab sweep`'s own type (SweepOptions, declared here,
        // the lowest target both can import).
        .target(
            name: "GestureREPL",
            dependencies: [
                "GestureSupport", "GestureLanguage", "GestureEngine", "TouchTracker", "GestureScript", "GestureTranscript",
                "GestureAnalysis", "GesturePictures", "GestureLab",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(name: "LineEditing", dependencies: ["CLibEdit", "GestureREPL"]),
        .target(
            name: "GestureLabCommands",
            dependencies: [
                "GestureSupport", "GestureLanguage", "GestureEngine", "GestureScript", "GestureTranscript", "GestureAnalysis",
                "GesturePictures", "GestureLab", "GestureREPL", "LineEditing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "GestureLabMain", dependencies: ["GestureLabCommands"]),
        // Each test target declares every module its files import (DependencyGraphTests checks it).
        .testTarget(name: "GestureEngineTests", dependencies: ["GestureEngine"]),
        .testTarget(name: "TouchTrackerTests", dependencies: ["GestureEngine", "TouchTracker"]),
        // GesturePictures too: the hostile-text property test checks that the SVG and HTML of every script parse.
        // GestureAnalysis too: the tests of explain and bug reports run scripts as the rest do.
        // The consumer goldens are read by path (expected output, not resources).
        .testTarget(
            name: "GestureScriptTests",
            dependencies: [
                "GestureSupport", "GestureLanguage", "GestureEngine", "TouchTracker", "GestureScript", "GestureTranscript",
                "GestureAnalysis", "GesturePictures",
            ],
            exclude: ["ConsumerGoldens"]
        ),
        // The golden pictures are read by path (they are expected output, not resources).
        .testTarget(
            name: "GesturePicturesTests",
            dependencies: [
                "GestureSupport", "GestureLanguage", "GestureEngine", "GestureScript", "GestureTranscript", "GestureAnalysis",
                "GesturePictures",
            ],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "GestureREPLTests",
            dependencies: [
                "GestureSupport", "GestureLanguage", "GestureScript", "GestureTranscript", "GestureAnalysis", "GesturePictures",
                "GestureREPL", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "GestureLabCommandsTests",
            dependencies: [
                "GestureSupport", "GestureLanguage", "GestureScript", "GestureTranscript", "GestureAnalysis", "GestureREPL",
                "GestureLabCommands", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // GestureScript too: the scene's transcript and JSON lines are compared with ScriptRunner's (what `run` prints).
        // GestureAnalysis too: explain and report read the stream of the library's run as they read the interpreter's.
        .testTarget(
            name: "GestureLabTests",
            dependencies: ["GestureLab", "GestureEngine", "GestureLanguage", "GestureScript", "GestureTranscript", "GestureAnalysis"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
