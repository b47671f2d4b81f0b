import Foundation
import Testing

@testable import Scrollwork

/// `systemLayoutSizeFitting` (UIKitBehaviour.md §0 constants, §3): the size the
/// view's constraints give it when pulled toward a target.
@Suite struct SystemLayoutSizeFittingTests {
  /// A container with a child pinned on all sides with padding (top 10, leading 20,
  /// bottom 30, trailing 40).
  func container(child: View) throws -> View {
    let box = View()
    box.addSubview(child)
    child.translatesAutoresizingMaskIntoConstraints = false
    try LayoutConstraint.activateOrThrow([
      child.topAnchor.constraint(equalTo: box.topAnchor, constant: 10),
      child.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 20),
      box.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: 30),
      box.trailingAnchor.constraint(equalTo: child.trailingAnchor, constant: 40),
    ])
    return box
  }

  @Test("§0 layoutFittingCompressedSize: a fixed 100×50 child plus padding ⇒ 160×90")
  func compressedFixedChild() throws {
    let child = View()
    let box = try container(child: child)
    try LayoutConstraint.activateOrThrow([
      child.widthAnchor.constraint(equalToConstant: 100), child.heightAnchor.constraint(equalToConstant: 50),
    ])
    #expect(View.layoutFittingCompressedSize == CGSize(width: 0, height: 0))
    #expect(box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 160, height: 90))
    #expect(box.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == CGSize(width: 160, height: 90))
  }

  @Test("§3 an intrinsic-size child: compressed and expanded both give its size (hugging 250 > 50)")
  func intrinsicChild() throws {
    let box = try container(child: CoreIntrinsicView(CGSize(width: 100, height: 50)))
    #expect(View.layoutFittingExpandedSize == CGSize(width: 10000, height: 10000))
    #expect(box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 160, height: 90))
    #expect(box.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == CGSize(width: 160, height: 90))
  }

  @Test("§0 a required horizontal priority fixes the width at the target (300)")
  func requiredWidth() throws {
    let box = try container(child: CoreIntrinsicView(CGSize(width: 100, height: 50)))
    let size = box.systemLayoutSizeFitting(
      CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 300, height: 90))
  }

  @Test("§0 fitting does not disturb the live layout of the hierarchy")
  func liveLayoutUntouched() throws {
    let root = ModelFixtures.root()
    let child = CoreIntrinsicView(CGSize(width: 100, height: 50))
    let box = try container(child: child)
    box.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(box)
    try LayoutConstraint.activateOrThrow([
      box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      box.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
    ])
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 100, width: 390, height: 90))
    #expect(child.frame == CGRect(x: 20, y: 10, width: 330, height: 50))
    #expect(box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == CGSize(width: 160, height: 90))
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 100, width: 390, height: 90))
    #expect(child.frame == CGRect(x: 20, y: 10, width: 330, height: 50))
    #expect(root.layoutIssues.isEmpty)
  }
}
