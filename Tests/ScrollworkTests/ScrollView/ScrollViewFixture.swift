import Foundation

@testable import Scrollwork

/// A root view holding a scroll view that fills it (autoresizing, so a root resize
/// resizes it) and one content view pinned to the content guide, as wide as the frame
/// guide times `pages` and `contentHeight` tall (UIKitBehaviour.md §7.1).
struct ScrollFixture {
  let root: View
  let scroll = ScrollView()
  let content = View()

  init(size: CGSize, contentHeight: CGFloat, pages: CGFloat = 1, device: EdgeInsets = .zero) throws {
    root = View(frame: CGRect(origin: .zero, size: size))
    root.deviceSafeAreaInsets = device
    scroll.frame = root.bounds
    scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    content.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scroll)
    scroll.addSubview(content)
    try LayoutConstraint.activateOrThrow([
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor, multiplier: pages),
      content.heightAnchor.constraint(equalToConstant: contentHeight),
    ])
    root.layoutIfNeeded()
  }

  /// Adds a text field to the content view at `frame` (content coordinates).
  func addField(_ frame: CGRect) throws -> TextField {
    let field = TextField()
    field.translatesAutoresizingMaskIntoConstraints = false
    content.addSubview(field)
    try LayoutConstraint.activateOrThrow([
      field.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: frame.minX),
      field.topAnchor.constraint(equalTo: content.topAnchor, constant: frame.minY),
      field.widthAnchor.constraint(equalToConstant: frame.width),
      field.heightAnchor.constraint(equalToConstant: frame.height),
    ])
    root.layoutIfNeeded()
    return field
  }
}
