# Sourced by every scenario of tools/bench (tools/bench.d/*), which sets `repo` (the
# repository's root) first: what they share. tools/bench has done the set-up (packages, release
# build, FOLDOUT_BENCH_BIN, FOLDOUT_BENCH_REF, PATH).
# shellcheck shell=bash disable=SC2154 # repo: set by the scenario that sources this

# bench_usage SCRIPT: prints the comment block at the top of SCRIPT (its usage).
bench_usage() {
    awk 'NR > 1 && !/^#/ { exit } NR > 1 { sub(/^# ?/, ""); print }' "$1"
}

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

# bench_session COMMAND…: runs COMMAND on a private Xvfb inside one D-Bus session (variables
# set before the call, such as FOLDOUT_XVFB_ARGS, reach both), without the bus's start-up
# chatter on the error stream.
bench_session() {
    "$repo/tools/with-display" dbus-run-session -- "$@" 2> >(grep -v -e '^dbus-daemon' -e 'SpiRegistry' >&2)
}
