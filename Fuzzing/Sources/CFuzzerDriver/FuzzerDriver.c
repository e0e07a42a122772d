// Only the header matters (libFuzzer defines LLVMFuzzerRunDriver); a C target needs one source file.
#include "FuzzerDriver.h"
