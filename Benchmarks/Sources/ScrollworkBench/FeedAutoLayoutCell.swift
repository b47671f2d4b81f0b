import Foundation
import Scrollwork

/// The feed cell laid out by Auto Layout: ``FeedViews`` under a ``TableViewCell``'s
/// content view, tied by anchors (the constraints of LayoutFrameworkBenchmark's
/// `FeedItemAutoLayoutView`, written with anchors; the poster and actor images keep
/// their 50 pt height instead of the original's priority-749 stretch).
///
/// Contract: ``layout(_:width:)`` sets the item's texts, sizes the content view with
/// `systemLayoutSizeFitting` at the width (required) and free height (fitting
/// priority), as a self-sizing table view does, gives the cell that size and lays it
/// out; every view's frame is then the constraints' answer.
final class FeedAutoLayoutCell {
  let cell = TableViewCell(style: .default, reuseIdentifier: "feed")
  let views: FeedViews

  init() {
    let cv = cell.contentView
    let v = FeedViews(in: cv, autoLayout: true)
    views = v
    for image in [v.posterImage, v.actorImage] {
      image.setContentHuggingPriority(.required, for: .horizontal)
      image.setContentCompressionResistancePriority(.required, for: .horizontal)
    }
    v.optionsLabel.setContentHuggingPriority(.required, for: .horizontal)
    v.optionsLabel.setContentCompressionResistancePriority(.required, for: .horizontal)
    var cons: [LayoutConstraint] = []
    // The five bars: full width, stacked, the first at the top and the last at the bottom.
    let bars = [v.topBar, v.profile, v.content, v.social, v.commentBar]
    var above = cv.topAnchor
    for bar in bars {
      cons += [
        bar.leadingAnchor.constraint(equalTo: cv.leadingAnchor),
        bar.trailingAnchor.constraint(equalTo: cv.trailingAnchor),
        bar.topAnchor.constraint(equalTo: above),
      ]
      above = bar.bottomAnchor
    }
    cons.append(v.commentBar.bottomAnchor.constraint(equalTo: cv.bottomAnchor))
    cons += Self.topBar(v) + Self.profile(v) + Self.content(v) + Self.social(v) + Self.commentBar(v)
    LayoutConstraint.activate(cons)
  }

  /// `H:|[action][options]|`, both at the top, the bar as tall as the taller.
  private static func topBar(_ v: FeedViews) -> [LayoutConstraint] {
    [
      v.actionLabel.leadingAnchor.constraint(equalTo: v.topBar.leadingAnchor),
      v.actionLabel.trailingAnchor.constraint(equalTo: v.optionsLabel.leadingAnchor),
      v.optionsLabel.trailingAnchor.constraint(equalTo: v.topBar.trailingAnchor),
      v.actionLabel.topAnchor.constraint(equalTo: v.topBar.topAnchor),
      v.optionsLabel.topAnchor.constraint(equalTo: v.topBar.topAnchor),
      v.topBar.bottomAnchor.constraint(greaterThanOrEqualTo: v.actionLabel.bottomAnchor),
      v.topBar.bottomAnchor.constraint(greaterThanOrEqualTo: v.optionsLabel.bottomAnchor),
    ]
  }

  /// The image at the top left; name, headline and time in a column beside it
  /// (`-2-[text]-4-|`, 1 pt apart, 1 pt from the top); the comment full width below
  /// both (at least 3 pt below the time), at the bar's bottom.
  private static func profile(_ v: FeedViews) -> [LayoutConstraint] {
    var cons = [
      v.posterImage.leadingAnchor.constraint(equalTo: v.profile.leadingAnchor),
      v.posterImage.topAnchor.constraint(equalTo: v.profile.topAnchor),
      v.posterName.topAnchor.constraint(equalTo: v.profile.topAnchor, constant: 1),
      v.posterHeadline.topAnchor.constraint(equalTo: v.posterName.bottomAnchor, constant: 1),
      v.posterTime.topAnchor.constraint(equalTo: v.posterHeadline.bottomAnchor, constant: 1),
      v.posterComment.topAnchor.constraint(greaterThanOrEqualTo: v.posterImage.bottomAnchor),
      v.posterComment.topAnchor.constraint(
        greaterThanOrEqualTo: v.posterTime.bottomAnchor, constant: FeedViews.commentGap),
      v.posterComment.leadingAnchor.constraint(equalTo: v.profile.leadingAnchor),
      v.posterComment.trailingAnchor.constraint(equalTo: v.profile.trailingAnchor),
      v.posterComment.bottomAnchor.constraint(equalTo: v.profile.bottomAnchor),
    ]
    for label in [v.posterName, v.posterHeadline, v.posterTime] {
      cons.append(label.leadingAnchor.constraint(equalTo: v.posterImage.trailingAnchor, constant: FeedViews.textGap))
      cons.append(
        label.trailingAnchor.constraint(equalTo: v.profile.trailingAnchor, constant: -FeedViews.textTrailing))
    }
    return cons
  }

  /// `V:|[image][title][domain]|`, each full width.
  private static func content(_ v: FeedViews) -> [LayoutConstraint] {
    var cons = [
      v.contentImage.topAnchor.constraint(equalTo: v.content.topAnchor),
      v.contentTitle.topAnchor.constraint(equalTo: v.contentImage.bottomAnchor),
      v.contentDomain.topAnchor.constraint(equalTo: v.contentTitle.bottomAnchor),
      v.contentDomain.bottomAnchor.constraint(equalTo: v.content.bottomAnchor),
    ]
    for view in [v.contentImage, v.contentTitle, v.contentDomain] {
      cons.append(view.leadingAnchor.constraint(equalTo: v.content.leadingAnchor))
      cons.append(view.trailingAnchor.constraint(equalTo: v.content.trailingAnchor))
    }
    return cons
  }

  /// Like at the leading inset, Comment centred, Share at the trailing inset; each
  /// `V:|[label]|`.
  private static func social(_ v: FeedViews) -> [LayoutConstraint] {
    var cons = [
      v.likeLabel.leadingAnchor.constraint(equalTo: v.social.leadingAnchor, constant: FeedViews.socialInset),
      v.commentLabel.centerXAnchor.constraint(equalTo: v.social.centerXAnchor),
      v.shareLabel.trailingAnchor.constraint(equalTo: v.social.trailingAnchor, constant: -FeedViews.socialInset),
    ]
    for label in [v.likeLabel, v.commentLabel, v.shareLabel] {
      cons.append(label.topAnchor.constraint(equalTo: v.social.topAnchor))
      cons.append(label.bottomAnchor.constraint(equalTo: v.social.bottomAnchor))
    }
    return cons
  }

  /// `H:|[image][comment]|`, both at the top, the bar as tall as the taller.
  private static func commentBar(_ v: FeedViews) -> [LayoutConstraint] {
    [
      v.actorImage.leadingAnchor.constraint(equalTo: v.commentBar.leadingAnchor),
      v.actorComment.leadingAnchor.constraint(equalTo: v.actorImage.trailingAnchor),
      v.actorComment.trailingAnchor.constraint(equalTo: v.commentBar.trailingAnchor),
      v.actorImage.topAnchor.constraint(equalTo: v.commentBar.topAnchor),
      v.actorComment.topAnchor.constraint(equalTo: v.commentBar.topAnchor),
      v.commentBar.bottomAnchor.constraint(greaterThanOrEqualTo: v.actorImage.bottomAnchor),
      v.commentBar.bottomAnchor.constraint(greaterThanOrEqualTo: v.actorComment.bottomAnchor),
    ]
  }

  /// Sets `item`'s texts and returns the content view's fitted size at `width` (the
  /// self-sizing measurement alone, without laying the cell out).
  @inline(never)  // a frame of its own in profiles (callgrind, perf)
  func fit(_ item: FeedItem, width: CGFloat) -> CGSize {
    views.configure(item)
    return cell.contentView.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// Lays out `item` at `width`; returns the cell's height.
  @discardableResult
  @inline(never)  // a frame of its own in profiles (callgrind, perf)
  func layout(_ item: FeedItem, width: CGFloat) -> CGFloat {
    let size = fit(item, width: width)
    cell.frame = CGRect(x: 0, y: 0, width: width, height: size.height)
    cell.layoutIfNeeded()
    return size.height
  }
}
