// swift-tools-version: 6.1
import PackageDescription

// Layers point one way:
//   GestureEngine ← TouchTracker ← GestureScript ← GestureREPL ← GestureLabCommands ← gesturelab
// libedit is known only to LineEditing (through CLibEdit), which only the commands target imports.
let package = Package(
    name: "GestureLab",
    products: [
        .executable(name: "gesturelab", targets: ["gesturelab"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        .target(name: "GestureEngine"),
        .target(name: "TouchTracker", dependencies: ["GestureEngine"]),
        .target(name: "GestureScript", dependencies: ["GestureEngine", "TouchTracker"]),
        .target(name: "GestureREPL", dependencies: ["GestureScript"]),
        .systemLibrary(
            name: "CLibEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        .target(name: "LineEditing", dependencies: ["CLibEdit", "GestureREPL"]),
        .target(
            name: "GestureLabCommands",
            dependencies: [
                "GestureScript", "GestureREPL", "LineEditing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "gesturelab", dependencies: ["GestureLabCommands"]),
        .testTarget(name: "GestureEngineTests", dependencies: ["GestureEngine"]),
        .testTarget(name: "TouchTrackerTests", dependencies: ["TouchTracker"]),
        .testTarget(name: "GestureScriptTests", dependencies: ["GestureScript"]),
        .testTarget(name: "GestureREPLTests", dependencies: ["GestureREPL"]),
        .testTarget(name: "GestureLabCommandsTests", dependencies: ["GestureLabCommands"]),
    ],
    swiftLanguageModes: [.v6]
)
