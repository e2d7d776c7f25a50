# Sourced by the scenarios of tools/bench: builds the C references they compare with.
# shellcheck shell=bash

# bench_reference FILE OUTPUT: compiles $FOLDOUT_BENCH_REF/FILE (or a path) with -O2 against
# GTK 3, or GTK 4 when FILE ends in 4.c; fails naming the file when it is not there, or when
# GTK 4's headers are missing for a GTK 4 reference.
bench_reference() {
    local file=$1 output=$2 source package=gtk+-3.0
    [[ $file == */* ]] && source=$file || source=${FOLDOUT_BENCH_REF:?run the scenarios through tools/bench}/$file
    [[ -f $source ]] || { echo "bench: reference not found: $source (set FOLDOUT_BENCH_REF)" >&2; return 1; }
    [[ $file == *4.c ]] && package=gtk4
    pkg-config --exists "$package" || { echo "bench: no $package development files for $source" >&2; return 1; }
    local flags
    read -ra flags < <(pkg-config --cflags --libs "$package")
    gcc -O2 -o "$output" "$source" "${flags[@]}"
}
