#ifndef RECIPES_CGTK_WRAP_LAYOUT_H
#define RECIPES_CGTK_WRAP_LAYOUT_H
// A row that wraps onto more lines when it is too narrow (WrappingBox), as a box with a
// layout of its own. GTK's flow box gives a line's spare room to its items (they stand far
// apart), and one aligned to the start is only as wide as its widest item (so it wraps every
// item): here each child takes its natural width (at most the row's), the children pack at
// the start of each line, `spacing` apart both ways, and the room left stays after them.
#include <gtk/gtk.h>

/// The spacing the box was made with (GtkCustomLayout's functions get no data of their own).
static inline int recipes_wrap_spacing(GtkWidget *box) {
  return GPOINTER_TO_INT(g_object_get_data(G_OBJECT(box), "recipes-wrap-spacing"));
}

/// A child's width in a row `width` wide: its natural width, no more than the row's, no
/// less than its minimum.
static inline int recipes_wrap_child_width(GtkWidget *child, int width) {
  int minimum = 0, natural = 0;
  gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
  return MAX(minimum, MIN(natural, width));
}

/// Fills lines `width` wide with the children, in order, each line as many as fit (one at
/// least); with `allocate`, gives each its place. Answers the height the lines take.
static inline int recipes_wrap_lines(GtkWidget *box, int width, gboolean allocate) {
  int spacing = recipes_wrap_spacing(box);
  gboolean rtl = gtk_widget_get_direction(box) == GTK_TEXT_DIR_RTL;
  int y = 0;
  gboolean first_line = TRUE;
  GtkWidget *next = gtk_widget_get_first_child(box);
  while (next != NULL) {
    GtkWidget *start = next;
    GtkWidget *child;
    int used = 0, count = 0, line_height = 0;
    for (child = start; child != NULL; child = gtk_widget_get_next_sibling(child)) {
      if (!gtk_widget_should_layout(child)) continue;
      int child_width = recipes_wrap_child_width(child, width);
      int needed = count == 0 ? child_width : used + spacing + child_width;
      if (count > 0 && needed > width) break;
      int minimum = 0, natural = 0;
      gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, child_width, &minimum, &natural,
                         NULL, NULL);
      line_height = MAX(line_height, natural);
      used = needed;
      count++;
    }
    next = child;
    if (count == 0) break;
    if (!first_line) y += spacing;
    first_line = FALSE;
    if (allocate) {
      int x = 0;
      for (child = start; child != next; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        int child_width = recipes_wrap_child_width(child, width);
        GtkAllocation place = {rtl ? width - x - child_width : x, y, child_width, line_height};
        gtk_widget_size_allocate(child, &place, -1);
        x += child_width + spacing;
      }
    }
    y += line_height;
  }
  return y;
}

static inline GtkSizeRequestMode recipes_wrap_request_mode(GtkWidget *box) {
  (void)box;
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/// As narrow as its widest child's minimum, as wide as every child on one line; as tall as
/// its lines at a width (at its minimum width when none is given).
static inline void recipes_wrap_measure(GtkWidget *box, GtkOrientation orientation,
                                        int for_size, int *minimum, int *natural,
                                        int *minimum_baseline, int *natural_baseline) {
  int spacing = recipes_wrap_spacing(box);
  int widest = 0, line = 0, count = 0;
  for (GtkWidget *child = gtk_widget_get_first_child(box); child != NULL;
       child = gtk_widget_get_next_sibling(child)) {
    if (!gtk_widget_should_layout(child)) continue;
    int child_minimum = 0, child_natural = 0;
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &child_minimum, &child_natural,
                       NULL, NULL);
    widest = MAX(widest, child_minimum);
    line += child_natural + (count > 0 ? spacing : 0);
    count++;
  }
  if (orientation == GTK_ORIENTATION_HORIZONTAL) {
    *minimum = widest;
    *natural = MAX(widest, line);
  } else {
    int height = recipes_wrap_lines(box, for_size < 0 ? widest : MAX(for_size, widest), FALSE);
    *minimum = height;
    *natural = height;
  }
  *minimum_baseline = -1;
  *natural_baseline = -1;
}

static inline void recipes_wrap_allocate(GtkWidget *box, int width, int height, int baseline) {
  (void)height;
  (void)baseline;
  recipes_wrap_lines(box, width, TRUE);
}

/// A box whose children wrap onto more lines, `spacing` pixels apart both ways.
static inline GtkWidget *recipes_wrap_box_new(int spacing) {
  GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
  g_object_set_data(G_OBJECT(box), "recipes-wrap-spacing", GINT_TO_POINTER(spacing));
  gtk_widget_set_layout_manager(
      box, gtk_custom_layout_new(recipes_wrap_request_mode, recipes_wrap_measure,
                                 recipes_wrap_allocate));
  return box;
}

#endif
