/* GtkTreeView over a GtkListStore of N rows "Item i" (fixed-height mode, as treeview.c):
 * the reference for `tools/bench edits`. After the first frame the view is scrolled to its
 * middle row (N / 2, counting from 1 as Foldout's item 500,000 of 1,000,000), then K rounds,
 * one edit every 50 ms: a row inserted there, given a new title, and removed, each one
 * call of GtkListStore. For each edit: the time from the call to the next frame the GDK frame
 * clock paints (after-paint), and the time in the call itself; an edit whose frame does not
 * come within a second is counted as without a frame. Prints, per kind, the line Foldout's
 * foldout-bench prints ("edit-bench: insert at item 500000 of 1000000: 100 edits, to the next
 * frame median … ms, worst … ms, … within a frame (16.7 ms), … without a frame; in the call
 * median … ms, worst … ms"), then quits.
 *
 * Usage: treeview-edits [N [K]] (default 1000000 100). Run under a display. */
#include "treeview-common.h"

enum { INSERT, UPDATE, REMOVE, KINDS };
static const char *kind_names[KINDS] = { "insert", "update", "remove" };
static const gint64 frame_us = 16667, patience_us = 1000000;

static int n = 1000000, rounds = 100, middle;
static GtkListStore *store;
static GtkWidget *view;
static GtkTreeIter edited;
static int step, pending_kind = -1;
static gint64 pending_begun;
static gint64 *to_frame[KINDS], *in_call[KINDS];
static int frames[KINDS], calls[KINDS], missed[KINDS];

static void report(void) {
  for (int kind = 0; kind < KINDS; kind++) {
    int within = 0;
    for (int i = 0; i < frames[kind]; i++) if (to_frame[kind][i] <= frame_us) within++;
    double frame_worst = worst_ms(to_frame[kind], frames[kind]);
    double frame_median = median_ms(to_frame[kind], frames[kind]);
    double call_worst = worst_ms(in_call[kind], calls[kind]);
    double call_median = median_ms(in_call[kind], calls[kind]);
    printf("edit-bench: %s at item %d of %d: %d edits, to the next frame median %.1f ms, worst %.1f ms, "
           "%d within a frame (16.7 ms), %d without a frame; in the call median %.3f ms, worst %.3f ms\n",
           kind_names[kind], middle + 1, n, frames[kind] + missed[kind], frame_median, frame_worst, within,
           missed[kind], call_median, call_worst);
  }
  fflush(stdout);
}

static void after_paint(GdkFrameClock *clock, gpointer data) {
  (void)clock;
  (void)data;
  if (pending_kind < 0) return;
  int kind = pending_kind;
  to_frame[kind][frames[kind]++] = g_get_monotonic_time() - pending_begun;
  pending_kind = -1;
}

static void edit(void) {
  int round = step / KINDS, kind = step % KINDS;
  char title[64];
  step++;
  pending_begun = g_get_monotonic_time();
  switch (kind) {
  case INSERT:
    snprintf(title, sizeof title, "Inserted %d", round + 1);
    gtk_list_store_insert_with_values(store, &edited, middle, 0, title, -1);
    break;
  case UPDATE:
    snprintf(title, sizeof title, "Updated %d", round + 1);
    gtk_list_store_set(store, &edited, 0, title, -1);
    break;
  case REMOVE:
    gtk_list_store_remove(store, &edited);
    break;
  }
  in_call[kind][calls[kind]++] = g_get_monotonic_time() - pending_begun;
  pending_kind = kind;
}

static gboolean tick(gpointer app) {
  if (pending_kind >= 0) {
    /* Its frame has not come yet: wait for it, up to a second. */
    if (g_get_monotonic_time() - pending_begun <= patience_us) return G_SOURCE_CONTINUE;
    missed[pending_kind]++;
    pending_kind = -1;
  }
  if (step >= rounds * KINDS) {
    report();
    g_application_quit(G_APPLICATION(app));
    return G_SOURCE_REMOVE;
  }
  edit();
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
  GtkTreePath *path = gtk_tree_path_new_from_indices(middle, -1);
  gtk_tree_view_scroll_to_cell(GTK_TREE_VIEW(view), path, NULL, TRUE, 0.5, 0);
  gtk_tree_view_set_cursor(GTK_TREE_VIEW(view), path, NULL, FALSE);
  gtk_tree_path_free(path);
  /* Let the scroll settle, as foldout-bench does. */
  g_timeout_add(500, begin, app);
  return FALSE;
}

static void activate(GtkApplication *app, gpointer data) {
  (void)data;
  GtkWidget *window = gtk_application_window_new(app);
  gtk_window_set_default_size(GTK_WINDOW(window), 640, 480);
  GtkWidget *scrolled = gtk_scrolled_window_new(NULL, NULL);
  store = gtk_list_store_new(1, G_TYPE_STRING);
  append_items(store, 1, n, NULL);
  view = fixed_tree_view(store);
  gtk_container_add(GTK_CONTAINER(scrolled), view);
  gtk_container_add(GTK_CONTAINER(window), scrolled);
  g_signal_connect_after(window, "draw", G_CALLBACK(drawn), app);
  gtk_widget_show_all(window);
}

int main(int argc, char **argv) {
  if (argc > 1) n = atoi(argv[1]);
  if (argc > 2) rounds = atoi(argv[2]);
  if (n < 1 || rounds < 1) {
    fprintf(stderr, "usage: treeview-edits [N [K]] (positive numbers)\n");
    return 2;
  }
  middle = (n - 1) / 2;
  for (int kind = 0; kind < KINDS; kind++) {
    to_frame[kind] = g_new0(gint64, rounds);
    in_call[kind] = g_new0(gint64, rounds);
  }
  GtkApplication *app = gtk_application_new("org.example.TreeViewEdits", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  int status = g_application_run(G_APPLICATION(app), 1, argv);
  g_object_unref(app);
  return status;
}
