import Foundation

@testable import Scrollwork

/// Small builders shared by the model-core suites (Constraints/, Items/, Anchors/,
/// Engine/, Diagnostics/).
enum ModelFixtures {
  /// A root view of the given size at the origin (an iPhone 14 screen by default).
  static func root(width: CGFloat = 390, height: CGFloat = 844) -> View {
    View(frame: CGRect(x: 0, y: 0, width: width, height: height))
  }

  /// A new subview of `parent` that does not translate its autoresizing mask.
  @discardableResult
  static func child(of parent: View) -> View {
    let v = View()
    v.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(v)
    return v
  }

  /// `0x…` as descriptions print an address (lowercase hex).
  static func hex(_ address: UInt64) -> String { "0x" + String(address, radix: 16) }

  /// `UIView:0x…`, how a plain view prints in descriptions.
  static func name(_ view: View) -> String { "UIView:" + hex(view.debugAddress) }

  /// A parent pinned at (20, 40, 300, 400) in a 390×844 root, and a 50×30 child in
  /// it (default margins 8 everywhere).
  static func parentAndChild() throws -> (root: View, parent: View, child: View) {
    let root = root()
    let parent = child(of: root)
    let view = child(of: parent)
    try LayoutConstraint.activateOrThrow([
      parent.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 20),
      parent.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      parent.widthAnchor.constraint(equalToConstant: 300),
      parent.heightAnchor.constraint(equalToConstant: 400),
      view.widthAnchor.constraint(equalToConstant: 50),
      view.heightAnchor.constraint(equalToConstant: 30),
    ])
    return (root, parent, view)
  }
}

/// A view with a settable intrinsic content size (UIKitBehaviour.md §3).
final class CoreIntrinsicView: View {
  var contentSize: CGSize
  init(_ size: CGSize) {
    contentSize = size
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }
  required init?(coder: NSCoder) { return nil }
  override var intrinsicContentSize: CGSize { contentSize }
}
