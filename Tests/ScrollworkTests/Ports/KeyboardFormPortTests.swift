import Foundation
import Scrollwork
import Testing

// Port of seed 003 (a Traditional Chinese tutorial on UIScrollView + Auto Layout, after the
// DBKViewController sample): a scroll view filling the screen, ONE content view pinned to its
// four edges, and the content view's width taken from the view *outside* the scroll view so
// that the form follows portrait and landscape. Rows of UILabel + UITextField go in the
// content view. The keyboard part (notifications, contentInset, scrollRectToVisible) is left
// out, as asked; the fields' frames are what the keyboard code would read.
//
// The article's code relates the content view's leading edge to `self.view`'s LEFT:
//   [NSLayoutConstraint constraintWithItem:self.contentView attribute:NSLayoutAttributeLeading
//        relatedBy:0 toItem:self.view attribute:NSLayoutAttributeLeft multiplier:1.0 constant:0]
// UIKit (iOS 9+) rejects leading-with-left (UIKitBehaviour.md §0); Scrollwork throws the same error
// (tested below), so the port uses leading with leading.

/// A form of labelled text fields in a scroll view whose content width follows the outer view.
final class KeyboardFormView: View {
  static let rowTitles = ["First name", "Last name", "Email", "Phone", "Street", "City", "Postcode", "Country"]

  let scrollView = ScrollView()
  let contentView = View()
  private(set) var labels: [Label] = []
  private(set) var textFields: [TextField] = []

  /// UIKit raises an exception for an invalid constraint; Scrollwork throws, and an
  /// initializer overriding `init(frame:)` cannot throw, so errors are kept here.
  private(set) var constraintErrors: [Error] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    setup()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setup()
  }

  private func setup() {
    backgroundColor = .white
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.backgroundColor = .yellow  // "UIScrollView 底色為黃色"
    addSubview(scrollView)

    contentView.translatesAutoresizingMaskIntoConstraints = false
    contentView.backgroundColor = .blue  // "Content View 為藍底"
    scrollView.addSubview(contentView)

    for title in Self.rowTitles {
      let label = Label()
      label.translatesAutoresizingMaskIntoConstraints = false
      label.font = .preferredFont(forTextStyle: .body)
      label.text = title
      label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
      contentView.addSubview(label)
      labels.append(label)

      let textField = TextField()
      textField.translatesAutoresizingMaskIntoConstraints = false
      textField.borderStyle = .roundedRect
      textField.font = .systemFont(ofSize: 17)
      textField.placeholder = title
      contentView.addSubview(textField)
      textFields.append(textField)
    }

    do {
      LayoutConstraint.activate([
        // The scroll view takes the whole view below the status bar (4 edges, constant 0).
        scrollView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor),
        scrollView.leadingAnchor.constraint(equalTo: leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: trailingAnchor),
        scrollView.bottomAnchor.constraint(equalTo: bottomAnchor),
        // Content View to the scroll view's four edges: these tell the scroll view its
        // content size, they do not size the content view (§7.1).
        contentView.topAnchor.constraint(equalTo: scrollView.topAnchor),
        contentView.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
        contentView.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
        contentView.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      ])
      // viewDidLoad: the content view's width comes from the view outside the scroll view.
      let leftEdgeAlign = try LayoutConstraint.validated(
        item: contentView, attribute: .leading, relatedBy: .equal, toItem: self, attribute: .leading,
        multiplier: 1.0, constant: 0)
      addConstraint(leftEdgeAlign)
      let rightEdgeAlign = try LayoutConstraint.validated(
        item: contentView, attribute: .trailing, relatedBy: .equal, toItem: self, attribute: .trailing,
        multiplier: 1.0, constant: 0)
      addConstraint(rightEdgeAlign)

      var rowConstraints: [LayoutConstraint] = []
      var previous: TextField?
      for (label, textField) in zip(labels, textFields) {
        rowConstraints += [
          label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
          textField.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
          textField.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
          label.centerYAnchor.constraint(equalTo: textField.centerYAnchor),
          textField.topAnchor.constraint(
            equalTo: previous?.bottomAnchor ?? contentView.topAnchor, constant: 20),
        ]
        previous = textField
      }
      if let last = previous {
        rowConstraints.append(contentView.bottomAnchor.constraint(equalTo: last.bottomAnchor, constant: 20))
      }
      LayoutConstraint.activate(rowConstraints)
    } catch {
      constraintErrors.append(error)
    }
  }
}

/// Frames of the form on an iPhone 8 in portrait (375 × 667, 20-pt status bar) and landscape
/// (667 × 375, no status bar): UIKitBehaviour.md §6 (safe area), §7.1 (content width from outside
/// the scroll view, content height from the rows), §3 (labels hug at 750, fields stretch).
@Suite("Port: seed 003 keyboard form in a scroll view (UIKitBehaviour.md §3, §6, §7.1)")
struct KeyboardFormPortTests {
  let oracle: WrapOracle

  init() throws {
    oracle = try WrapOracle()
  }

  /// 20 + 8 rows × 34 + 7 gaps × 20 + 20.
  static let contentHeight: CGFloat = 20 + 8 * 34 + 7 * 20 + 20

  /// Checks every row for a screen `width`, in content coordinates.
  func expectRows(_ form: KeyboardFormView, width: CGFloat, scrollOrigin: CGPoint) {
    let labelHeight = WrapOracle.ceilToPixels(oracle.lineHeight(size: 17))
    for (index, title) in KeyboardFormView.rowTitles.enumerated() {
      let fieldY = 20 + CGFloat(index) * 54
      let labelWidth = WrapOracle.ceilToPixels(oracle.width(title, size: 17))
      let fieldX = 20 + labelWidth + 8
      #expect(
        form.labels[index].frame
          == WrapOracle.pixelFrame(
            x: 20, y: fieldY + 17 - labelHeight / 2, width: labelWidth, height: labelHeight, in: scrollOrigin),
        "\(title) label")
      #expect(
        form.textFields[index].frame
          == WrapOracle.pixelFrame(x: fieldX, y: fieldY, width: width - 20 - fieldX, height: 34, in: scrollOrigin),
        "\(title) field")
    }
  }

  @Test("§6 §7.1 portrait 375 × 667: scroll view below the 20-pt status bar, content 375 wide")
  func portrait() throws {
    let form = KeyboardFormView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    form.deviceSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    #expect(form.constraintErrors.isEmpty)
    form.layoutIfNeeded()
    #expect(form.layoutIssues.isEmpty)
    #expect(form.scrollView.frame == CGRect(x: 0, y: 20, width: 375, height: 647))
    #expect(form.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: Self.contentHeight))
    #expect(form.scrollView.contentSize == CGSize(width: 375, height: Self.contentHeight))
    expectRows(form, width: 375, scrollOrigin: CGPoint(x: 0, y: 20))
  }

  @Test("§6 §7.1 rotating to landscape 667 × 375: fields widen by 292 pt, content now scrolls")
  func landscapeAfterRotation() throws {
    let form = KeyboardFormView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    form.deviceSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    form.layoutIfNeeded()
    let portraitField = form.textFields[0].frame

    View.animate(withDuration: 0.3) {
      form.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
      form.deviceSafeAreaInsets = .zero  // the status bar hides in landscape
      form.layoutIfNeeded()
    }
    #expect(form.scrollView.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
    #expect(form.contentView.frame == CGRect(x: 0, y: 0, width: 667, height: Self.contentHeight))
    #expect(form.scrollView.contentSize == CGSize(width: 667, height: Self.contentHeight))
    #expect(form.scrollView.contentSize.height > form.scrollView.bounds.height)
    expectRows(form, width: 667, scrollOrigin: .zero)
    #expect(portraitField.maxX == 355)
    #expect(form.textFields[0].frame.maxX == 647)  // 292 pt wider, same left edge
    #expect(form.textFields[0].frame.minX == portraitField.minX)
  }

  @Test("§7.1 the last field's bottom is 20 pt above the content's end: scrolled fully down it shows")
  func lastFieldAtContentEnd() throws {
    let form = KeyboardFormView(frame: CGRect(x: 0, y: 0, width: 667, height: 375))
    form.layoutIfNeeded()
    let last = try #require(form.textFields.last)
    #expect(last.frame.maxY == Self.contentHeight - 20)
    // Scroll to the end (contentSize.height − bounds.height) as the keyboard code would.
    form.scrollView.contentOffset = CGPoint(x: 0, y: Self.contentHeight - 375)
    let onScreen = last.convert(CGRect(origin: .zero, size: last.frame.size), to: form)
    #expect(onScreen == CGRect(x: last.frame.minX, y: 375 - 20 - 34, width: last.frame.width, height: 34))
  }

  @Test("§0 the article's literal leading-to-left constraint is refused, as UIKit does since iOS 9")
  func leadingToLeftIsRejected() {
    let form = KeyboardFormView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(throws: LayoutError.self) {
      _ = try LayoutConstraint.validated(
        item: form.contentView, attribute: .leading, relatedBy: .equal, toItem: form, attribute: .left,
        multiplier: 1.0, constant: 0)
    }
    do {
      _ = try LayoutConstraint.validated(
        item: form.contentView, attribute: .leading, relatedBy: .equal, toItem: form, attribute: .left,
        multiplier: 1.0, constant: 0)
    } catch {
      #expect(
        error.reason.hasSuffix(
          "A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither."
        ))
    }
  }
}
