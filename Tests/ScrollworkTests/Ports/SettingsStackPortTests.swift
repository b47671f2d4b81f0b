import Foundation
import Scrollwork
import Testing

// A settings screen built from stack views, as UIKit code does it since iOS 9: a vertical
// stack of rows (each a horizontal stack of a label and a switch) inside a scroll view, with
// `setCustomSpacing(_:after:)`, `isLayoutMarginsRelativeArrangement`,
// `directionalLayoutMargins`, a footer shown and hidden with `isHidden` inside
// `UIView.animate`, and `UILayoutPriority` arithmetic. Ported by renaming types only.

private final class SettingsViewController: ViewController, @unchecked Sendable {
  private(set) var rows: [StackView] = []
  private(set) var switches: [Switch] = []

  private let scrollView: ScrollView = {
    let scrollView = ScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.alwaysBounceVertical = true
    return scrollView
  }()

  let stackView: StackView = {
    let stackView = StackView()
    stackView.axis = .vertical
    stackView.alignment = .fill
    stackView.distribution = .fill
    stackView.spacing = 1
    stackView.isLayoutMarginsRelativeArrangement = true
    stackView.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
    stackView.translatesAutoresizingMaskIntoConstraints = false
    return stackView
  }()

  let headerView: View = {
    let view = View()
    view.backgroundColor = .systemGray6
    view.layer.cornerRadius = 10
    return view
  }()

  let footerLabel: Label = {
    let label = Label()
    label.text = "Changes apply to all devices."
    label.font = .preferredFont(forTextStyle: .footnote)
    label.textColor = .secondaryLabel
    label.numberOfLines = 0
    label.isHidden = true
    return label
  }()

  var scroll: ScrollView { scrollView }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    view.addSubview(scrollView)
    scrollView.addSubview(stackView)

    LayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
      scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),

      stackView.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      stackView.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      stackView.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      stackView.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
      stackView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
    ])

    let headerHeight = headerView.heightAnchor.constraint(equalToConstant: 120)
    headerHeight.priority = .defaultHigh - 1
    headerHeight.isActive = true
    stackView.addArrangedSubview(headerView)
    stackView.setCustomSpacing(24, after: headerView)

    for title in ["Notifications", "Sounds", "Badges", "Show previews", "Siri suggestions"] {
      let label = Label()
      label.text = title
      label.font = .preferredFont(forTextStyle: .body)
      label.adjustsFontForContentSizeCategory = true
      label.setContentHuggingPriority(.defaultLow, for: .horizontal)

      let toggle = Switch()
      toggle.isOn = true
      toggle.setContentHuggingPriority(.required, for: .horizontal)
      toggle.setContentCompressionResistancePriority(.required, for: .horizontal)

      let row = StackView(arrangedSubviews: [label, toggle])
      row.axis = .horizontal
      row.alignment = .center
      row.spacing = StackView.spacingUseSystem
      row.isLayoutMarginsRelativeArrangement = true
      row.layoutMargins = EdgeInsets(top: 6, left: 12, bottom: 6, right: 12)
      row.backgroundColor = .secondarySystemGroupedBackground
      let rowHeight = row.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
      rowHeight.priority = LayoutPriority(rawValue: 999)
      rowHeight.isActive = true
      stackView.addArrangedSubview(row)
      rows.append(row)
      switches.append(toggle)
    }
    if let lastRow = rows.last { stackView.setCustomSpacing(12, after: lastRow) }
    stackView.addArrangedSubview(footerLabel)
  }

  func setFooterVisible(_ visible: Bool) {
    View.animate(
      withDuration: 0.3, delay: 0, options: .curveEaseInOut,
      animations: {
        self.footerLabel.isHidden = !visible
        self.footerLabel.alpha = visible ? 1 : 0
        self.stackView.layoutIfNeeded()
      }, completion: nil)
  }
}

@Suite("Port: settings screen of stack views in a scroll view (UIKitBehaviour.md §8)")
struct SettingsStackPortTests {
  @Test("§8 margins 20/16, header 120, custom spacing 24 after it, rows ≥ 44 with 1-pt separators")
  func layout() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let controller = SettingsViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let stack = controller.stackView
    #expect(controller.headerView.frame == CGRect(x: 16, y: 20, width: 343, height: 120))
    // Rows: a 31-pt switch + 6 + 6 margins = 43 < 44, so each row is 44 tall.
    for (index, row) in controller.rows.enumerated() {
      let y = 20 + 120 + 24 + CGFloat(index) * 45
      #expect(row.frame == CGRect(x: 16, y: y, width: 343, height: 44), "row \(index)")
    }
    // Each switch sits at the row's trailing margin, centred vertically: 343 − 12 − 51 = 280;
    // y = 6 + (32 − 31) / 2 = 6.5, which the window's 3× screen rounds to 20 px = 20/3 pt.
    #expect(controller.switches[0].frame == CGRect(x: 280, y: 20.0 / 3.0, width: 51, height: 31))
    // Hidden footer: the stack ends after the last row and its bottom margin.
    let rowsEnd: CGFloat = 20 + 120 + 24 + 5 * 44 + 4 * 1
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 375, height: rowsEnd + 20))
    #expect(controller.scroll.contentSize == CGSize(width: 375, height: rowsEnd + 20))
    #expect(stack.customSpacing(after: controller.headerView) == 24)
  }

  @Test("§8 showing the footer adds it 12 pt after the last row; hiding removes it again")
  func footerToggle() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let controller = SettingsViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let rowsEnd: CGFloat = 20 + 120 + 24 + 5 * 44 + 4 * 1
    controller.setFooterVisible(true)
    let footer = controller.footerLabel
    let footerHeight = footer.sizeThatFits(CGSize(width: 343, height: CGFloat.greatestFiniteMagnitude)).height
    #expect(footer.frame == CGRect(x: 16, y: rowsEnd + 12, width: 343, height: footerHeight))
    #expect(controller.stackView.frame.height == rowsEnd + 12 + footerHeight + 20)
    controller.setFooterVisible(false)
    #expect(controller.stackView.frame.height == rowsEnd + 20)
  }
}
