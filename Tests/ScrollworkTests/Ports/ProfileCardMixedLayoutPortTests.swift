import Foundation
import Scrollwork
import Testing

// A card that places one subview by hand in `layoutSubviews`, keeps a badge by its
// autoresizing mask and lays a stack view out with Auto Layout, as UIKit code mixes them.
// Ported by renaming types only (UIView → View, UIStackView → StackView,
// UIEdgeInsets → EdgeInsets, NSLayoutConstraint → LayoutConstraint):
//
//   final class ProfileCardView: UIView {
//     let avatar = UIView()            // frame set in layoutSubviews
//     let badge = UIView()             // translatesAutoresizingMaskIntoConstraints left true
//     let stack = UIStackView(arrangedSubviews: [name, handle, bio])
//     override init(frame: CGRect) {
//       super.init(frame: frame)
//       badge.frame = CGRect(x: frame.width - 28, y: 4, width: 24, height: 24)
//       badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
//       stack.axis = .vertical; stack.spacing = 4
//       stack.setCustomSpacing(12, after: name)
//       stack.isLayoutMarginsRelativeArrangement = true
//       stack.layoutMargins = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
//       stack.translatesAutoresizingMaskIntoConstraints = false
//       NSLayoutConstraint.activate([
//         stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 80),
//         stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
//         stack.centerYAnchor.constraint(equalTo: centerYAnchor), ...heights ])
//     }
//     override func layoutSubviews() {
//       super.layoutSubviews()
//       avatar.frame = CGRect(x: 16, y: (bounds.height - 48) / 2, width: 48, height: 48)
//       avatar.layer.cornerRadius = avatar.bounds.width / 2
//     }
//   }
//   let bioFrame = bio.convert(bio.bounds, to: container)

private final class ProfileCardView: View {
  let avatar = View()
  let badge = View()
  let name = View()
  let handle = View()
  let bio = View()
  let stack: StackView
  private(set) var layoutCount = 0

  override init(frame: CGRect) {
    stack = StackView(arrangedSubviews: [name, handle, bio])
    super.init(frame: frame)
    addSubview(avatar)
    badge.frame = CGRect(x: frame.width - 28, y: 4, width: 24, height: 24)
    badge.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
    addSubview(badge)
    stack.axis = .vertical
    stack.spacing = 4
    stack.setCustomSpacing(12, after: name)
    stack.isLayoutMarginsRelativeArrangement = true
    stack.layoutMargins = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 80),
      stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
      stack.centerYAnchor.constraint(equalTo: centerYAnchor),
      name.heightAnchor.constraint(equalToConstant: 20),
      handle.heightAnchor.constraint(equalToConstant: 16),
      bio.heightAnchor.constraint(equalToConstant: 30),
    ])
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func layoutSubviews() {
    super.layoutSubviews()
    layoutCount += 1
    avatar.frame = CGRect(x: 16, y: (bounds.height - 48) / 2, width: 48, height: 48)
    avatar.layer.cornerRadius = avatar.bounds.width / 2
  }
}

@MainActor
@Suite("Port: layoutSubviews frames, an autoresizing badge and a stack with custom spacing")
struct ProfileCardMixedLayoutPortTests {
  private func card(width: CGFloat) -> (View, ProfileCardView) {
    let container = View(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
    let card = ProfileCardView(frame: CGRect(x: 0, y: 100, width: width, height: 140))
    container.addSubview(card)
    container.layoutIfNeeded()
    return (container, card)
  }

  /// Card 375 × 140. Avatar (16, 46, 48, 48) by hand. Stack 80…359 (279 wide), 8 + 20 + 12
  /// + 16 + 4 + 30 + 8 = 98 tall (custom spacing after the name, §8), centred: y 21.
  /// Arranged views inside the margins: y 8, 40, 60. The badge keeps its frame (§5).
  @Test func framesOfTheProgram() {
    let (container, card) = card(width: 375)
    #expect(card.avatar.frame == CGRect(x: 16, y: 46, width: 48, height: 48))
    #expect(card.avatar.layer.cornerRadius == 24)
    #expect(card.badge.frame == CGRect(x: 347, y: 4, width: 24, height: 24))
    #expect(card.stack.frame == CGRect(x: 80, y: 21, width: 279, height: 98))
    #expect(card.name.frame == CGRect(x: 0, y: 8, width: 279, height: 20))
    #expect(card.handle.frame == CGRect(x: 0, y: 40, width: 279, height: 16))
    #expect(card.bio.frame == CGRect(x: 0, y: 60, width: 279, height: 30))
    #expect(card.stack.customSpacing(after: card.name) == 12)
    #expect(card.stack.customSpacing(after: card.handle) == StackView.spacingUseDefault)
    // convert(_:to:): stack at (80, 21) in a card at (0, 100).
    #expect(card.bio.convert(card.bio.bounds, to: container) == CGRect(x: 80, y: 181, width: 279, height: 30))
    #expect(container.convert(CGPoint(x: 90, y: 190), to: card.bio) == CGPoint(x: 10, y: 9))
    #expect(card.convert(card.avatar.frame, to: nil) == CGRect(x: 16, y: 146, width: 48, height: 48))
  }

  /// Narrowing the card to 320 (and taller, 180): the badge keeps 4 from the right edge
  /// (flexible left margin: x 292), the avatar is placed again by `layoutSubviews`
  /// (y 66), the stack is 224 wide at y 41. Equal to a fresh card of that size; a second
  /// pass changes nothing.
  @Test func resizedCardEqualsAFreshOne() {
    let (container, card) = card(width: 375)
    card.frame = CGRect(x: 0, y: 100, width: 320, height: 180)
    container.layoutIfNeeded()
    #expect(card.badge.frame == CGRect(x: 292, y: 4, width: 24, height: 24))
    #expect(card.avatar.frame == CGRect(x: 16, y: 66, width: 48, height: 48))
    #expect(card.stack.frame == CGRect(x: 80, y: 41, width: 224, height: 98))
    let fresh = ProfileCardView(frame: CGRect(x: 0, y: 100, width: 320, height: 180))
    let freshContainer = View(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
    freshContainer.addSubview(fresh)
    freshContainer.layoutIfNeeded()
    let parts: (ProfileCardView) -> [CGRect] = {
      [$0.avatar, $0.badge, $0.stack, $0.name, $0.handle, $0.bio].map(\.frame)
    }
    #expect(parts(card) == parts(fresh))
    container.layoutIfNeeded()
    #expect(parts(card) == parts(fresh))
  }
}
