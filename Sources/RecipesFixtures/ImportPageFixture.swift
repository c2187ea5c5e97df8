import Foundation

/// A recipe page the size of a heavy real one: the WordPress-shaped fixture with about a
/// megabyte of navigation, related posts, comments, inline scripts and icons around it.
public enum ImportPageFixture {
  /// The fixture page the recipe comes from.
  public static let recipePageName = "import/wordpress-graph.html"

  /// At least `bytes` of page whose only recipe is the one in `recipePageName`.
  public static func largeRecipePage(bytes: Int = 1_000_000) throws -> Data {
    let page = String(decoding: try Fixtures.data(recipePageName), as: UTF8.self)
    guard let bodyEnd = page.range(of: "</body>") else { return Data(page.utf8) }
    var filler = ""
    filler.reserveCapacity(bytes + 4_096)
    var index = 0
    while page.utf8.count + filler.utf8.count < bytes {
      filler += block(index)
      index += 1
    }
    return Data((page[..<bodyEnd.lowerBound] + filler + page[bodyEnd.lowerBound...]).utf8)
  }

  /// One related post with its comments: the markup-heavy kind of HTML themes write.
  private static func block(_ index: Int) -> String {
    let comments = (0..<4).map { comment in
      """
      <li class="comment depth-\(comment % 3 + 1)" id="comment-\(index)-\(comment)" \
      data-author="reader\(comment)"><div class="comment-body"><div class="avatar">\
      <img src="/avatars/\(comment).png" width="48" height="48" alt="" loading="lazy"></div>\
      <p>Made this on \(["Monday", "Friday", "Sunday"][comment % 3]) &mdash; the \
      <em>lemon</em> &amp; ricotta worked a treat. Comment \(index).\(comment).</p>\
      <a class="reply" href="#respond" rel="nofollow">Reply</a></div></li>
      """
    }.joined()
    return """
      <section class="related-post post-\(index)" data-id="\(index)" data-track='{"slot":\(index)}'>\
      <div class="card"><div class="card-media"><a href="/post-\(index)/">\
      <img src="/uploads/thumb-\(index).jpg" srcset="/uploads/thumb-\(index)-2x.jpg 2x" \
      alt="Related recipe \(index)" width="300" height="200"></a></div>\
      <div class="card-body"><h3 class="card-title"><a href="/post-\(index)/">Related recipe \
      number \(index)</a></h3><p class="excerpt">A short excerpt about dish \(index), with \
      <strong>bold</strong> words, <a href="/tag/\(index % 17)/">a tag</a> and an entity &hellip;</p>\
      <svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2l3 7h7l-5.5 4 \
      2 7-6.5-4.5L5.5 20l2-7L2 9h7z"/></svg></div></div>\
      <script>window.dataLayer=window.dataLayer||[];dataLayer.push({"event":"impression",\
      "slot":\(index),"html":"<div class='x'>not markup</div>"});</script>\
      <ol class="comment-list">\(comments)</ol></section>

      """
  }
}
