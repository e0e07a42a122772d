import CFuzzerDriver
import GestureTranscript
import Glibc

// `gesturelab-fuzz --print-dictionary` writes libFuzzer's dictionary for the language (scripts/fuzz passes it
// with -dict=); it is generated from the lexer's keyword list, so it is always complete.
if CommandLine.arguments.dropFirst().first == "--print-dictionary" {
    print(FuzzHarness.dictionary, terminator: "")
    exit(0)
}

// SwiftPM links executables through a renamed Swift `main` on Linux, so libFuzzer's own `main` is never used:
// start its driver here with the command-line flags (-max_total_time, -dict, corpus folders, …).
var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
