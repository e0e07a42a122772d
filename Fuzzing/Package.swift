// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer target, a package of its own so that its sanitizer flags (-sanitize=fuzzer,address, given by
// scripts/fuzz on the command line) never reach the normal `swift build` and `swift test` of the repository.
// It depends on the repository's package by path and uses its GestureTranscript library (FuzzHarness runs a script
// as `gesturelab run` does, transcript included). SwiftPM names a package dependency by its folder's name
// (lowercased), which depends on where the repository was cloned.
let repository = String(#filePath.split(separator: "/").dropLast(2).last ?? "gesturelab").lowercased()

let package = Package(
    name: "GestureLabFuzz",
    dependencies: [
        .package(path: "..")
    ],
    targets: [
        .target(name: "CFuzzerDriver"),
        .executableTarget(
            name: "gesturelab-fuzz",
            dependencies: ["CFuzzerDriver", .product(name: "GestureTranscript", package: repository)],
            path: "Sources/GestureLabFuzz"
        ),
    ],
    swiftLanguageModes: [.v6]
)
