import Foundation
import Scrollwork
import Testing

/// UIKit spellings that ported code uses beyond the renamed types: nested type names,
/// `layer` styling, text-field flags, `cgColor`. They must compile and keep their values.
@Suite struct UIKitSpellingTests {
  final class CardView: View {
    let title = Label()
    let field = TextField()

    override init(frame: CGRect) {
      super.init(frame: frame)
      setup()
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
      setup()
    }

    func setup() {
      backgroundColor = .white
      layer.cornerRadius = 12
      layer.borderWidth = 1
      layer.borderColor = Color.lightGray.cgColor
      layer.masksToBounds = true
      autoresizingMask = [View.AutoresizingMask.flexibleWidth]
      contentMode = View.ContentMode.scaleAspectFit
      title.font = .preferredFont(forTextStyle: .headline)
      title.textAlignment = NSTextAlignmentCompat.center
      field.keyboardType = .emailAddress
      field.isSecureTextEntry = true
      field.borderStyle = .roundedRect
      for v in [title, field] {
        v.translatesAutoresizingMaskIntoConstraints = false
        addSubview(v)
      }
      let attribute: LayoutConstraint.Attribute = .leading
      let relation: LayoutConstraint.Relation = .equal
      LayoutConstraint.activate([
        LayoutConstraint(
          item: title, attribute: attribute, relatedBy: relation, toItem: self, attribute: .leading, multiplier: 1,
          constant: 16),
        title.topAnchor.constraint(equalTo: topAnchor, constant: 16),
        field.leadingAnchor.constraint(equalTo: title.leadingAnchor),
        field.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
        field.widthAnchor.constraint(equalToConstant: 200),
      ])
      title.text = "Sign in"
      title.setContentHuggingPriority(.defaultHigh, for: LayoutConstraint.Axis.vertical)
    }
  }

  typealias NSTextAlignmentCompat = TextAlignment

  @Test func portedCardCompilesAndLaysOut() {
    let card = CardView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    card.layoutIfNeeded()
    #expect(card.layer.cornerRadius == 12 && card.clipsToBounds)
    #expect(card.layer.borderColor == .lightGray)
    #expect(card.field.isSecureTextEntry && card.field.keyboardType == .emailAddress)
    #expect(card.title.frame.origin == CGPoint(x: 16, y: 16))
    // Standard spacing below the title: 8 pt (UIKitBehaviour.md §1).
    #expect(abs(card.field.frame.minY - (card.title.frame.maxY + 8)) < 1e-9)
    #expect(card.field.frame.size == CGSize(width: 200, height: 34))
    card.layer.opacity = 0.5
    #expect(card.alpha == 0.5)
  }
}
