import Foundation
import Scrollwork

/// The feed cell laid out by hand: the same ``FeedViews`` as ``FeedAutoLayoutCell``,
/// without constraints, every frame computed from the labels' `sizeThatFits` (the
/// same text measurement, rounded up to pixels, that the labels' intrinsic sizes use).
///
/// Contract: ``layout(_:width:)`` gives every view the frame the Auto Layout cell's
/// constraints give it (to within pixel rounding) and returns the cell's height.
final class FeedManualCell {
  let cell = TableViewCell(style: .default, reuseIdentifier: "feed-manual")
  let views: FeedViews

  init() {
    views = FeedViews(in: cell.contentView, autoLayout: false)
  }

  /// A label's size wrapped at `width` (one-line labels ignore it).
  private static func fit(_ label: Label, _ width: CGFloat) -> CGSize {
    label.sizeThatFits(CGSize(width: width, height: 0))
  }

  /// Lays out `item` at `width`; returns the cell's height.
  @discardableResult
  @inline(never)  // a frame of its own in profiles (callgrind, perf)
  func layout(_ item: FeedItem, width w: CGFloat) -> CGFloat {
    let v = views
    v.configure(item)

    let options = Self.fit(v.optionsLabel, 0)
    let actionHeight = Self.fit(v.actionLabel, 0).height
    v.actionLabel.frame = CGRect(x: 0, y: 0, width: w - options.width, height: actionHeight)
    v.optionsLabel.frame = CGRect(x: w - options.width, y: 0, width: options.width, height: options.height)
    let topHeight = max(actionHeight, options.height)

    let image = v.posterImage.sizeThatFits(.zero)
    v.posterImage.frame = CGRect(origin: .zero, size: image)
    let textX = image.width + FeedViews.textGap
    let textWidth = w - textX - FeedViews.textTrailing
    var y: CGFloat = 1
    for label in [v.posterName, v.posterHeadline, v.posterTime] {
      let h = Self.fit(label, textWidth).height
      label.frame = CGRect(x: textX, y: y, width: textWidth, height: h)
      y += h + 1
    }
    let commentTop = max(image.height, v.posterTime.frame.maxY + FeedViews.commentGap)
    let commentHeight = Self.fit(v.posterComment, w).height
    v.posterComment.frame = CGRect(x: 0, y: commentTop, width: w, height: commentHeight)
    let profileHeight = commentTop + commentHeight

    let picture = v.contentImage.sizeThatFits(.zero).height
    v.contentImage.frame = CGRect(x: 0, y: 0, width: w, height: picture)
    let titleHeight = Self.fit(v.contentTitle, w).height
    v.contentTitle.frame = CGRect(x: 0, y: picture, width: w, height: titleHeight)
    let domainHeight = Self.fit(v.contentDomain, w).height
    v.contentDomain.frame = CGRect(x: 0, y: picture + titleHeight, width: w, height: domainHeight)
    let contentHeight = picture + titleHeight + domainHeight

    let like = Self.fit(v.likeLabel, 0)
    let comment = Self.fit(v.commentLabel, 0)
    let share = Self.fit(v.shareLabel, 0)
    let socialHeight = max(like.height, comment.height, share.height)
    v.likeLabel.frame = CGRect(x: FeedViews.socialInset, y: 0, width: like.width, height: socialHeight)
    v.commentLabel.frame = CGRect(x: (w - comment.width) / 2, y: 0, width: comment.width, height: socialHeight)
    v.shareLabel.frame = CGRect(
      x: w - FeedViews.socialInset - share.width, y: 0, width: share.width, height: socialHeight)

    let actor = v.actorImage.sizeThatFits(.zero)
    v.actorImage.frame = CGRect(origin: .zero, size: actor)
    let actorTextHeight = Self.fit(v.actorComment, w - actor.width).height
    v.actorComment.frame = CGRect(x: actor.width, y: 0, width: w - actor.width, height: actorTextHeight)
    let commentBarHeight = max(actor.height, actorTextHeight)

    var top: CGFloat = 0
    let bars: [(View, CGFloat)] = [
      (v.topBar, topHeight), (v.profile, profileHeight), (v.content, contentHeight), (v.social, socialHeight),
      (v.commentBar, commentBarHeight),
    ]
    for (bar, height) in bars {
      bar.frame = CGRect(x: 0, y: top, width: w, height: height)
      top += height
    }
    cell.frame = CGRect(x: 0, y: 0, width: w, height: top)
    return top
  }
}
