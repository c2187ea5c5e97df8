import GtkInterop

/// A caption over an input, the caption also being the input's name for assistive tools
/// (the end-to-end tests find inputs by it).
@MainActor
enum FormField {
  /// `input` under the caption `title`, with `hint` in small print below it if given;
  /// `named` is the widget taking the caption as its name, when not `input` itself (a text
  /// view inside its scrolled frame).
  static func labelled(_ title: String, _ input: Widget, named: Widget? = nil, hint: String? = nil)
    -> Box
  {
    let field = Box(.vertical, spacing: 6)
    let caption = Label(title)
    caption.addStyleClass("field-caption")
    caption.setAlignment(x: 0)
    (named ?? input).setAccessibleLabel(title)
    field.append(caption)
    field.append(input)
    if let hint {
      let note = Label(hint)
      note.addStyleClass("field-hint")
      note.setAlignment(x: 0)
      note.wrap()
      field.append(note)
    }
    field.expandsHorizontally = true
    return field
  }

  /// Fields side by side, sharing the width; one under the other when the window is too
  /// narrow for them.
  static func row(_ fields: [Box]) -> WrappingBox {
    let row = WrappingBox(spacing: 12, homogeneous: true)
    for field in fields { row.append(field) }
    return row
  }
}
