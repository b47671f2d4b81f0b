import Foundation
import Scrollwork
import Testing

// A card measured with `systemLayoutSizeFitting(_:withHorizontalFittingPriority:
// verticalFittingPriority:)` at different targets and fitting priorities before being given a
// frame, as UIKit code writes it, ported by renaming types only (UIView → View,
// UIViewController → ViewController, NSLayoutConstraint → LayoutConstraint,
// UILayoutPriority → LayoutPriority):
//
//   final class FixedSizeView: UIView {
//     var size: CGSize { didSet { invalidateIntrinsicContentSize() } }
//     init(size: CGSize) { self.size = size; super.init(frame: .zero) }
//     override var intrinsicContentSize: CGSize { size }
//   }
//   final class ProfileCard: UIView {
//     let avatar = UIView(); let title = FixedSizeView(size: CGSize(width: 120, height: 20)); let photo = UIView()
//     override init(frame: CGRect) {
//       super.init(frame: frame)
//       ... avatar 48 × 48 at 16, 16; title 12 after the avatar, top 16, trailing ≤ −16;
//       photo under the title (8), from the title's leading to −16, height = width × 1.5,
//       bottom = −16; bottom ≥ avatar's bottom + 16 ...
//     }
//   }
//   func presentCard(in view: UIView, width: CGFloat) -> ProfileCard {
//     let card = ProfileCard()
//     let size = card.systemLayoutSizeFitting(
//       CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
//       verticalFittingPriority: .fittingSizeLevel)
//     card.frame = CGRect(origin: CGPoint(x: 20, y: 100), size: size)
//     view.addSubview(card)
//     return card
//   }

private final class FixedSizeView: View {
  var size: CGSize {
    didSet { invalidateIntrinsicContentSize() }
  }

  init(size: CGSize) {
    self.size = size
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override var intrinsicContentSize: CGSize { size }
}

private final class ProfileCard: View {
  let avatar = View()
  let title = FixedSizeView(size: CGSize(width: 120, height: 20))
  let photo = View()

  override init(frame: CGRect) {
    super.init(frame: frame)
    for v in [avatar, title, photo] {
      v.translatesAutoresizingMaskIntoConstraints = false
      addSubview(v)
    }
    LayoutConstraint.activate([
      avatar.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
      avatar.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      avatar.widthAnchor.constraint(equalToConstant: 48),
      avatar.heightAnchor.constraint(equalToConstant: 48),
      title.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
      title.topAnchor.constraint(equalTo: topAnchor, constant: 16),
      title.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -16),
      photo.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
      photo.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      photo.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 1.5),
      photo.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -16),
      bottomAnchor.constraint(greaterThanOrEqualTo: avatar.bottomAnchor, constant: 16),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
private func presentCard(in view: View, width: CGFloat) -> ProfileCard {
  let card = ProfileCard()
  let size = card.systemLayoutSizeFitting(
    CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
    verticalFittingPriority: .fittingSizeLevel)
  card.frame = CGRect(origin: CGPoint(x: 20, y: 100), size: size)
  view.addSubview(card)
  return card
}

@MainActor
@Suite("Port: a card measured by systemLayoutSizeFitting at several fitting priorities (UIKitBehaviour.md §46, §94)")
struct MeasuredProfileCardPortTests {
  /// Width 320 required, height free: the photo is 320 − 92 = 228 wide, 342 tall; the card
  /// 16 + 20 + 8 + 342 + 16 = 402 tall. (At the fitting priority the width would give way:
  /// each point narrower saves 1.5 points of height.) Given that frame, the subviews land where the
  /// measurement put them.
  @Test func measuredAtARequiredWidth() throws {
    let window = Window(device: try #require(Device.named("iphone-8")))
    let root = ViewController()
    window.rootViewController = root
    window.makeKeyAndVisible()
    let card = presentCard(in: root.view, width: 320)
    window.layoutIfNeeded()
    #expect(card.frame == CGRect(x: 20, y: 100, width: 320, height: 402))
    #expect(card.avatar.frame == CGRect(x: 16, y: 16, width: 48, height: 48))
    #expect(card.title.frame == CGRect(x: 76, y: 16, width: 120, height: 20))
    #expect(card.photo.frame == CGRect(x: 76, y: 44, width: 228, height: 342))
  }

  /// Both axes at the fitting priority toward (0, 0) (`layoutFittingCompressedSize`): the
  /// title keeps its 120 (its compression resistance, 750, beats 50), so the card is
  /// 76 + 120 + 16 = 212 wide; the photo 120 × 180; height 240. Toward 400 wide at 250 the
  /// width wins over the height's 50 (each point of width saves 250 and costs 1.5 points of
  /// height, 75): 400 × (16 + 20 + 8 + 462 + 16) = 400 × 522. A 200-wide title: 292 × 360.
  @Test func fittingPrioritiesDecideTheFreeAxis() {
    let card = ProfileCard()
    #expect(
      card.systemLayoutSizeFitting(
        View.layoutFittingCompressedSize, withHorizontalFittingPriority: .fittingSizeLevel,
        verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 212, height: 240))
    #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 212, height: 240))
    #expect(
      card.systemLayoutSizeFitting(
        CGSize(width: 400, height: 0), withHorizontalFittingPriority: .defaultLow,
        verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 400, height: 522))
    card.title.size = CGSize(width: 200, height: 20)
    #expect(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 292, height: 360))
  }

  /// Laid out at 300 × 372 (photo 208 × 312). Metamorphic: measuring changes no frame; measuring again at the size found, both axes
  /// required, gives that size back; after the card is laid out, the same measurement gives
  /// the same answer.
  @Test func measuringIsIdempotent() {
    let card = ProfileCard()
    card.frame = CGRect(x: 0, y: 0, width: 300, height: 372)
    card.layoutIfNeeded()
    let frames = [card.avatar, card.title, card.photo].map(\.frame)
    let size = card.systemLayoutSizeFitting(
      CGSize(width: 260, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 260, height: 312))
    #expect([card.avatar, card.title, card.photo].map(\.frame) == frames)
    #expect(
      card.systemLayoutSizeFitting(size, withHorizontalFittingPriority: .required, verticalFittingPriority: .required)
        == size)
    card.frame.size = size
    card.layoutIfNeeded()
    #expect(card.photo.frame == CGRect(x: 76, y: 44, width: 168, height: 252))
    #expect(
      card.systemLayoutSizeFitting(
        CGSize(width: 260, height: 0), withHorizontalFittingPriority: .required,
        verticalFittingPriority: .fittingSizeLevel) == size)
  }
}
