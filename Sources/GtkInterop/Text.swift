import CGtk

/// A line or paragraph of text.
@MainActor
public final class Label: Widget {
  /// Creates a label showing `text`.
  public init(_ text: String = "") {
    super.init(gtk_label_new(text))
  }

  /// The text shown.
  public var text: String {
    get { String(cString: gtk_label_get_text(opaque)) }
    set {
      guard newValue != text else { return }
      gtk_label_set_text(opaque, newValue)
    }
  }

  /// Lets long text wrap onto several lines, at words; past `lines` lines (if given) the
  /// text ends with an ellipsis.
  public func wrap(lines: Int32 = -1) {
    gtk_label_set_wrap(opaque, 1)
    gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
    if lines > 0 {
      gtk_label_set_lines(opaque, lines)
      gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END)
    }
  }

  /// Cuts text that does not fit with an ellipsis at the end.
  public func ellipsize() { gtk_label_set_ellipsize(opaque, PANGO_ELLIPSIZE_END) }

  /// Asks for room for at least `characters` characters (an ellipsized label otherwise
  /// shrinks to a lone "…").
  public func setMinimumWidth(characters: Int32) { gtk_label_set_width_chars(opaque, characters) }

  /// Asks for no more room than `characters` characters when it has all it wants: a long
  /// wrapping text then wraps at that width instead of widening its row (a column of cards
  /// keeps its width whatever they say).
  public func setMaximumWidth(characters: Int32) {
    gtk_label_set_max_width_chars(opaque, characters)
  }

  /// Places the text inside the label's space: 0 is the start, 1 the end.
  public func setAlignment(x: Float) { gtk_label_set_xalign(opaque, x) }

  /// How the lines of wrapped text line up with each other.
  public var justification: Justification {
    get {
      switch gtk_label_get_justify(opaque) {
      case GTK_JUSTIFY_RIGHT: .right
      case GTK_JUSTIFY_CENTER: .center
      case GTK_JUSTIFY_FILL: .fill
      default: .left
      }
    }
    set { gtk_label_set_justify(opaque, newValue.gtk) }
  }

  /// Lets the person select and copy the text.
  public func makeSelectable() { gtk_label_set_selectable(opaque, 1) }
}

/// A named icon from the icon theme.
@MainActor
public final class Icon: Widget {
  private let pixelSize: Int32

  /// Creates an icon `pixelSize` pixels high, showing the theme's icon `name` (none if nil).
  public init(name: String?, pixelSize: Int32) {
    self.pixelSize = pixelSize
    super.init(HeldIcons.image(named: name, size: pixelSize))
    self.name = name
  }

  /// The theme's icon shown, by name; nil for none.
  ///
  /// An icon is read from the theme when its image is first measured, even on a hidden
  /// page: naming it only when it is shown saves that read (an SVG drawn by librsvg).
  public var name: String? {
    didSet {
      guard name != oldValue else { return }
      HeldIcons.show(name, size: pixelSize, in: widget)
    }
  }
}
