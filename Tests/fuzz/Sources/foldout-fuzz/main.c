// The fuzzer executable. Its `main` is libFuzzer's own (linked by -sanitize=fuzzer), which
// calls `LLVMFuzzerTestOneInput`, defined in Swift in FoldoutFuzzTargets. This C target exists
// because SwiftPM renames a Swift executable's entry point, so a Swift executable cannot leave
// `main` to libFuzzer.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

// Keeps the Swift callback referenced from the executable's own objects.
int (*const foldout_fuzz_callback)(const uint8_t *, size_t) = LLVMFuzzerTestOneInput;
