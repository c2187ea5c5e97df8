import GtkInterop

/// The content of a window that reads top to bottom: bars across the top (a question, an
/// error), then the page, which scrolls vertically and takes the height left.
///
/// The bars stay in view while the page scrolls, so a question or an error is never
/// scrolled away from.
@MainActor
enum ScrollingPage {
  /// `bars`, then `page` in a vertical scroller, stacked.
  static func content(_ page: Widget, under bars: [Widget]) -> Box {
    make(page, under: bars).content
  }

  /// `bars`, then `page` in a vertical scroller, stacked; and the scroller, for a window
  /// that scrolls to a part of its page.
  static func make(_ page: Widget, under bars: [Widget]) -> (content: Box, scroller: ScrolledWindow)
  {
    let scroller = ScrolledWindow()
    scroller.setPolicy(horizontal: .never, vertical: .automatic)
    scroller.setChild(page)
    scroller.expandsVertically = true
    let content = Box(.vertical)
    for bar in bars { content.append(bar) }
    content.append(scroller)
    return (content, scroller)
  }
}
