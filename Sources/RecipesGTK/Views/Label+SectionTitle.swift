import GtkInterop

extension Label {
  /// A heading inside a page ("Ingredients", "Produce"), at the start of its line.
  ///
  /// It wraps: a long one ("Valeurs nutritionnelles par portion", 332 px) would otherwise
  /// keep its page wider than a phone and cut the page off at the right.
  static func sectionTitle(_ text: String) -> Label {
    let label = Label(text)
    label.addStyleClass("section-title")
    label.setAlignment(x: 0)
    label.wrap()
    return label
  }
}
