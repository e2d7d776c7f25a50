"""The robustness tools' own logic (no app needed): the monkey's replayable plan and its
row check, and how tools/leaks reads valgrind's report and decides whose leak it is."""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))), "tools", "robustness"))

import leaks  # noqa: E402
import monkey  # noqa: E402

REPORT = """==77== Memcheck, a memory error detector
==77== 
==77== 288 (256 direct, 32 indirect) bytes in 1 blocks are definitely lost in loss record 1 of 3
==77==    at 0x48417B4: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
==77==    by 0x5D66431: ??? (in /usr/lib/x86_64-linux-gnu/libfontconfig.so.1.12.0)
==77==    by 0x5D5E737: FcInitLoadConfigAndFonts (in /usr/lib/x86_64-linux-gnu/libfontconfig.so.1.12.0)
==77==    by 0x5BCB1F4: start_thread (pthread_create.c:442)
==77== 
==77== 48 bytes in 1 blocks are definitely lost in loss record 2 of 3
==77==    at 0x48417B4: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
==77==    by 0x3A0001: swift_slowAlloc (in /work/.build/release/foldout)
==77==    by 0x3A0002: swift_allocObject (in /work/.build/release/foldout)
==77==    by 0x1C0003: $s18FoldoutControllers21DropdownRowsControllerC6unfoldyyF (DropdownRowsController.swift:88)
==77==    by 0x519D3AF: g_closure_invoke (in /usr/lib/x86_64-linux-gnu/libgobject-2.0.so.0.7400.6)
==77==    by 0x5264CDC: g_main_context_dispatch (in /usr/lib/x86_64-linux-gnu/libglib-2.0.so.0.7400.6)
==77==    by 0x22C238: $s10FoldoutGtk11ApplicationC3run9argumentss5Int32VSaySSG_tF (Application.swift:173)
==77==    by 0x1C7C38: main (main.swift:9)
==77== 
==77== 1,000 (64 direct, 936 indirect) bytes in 2 blocks are definitely lost in loss record 3 of 3
==77==    at 0x48417B4: malloc (in /usr/libexec/valgrind/vgpreload_memcheck-amd64-linux.so)
==77==    by 0x4B0F85D: gtk_widget_get_preferred_width (in /usr/lib/x86_64-linux-gnu/libgtk-3.so.0.2406.32)
==77==    by 0x5264CDC: g_main_context_dispatch (in /usr/lib/x86_64-linux-gnu/libglib-2.0.so.0.7400.6)
==77==    by 0x22C238: $s10FoldoutGtk11ApplicationC3run9argumentss5Int32VSaySSG_tF (Application.swift:173)
==77==    by 0x1C7C38: main (main.swift:9)
==77== 
==77== Conditional jump or move depends on uninitialised value(s)
==77==    at 0x2E64A8: $ss9_allASCIIySbSRys5UInt8VGF (in /work/.build/release/foldout)
==77==    by 0x1CE5F9: AbsOriFnNameNotFound (Resources.swift:42)
==77==    by 0x1C7C38: $s10FoldoutApp0A11ApplicationC7startupyyF (FoldoutApplication.swift:54)
==77== 
==77== Invalid read of size 8
==77==    at 0x4023C74: strncmp (strcmp-sse2.S:162)
==77==    by 0x4004BEE: is_dst (dl-load.c:216)
==77== 
"""


def test_definite_losses_are_read_with_their_sizes():
    records = leaks.parse_valgrind(REPORT)
    assert [(direct, whole) for direct, whole, _ in records] == [(256, 288), (48, 48), (64, 1000)]


def test_a_loss_is_foldouts_only_when_its_code_made_it_inside_the_loop():
    fontconfig, swift_object, gtk_layout = leaks.parse_valgrind(REPORT)
    assert leaks.own_frames(fontconfig[2]) == []
    assert len(leaks.own_frames(swift_object[2])) == 1
    assert "DropdownRowsController" in leaks.own_frames(swift_object[2])[0]
    # Foldout's main and Application.run only run the loop GTK allocated under.
    assert leaks.own_frames(gtk_layout[2]) == []


def test_memcheck_errors_in_foldouts_code_are_found():
    errors = leaks.parse_errors(REPORT)
    assert [kind for kind, _ in errors] == ["Conditional jump or move depends on uninitialised value(s)",
                                            "Invalid read of size 8"]
    assert [bool(leaks.own_frames(frames)) for _, frames in errors] == [True, False]


def test_month_rows_must_be_a_run_of_the_expected_months_in_order():
    expected = ["January", "March", "April", "May"]
    assert monkey.contiguous(expected, expected)
    assert monkey.contiguous(["March", "April"], expected)
    assert monkey.contiguous([], expected)
    assert not monkey.contiguous(["April", "March"], expected)
    assert not monkey.contiguous(["January", "February"], expected)
    assert not monkey.contiguous(["January", "March", "April", "May", "May"], expected)


def test_a_seed_replays_the_same_events_and_another_seed_does_not():
    def events(seed, count):
        rng = random.Random(seed)
        return [monkey.plan(rng) for _ in range(count)]
    assert events(7, 500) == events(7, 500)
    assert events(7, 500)[:120] == events(7, 120)
    assert events(7, 500) != events(8, 500)
    kinds = {event[0] for event in events(7, 500)}
    assert kinds == {"key", "click", "scroll", "page", "resize", "focus"}
    keys = {event[1] for event in events(7, 2000) if event[0] == "key"}
    assert not keys & {"ctrl+q", "ctrl+w"}, "the monkey never quits the app"
