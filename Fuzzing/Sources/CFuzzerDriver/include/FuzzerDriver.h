// libFuzzer's driver entry (compiler-rt, FuzzerInterface.h): runs the fuzzer with its command-line flags and a
// callback for each input. Declared here because SwiftPM links an executable through a renamed Swift `main`, so
// the fuzz target's main.swift starts libFuzzer itself instead of using libFuzzer's own `main`.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
