import GestureTranscript

/// libFuzzer's entry point: one input is one script, run with the text transcript on (`FuzzHarness`). Every exit
/// status is fine; only a crash, a timeout or running out of memory is a finding. Returns 0 (keep the input).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzHarness.run(bytes)
    return 0
}
