import Foundation
import Scrollwork
import Testing

// A custom control with its own natural size, as UIKit code writes it, ported by renaming
// types only (UIView → View, NSLayoutConstraint → LayoutConstraint):
//
//   final class RatingPill: UIView {
//     var stars = 1 { didSet { if stars != oldValue { invalidateIntrinsicContentSize() } } }
//     override var intrinsicContentSize: CGSize {
//       CGSize(width: 16 + 24 * CGFloat(stars), height: 28)
//     }
//   }
//   final class ChipView: UIView {       // frame-based, sized with sizeToFit()
//     override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 88, height: 32) }
//   }
//   // in a 320 × 200 container:
//   pill.centerXAnchor.constraint(equalTo: container.centerXAnchor),
//   pill.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
//   pill.leadingAnchor.constraint(greaterThanOrEqualTo: container.leadingAnchor, constant: 20),
//   pill.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -20)
//   caption.topAnchor.constraint(equalToSystemSpacingBelow: pill.bottomAnchor, multiplier: 2)
//   caption.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1)
//   chip.frame.origin = CGPoint(x: 10, y: 150); chip.sizeToFit()

private final class RatingPill: View {
  var stars = 1 {
    didSet {
      if stars != oldValue { invalidateIntrinsicContentSize() }
    }
  }

  override var intrinsicContentSize: CGSize {
    CGSize(width: 16 + 24 * CGFloat(stars), height: 28)
  }
}

private final class ChipView: View {
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: 88, height: 32)
  }
}

private final class RatingCard: View {
  let pill = RatingPill()
  let caption = View()
  let icon = View()
  let chip = ChipView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    pill.translatesAutoresizingMaskIntoConstraints = false
    caption.translatesAutoresizingMaskIntoConstraints = false
    icon.translatesAutoresizingMaskIntoConstraints = false
    addSubview(icon)
    addSubview(pill)
    addSubview(caption)
    addSubview(chip)
    LayoutConstraint.activate([
      pill.centerXAnchor.constraint(equalTo: centerXAnchor),
      pill.topAnchor.constraint(equalTo: topAnchor, constant: 20),
      pill.leadingAnchor.constraint(greaterThanOrEqualTo: leadingAnchor, constant: 20),
      pill.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -20),
      caption.topAnchor.constraint(equalToSystemSpacingBelow: pill.bottomAnchor, multiplier: 2),
      caption.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1),
      icon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
      icon.centerYAnchor.constraint(equalTo: caption.centerYAnchor),
      icon.widthAnchor.constraint(equalToConstant: 30),
      icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
      caption.widthAnchor.constraint(equalTo: pill.widthAnchor),
      caption.heightAnchor.constraint(equalToConstant: 10),
    ])
    chip.frame.origin = CGPoint(x: 10, y: 150)
    chip.sizeToFit()
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
@Suite("Port: a view with its own intrinsicContentSize, invalidated; sizeToFit")
struct IntrinsicPillPortTests {
  /// One star: 40 × 28, centred in 320: x 140. System spacing below (§1: 8 pt) × 2 = 16:
  /// caption at y 20 + 28 + 16 = 64; system spacing after the 30-pt icon at x 20: 20 + 30 + 8 = 58;
  /// the icon centred on the caption: y 64 + 5 − 15 = 54.
  /// `sizeToFit()` keeps the origin and takes `sizeThatFits` (§3, §77).
  @Test func framesOfTheProgram() {
    let card = RatingCard(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    card.layoutIfNeeded()
    #expect(card.pill.intrinsicContentSize == CGSize(width: 40, height: 28))
    #expect(card.pill.frame == CGRect(x: 140, y: 20, width: 40, height: 28))
    #expect(card.caption.frame == CGRect(x: 58, y: 64, width: 40, height: 10))
    #expect(card.icon.frame == CGRect(x: 20, y: 54, width: 30, height: 30))
    #expect(card.chip.frame == CGRect(x: 10, y: 150, width: 88, height: 32))
  }

  /// `invalidateIntrinsicContentSize()` makes the next pass read the size again (§3):
  /// three stars 88 wide (x 116); twenty stars ask 496 but the required inequalities hold
  /// the pill to 20…300 (compression resistance 750 gives way): 280 wide at x 20.
  /// The state reached by the changes equals a fresh card with the final value.
  @Test func invalidatedSizeIsReadAgain() {
    let card = RatingCard(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    card.layoutIfNeeded()
    card.pill.stars = 3
    card.layoutIfNeeded()
    #expect(card.pill.frame == CGRect(x: 116, y: 20, width: 88, height: 28))
    #expect(card.caption.frame.width == 88)
    card.pill.stars = 20
    card.layoutIfNeeded()
    #expect(card.pill.frame == CGRect(x: 20, y: 20, width: 280, height: 28))
    let fresh = RatingCard(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    fresh.pill.stars = 20
    fresh.layoutIfNeeded()
    #expect(fresh.pill.frame == card.pill.frame && fresh.caption.frame == card.caption.frame)
    card.layoutIfNeeded()
    #expect(card.pill.frame == fresh.pill.frame)
  }

  /// A plain view's `sizeThatFits` answers its current size, and `sizeToFit()` then leaves
  /// it as it is (UIKit's default, `uikit/uiview/sizethatfits(_:)`).
  @Test func plainViewSizeThatFitsIsItsSize() {
    let plain = View(frame: CGRect(x: 5, y: 6, width: 70, height: 30))
    #expect(plain.sizeThatFits(CGSize(width: 10, height: 10)) == CGSize(width: 70, height: 30))
    plain.sizeToFit()
    #expect(plain.frame == CGRect(x: 5, y: 6, width: 70, height: 30))
  }
}
