import Foundation
import Scrollwork
import Testing

// An article screen as written for UIKit: a scroll view whose content follows the
// `readableContentGuide`, an attributed headline (`NSAttributedString` with `.font` and
// `.foregroundColor`), a search field padded with a `leftView`, a share button wired with
// `addAction(UIAction { … }, for: .touchUpInside)`, accessibility labels, top-corner rounding
// with `layer.maskedCorners`, and a dark-mode check in `traitCollectionDidChange`.
// Ported by renaming types only.

private final class ArticleViewController: ViewController, @unchecked Sendable {
  let scrollView = ScrollView()
  let headerImageView = ImageView(image: Image(size: CGSize(width: 800, height: 400)))
  let headlineLabel = Label()
  let searchField = TextField()
  let shareButton = Button(type: .system)
  let cardView = View()
  private(set) var shareTaps = 0
  private(set) var searchEdits: [String] = []
  private(set) var usesDarkPalette = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    overrideUserInterfaceStyle = .light

    scrollView.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(scrollView)

    headerImageView.translatesAutoresizingMaskIntoConstraints = false
    headerImageView.contentMode = .scaleAspectFill
    headerImageView.clipsToBounds = true
    headerImageView.isAccessibilityElement = true
    headerImageView.accessibilityLabel = "Harbour at dawn"

    headlineLabel.translatesAutoresizingMaskIntoConstraints = false
    headlineLabel.numberOfLines = 0
    headlineLabel.attributedText = NSAttributedString(
      string: "Scroll views, explained",
      attributes: [.font: Font.systemFont(ofSize: 28, weight: .bold), .foregroundColor: Color.label])

    searchField.translatesAutoresizingMaskIntoConstraints = false
    searchField.borderStyle = .roundedRect
    searchField.attributedPlaceholder = NSAttributedString(
      string: "Search the article", attributes: [.foregroundColor: Color.placeholderText])
    searchField.leftView = View(frame: CGRect(x: 0, y: 0, width: 12, height: 34))
    searchField.leftViewMode = .always
    searchField.clearButtonMode = .whileEditing
    searchField.addAction(
      Action { [weak self] action in
        guard let field = action.sender as? TextField else { return }
        self?.searchEdits.append(field.text ?? "")
      }, for: .editingChanged)

    shareButton.translatesAutoresizingMaskIntoConstraints = false
    shareButton.setTitle("Share", for: .normal)
    shareButton.accessibilityHint = "Shares the article"
    shareButton.addAction(Action { [weak self] _ in self?.shareTaps += 1 }, for: .touchUpInside)

    cardView.translatesAutoresizingMaskIntoConstraints = false
    cardView.backgroundColor = .secondarySystemBackground
    cardView.layer.cornerRadius = 20
    cardView.layer.cornerCurve = .continuous
    cardView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]

    [headerImageView, headlineLabel, searchField, shareButton, cardView].forEach(scrollView.addSubview)

    let content = scrollView.contentLayoutGuide
    let readable = view.readableContentGuide
    LayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.topAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),

      headerImageView.topAnchor.constraint(equalTo: content.topAnchor),
      headerImageView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      headerImageView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      headerImageView.heightAnchor.constraint(equalToConstant: 240),

      headlineLabel.topAnchor.constraint(equalTo: headerImageView.bottomAnchor, constant: 20),
      headlineLabel.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
      headlineLabel.trailingAnchor.constraint(equalTo: readable.trailingAnchor),

      searchField.topAnchor.constraint(equalTo: headlineLabel.bottomAnchor, constant: 16),
      searchField.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
      searchField.trailingAnchor.constraint(equalTo: shareButton.leadingAnchor, constant: -8),
      shareButton.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
      shareButton.centerYAnchor.constraint(equalTo: searchField.centerYAnchor),

      cardView.topAnchor.constraint(equalTo: searchField.bottomAnchor, constant: 24),
      cardView.leadingAnchor.constraint(equalTo: content.leadingAnchor),
      cardView.trailingAnchor.constraint(equalTo: content.trailingAnchor),
      cardView.heightAnchor.constraint(equalToConstant: 600),
      cardView.bottomAnchor.constraint(equalTo: content.bottomAnchor),
    ])
  }

  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    usesDarkPalette = traitCollection.userInterfaceStyle == .dark
  }
}

@Suite("Port: article reader on the readable content guide, with attributed text and actions")
struct ArticleReaderPortTests {
  @Test("§6 iPhone 8 portrait: the readable guide is the 16-pt margins; content 375 wide")
  func layout() throws {
    let window = Window(device: try #require(Device.named("iphone-8")))
    let controller = ArticleViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let headline = controller.headlineLabel
    #expect(headline.font == .systemFont(ofSize: 28, weight: .bold))
    #expect(headline.text == "Scroll views, explained")
    #expect(headline.frame.minX == 16 && headline.frame.width == 343)
    #expect(headline.frame.minY == 260)
    #expect(controller.searchField.placeholder == "Search the article")
    // The share button hugs its title; the field takes the rest of the readable width.
    let share = controller.shareButton.frame
    #expect(share.maxX == 359)
    #expect(controller.searchField.frame.minX == 16)
    #expect(controller.searchField.frame.maxX == share.minX - 8)
    // Height: 240 + 20 + headline + 16 + field 34 + 24 + 600.
    let expected = 240 + 20 + headline.frame.height + 16 + 34 + 24 + 600
    #expect(controller.scrollView.contentSize == CGSize(width: 375, height: expected))
    #expect(controller.cardView.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(controller.headerImageView.accessibilityLabel == "Harbour at dawn")
    #expect(!controller.usesDarkPalette)
  }

  @Test("the left view pads the field's intrinsic width by its 12 pt")
  func leftViewPadding() {
    let padded = TextField()
    padded.placeholder = "Search the article"
    let plain = TextField()
    plain.placeholder = "Search the article"
    padded.leftView = View(frame: CGRect(x: 0, y: 0, width: 12, height: 34))
    #expect(padded.intrinsicContentSize == plain.intrinsicContentSize)  // mode .never: not shown
    padded.leftViewMode = .always
    #expect(padded.intrinsicContentSize.width == plain.intrinsicContentSize.width + 12)
    padded.leftViewMode = .whileEditing
    #expect(padded.intrinsicContentSize.width == plain.intrinsicContentSize.width)
  }

  @Test("actions: a tap on Share and typing in the search field reach the controller")
  func actions() throws {
    let window = Window(device: try #require(Device.named("iphone-8")))
    let controller = ArticleViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.shareButton.sendActions(for: .touchUpInside)
    controller.shareButton.sendActions(for: .touchUpInside)
    #expect(controller.shareTaps == 2)
    #expect(controller.searchField.becomeFirstResponder())
    controller.searchField.insertText("ins")
    controller.searchField.insertText("et")
    #expect(controller.searchEdits == ["ins", "inset"])
  }
}
