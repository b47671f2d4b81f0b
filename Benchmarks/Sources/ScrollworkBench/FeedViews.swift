import Foundation
import Scrollwork

/// The views of one LayoutFrameworkBenchmark feed cell, shared by the Auto Layout
/// cell (``FeedAutoLayoutCell``) and the manual one (``FeedManualCell``) so that both
/// hold exactly the same views with the same settings.
///
/// Five bars stacked top to bottom: the top bar (action label, options label "..."),
/// the poster header (50 × 50 image; name, headline of at most 3 lines and time
/// beside it; the poster's comment, any number of lines, below), the content (a
/// 350 × 200 image stretched to the width, title, domain), the social actions
/// (Like / Comment / Share: leading, centred, trailing) and the top comment (50 × 50
/// image, comment of any number of lines beside it). 20 views under the cell's
/// content view.
final class FeedViews {
  let topBar = View()
  let actionLabel = Label()
  let optionsLabel = Label()
  let profile = View()
  let posterImage = ImageView(image: Image(size: CGSize(width: 50, height: 50), name: "50x50"))
  let posterName = Label()
  let posterHeadline = Label()
  let posterTime = Label()
  let posterComment = Label()
  let content = View()
  let contentImage = ImageView(image: Image(size: CGSize(width: 350, height: 200), name: "350x200"))
  let contentTitle = Label()
  let contentDomain = Label()
  let social = View()
  let likeLabel = Label()
  let commentLabel = Label()
  let shareLabel = Label()
  let commentBar = View()
  let actorImage = ImageView(image: Image(size: CGSize(width: 50, height: 50), name: "50x50"))
  let actorComment = Label()

  /// The gap between the text column and the poster image, the text column's
  /// trailing inset, the social labels' side inset and the gap above the poster comment.
  static let textGap: CGFloat = 2
  static let textTrailing: CGFloat = 4
  static let socialInset: CGFloat = 8
  static let commentGap: CGFloat = 3

  /// Every view in a fixed order (containers before their subviews), for comparing frames.
  var all: [View] {
    [
      topBar, actionLabel, optionsLabel, profile, posterImage, posterName, posterHeadline, posterTime,
      posterComment, content, contentImage, contentTitle, contentDomain, social, likeLabel, commentLabel,
      shareLabel, commentBar, actorImage, actorComment,
    ]
  }

  /// The names of ``all``, in the same order (for failure messages).
  static let names = [
    "topBar", "actionLabel", "optionsLabel", "profile", "posterImage", "posterName", "posterHeadline",
    "posterTime", "posterComment", "content", "contentImage", "contentTitle", "contentDomain", "social",
    "likeLabel", "commentLabel", "shareLabel", "commentBar", "actorImage", "actorComment",
  ]

  /// Builds the hierarchy under `root`; `autoLayout` turns off the autoresizing-mask
  /// constraints of every view.
  init(in root: View, autoLayout: Bool) {
    optionsLabel.text = "..."
    posterHeadline.numberOfLines = 3
    posterComment.numberOfLines = 0
    actorComment.numberOfLines = 0
    likeLabel.text = "Like"
    commentLabel.text = "Comment"
    shareLabel.text = "Share"
    let tree: [(View, [View])] = [
      (topBar, [actionLabel, optionsLabel]),
      (profile, [posterImage, posterName, posterHeadline, posterTime, posterComment]),
      (content, [contentImage, contentTitle, contentDomain]),
      (social, [likeLabel, commentLabel, shareLabel]),
      (commentBar, [actorImage, actorComment]),
    ]
    for (bar, children) in tree {
      bar.translatesAutoresizingMaskIntoConstraints = !autoLayout
      root.addSubview(bar)
      for child in children {
        child.translatesAutoresizingMaskIntoConstraints = !autoLayout
        bar.addSubview(child)
      }
    }
  }

  /// Sets the item's texts.
  func configure(_ item: FeedItem) {
    actionLabel.text = item.actionText
    posterName.text = item.posterName
    posterHeadline.text = item.posterHeadline
    posterTime.text = item.posterTime
    posterComment.text = item.posterComment
    contentTitle.text = item.contentTitle
    contentDomain.text = item.contentDomain
    actorComment.text = item.actorComment
  }
}
