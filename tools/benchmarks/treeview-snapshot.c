/* GtkTreeView over a GtkListStore of N rows "Item i" (fixed-height mode, as treeview.c):
 * the reference for `tools/bench snapshot`. GTK 3 has no diff of a list's data: an app
 * handed its whole data anew builds a new GtkListStore of it and sets it as the view's model,
 * which is what this does. After the first frame the row Foldout's benchmark focuses (one
 * every snapshot keeps, near the middle) gets the cursor; then K rounds of the four snapshots
 * Foldout's benchmark hands over, one every 50 ms or once the last one's frame came: every
 * other item kept (the second, the fourth, …), all items back, 1,000 items spread over the
 * list kept, all back. For each: the time from the start of the call (the new store's filling
 * included) to the next frame the GDK frame clock paints, and the time in the call. Prints
 * per snapshot the line foldout-bench prints, the way named "GtkTreeView (a new model)":
 * "snapshot-bench: every other item kept of 1000000, GtkTreeView (a new model): 3 times, to the
 * next frame median … ms, worst … ms, 0 without a frame; in the call median … ms", then quits.
 *
 * Usage: treeview-snapshot [N [K]] (default 1000000 3). Run under a display. */
#include "treeview-common.h"

enum { HALF, WHOLE_AGAIN, FILTER, UNFILTERED, KINDS };
static const char *kind_names[KINDS] = {
    "every other item kept", "all items back", "1000 items kept", "all items back from 1000" };
static const gint64 patience_us = 120000000;

static int n = 1000000, rounds = 3, spacing, kept_few, focused = -1;
static GtkWidget *view;
static int step, pending_kind = -1;
static gint64 pending_begun, pending_call;
static gint64 *to_frame[KINDS], *in_call[KINDS];
static int frames[KINDS], missed[KINDS];

static int snapshot_kind;

/* Whether the item at `index` (from 0) is in the snapshot of `snapshot_kind`. */
static gboolean in_snapshot(int i) {
  int kind = snapshot_kind;
  return kind == WHOLE_AGAIN || kind == UNFILTERED || (kind == HALF && i % 2 == 1) ||
         (kind == FILTER && i % spacing == 1 && (i - 1) / spacing < kept_few);
}

/* A store of the items whose indices (from 0) pass the snapshot of `kind`. */
static GtkListStore *snapshot(int kind) {
  GtkListStore *store = gtk_list_store_new(1, G_TYPE_STRING);
  snapshot_kind = kind;
  append_items(store, 1, n, in_snapshot);
  return store;
}

static void report(void) {
  for (int kind = 0; kind < KINDS; kind++) {
    printf("snapshot-bench: %s of %d, GtkTreeView (a new model): %d times, to the next frame median %.1f ms, "
           "worst %.1f ms, %d without a frame; in the call median %.1f ms\n",
           kind_names[kind], n, frames[kind] + missed[kind], median_ms(to_frame[kind], frames[kind]),
           worst_ms(to_frame[kind], frames[kind]), missed[kind], median_ms(in_call[kind], frames[kind]));
  }
  fflush(stdout);
}

static void after_paint(GdkFrameClock *clock, gpointer data) {
  (void)clock;
  (void)data;
  if (pending_kind < 0) return;
  int kind = pending_kind;
  in_call[kind][frames[kind]] = pending_call;
  to_frame[kind][frames[kind]++] = g_get_monotonic_time() - pending_begun;
  pending_kind = -1;
}

static void hand(int kind) {
  pending_begun = g_get_monotonic_time();
  GtkListStore *store = snapshot(kind);
  gtk_tree_view_set_model(GTK_TREE_VIEW(view), GTK_TREE_MODEL(store));
  g_object_unref(store);
  pending_call = g_get_monotonic_time() - pending_begun;
  pending_kind = kind;
}

static gboolean tick(gpointer app) {
  if (pending_kind >= 0) {
    if (g_get_monotonic_time() - pending_begun <= patience_us) return G_SOURCE_CONTINUE;
    missed[pending_kind]++;
    pending_kind = -1;
  }
  if (step >= rounds * KINDS) {
    report();
    g_application_quit(G_APPLICATION(app));
    return G_SOURCE_REMOVE;
  }
  hand(step % KINDS);
  step++;
  return G_SOURCE_CONTINUE;
}

static gboolean begin(gpointer app) {
  g_signal_connect(gtk_widget_get_frame_clock(view), "after-paint", G_CALLBACK(after_paint), NULL);
  g_timeout_add(50, tick, app);
  return G_SOURCE_REMOVE;
}

static gboolean drawn(GtkWidget *widget, cairo_t *cr, gpointer app) {
  (void)widget;
  (void)cr;
  static gboolean once;
  if (once) return FALSE;
  once = TRUE;
  GtkTreePath *path = gtk_tree_path_new_from_indices(focused, -1);
  gtk_tree_view_scroll_to_cell(GTK_TREE_VIEW(view), path, NULL, TRUE, 0.5, 0);
  gtk_tree_view_set_cursor(GTK_TREE_VIEW(view), path, NULL, FALSE);
  gtk_tree_path_free(path);
  g_timeout_add(500, begin, app);
  return FALSE;
}

static void activate(GtkApplication *app, gpointer data) {
  (void)data;
  GtkWidget *window = gtk_application_window_new(app);
  gtk_window_set_default_size(GTK_WINDOW(window), 640, 480);
  GtkWidget *scrolled = gtk_scrolled_window_new(NULL, NULL);
  GtkListStore *store = snapshot(WHOLE_AGAIN);
  view = fixed_tree_view(store);
  g_object_unref(store);
  gtk_container_add(GTK_CONTAINER(scrolled), view);
  gtk_container_add(GTK_CONTAINER(window), scrolled);
  g_signal_connect_after(window, "draw", G_CALLBACK(drawn), app);
  gtk_widget_show_all(window);
}

int main(int argc, char **argv) {
  if (argc > 1) n = atoi(argv[1]);
  if (argc > 2) rounds = atoi(argv[2]);
  if (n < 2 || rounds < 1) {
    fprintf(stderr, "usage: treeview-snapshot [N [K]] (N at least 2, K at least 1)\n");
    return 2;
  }
  /* As foldout-bench: every spacing-th item from the second, an even spacing, at most 1,000;
   * the focused row the middle one of them. */
  spacing = n / 1000 / 2 * 2;
  if (spacing < 2) spacing = 2;
  kept_few = (n - 1 + spacing - 1) / spacing;
  if (kept_few > 1000) kept_few = 1000;
  focused = 1 + (kept_few / 2) * spacing;
  for (int kind = 0; kind < KINDS; kind++) {
    to_frame[kind] = g_new0(gint64, rounds);
    in_call[kind] = g_new0(gint64, rounds);
  }
  GtkApplication *app = gtk_application_new("org.example.TreeViewSnapshot", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  int status = g_application_run(G_APPLICATION(app), 1, argv);
  g_object_unref(app);
  return status;
}
