import CAdwaita
import CGtk

/// Shows the first of its children that fits the width it is given.
///
/// libadwaita's `AdwSqueezer`: a header's full row of buttons when there is room, something
/// smaller (or nothing) when there is not. It is as narrow as its narrowest child, so it
/// never keeps a window from being made small.
@MainActor
public final class Squeezer: Widget {
  private let children: [Widget]

  /// Creates a squeezer over `children`, widest first, aligned at `xAlignment` (0 start,
  /// 1 end) in the space it gets.
  ///
  /// A homogeneous squeezer asks for its widest child's width whichever it shows, so a row
  /// offers it that room again once there is some; one that is not asks only for the child
  /// it shows, and takes nothing from its row while it shows nothing (it needs to expand
  /// to be offered room again).
  public init(_ children: [Widget], xAlignment: Float = 0, homogeneous: Bool = true) {
    self.children = children
    super.init(adw_squeezer_new())
    let squeezer = OpaquePointer(widget)
    adw_squeezer_set_transition_type(squeezer, ADW_SQUEEZER_TRANSITION_TYPE_NONE)
    adw_squeezer_set_xalign(squeezer, xAlignment)
    adw_squeezer_set_homogeneous(squeezer, homogeneous ? 1 : 0)
    for child in children { _ = adw_squeezer_add(squeezer, child.widget) }
  }

  /// The position in `children` of the child shown (nil before the first layout).
  public var visibleIndex: Int? {
    guard let shown = adw_squeezer_get_visible_child(OpaquePointer(widget)) else { return nil }
    return children.firstIndex { $0.widget == shown }
  }
}

/// Holds a child no wider than a maximum (libadwaita's `AdwClamp`), and asks for no more:
/// a search box that takes what a row leaves, up to a size, after the row's buttons.
@MainActor
public final class Clamp: Widget {
  private let child: Widget

  /// Creates a clamp holding `child` to at most `maximumWidth` pixels.
  public init(_ child: Widget, maximumWidth: Int32) {
    self.child = child
    super.init(adw_clamp_new())
    adw_clamp_set_maximum_size(OpaquePointer(widget), maximumWidth)
    adw_clamp_set_tightening_threshold(OpaquePointer(widget), maximumWidth)
    adw_clamp_set_child(OpaquePointer(widget), child.widget)
  }

  /// The most the child is given, in pixels (and what the clamp asks for).
  public var maximumWidth: Int32 {
    get { adw_clamp_get_maximum_size(OpaquePointer(widget)) }
    set {
      guard newValue != maximumWidth else { return }
      adw_clamp_set_maximum_size(OpaquePointer(widget), newValue)
      adw_clamp_set_tightening_threshold(OpaquePointer(widget), newValue)
    }
  }
}
