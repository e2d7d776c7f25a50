#ifndef FOLDOUT_CGTK_ACCESSIBLE_ROWS_H
#define FOLDOUT_CGTK_ACCESSIBLE_ROWS_H
/* Accessibility of recycled rows: what ATK is told of the rows' true places.
 *
 * A recycling list holds widgets only for the rows in view; screen readers (Orca 43) take a
 * row's place from its index in its parent and the parent's child count. As GTK 3's own
 * tree view does (gtk/a11y/gtktreeviewaccessible.c), the rows' accessible parent has as many
 * children as the list has rows: a row shown by a widget is that widget's accessible, with its
 * true index; any other row is an accessible made on demand (FoldoutVirtualRow), kept only as
 * long as someone holds it. Each row also carries the object attributes posinset, setsize and
 * (in a tree) level, which newer readers take first.
 *
 * That parent is the list's one child, a FoldoutRowSet, not the list itself: Orca 43 looks for
 * the focused row of a list (list box) it presents by walking the list's descendants, unless
 * the list offers AtkSelection, which the list here does (with nothing selected; the set offers
 * the rows' selection, in selection mode only, so that rows say "not selected" only there). The
 * set is a list (Orca says "List with 150 items" as the focus enters it, counting its children)
 * up to FOLDOUT_ROWS_LISTED rows; beyond, a static text named by the list's description ("1000000
 * items"), which Orca says as the focus enters the list, asking nothing of the rows.
 *
 * What each row is (its name, role, level, place in its set, selection and expansion) comes
 * from the list's owner through one callback (FoldoutGtk's ListBox.tellRows), asked only when an
 * assistive technology asks: nothing here runs per frame. */
#include "shim.h"
#include <string.h>

/* What the owner tells of row `index`. `name` is allocated by the owner (g_strdup) and freed
 * here; `level` is 0 outside a tree; `position` is 1-based within the row's set. */
typedef struct {
  gchar *name;
  AtkRole role;
  gint level;
  gint position;
  gint set_size;
  gboolean selectable;
  gboolean selected;
  gboolean expandable;
  gboolean expanded;
  /* In a tree: the rows shown beneath this one now (while it is open: its children and the
   * rows of its open descendants). */
  gint child_rows;
  /* In a tree: the row of its parent node, if the owner tells it (FOLDOUT_ROWS_UNTOLD if not:
   * it is then found as the nearest row above one level up). */
  gint parent_row;
} FoldoutRowFacts;

#define FOLDOUT_ROWS_UNTOLD (-2)

typedef gboolean (*FoldoutRowFactsFunc)(gpointer data, gint index, FoldoutRowFacts *facts);

/* The rows of one list, kept on its list box widget. */
typedef struct {
  gint count;
  FoldoutRowFactsFunc facts;
  gpointer data;
  GDestroyNotify destroy;
  /* index → FoldoutVirtualRow, not owned (each removes itself as it is finalized). */
  GHashTable *made;
  GtkWidget *list;
  /* The accessible holding the rows of a list too long to be their parent (see below). */
  AtkObject *set;
  /* Selection mode: the row set offers AtkSelection only while this is set (so that rows say
   * "not selected" there only), `selected` rows of `count` being selected. */
  gboolean selecting;
  gint selected;
} FoldoutRows;

/* The row set of a list of more rows than this is no list. Orca 43 says the size of a list it
 * enters by asking each of its children for its role over D-Bus (about 0.4 ms a row: 37 s for
 * 100,000 rows), and walks them to find the focused one for braille: up to this many rows it
 * costs less than a tenth of a second. Beyond, the set is static text (ATK_ROLE_STATIC) whose
 * name is the list's description, the size its owner tells ("1000000 items"): Orca 43 says an
 * ancestor's name with no question to its children, and no role word for a list box's child. The
 * rows' places and count are the same either way (Orca says "5 of 1000000" from the set's
 * child count). */
#define FOLDOUT_ROWS_LISTED 200

/* The accessible holding all rows of a long list. */
typedef struct {
  AtkObject parent;
  FoldoutRows *rows; /* NULL once its list is gone */
} FoldoutRowSet;

/* A tree's sets of nodes are told (the NODE_PARENT_OF relation, from which Orca 43 takes a
 * node's place among its siblings) up to this many nodes: more would make a reader's every
 * question about a node make them all. Beyond, Orca counts the rows as GTK's tree view has them,
 * all levels together; the posinset, setsize and level attributes stay true. */
#define FOLDOUT_ROWS_TOLD_NODES 100

/* How many rows a question about a tree row's node relations asks of its owner, at most: its
 * parent's row is the nearest above one level up, its child nodes are found by level. */
#define FOLDOUT_ROWS_NODE_SCAN 10000

typedef struct {
  AtkObjectClass parent_class;
} FoldoutRowSetClass;

/* An accessible made on demand for a row that no widget shows. */
typedef struct {
  AtkObject parent;
  FoldoutRows *rows; /* NULL once the list forgot it (defunct) */
  gint index;
  gchar *name;
} FoldoutVirtualRow;

typedef struct {
  AtkObjectClass parent_class;
} FoldoutVirtualRowClass;

static inline AtkObject *foldout_rows_holder(FoldoutRows *rows);
static inline AtkObject *foldout_rows_ref_row(FoldoutRows *rows, gint index);
static inline GType foldout_row_set_get_type(void);

static inline GQuark foldout_rows_quark(void) { return g_quark_from_static_string("foldout-rows"); }
static inline GQuark foldout_row_index_quark(void) { return g_quark_from_static_string("foldout-row-index"); }

static inline FoldoutRows *foldout_rows_of(GtkWidget *list) {
  return list != NULL ? (FoldoutRows *) g_object_get_qdata(G_OBJECT(list), foldout_rows_quark()) : NULL;
}

/* A row widget's true index (set by the recycling list as it binds the row), -1 when unbound. */
static inline void foldout_row_set_true_index(GtkWidget *row, gint index) {
  g_object_set_qdata(G_OBJECT(row), foldout_row_index_quark(), GINT_TO_POINTER(index >= 0 ? index + 1 : 0));
}
static inline gint foldout_row_get_true_index(GtkWidget *row) {
  return GPOINTER_TO_INT(g_object_get_qdata(G_OBJECT(row), foldout_row_index_quark())) - 1;
}

/* The rows of the list holding row widget `row`, if that list tells its rows. */
static inline FoldoutRows *foldout_rows_of_row(GtkWidget *row) {
  if (row == NULL || !GTK_IS_LIST_BOX_ROW(row)) return NULL;
  return foldout_rows_of(gtk_widget_get_parent(row));
}

static inline gboolean foldout_rows_ask(FoldoutRows *rows, gint index, FoldoutRowFacts *facts) {
  memset(facts, 0, sizeof *facts);
  facts->role = ATK_ROLE_LIST_ITEM;
  facts->parent_row = FOLDOUT_ROWS_UNTOLD;
  if (rows == NULL || rows->facts == NULL || index < 0 || index >= rows->count) return FALSE;
  return rows->facts(rows->data, index, facts);
}

static inline AtkAttributeSet *foldout_rows_add_attribute(AtkAttributeSet *set, const gchar *name, gint value) {
  AtkAttribute *attribute = g_new(AtkAttribute, 1);
  attribute->name = g_strdup(name);
  attribute->value = g_strdup_printf("%d", value);
  return g_slist_append(set, attribute);
}

/* posinset, setsize and level (in a tree) of row `index`, added to `set`. */
static inline AtkAttributeSet *foldout_rows_attributes(FoldoutRows *rows, gint index, AtkAttributeSet *set) {
  FoldoutRowFacts facts;
  if (!foldout_rows_ask(rows, index, &facts)) return set;
  g_free(facts.name);
  if (facts.position > 0 && facts.set_size > 0) {
    set = foldout_rows_add_attribute(set, "posinset", facts.position);
    set = foldout_rows_add_attribute(set, "setsize", facts.set_size);
  }
  if (facts.level > 0) set = foldout_rows_add_attribute(set, "level", facts.level);
  return set;
}

/* The row set's role: a list Orca counts as the focus enters it (a flat list of a few rows), static
 * text named by the list's description, the size, said as the focus enters (a long flat list), or
 * a filler it passes over (an empty list; a tree, whose rows are no list items and whose own
 * role says what it is). */
static inline AtkRole foldout_rows_set_role(FoldoutRows *rows) {
  if (rows->count <= 0) return ATK_ROLE_FILLER;
  /* Asked of the list's own role, not of a row's facts (which may ask the app for a text). */
  AtkRole list = atk_object_get_role(gtk_widget_get_accessible(rows->list));
  if (list == ATK_ROLE_TREE || list == ATK_ROLE_TREE_TABLE) return ATK_ROLE_FILLER;
  return rows->count > FOLDOUT_ROWS_LISTED ? ATK_ROLE_STATIC : ATK_ROLE_LIST;
}

/* ---- FoldoutVirtualRow ---------------------------------------------------------------- */

static inline GType foldout_virtual_row_get_type(void);

static inline AtkObjectClass *foldout_virtual_row_parent_class(void) {
  return ATK_OBJECT_CLASS(g_type_class_peek(ATK_TYPE_OBJECT));
}

static inline void foldout_virtual_row_forget(gpointer data, GObject *gone) {
  FoldoutRows *rows = (FoldoutRows *) data;
  FoldoutVirtualRow *row = (FoldoutVirtualRow *) gone;
  /* Let go of (foldout_rows_forget_made): its rows may be gone. */
  if (row->rows == NULL) return;
  if (rows->made != NULL && g_hash_table_lookup(rows->made, GINT_TO_POINTER(row->index)) == gone)
    g_hash_table_remove(rows->made, GINT_TO_POINTER(row->index));
}

static inline void foldout_virtual_row_finalize(GObject *object) {
  FoldoutVirtualRow *row = (FoldoutVirtualRow *) object;
  g_free(row->name);
  G_OBJECT_CLASS(foldout_virtual_row_parent_class())->finalize(object);
}

static inline const gchar *foldout_virtual_row_get_name(AtkObject *object) {
  FoldoutVirtualRow *row = (FoldoutVirtualRow *) object;
  if (object->name != NULL) return object->name;
  FoldoutRowFacts facts;
  if (row->rows != NULL && foldout_rows_ask(row->rows, row->index, &facts)) {
    g_free(row->name);
    row->name = facts.name;
  }
  return row->name;
}

static inline gint foldout_virtual_row_get_index_in_parent(AtkObject *object) {
  FoldoutVirtualRow *row = (FoldoutVirtualRow *) object;
  return row->rows != NULL ? row->index : -1;
}

static inline gint foldout_virtual_row_get_n_children(AtkObject *object) { (void) object; return 0; }

static inline AtkStateSet *foldout_virtual_row_ref_state_set(AtkObject *object) {
  FoldoutVirtualRow *row = (FoldoutVirtualRow *) object;
  AtkStateSet *states = atk_state_set_new();
  if (row->rows == NULL) {
    atk_state_set_add_state(states, ATK_STATE_DEFUNCT);
    return states;
  }
  FoldoutRowFacts facts;
  atk_state_set_add_state(states, ATK_STATE_ENABLED);
  atk_state_set_add_state(states, ATK_STATE_SENSITIVE);
  atk_state_set_add_state(states, ATK_STATE_FOCUSABLE);
  if (foldout_rows_ask(row->rows, row->index, &facts)) {
    g_free(facts.name);
    if (facts.selectable) atk_state_set_add_state(states, ATK_STATE_SELECTABLE);
    if (facts.selected) atk_state_set_add_state(states, ATK_STATE_SELECTED);
    if (facts.expandable) atk_state_set_add_state(states, ATK_STATE_EXPANDABLE);
    if (facts.expanded) atk_state_set_add_state(states, ATK_STATE_EXPANDED);
  }
  return states;
}

static inline AtkAttributeSet *foldout_virtual_row_get_attributes(AtkObject *object) {
  FoldoutVirtualRow *row = (FoldoutVirtualRow *) object;
  return row->rows != NULL ? foldout_rows_attributes(row->rows, row->index, NULL) : NULL;
}

static inline void foldout_rows_tell_node(FoldoutRows *rows, gint index, AtkObject *holder, AtkRelationSet *set);

/* In a tree: its parent node and its child nodes, found by level as a reader asks. */
static inline AtkRelationSet *foldout_virtual_row_ref_relation_set(AtkObject *object) {
  FoldoutVirtualRow *row = (FoldoutVirtualRow *) object;
  AtkRelationSet *set = foldout_virtual_row_parent_class()->ref_relation_set(object);
  if (row->rows != NULL) foldout_rows_tell_node(row->rows, row->index, object, set);
  return set;
}

static inline void foldout_virtual_row_class_init(gpointer klass, gpointer data) {
  (void) data;
  G_OBJECT_CLASS(klass)->finalize = foldout_virtual_row_finalize;
  AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
  atk->get_name = foldout_virtual_row_get_name;
  atk->get_index_in_parent = foldout_virtual_row_get_index_in_parent;
  atk->get_n_children = foldout_virtual_row_get_n_children;
  atk->ref_state_set = foldout_virtual_row_ref_state_set;
  atk->get_attributes = foldout_virtual_row_get_attributes;
  atk->ref_relation_set = foldout_virtual_row_ref_relation_set;
}

/* Registered once, by name (a static inline function may exist once per Swift file). */
static inline GType foldout_virtual_row_get_type(void) {
  GType type = g_type_from_name("FoldoutVirtualRow");
  if (type != 0) return type;
  return g_type_register_static_simple(ATK_TYPE_OBJECT, "FoldoutVirtualRow", sizeof(FoldoutVirtualRowClass),
                                       foldout_virtual_row_class_init, sizeof(FoldoutVirtualRow), NULL, 0);
}

/* The accessible of row `index`, made now (the caller owns the reference). */
static inline AtkObject *foldout_virtual_row_new(FoldoutRows *rows, AtkObject *list, gint index) {
  FoldoutVirtualRow *row = (FoldoutVirtualRow *) g_object_new(foldout_virtual_row_get_type(), NULL);
  row->rows = rows;
  row->index = index;
  FoldoutRowFacts facts;
  AtkRole role = ATK_ROLE_LIST_ITEM;
  if (foldout_rows_ask(rows, index, &facts)) {
    role = facts.role;
    row->name = facts.name;
  }
  AtkObject *object = ATK_OBJECT(row);
  object->role = role;
  atk_object_set_parent(object, list);
  g_object_weak_ref(G_OBJECT(row), foldout_virtual_row_forget, rows);
  g_hash_table_insert(rows->made, GINT_TO_POINTER(index), row);
  return object;
}

/* ---- FoldoutSelectableRowSet: the row set in selection mode ---------------------------------- */

/* How many rows a question about the selection looks at, at most, to find the selected row of
 * a rank (the list keeps its selection by item, not by place). */
#define FOLDOUT_ROWS_SELECTION_SCAN 10000

static inline gint foldout_row_set_selection_count(AtkSelection *selection) {
  FoldoutRows *rows = ((FoldoutRowSet *) selection)->rows;
  return rows != NULL ? rows->selected : 0;
}
static inline gboolean foldout_row_set_is_child_selected(AtkSelection *selection, gint index) {
  FoldoutRows *rows = ((FoldoutRowSet *) selection)->rows;
  FoldoutRowFacts facts;
  if (rows == NULL || !foldout_rows_ask(rows, index, &facts)) return FALSE;
  g_free(facts.name);
  return facts.selected;
}
static inline AtkObject *foldout_row_set_ref_selection(AtkSelection *selection, gint rank) {
  FoldoutRows *rows = ((FoldoutRowSet *) selection)->rows;
  if (rows == NULL || rank < 0 || rank >= rows->selected) return NULL;
  gint seen = 0;
  for (gint index = 0; index < rows->count && index < FOLDOUT_ROWS_SELECTION_SCAN; index++) {
    if (!foldout_row_set_is_child_selected(selection, index)) continue;
    if (seen++ == rank) return foldout_rows_ref_row(rows, index);
  }
  return NULL;
}
/* Readers cannot change a selection here (the list is the one to change it, by keys): the list's
 * and the row set's AtkSelection both refuse through these two. */
static inline gboolean foldout_rows_refuse_change(AtkSelection *selection, gint index) {
  (void) selection; (void) index;
  return FALSE;
}
static inline gboolean foldout_rows_refuse_change_all(AtkSelection *selection) { (void) selection; return FALSE; }
static inline void foldout_row_set_selection_init(gpointer iface, gpointer data) {
  (void) data;
  AtkSelectionIface *selection = (AtkSelectionIface *) iface;
  selection->get_selection_count = foldout_row_set_selection_count;
  selection->is_child_selected = foldout_row_set_is_child_selected;
  selection->ref_selection = foldout_row_set_ref_selection;
  selection->add_selection = foldout_rows_refuse_change;
  selection->remove_selection = foldout_rows_refuse_change;
  selection->clear_selection = foldout_rows_refuse_change_all;
  selection->select_all_selection = foldout_rows_refuse_change_all;
}
static inline GType foldout_selectable_row_set_get_type(void) {
  GType type = g_type_from_name("FoldoutSelectableRowSet");
  if (type != 0) return type;
  type = g_type_register_static_simple(foldout_row_set_get_type(), "FoldoutSelectableRowSet", sizeof(FoldoutRowSetClass),
                                       NULL, sizeof(FoldoutRowSet), NULL, 0);
  static const GInterfaceInfo selection = { foldout_row_set_selection_init, NULL, NULL };
  g_type_add_interface_static(type, ATK_TYPE_SELECTION, &selection);
  return type;
}

/* ---- The rows of a list ----------------------------------------------------------------- */

/* Lets go of every accessible made on demand: they become defunct (the rows moved, or the
 * list is gone); readers ask again for what they need. */
static inline void foldout_rows_forget_made(FoldoutRows *rows) {
  if (rows->made == NULL || g_hash_table_size(rows->made) == 0) return;
  GHashTableIter iter;
  gpointer key, value;
  GHashTable *made = rows->made;
  rows->made = g_hash_table_new(g_direct_hash, g_direct_equal);
  /* Held while they are told defunct: telling one may let go of another (a tree row holds the
   * rows it names as its child nodes). Their weak references stay, and find `rows` NULL: a
   * row made again for the same index while it was being made (a reader asking for it then)
   * carries one the table never held. */
  GPtrArray *held = g_ptr_array_new_with_free_func(g_object_unref);
  g_hash_table_iter_init(&iter, made);
  while (g_hash_table_iter_next(&iter, &key, &value)) {
    FoldoutVirtualRow *row = (FoldoutVirtualRow *) value;
    row->rows = NULL;
    g_ptr_array_add(held, g_object_ref(row));
  }
  g_hash_table_destroy(made);
  for (guint index = 0; index < held->len; index++)
    atk_object_notify_state_change(ATK_OBJECT(g_ptr_array_index(held, index)), ATK_STATE_DEFUNCT, TRUE);
  /* Rows made on demand hold the rows they name as their parent and child nodes, which may hold
   * them back: let go of those, or neither would ever be freed. */
  for (guint index = 0; index < held->len; index++) {
    GObject *row = G_OBJECT(g_ptr_array_index(held, index));
    g_object_set_data(row, "foldout-held-nodes", NULL);
    g_object_set_data(row, "foldout-held-parent", NULL);
  }
  g_ptr_array_unref(held);
}

static inline void foldout_rows_free(gpointer data) {
  FoldoutRows *rows = (FoldoutRows *) data;
  foldout_rows_forget_made(rows);
  g_hash_table_destroy(rows->made);
  if (rows->set != NULL) {
    ((FoldoutRowSet *) rows->set)->rows = NULL;
    atk_object_notify_state_change(rows->set, ATK_STATE_DEFUNCT, TRUE);
    g_object_unref(rows->set);
  }
  if (rows->destroy != NULL) rows->destroy(rows->data);
  g_free(rows);
}

/* Makes `list` (a GtkListBox whose accessible is a FoldoutListBox's) tell its rows through
 * `facts`, `count` of them; `destroy` frees `data` with the list. */
static inline FoldoutRows *foldout_rows_attach(GtkWidget *list, gint count, FoldoutRowFactsFunc facts, gpointer data,
                                               GDestroyNotify destroy) {
  FoldoutRows *rows = g_new0(FoldoutRows, 1);
  rows->count = count;
  rows->facts = facts;
  rows->data = data;
  rows->destroy = destroy;
  rows->made = g_hash_table_new(g_direct_hash, g_direct_equal);
  rows->list = list;
  g_object_set_qdata_full(G_OBJECT(list), foldout_rows_quark(), rows, foldout_rows_free);
  return rows;
}

/* The list's rows changed: `count` of them now; `moved` when rows came, went or moved (the
 * accessibles made on demand no longer stand for their rows). Readers hear of a new count
 * through children-changed, as GTK's tree view tells them of inserted and deleted rows. */
static inline void foldout_rows_changed(GtkWidget *list, gint count, gboolean moved) {
  FoldoutRows *rows = foldout_rows_of(list);
  if (rows == NULL) return;
  gint old = rows->count;
  if (moved || count != old) foldout_rows_forget_made(rows);
  rows->count = count;
  if (count == old) return;
  AtkObject *holder = foldout_rows_holder(rows);
  AtkRole role = foldout_rows_set_role(rows);
  if (atk_object_get_role(holder) != role) {
    atk_object_set_role(holder, role);
    g_object_notify(G_OBJECT(holder), "accessible-name"); /* the description's, or none */
  }
  if (count > old) g_signal_emit_by_name(holder, "children-changed::add", (guint) old, NULL);
  else g_signal_emit_by_name(holder, "children-changed::remove", (guint) count, NULL);
}

/* Selection mode began or ended (`selecting`), or `selected` rows are selected now. A new row
 * set stands for the rows as the mode changes (a set offers AtkSelection or not, by its type):
 * readers hear the list's child replaced, and each row widget's new parent. */
static inline void foldout_rows_selection_changed(GtkWidget *list, gboolean selecting, gint selected) {
  FoldoutRows *rows = foldout_rows_of(list);
  if (rows == NULL) return;
  gboolean mode = (rows->selecting != 0) != (selecting != 0);
  gboolean count = rows->selected != selected;
  rows->selected = selected;
  if (mode) {
    rows->selecting = selecting;
    AtkObject *old = rows->set;
    AtkObject *list_accessible = gtk_widget_get_accessible(list);
    foldout_rows_forget_made(rows);
    rows->set = NULL;
    if (old != NULL) {
      ((FoldoutRowSet *) old)->rows = NULL;
      g_signal_emit_by_name(list_accessible, "children-changed::remove", 0u, old);
      atk_object_notify_state_change(old, ATK_STATE_DEFUNCT, TRUE);
      g_object_unref(old);
    }
    AtkObject *set = foldout_rows_holder(rows);
    g_signal_emit_by_name(list_accessible, "children-changed::add", 0u, set);
    GList *children = gtk_container_get_children(GTK_CONTAINER(list));
    for (GList *child = children; child != NULL; child = child->next)
      if (GTK_IS_LIST_BOX_ROW(child->data)) g_object_notify(G_OBJECT(gtk_widget_get_accessible(child->data)), "accessible-parent");
    g_list_free(children);
  } else if (count && rows->selecting && rows->set != NULL) {
    g_signal_emit_by_name(rows->set, "selection-changed");
  }
}

/* ---- The list's accessible (class overrides, set from FoldoutGtk's FoldoutRowsListBox) ------ */

static inline AtkObjectClass *foldout_rows_parent_class(AtkObject *object) {
  return ATK_OBJECT_CLASS(g_type_class_peek_parent(G_OBJECT_GET_CLASS(object)));
}

static inline FoldoutRows *foldout_rows_of_accessible(AtkObject *object) {
  return foldout_rows_of(gtk_accessible_get_widget(GTK_ACCESSIBLE(object)));
}

static inline AtkObject *foldout_row_set_new(FoldoutRows *rows);

/* The accessible whose children the rows are: the list's row set. */
static inline AtkObject *foldout_rows_holder(FoldoutRows *rows) {
  if (rows->set == NULL) rows->set = foldout_row_set_new(rows);
  return rows->set;
}

static inline gint foldout_rows_list_get_n_children(AtkObject *object) {
  FoldoutRows *rows = foldout_rows_of_accessible(object);
  if (rows == NULL) return foldout_rows_parent_class(object)->get_n_children(object);
  return 1;
}

/* The widget showing row `index`, if any (a look at the rows in view only). */
static inline GtkWidget *foldout_rows_widget_at(FoldoutRows *rows, gint index) {
  GtkWidget *found = NULL;
  GList *children = gtk_container_get_children(GTK_CONTAINER(rows->list));
  for (GList *child = children; child != NULL; child = child->next) {
    if (GTK_IS_LIST_BOX_ROW(child->data) && foldout_row_get_true_index(child->data) == index) {
      found = child->data;
      break;
    }
  }
  g_list_free(children);
  return found;
}

/* Row `index`'s accessible: its widget's, or one made on demand (the caller owns it). */
static inline AtkObject *foldout_rows_ref_row(FoldoutRows *rows, gint index) {
  if (index < 0 || index >= rows->count) return NULL;
  GtkWidget *widget = foldout_rows_widget_at(rows, index);
  if (widget != NULL) return g_object_ref(gtk_widget_get_accessible(widget));
  AtkObject *made = (AtkObject *) g_hash_table_lookup(rows->made, GINT_TO_POINTER(index));
  if (made != NULL) return g_object_ref(made);
  return foldout_virtual_row_new(rows, foldout_rows_holder(rows), index);
}

static inline AtkObject *foldout_rows_list_ref_child(AtkObject *object, gint index) {
  FoldoutRows *rows = foldout_rows_of_accessible(object);
  if (rows == NULL) return foldout_rows_parent_class(object)->ref_child(object, index);
  return index == 0 ? g_object_ref(foldout_rows_holder(rows)) : NULL;
}

/* ---- A tree's node relations ----------------------------------------------------------- */

/* Keeps `targets` alive with `holder` (an AtkRelation only weakly references its targets,
 * and a row made on demand lives only while someone holds it). */
static inline void foldout_rows_hold(AtkObject *holder, GPtrArray *targets) {
  g_object_set_data_full(G_OBJECT(holder), "foldout-held-nodes", targets, (GDestroyNotify) g_ptr_array_unref);
}

/* Replaces `holder`'s NODE_PARENT_OF relation with one to `targets` (none if empty). */
static inline void foldout_rows_set_node_children(AtkObject *holder, AtkRelationSet *set, GPtrArray *targets) {
  AtkRelation *old = atk_relation_set_get_relation_by_type(set, ATK_RELATION_NODE_PARENT_OF);
  if (old != NULL) atk_relation_set_remove(set, old);
  if (targets->len > 0) {
    AtkRelation *relation = atk_relation_new((AtkObject **) targets->pdata, (gint) targets->len, ATK_RELATION_NODE_PARENT_OF);
    atk_relation_set_add(set, relation);
    g_object_unref(relation);
  }
  foldout_rows_hold(holder, targets);
}

static inline AtkObject *foldout_rows_ref_row(FoldoutRows *rows, gint index);

/* The nodes one level beneath `level` from row `first` on (a tree's top-level nodes from row 0
 * for level 0; an open node's child nodes from the row after it): found by level, not by
 * place, as open children's rows sit among them. A row at `level + 1` is one; a deeper row is
 * passed over, with the rows shown beneath it (its child_rows, when told); a row at `level` or
 * above ends them. Empty when the first is not at `level + 1` or its set holds more than
 * FOLDOUT_ROWS_TOLD_NODES; no more than FOLDOUT_ROWS_NODE_SCAN rows are asked. */
static inline GPtrArray *foldout_rows_nodes_beneath(FoldoutRows *rows, gint level, gint first) {
  GPtrArray *targets = g_ptr_array_new_with_free_func(g_object_unref);
  FoldoutRowFacts facts;
  if (!foldout_rows_ask(rows, first, &facts)) return targets;
  g_free(facts.name);
  if (facts.level != level + 1 || facts.set_size > FOLDOUT_ROWS_TOLD_NODES) return targets;
  gint wanted = MAX(1, facts.set_size);
  gint index = first;
  for (gint asked = 0; index < rows->count && (gint) targets->len < wanted && asked < FOLDOUT_ROWS_NODE_SCAN; asked++) {
    FoldoutRowFacts row;
    if (!foldout_rows_ask(rows, index, &row)) break;
    g_free(row.name);
    if (row.level <= level) break;
    if (row.level == level + 1) {
      AtkObject *node = foldout_rows_ref_row(rows, index);
      if (node != NULL) g_ptr_array_add(targets, node);
    }
    index += 1 + MAX(0, row.child_rows);
  }
  return targets;
}

/* The top-level nodes of a tree of at most FOLDOUT_ROWS_TOLD_NODES of them (empty otherwise,
 * or in a flat list). */
static inline GPtrArray *foldout_rows_top_nodes(FoldoutRows *rows) {
  return foldout_rows_nodes_beneath(rows, 0, 0);
}

/* The nodes beneath tree row `index`, while it is open and has at most FOLDOUT_ROWS_TOLD_NODES. */
static inline GPtrArray *foldout_rows_child_nodes(FoldoutRows *rows, gint index) {
  FoldoutRowFacts facts;
  if (!foldout_rows_ask(rows, index, &facts)) return g_ptr_array_new_with_free_func(g_object_unref);
  g_free(facts.name);
  if (facts.level < 1 || facts.child_rows <= 0) return g_ptr_array_new_with_free_func(g_object_unref);
  return foldout_rows_nodes_beneath(rows, facts.level, index + 1);
}

/* The row of tree row `index`'s parent node: the row its owner tells, if it is one level up
 * above it, or else the nearest row above it one level up (-1 for a top-level node, whose
 * parent is the tree, and outside a tree; -2 when none was found within FOLDOUT_ROWS_NODE_SCAN
 * rows). Every row, shown by a widget or not, finds it anew each time a reader asks: none
 * keeps a parent from the rows it once showed. */
static inline gint foldout_rows_parent_row(FoldoutRows *rows, gint index) {
  FoldoutRowFacts facts;
  if (!foldout_rows_ask(rows, index, &facts)) return -1;
  g_free(facts.name);
  if (facts.level <= 1) return -1;
  if (facts.parent_row >= 0 && facts.parent_row < index) {
    FoldoutRowFacts parent;
    if (foldout_rows_ask(rows, facts.parent_row, &parent)) {
      g_free(parent.name);
      if (parent.level == facts.level - 1) return facts.parent_row;
    }
  }
  for (gint above = index - 1; above >= 0 && index - above <= FOLDOUT_ROWS_NODE_SCAN; above--) {
    FoldoutRowFacts row;
    if (!foldout_rows_ask(rows, above, &row)) return -2;
    g_free(row.name);
    if (row.level > 0 && row.level < facts.level) return row.level == facts.level - 1 ? above : -2;
  }
  return -2;
}

/* Tells row `index` of a tree (`holder` its accessible) in `set`: its NODE_CHILD_OF relation
 * to its parent node's row (the row set, the tree's stand-in, for a top-level node) and its
 * NODE_PARENT_OF relation to its child nodes while it is open. Orca 43 counts a row's level
 * by walking NODE_CHILD_OF up and its place among its siblings from NODE_PARENT_OF. Nothing
 * changes in a flat list. */
static inline void foldout_rows_tell_node(FoldoutRows *rows, gint index, AtkObject *holder, AtkRelationSet *set) {
  FoldoutRowFacts facts;
  if (!foldout_rows_ask(rows, index, &facts)) return;
  g_free(facts.name);
  if (facts.level < 1) return;
  AtkRelation *old = atk_relation_set_get_relation_by_type(set, ATK_RELATION_NODE_CHILD_OF);
  if (old != NULL) atk_relation_set_remove(set, old);
  gint parent_row = foldout_rows_parent_row(rows, index);
  AtkObject *parent = parent_row == -1 ? g_object_ref(foldout_rows_holder(rows))
                      : parent_row >= 0 ? foldout_rows_ref_row(rows, parent_row) : NULL;
  if (parent != NULL) atk_relation_set_add_relation_by_type(set, ATK_RELATION_NODE_CHILD_OF, parent);
  /* Held as the child nodes are (a row made on demand lives only while someone holds it). */
  g_object_set_data_full(G_OBJECT(holder), "foldout-held-parent", parent, parent != NULL ? g_object_unref : NULL);
  foldout_rows_set_node_children(holder, set, foldout_rows_child_nodes(rows, index));
}

/* ---- FoldoutRowSet ------------------------------------------------------------------------ */

static inline AtkObject *foldout_rows_row_at_point(GtkWidget *list, gint x, gint y, AtkCoordType coords);

static inline gint foldout_row_set_get_n_children(AtkObject *object) {
  FoldoutRows *rows = ((FoldoutRowSet *) object)->rows;
  return rows != NULL ? rows->count : 0;
}
static inline AtkObject *foldout_row_set_ref_child(AtkObject *object, gint index) {
  FoldoutRows *rows = ((FoldoutRowSet *) object)->rows;
  return rows != NULL ? foldout_rows_ref_row(rows, index) : NULL;
}
static inline gint foldout_row_set_get_index_in_parent(AtkObject *object) {
  return ((FoldoutRowSet *) object)->rows != NULL ? 0 : -1;
}
static inline AtkStateSet *foldout_row_set_ref_state_set(AtkObject *object) {
  AtkStateSet *states = atk_state_set_new();
  if (((FoldoutRowSet *) object)->rows == NULL) {
    atk_state_set_add_state(states, ATK_STATE_DEFUNCT);
    return states;
  }
  atk_state_set_add_state(states, ATK_STATE_ENABLED);
  atk_state_set_add_state(states, ATK_STATE_SENSITIVE);
  atk_state_set_add_state(states, ATK_STATE_VISIBLE);
  atk_state_set_add_state(states, ATK_STATE_SHOWING);
  atk_state_set_add_state(states, ATK_STATE_MANAGES_DESCENDANTS);
  return states;
}
static inline void foldout_row_set_get_extents(AtkComponent *component, gint *x, gint *y, gint *width, gint *height,
                                               AtkCoordType coords) {
  FoldoutRows *rows = ((FoldoutRowSet *) component)->rows;
  *x = *y = *width = *height = 0;
  if (rows == NULL) return;
  AtkObject *list = gtk_widget_get_accessible(rows->list);
  if (ATK_IS_COMPONENT(list)) atk_component_get_extents(ATK_COMPONENT(list), x, y, width, height, coords);
}
static inline AtkObject *foldout_row_set_ref_accessible_at_point(AtkComponent *component, gint x, gint y,
                                                                AtkCoordType coords) {
  FoldoutRows *rows = ((FoldoutRowSet *) component)->rows;
  return rows != NULL ? foldout_rows_row_at_point(rows->list, x, y, coords) : NULL;
}
static inline void foldout_row_set_component_init(gpointer iface, gpointer data) {
  (void) data;
  AtkComponentIface *component = (AtkComponentIface *) iface;
  component->get_extents = foldout_row_set_get_extents;
  component->ref_accessible_at_point = foldout_row_set_ref_accessible_at_point;
}
static inline AtkRelationSet *foldout_row_set_ref_relation_set(AtkObject *object) {
  AtkRelationSet *set = ATK_OBJECT_CLASS(g_type_class_peek(ATK_TYPE_OBJECT))->ref_relation_set(object);
  FoldoutRows *rows = ((FoldoutRowSet *) object)->rows;
  if (rows != NULL) foldout_rows_set_node_children(object, set, foldout_rows_top_nodes(rows));
  return set;
}

/* A long list's set (static text) is named by the list's description: its size, as told. */
static inline const gchar *foldout_row_set_get_name(AtkObject *object) {
  FoldoutRows *rows = ((FoldoutRowSet *) object)->rows;
  if (object->name != NULL || rows == NULL || object->role != ATK_ROLE_STATIC) return object->name;
  return atk_object_get_description(gtk_widget_get_accessible(rows->list));
}

/* The list's description changed: the name of its set, if it takes it, with it. */
static inline void foldout_row_set_description_changed(GObject *list, GParamSpec *spec, gpointer data) {
  (void) list; (void) spec;
  AtkObject *set = ATK_OBJECT(data);
  if (((FoldoutRowSet *) set)->rows != NULL && set->role == ATK_ROLE_STATIC) g_object_notify(G_OBJECT(set), "accessible-name");
}

static inline void foldout_row_set_class_init(gpointer klass, gpointer data) {
  (void) data;
  AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
  atk->get_name = foldout_row_set_get_name;
  atk->ref_relation_set = foldout_row_set_ref_relation_set;
  atk->get_n_children = foldout_row_set_get_n_children;
  atk->ref_child = foldout_row_set_ref_child;
  atk->get_index_in_parent = foldout_row_set_get_index_in_parent;
  atk->ref_state_set = foldout_row_set_ref_state_set;
}
static inline GType foldout_row_set_get_type(void) {
  GType type = g_type_from_name("FoldoutRowSet");
  if (type != 0) return type;
  type = g_type_register_static_simple(ATK_TYPE_OBJECT, "FoldoutRowSet", sizeof(FoldoutRowSetClass),
                                       foldout_row_set_class_init, sizeof(FoldoutRowSet), NULL, 0);
  static const GInterfaceInfo component = { foldout_row_set_component_init, NULL, NULL };
  g_type_add_interface_static(type, ATK_TYPE_COMPONENT, &component);
  return type;
}
static inline GType foldout_selectable_row_set_get_type(void);

static inline AtkObject *foldout_row_set_new(FoldoutRows *rows) {
  GType type = rows->selecting ? foldout_selectable_row_set_get_type() : foldout_row_set_get_type();
  FoldoutRowSet *set = (FoldoutRowSet *) g_object_new(type, NULL);
  set->rows = rows;
  AtkObject *object = ATK_OBJECT(set);
  object->role = foldout_rows_set_role(rows);
  atk_object_set_parent(object, gtk_widget_get_accessible(rows->list));
  g_signal_connect_object(gtk_widget_get_accessible(rows->list), "notify::accessible-description",
                          G_CALLBACK(foldout_row_set_description_changed), object, 0);
  return object;
}

/* GtkContainerAccessible tells readers of each row widget made or destroyed, at its place
 * among the widgets: not the list's children here (a widget made for a row is no new row). */
static inline gint foldout_rows_list_add_gtk(GtkContainer *container, GtkWidget *widget, gpointer data) {
  if (foldout_rows_of(GTK_WIDGET(container)) != NULL) return 1;
  GtkContainerAccessibleClass *parent = GTK_CONTAINER_ACCESSIBLE_CLASS(foldout_rows_parent_class(ATK_OBJECT(data)));
  return parent->add_gtk(container, widget, data);
}
static inline gint foldout_rows_list_remove_gtk(GtkContainer *container, GtkWidget *widget, gpointer data) {
  if (foldout_rows_of(GTK_WIDGET(container)) != NULL) return 1;
  GtkContainerAccessibleClass *parent = GTK_CONTAINER_ACCESSIBLE_CLASS(foldout_rows_parent_class(ATK_OBJECT(data)));
  return parent->remove_gtk(container, widget, data);
}

/* Installs the overrides on the list accessible's class (a GtkContainerAccessible subclass). */
static inline void foldout_rows_list_class_init(gpointer klass) {
  AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
  atk->get_n_children = foldout_rows_list_get_n_children;
  atk->ref_child = foldout_rows_list_ref_child;
  GtkContainerAccessibleClass *container = GTK_CONTAINER_ACCESSIBLE_CLASS(klass);
  container->add_gtk = foldout_rows_list_add_gtk;
  container->remove_gtk = foldout_rows_list_remove_gtk;
}

/* The row at a point: ATK's default walks every child (a million accessibles made for one
 * question, as screen readers' mouse and flat review ask); only the row widgets can be there. */
static inline AtkObject *foldout_rows_list_ref_accessible_at_point(AtkComponent *component, gint x, gint y,
                                                                   AtkCoordType coords) {
  GtkWidget *list = gtk_accessible_get_widget(GTK_ACCESSIBLE(ATK_OBJECT(component)));
  if (list == NULL) return NULL;
  FoldoutRows *rows = foldout_rows_of(list);
  /* The list's one child, its row set, covers it. */
  if (rows != NULL) return g_object_ref(foldout_rows_holder(rows));
  return foldout_rows_row_at_point(list, x, y, coords);
}

static inline AtkObject *foldout_rows_row_at_point(GtkWidget *list, gint x, gint y, AtkCoordType coords) {
  AtkObject *found = NULL;
  GList *children = gtk_container_get_children(GTK_CONTAINER(list));
  for (GList *child = children; child != NULL && found == NULL; child = child->next) {
    GtkWidget *widget = child->data;
    if (!gtk_widget_get_mapped(widget)) continue;
    if (foldout_rows_of(list) != NULL && foldout_row_get_true_index(widget) < 0) continue;
    AtkObject *accessible = gtk_widget_get_accessible(widget);
    if (ATK_IS_COMPONENT(accessible) && atk_component_contains(ATK_COMPONENT(accessible), x, y, coords))
      found = g_object_ref(accessible);
  }
  g_list_free(children);
  return found;
}

static inline void foldout_rows_list_component_init(gpointer iface, gpointer data) {
  (void) data;
  ((AtkComponentIface *) iface)->ref_accessible_at_point = foldout_rows_list_ref_accessible_at_point;
}

/* The list's AtkSelection: its one child, the row set, is never selected (the rows' selection
 * is the set's). Orca 43 then asks the list for its selected children instead of walking a
 * million rows for the focused one. */
static inline gint foldout_rows_list_selection_count(AtkSelection *selection) { (void) selection; return 0; }
static inline gboolean foldout_rows_list_is_child_selected(AtkSelection *selection, gint index) {
  (void) selection; (void) index;
  return FALSE;
}
static inline AtkObject *foldout_rows_list_ref_selection(AtkSelection *selection, gint index) {
  (void) selection; (void) index;
  return NULL;
}
static inline void foldout_rows_list_selection_init(gpointer iface, gpointer data) {
  (void) data;
  AtkSelectionIface *selection = (AtkSelectionIface *) iface;
  selection->get_selection_count = foldout_rows_list_selection_count;
  selection->is_child_selected = foldout_rows_list_is_child_selected;
  selection->ref_selection = foldout_rows_list_ref_selection;
  selection->add_selection = foldout_rows_refuse_change;
  selection->remove_selection = foldout_rows_refuse_change;
  selection->clear_selection = foldout_rows_refuse_change_all;
  selection->select_all_selection = foldout_rows_refuse_change_all;
}

/* Gives the list accessible type its own AtkComponent (the parent's, but for the point
 * lookup) and its AtkSelection; before the type's first instance. */
static inline void foldout_rows_list_add_interfaces(GType type) {
  static const GInterfaceInfo component = { foldout_rows_list_component_init, NULL, NULL };
  g_type_add_interface_static(type, ATK_TYPE_COMPONENT, &component);
  static const GInterfaceInfo selection = { foldout_rows_list_selection_init, NULL, NULL };
  g_type_add_interface_static(type, ATK_TYPE_SELECTION, &selection);
}

/* The accessible a row names as its node parent when `widget` is its parent in a tree: a list
 * telling its rows stands for itself through its row set, the rows' parent (Orca takes a
 * row's set and its place in it from there). */
static inline AtkObject *foldout_rows_node_parent(GtkWidget *widget) {
  FoldoutRows *rows = foldout_rows_of(widget);
  return rows != NULL ? foldout_rows_holder(rows) : gtk_widget_get_accessible(widget);
}

/* ---- A row widget's accessible (class overrides, set from FoldoutGtk's ExpandableType) ------- */

static inline gint foldout_rows_row_get_index_in_parent(AtkObject *object) {
  GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(object));
  FoldoutRows *rows = foldout_rows_of_row(widget);
  if (rows != NULL) {
    gint index = foldout_row_get_true_index(widget);
    if (index >= 0 && index < rows->count) return index;
  }
  return foldout_rows_parent_class(object)->get_index_in_parent(object);
}

static inline AtkAttributeSet *foldout_rows_row_get_attributes(AtkObject *object) {
  AtkObjectClass *parent = foldout_rows_parent_class(object);
  AtkAttributeSet *set = parent->get_attributes != NULL ? parent->get_attributes(object) : NULL;
  GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(object));
  FoldoutRows *rows = foldout_rows_of_row(widget);
  if (rows == NULL) return set;
  gint index = foldout_row_get_true_index(widget);
  return index >= 0 ? foldout_rows_attributes(rows, index, set) : set;
}

static inline AtkObject *foldout_rows_row_get_parent(AtkObject *object) {
  GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(object));
  FoldoutRows *rows = foldout_rows_of_row(widget);
  if (rows != NULL && foldout_row_get_true_index(widget) >= 0) return foldout_rows_holder(rows);
  return foldout_rows_parent_class(object)->get_parent(object);
}

/* A tree's row tells its parent node and, while open, its child nodes, by level (not from the
 * relations its widget was given for the rows it showed before). */
static inline AtkRelationSet *foldout_rows_row_ref_relation_set(AtkObject *object) {
  AtkRelationSet *set = foldout_rows_parent_class(object)->ref_relation_set(object);
  GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(object));
  FoldoutRows *rows = foldout_rows_of_row(widget);
  gint index = rows != NULL ? foldout_row_get_true_index(widget) : -1;
  if (index >= 0 && index < rows->count) foldout_rows_tell_node(rows, index, object, set);
  return set;
}

static inline void foldout_rows_row_class_init(gpointer klass) {
  AtkObjectClass *atk = ATK_OBJECT_CLASS(klass);
  atk->ref_relation_set = foldout_rows_row_ref_relation_set;
  atk->get_parent = foldout_rows_row_get_parent;
  atk->get_index_in_parent = foldout_rows_row_get_index_in_parent;
  atk->get_attributes = foldout_rows_row_get_attributes;
}

#endif
