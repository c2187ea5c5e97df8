import GtkInterop

extension Label {
  /// A heading inside a page ("Ingredients", "Produce"), at the start of its line.
  static func sectionTitle(_ text: String) -> Label {
    let label = Label(text)
    label.addStyleClass("section-title")
    label.setAlignment(x: 0)
    return label
  }
}
