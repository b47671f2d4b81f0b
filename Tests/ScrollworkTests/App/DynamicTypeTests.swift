import Foundation
import Scrollwork
import Testing

/// Dynamic Type: the HIG size table, `preferredFont(forTextStyle:compatibleWith:)`,
/// `FontMetrics`, a window's content size category and the labels that follow it
/// (UIKitBehaviour.md §17).
@Suite struct DynamicTypeTests {
  static let ax5 = ContentSizeCategory.accessibilityExtraExtraExtraLarge

  // MARK: The size table

  @Test("Spot values of Apple's table: body 14…53, large title 31…60, caption 2 stays 11 up to large")
  func tableValues() {
    #expect(
      ContentSizeCategory.allCategories.map { Font.TextStyle.body.pointSize(for: $0) }
        == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
    #expect(Font.TextStyle.largeTitle.pointSize(for: .extraSmall) == 31)
    #expect(Font.TextStyle.largeTitle.pointSize(for: Self.ax5) == 60)
    #expect(Font.TextStyle.caption2.pointSize(for: .extraSmall) == 11)
    #expect(Font.TextStyle.caption2.pointSize(for: .large) == 11)
    #expect(Font.TextStyle.caption2.pointSize(for: .extraLarge) == 13)
    #expect(Font.TextStyle.footnote.pointSize(for: .accessibilityMedium) == 23)
    #expect(Font.TextStyle.headline.pointSize(for: .extraExtraExtraLarge) == 23)
  }

  @Test("Every style: .large is its default size, sizes never shrink as the category grows, unspecified is .large")
  func tableShape() {
    for style in Font.TextStyle.allCases {
      let sizes = ContentSizeCategory.allCategories.map { style.pointSize(for: $0) }
      #expect(style.pointSize(for: .large) == style.pointSize, "\(style)")
      #expect(style.pointSize(for: .unspecified) == style.pointSize, "\(style)")
      #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style): \(sizes)")
      // Every style grows through the accessibility sizes (iOS 11 and later).
      #expect(style.pointSize(for: Self.ax5) > style.pointSize(for: .extraExtraExtraLarge), "\(style)")
    }
  }

  @Test("Category names: Swift names, HIG short names and raw values; order and accessibility flag")
  func names() {
    #expect(ContentSizeCategory(name: "accessibilityExtraExtraExtraLarge") == Self.ax5)
    #expect(ContentSizeCategory(name: "AX5") == Self.ax5)
    #expect(ContentSizeCategory(name: "ax1") == .accessibilityMedium)
    #expect(ContentSizeCategory(name: "xxxLarge") == .extraExtraExtraLarge)
    #expect(ContentSizeCategory(name: "UICTContentSizeCategoryL") == .large)
    #expect(ContentSizeCategory(name: "huge") == nil)
    #expect(ContentSizeCategory.accessibilityLarge.name == "accessibilityLarge")
    #expect(ContentSizeCategory.allCategories.count == 12)
    #expect(
      ContentSizeCategory.allCategories.filter(\.isAccessibilityCategory) == [
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, Self.ax5,
      ])
    #expect(ContentSizeCategory.unspecified < .extraSmall)
  }

  // MARK: Fonts

  @Test("preferredFont(forTextStyle:compatibleWith:) takes the collection's category")
  func preferredFont() {
    let traits = TraitCollection(preferredContentSizeCategory: Self.ax5)
    #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: traits).pointSize == 53)
    #expect(Font.preferredFont(forTextStyle: .largeTitle, compatibleWith: traits).pointSize == 60)
    #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: TraitCollection()).pointSize == 17)
    #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 17)
    let headline = Font.preferredFont(forTextStyle: .headline, compatibleWith: traits)
    #expect(headline == Font.boldSystemFont(ofSize: 53))
    #expect(headline.textStyle == .headline)
    #expect(Font.systemFont(ofSize: 17).textStyle == nil)
  }

  @Test("FontMetrics scales along the style's curve, caps at the maximum, and scales values")
  func fontMetrics() {
    let xxxl = TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
    let ax1 = TraitCollection(preferredContentSizeCategory: .accessibilityMedium)
    let scaled = FontMetrics.default.scaledFont(for: .systemFont(ofSize: 16), compatibleWith: xxxl)
    #expect(scaled.pointSize == CGFloat(16) * 23 / 17)
    #expect(scaled.textStyle == .body)
    #expect(
      FontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 28), compatibleWith: ax1).pointSize == 38)
    #expect(
      FontMetrics(forTextStyle: .body).scaledFont(
        for: .systemFont(ofSize: 17), maximumPointSize: 30, compatibleWith: ax1
      )
      .pointSize == 28)
    #expect(
      FontMetrics(forTextStyle: .body).scaledFont(
        for: .systemFont(ofSize: 17), maximumPointSize: 24,
        compatibleWith: TraitCollection(preferredContentSizeCategory: Self.ax5)
      ).pointSize == 24)
    #expect(FontMetrics.default.scaledValue(for: 34, compatibleWith: ax1) == 56)
    #expect(FontMetrics.default.scaledValue(for: 34, compatibleWith: nil) == 34)
    #expect(FontMetrics.default.scaledValue(for: 34) == 34)
  }

  @Test("Trait collections carry the category: merge, containment, equality")
  func traits() {
    let ax = TraitCollection(preferredContentSizeCategory: .accessibilityLarge)
    let compact = TraitCollection(horizontalSizeClass: .compact)
    let merged = TraitCollection(traitsFrom: [compact, ax])
    #expect(merged.preferredContentSizeCategory == .accessibilityLarge)
    #expect(merged.horizontalSizeClass == .compact)
    #expect(merged.containsTraits(in: ax))
    #expect(!compact.containsTraits(in: ax))
    #expect(merged != TraitCollection(traitsFrom: [compact, TraitCollection(preferredContentSizeCategory: .large)]))
    let window = Window(device: Device.named("iphone-se-2")!)
    #expect(window.traitCollection.preferredContentSizeCategory == .large)
    #expect(window.preferredContentSizeCategory == .large)
  }

  // MARK: A window's category

  /// A form: a scroll view with a body label that wraps, a fixed 17-pt caption and a
  /// headline scaled by FontMetrics, stacked top to bottom.
  final class FormController: ViewController, @unchecked Sendable {
    let body = Label(), fixed = Label(), metric = Label(), scroll = ScrollView()
    var seen: [String] = []
    override func viewDidLoad() {
      super.viewDidLoad()
      body.text = "Dynamic Type makes this paragraph grow with the reader's chosen text size."
      body.numberOfLines = 0
      body.font = .preferredFont(forTextStyle: .body)
      body.adjustsFontForContentSizeCategory = true
      fixed.text = "Fixed caption"
      fixed.font = .systemFont(ofSize: 17)
      fixed.adjustsFontForContentSizeCategory = true  // a fixed font never changes
      metric.text = "Scaled headline"
      metric.font = FontMetrics(forTextStyle: .headline).scaledFont(for: .boldSystemFont(ofSize: 20))
      metric.adjustsFontForContentSizeCategory = true
      for v in [scroll, body, fixed, metric] { v.translatesAutoresizingMaskIntoConstraints = false }
      view.addSubview(scroll)
      for l in [body, fixed, metric] { scroll.addSubview(l) }
      let content = scroll.contentLayoutGuide
      LayoutConstraint.activate([
        scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        scroll.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        body.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
        fixed.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
        metric.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 8),
        metric.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
      ])
      for l in [body, fixed, metric] {
        LayoutConstraint.activate([
          l.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 16),
          l.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -16),
        ])
      }
    }
    override func traitCollectionDidChange(_ previous: TraitCollection?) {
      super.traitCollectionDidChange(previous)
      seen.append(
        "\(previous?.preferredContentSizeCategory.name ?? "nil") -> \(traitCollection.preferredContentSizeCategory.name)"
      )
    }
  }

  struct Frames: Equatable {
    var title, fixed, metric: CGRect
    var contentSize: CGSize
    var fonts: [CGFloat]
  }

  static func frames(_ c: FormController) -> Frames {
    Frames(
      title: c.body.frame, fixed: c.fixed.frame, metric: c.metric.frame, contentSize: c.scroll.contentSize,
      fonts: [c.body.font.pointSize, c.fixed.font.pointSize, c.metric.font.pointSize])
  }

  /// A window at `category` from the start (the category set before anything is shown).
  static func fresh(_ category: ContentSizeCategory) -> (Window, FormController) {
    let window = Window(device: Device.named("iphone-se-2")!)
    window.preferredContentSizeCategory = category
    let controller = FormController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, controller)
  }

  @Test("Changing the category rescales adjusting labels' Dynamic Type fonts and lays out again")
  func categoryChange() {
    let (window, controller) = Self.fresh(.large)
    let large = Self.frames(controller)
    #expect(large.fonts == [17, 17, 20])
    window.preferredContentSizeCategory = Self.ax5
    let big = Self.frames(controller)
    #expect(big.fonts == [53, 17, 20 * 53 / 17])
    #expect(big.title.height > large.title.height * 2)
    #expect(big.contentSize.height > large.contentSize.height)
    #expect(controller.seen == ["large -> accessibilityExtraExtraExtraLarge"])
  }

  @Test("Path independence: any sequence of categories ends in the frames of a fresh window at the last one")
  func pathIndependence() {
    let paths: [[ContentSizeCategory]] = [
      [Self.ax5, .large], [.extraSmall, Self.ax5], [.accessibilityMedium, .small, .extraExtraLarge],
      [Self.ax5, .extraSmall, .accessibilityLarge, .large],
    ]
    for path in paths {
      let (window, controller) = Self.fresh(.large)
      for category in path { window.preferredContentSizeCategory = category }
      let (_, reference) = Self.fresh(path.last!)
      #expect(Self.frames(controller) == Self.frames(reference), "\(path.map(\.name))")
      // Idempotence: a second pass changes nothing.
      window.setNeedsLayout()
      window.layoutIfNeeded()
      #expect(Self.frames(controller) == Self.frames(reference), "\(path.map(\.name)) (second pass)")
    }
  }

  @Test("A label configured outside a window takes the window's category when it enters it")
  func enteringAWindow() {
    let (window, _) = Self.fresh(.accessibilityExtraLarge)
    let label = Label()
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    #expect(label.font.pointSize == 17)
    window.addSubview(label)
    #expect(label.font.pointSize == 40)
    let plain = Label()
    plain.font = .preferredFont(forTextStyle: .body)
    window.addSubview(plain)
    #expect(plain.font.pointSize == 17)
    // Turning adjusting on inside the window, and setting a style font there, both adjust.
    plain.adjustsFontForContentSizeCategory = true
    #expect(plain.font.pointSize == 40)
    plain.font = .preferredFont(forTextStyle: .caption1)
    #expect(plain.font.pointSize == 32)
    let field = TextField()
    field.font = .preferredFont(forTextStyle: .body)
    field.adjustsFontForContentSizeCategory = true
    window.addSubview(field)
    #expect(field.font.pointSize == 40)
  }

  @Test("The change is announced: views and controllers get traitCollectionDidChange, then the notification")
  func announcements() {
    let center = NotificationCenter()
    let (window, controller) = Self.fresh(.large)
    window.notificationCenter = center
    final class Box: @unchecked Sendable { var values: [String] = [] }
    let box = Box()
    let token = center.addObserver(forName: ContentSizeCategory.didChangeNotification, object: window, queue: nil) {
      box.values.append($0.userInfo?[ContentSizeCategory.newValueUserInfoKey] as? String ?? "?")
    }
    defer { center.removeObserver(token) }
    window.preferredContentSizeCategory = .extraSmall
    window.preferredContentSizeCategory = .extraSmall  // no change: nothing announced
    #expect(box.values == ["UICTContentSizeCategoryXS"])
    #expect(controller.seen == ["large -> extraSmall"])
    // Rotation keeps the category.
    window.rotate(to: .landscape)
    #expect(window.traitCollection.preferredContentSizeCategory == .extraSmall)
    #expect(controller.body.font.pointSize == 14)
    // Unspecified is not a window category: it means the default.
    window.preferredContentSizeCategory = .unspecified
    #expect(window.preferredContentSizeCategory == .large)
  }

  // MARK: What breaks at large sizes

  /// A settings row of fixed height 44 holding a body label: fine at `.large`, the
  /// label's text is cut off at the accessibility sizes.
  static func fixedRow(_ category: ContentSizeCategory) -> (Window, Label) {
    let window = Window(device: Device.named("iphone-se-2")!)
    window.preferredContentSizeCategory = category
    let controller = ViewController()
    window.rootViewController = controller
    let row = View()
    let label = Label()
    label.text = "Notifications"
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.accessibilityIdentifier = "title"
    for v in [row, label] { v.translatesAutoresizingMaskIntoConstraints = false }
    controller.view.addSubview(row)
    row.addSubview(label)
    LayoutConstraint.activate([
      row.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
      row.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
      row.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
      row.heightAnchor.constraint(equalToConstant: 44),
      label.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
      label.topAnchor.constraint(equalTo: row.topAnchor, constant: 11),
      label.bottomAnchor.constraint(equalTo: row.bottomAnchor, constant: -11),
    ])
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, label)
  }

  @Test("A fixed-height row is fine at .large and reported as clipping its text at AX5")
  func brokenAtAccessibilitySizes() {
    let (window, label) = Self.fixedRow(.large)
    #expect(window.layoutDiagnostics().map(\.code) == [])
    window.preferredContentSizeCategory = Self.ax5
    #expect(label.frame.height == 22)
    let needed = (Font.systemFont(ofSize: 53).lineHeight * 2).rounded(.up) / 2
    let diagnostics = window.layoutDiagnostics()
    #expect(diagnostics.map(\.code) == ["clipped-text"])
    #expect(diagnostics.first?.views == [label])
    let n = needed == needed.rounded() ? "\(Int(needed))" : "\(needed)"
    #expect(
      diagnostics.first?.message
        == "'title' clips its text: at 53 pt and its width of 343 pt the text needs \(n) pt of height (1 line) and the label is 22 pt tall. "
        + "Fix: remove the fixed height (or make it >=) so the label's intrinsic height holds.")
    // A fresh window at AX5 says the same.
    let (fresh, _) = Self.fixedRow(Self.ax5)
    #expect(fresh.layoutDiagnostics().map(\.message) == diagnostics.map(\.message))
  }
}

/// `Font(name:size:)`: the installed faces by PostScript or family name, nil otherwise.
@Suite struct FontByNameTests {
  @Test("Inter-Regular, Inter-Bold and the family name Inter resolve; other names are nil")
  func names() {
    #expect(Font(name: "Inter-Regular", size: 15) == Font.systemFont(ofSize: 15))
    #expect(Font(name: "Inter-Bold", size: 15) == Font.boldSystemFont(ofSize: 15))
    #expect(Font(name: "Inter", size: 12) == Font.systemFont(ofSize: 12))
    #expect(Font(name: "HelveticaNeue", size: 12) == nil)
    #expect(Font(name: "inter-regular", size: 12) == nil)
  }
}
