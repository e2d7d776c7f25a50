/* GtkTreeView over a GtkListStore of N rows "Item i" (fixed-height mode, as treeview.c), in
 * GTK_SELECTION_MULTIPLE, the cursor on the middle row (row (N + 1) / 2 counting from 1, as
 * Foldout's item 500,000 of 1,000,000) scrolled to the middle of the view, and the keyboard
 * focus in the view: the reference for `tools/bench arrange`. It writes the trace foldout-bench
 * writes for FOLDOUT_BENCH_TRACE to TRACE (its frames and the input it received, as
 * treeview-trace.c), so tools/benchmarks/interactive.py times each key the same way in both.
 *
 * GtkTreeView has no moves, no select-all-and-remove and no undo of its own; for the keys
 * Foldout's list takes, this does what a GTK 3 app does:
 * - Alt+Down / Alt+Up: the cursor row swapped with the next / previous one
 *   (gtk_list_store_swap), and the cursor put back on it (gtk_tree_view_set_cursor, which
 *   selects it alone and scrolls to it). GtkTreeModel tells of a move only as "rows-reordered"
 *   with the new place of every row: the store builds an array of N, and the view reorders all
 *   N nodes of its tree (sorting them twice), so a move costs O(N log N) in the view;
 *   gtk_list_store_move_after/before do the same. (Removing the row and inserting it one place
 *   on would be O(log N), but is not a move to the model or to anyone watching it.)
 * - Ctrl+A: every row selected (gtk_tree_selection_select_all, what GtkTreeView's own Ctrl+A
 *   does; O(N), a walk over the view's tree).
 * - Delete: the selected rows removed, the way an app does it for any selection: their paths
 *   collected (gtk_tree_selection_get_selected_rows: a GtkTreePath each), then each row, from the
 *   last up so that the places before it stay right, has its title kept for undo and is removed
 *   (gtk_list_store_remove: O(log N) in the store, a "row-deleted" each). With the model in the
 *   view, GtkTreeView's handling of a selected row's "row-deleted" grows with the rows left
 *   (measured here: 50,000 selected rows took 3 s to remove, 100,000 took 9.6 s, 200,000 took
 *   32 s; a million would take many minutes), so above BULK rows it does what GTK's
 *   documentation advises for many changes: the model taken out of the view
 *   (gtk_tree_view_set_model NULL), the rows removed, the model put back (the view then builds
 *   its tree again over the rows left, O(rows left)) and the cursor put on the row that took the
 *   place of the first removed one. No short cut when every row is selected (a new empty store
 *   would be quicker for that one case; gtk_list_store_clear removes row by row too).
 * - Ctrl+Z: the rows of the last Delete put back at their places, first to last
 *   (gtk_list_store_insert_with_values: O(log N) and a "row-inserted" each; above BULK rows with
 *   the model out of the view, as for Delete, the view then building its tree over all N),
 *   unselected, and the cursor on the first of them, as Foldout's undo puts the focus there.
 *   Only the last Delete is kept, as Foldout keeps it as one undo step; moves are not undone.
 * It runs until it is killed.
 *
 * Build: tools/bench arrange compiles it (tools/bench.d/setup.sh's bench_reference), or
 *   gcc -O2 -o treeview-arrange treeview-arrange.c $(pkg-config --cflags --libs gtk+-3.0)
 * Usage: treeview-arrange N TRACE. Run under a display. */
#include "treeview-common.h"

/* A row removed by the last Delete: its place before the removal and its title. */
typedef struct {
  int index;
  char *title;
} Removed;

/* Above this many rows, Delete and Ctrl+Z change the model out of the view (see the top). */
enum { BULK = 1000 };

static int n = 1000000;
static FILE *trace;
static GtkListStore *store;
static GtkWidget *view;
static Removed *removed;
static int removed_count;

static void put_cursor(int index) {
  GtkTreePath *path = gtk_tree_path_new_from_indices(index, -1);
  gtk_tree_view_set_cursor(GTK_TREE_VIEW(view), path, NULL, FALSE);
  gtk_tree_path_free(path);
}

/* Alt+Down (step 1) and Alt+Up (-1): the cursor row one place on; nothing at an end. */
static void move_cursor_row(int step) {
  GtkTreePath *path;
  gtk_tree_view_get_cursor(GTK_TREE_VIEW(view), &path, NULL);
  if (path == NULL) return;
  int from = gtk_tree_path_get_indices(path)[0], to = from + step;
  gtk_tree_path_free(path);
  GtkTreeModel *model = GTK_TREE_MODEL(store);
  GtkTreeIter a, b;
  if (to < 0 || to >= gtk_tree_model_iter_n_children(model, NULL)) return;
  gtk_tree_model_iter_nth_child(model, &a, NULL, from);
  gtk_tree_model_iter_nth_child(model, &b, NULL, to);
  gtk_list_store_swap(store, &a, &b);
  put_cursor(to);
}

static void forget_removed(void) {
  for (int i = 0; i < removed_count; i++) g_free(removed[i].title);
  g_free(removed);
  removed = NULL;
  removed_count = 0;
}

/* Takes the model out of the view before a change of `rows` rows above BULK (see the top). */
static gboolean detach_for(int rows) {
  if (rows <= BULK) return FALSE;
  g_object_ref(store);
  gtk_tree_view_set_model(GTK_TREE_VIEW(view), NULL);
  return TRUE;
}

static void attach(void) {
  gtk_tree_view_set_model(GTK_TREE_VIEW(view), GTK_TREE_MODEL(store));
  g_object_unref(store);
}

/* Delete: every selected row removed, from the last up, each kept for Ctrl+Z. */
static void remove_selected(void) {
  GtkTreeModel *model = GTK_TREE_MODEL(store);
  GList *rows = gtk_tree_selection_get_selected_rows(gtk_tree_view_get_selection(GTK_TREE_VIEW(view)), NULL);
  if (rows == NULL) return;
  forget_removed();
  removed = g_new(Removed, g_list_length(rows));
  for (GList *row = rows; row; row = row->next) /* top to bottom */
    removed[removed_count++].index = gtk_tree_path_get_indices(row->data)[0];
  g_list_free_full(rows, (GDestroyNotify)gtk_tree_path_free);
  gboolean detached = detach_for(removed_count);
  for (int i = removed_count - 1; i >= 0; i--) {
    GtkTreeIter iter;
    gtk_tree_model_iter_nth_child(model, &iter, NULL, removed[i].index);
    gtk_tree_model_get(model, &iter, 0, &removed[i].title, -1);
    gtk_list_store_remove(store, &iter);
  }
  if (!detached) return; /* GtkTreeView moved the cursor on itself */
  attach();
  int left = gtk_tree_model_iter_n_children(model, NULL);
  if (left > 0) put_cursor(MIN(removed[0].index, left - 1));
}

/* Ctrl+Z: the rows of the last Delete back at their places, the cursor on the first. */
static void undo(void) {
  if (removed == NULL) return;
  gboolean detached = detach_for(removed_count);
  for (int i = 0; i < removed_count; i++)
    gtk_list_store_insert_with_values(store, NULL, removed[i].index, 0, removed[i].title, -1);
  if (detached) attach();
  int first = removed[0].index;
  forget_removed();
  put_cursor(first);
}

static gboolean key_pressed(GtkWidget *widget, GdkEventKey *event, gpointer data) {
  (void)widget;
  (void)data;
  GdkModifierType mods = event->state & gtk_accelerator_get_default_mod_mask();
  guint key = gdk_keyval_to_lower(event->keyval);
  if (mods == GDK_MOD1_MASK && (key == GDK_KEY_Down || key == GDK_KEY_KP_Down)) {
    move_cursor_row(1);
  } else if (mods == GDK_MOD1_MASK && (key == GDK_KEY_Up || key == GDK_KEY_KP_Up)) {
    move_cursor_row(-1);
  } else if (mods == GDK_CONTROL_MASK && key == GDK_KEY_a) {
    gtk_tree_selection_select_all(gtk_tree_view_get_selection(GTK_TREE_VIEW(view)));
  } else if (mods == 0 && (key == GDK_KEY_Delete || key == GDK_KEY_KP_Delete)) {
    remove_selected();
  } else if (mods == GDK_CONTROL_MASK && key == GDK_KEY_z) {
    undo();
  } else {
    return FALSE;
  }
  return TRUE;
}

static void activate(GtkApplication *app, gpointer data) {
  (void)data;
  GtkWidget *window, *scrolled;
  view = traced_list_window(app, n, trace, &window, &scrolled);
  store = GTK_LIST_STORE(gtk_tree_view_get_model(GTK_TREE_VIEW(view)));
  gtk_tree_view_set_enable_search(GTK_TREE_VIEW(view), FALSE);
  gtk_tree_selection_set_mode(gtk_tree_view_get_selection(GTK_TREE_VIEW(view)), GTK_SELECTION_MULTIPLE);
  g_signal_connect(view, "key-press-event", G_CALLBACK(key_pressed), NULL);
  GtkTreePath *middle = gtk_tree_path_new_from_indices((n + 1) / 2 - 1, -1);
  gtk_tree_view_set_cursor(GTK_TREE_VIEW(view), middle, NULL, FALSE);
  gtk_tree_view_scroll_to_cell(GTK_TREE_VIEW(view), middle, NULL, TRUE, 0.5, 0);
  gtk_tree_path_free(middle);
  gtk_widget_grab_focus(view);
  gtk_widget_show_all(window);
}

int main(int argc, char **argv) {
  if (argc != 3 || atoi(argv[1]) < 1) {
    fprintf(stderr, "usage: treeview-arrange N TRACE\n");
    return 2;
  }
  n = atoi(argv[1]);
  trace = fopen(argv[2], "w");
  if (!trace) {
    perror(argv[2]);
    return 1;
  }
  GtkApplication *app = gtk_application_new("org.example.TreeViewArrange", G_APPLICATION_NON_UNIQUE);
  g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
  int status = g_application_run(G_APPLICATION(app), 1, argv);
  g_object_unref(app);
  forget_removed();
  fclose(trace);
  return status;
}
