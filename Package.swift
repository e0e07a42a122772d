// swift-tools-version: 6.1
import PackageDescription

// Release builds skip Swift's dynamic exclusivity checks in the single-threaded core: every access to a class's
// stored property would call into the runtime. What they would cost is measured in docs/performance.md. Debug
// builds, and so every test run, keep them on.
// They also optimize across modules: the interpreter calls small functions of the language and support targets
// (a statement's line, its text, a sweep parameter's value) for every statement it runs, and only with
// cross-module optimization are those inlined as they would be inside one module.
let releaseSpeed: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked", "-cross-module-optimization"], .when(configuration: .release))
]

// Layers point one way:
//   GestureSupport ← GestureLanguage ← GestureScript ← GestureAnalysis ← GestureREPL ← GestureLabCommands ← GestureLabMain
//   GestureEngine ← TouchTracker ← GestureScript
//   GestureScript ← GestureLab ← GestureLabCommands
// GestureSupport: file I/O, the terminal, and the one escaper of each kind (VisibleText for text, MarkupText for XML
// and HTML, JSONText for JSON). It depends on nothing; every target above the engine reads it.
// GestureLanguage: source files, lexer, parser, syntax tree, parameters, diagnostics and their renderer. It knows no
// engine: a view kind is a name (ViewKindName) that the interpreter converts.
// GestureScript: the interpreter, which produces the output stream (SessionOutput), and for now the consumers of the
// stream still beside it (transcript, JSON lines, sweeps).
// GestureAnalysis: what reads a run's output stream to answer questions about it: `explain` and `:why` (Explainer,
// GestureLog) and bug reports (BugReport). The REPL and the commands call it; nothing in GestureScript does.
// GestureLabMain: the `gesturelab` executable's entry point (its folder is not named `gesturelab`: it would differ from
// the library's `GestureLab` only in case, one folder on a case-insensitive file system).
// GestureLab (the library for Swift tests, docs/library.md) reads GestureScript; the commands run scripts through its
// public ScriptRun (plus a few package-only hooks), so the command line is built on the library's API.
// GesturePictures (timelines and canvases: terminal, SVG, HTML) reads GestureScript's output stream; the REPL and
// the commands draw with it.
// libedit is known only to LineEditing (through CLibEdit), which only the commands target imports.
// Each target declares every target it imports, lower layers included (a test checks the imports), and
// docs/dependencies.md is this graph, generated and checked by DependencyGraphTests.
let package = Package(
    name: "GestureLab",
    products: [
        .executable(name: "gesturelab", targets: ["GestureLabMain"]),
        // For the fuzz package under Fuzzing/ (a separate package: its sanitizer flags never touch the normal build).
        .library(name: "GestureScript", targets: ["GestureScript"]),
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
            name: "GestureAnalysis",
            dependencies: ["GestureSupport", "GestureLanguage", "GestureEngine", "TouchTracker", "GestureScript"],
            swiftSettings: releaseSpeed
        ),
        .target(name: "GesturePictures", dependencies: ["GestureSupport", "GestureLanguage", "GestureEngine", "TouchTracker", "GestureScript"]),
        .target(name: "GestureLab", dependencies: ["GestureSupport", "GestureLanguage", "GestureEngine", "TouchTracker", "GestureScript"]),
        // ArgumentParser: `:sweep` parses its options with `gesturelab sweep`'s own type (SweepOptions, declared here,
        // the lowest target both can import).
        .target(
            name: "GestureREPL",
            dependencies: [
                "GestureSupport", "GestureLanguage", "GestureEngine", "TouchTracker", "GestureScript", "GestureAnalysis",
                "GesturePictures",
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
                "GestureSupport", "GestureLanguage", "GestureEngine", "GestureScript", "GestureAnalysis", "GesturePictures",
                "GestureLab", "GestureREPL", "LineEditing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "GestureLabMain", dependencies: ["GestureLabCommands"]),
        .testTarget(name: "GestureEngineTests", dependencies: ["GestureEngine"]),
        .testTarget(name: "TouchTrackerTests", dependencies: ["TouchTracker"]),
        // GesturePictures too: the hostile-text property test checks that the SVG and HTML of every script parse.
        // GestureAnalysis too: the tests of explain and bug reports run scripts as the rest do.
        .testTarget(
            name: "GestureScriptTests",
            dependencies: ["GestureSupport", "GestureLanguage", "GestureScript", "GestureAnalysis", "GesturePictures"]
        ),
        // The golden pictures are read by path (they are expected output, not resources).
        .testTarget(
            name: "GesturePicturesTests", dependencies: ["GestureSupport", "GestureLanguage", "GesturePictures"], exclude: ["Golden"]
        ),
        .testTarget(name: "GestureREPLTests", dependencies: ["GestureSupport", "GestureLanguage", "GestureREPL"]),
        .testTarget(name: "GestureLabCommandsTests", dependencies: ["GestureSupport", "GestureLanguage", "GestureLabCommands"]),
        // GestureScript too: the scene's transcript and JSON lines are compared with ScriptRunner's (what `run` prints).
        .testTarget(name: "GestureLabTests", dependencies: ["GestureLab", "GestureScript"]),
    ],
    swiftLanguageModes: [.v6]
)
