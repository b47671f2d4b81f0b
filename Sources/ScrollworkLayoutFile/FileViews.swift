import Foundation
import Scrollwork

// Views with an intrinsic size given by the file (`intrinsicSize: [w, h]`, -1 for
// none in an axis). UIKit has no setter for it, so, as in app code, a subclass
// overrides `intrinsicContentSize`. Each keeps its UIKit class name for logs.

/// A plain view with a fixed intrinsic size.
final class SizedView: View {
  var fixedIntrinsicSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  override var intrinsicContentSize: CGSize { fixedIntrinsicSize }
  override var itemClassName: String { "UIView" }
}

/// A scroll view with a fixed intrinsic size.
final class SizedScrollView: ScrollView {
  var fixedIntrinsicSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  override var intrinsicContentSize: CGSize { fixedIntrinsicSize }
  override var itemClassName: String { "UIScrollView" }
}

/// An image view with a fixed intrinsic size (instead of its image's).
final class SizedImageView: ImageView {
  var fixedIntrinsicSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  override var intrinsicContentSize: CGSize { fixedIntrinsicSize }
  override var itemClassName: String { "UIImageView" }
}

/// A text field with a fixed intrinsic size (instead of its text's).
final class SizedTextField: TextField {
  var fixedIntrinsicSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  override var intrinsicContentSize: CGSize { fixedIntrinsicSize }
  override var itemClassName: String { "UITextField" }
}

/// A button with a fixed intrinsic size (instead of its title's).
final class SizedButton: Button {
  var fixedIntrinsicSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  override var intrinsicContentSize: CGSize { fixedIntrinsicSize }
  override var itemClassName: String { "UIButton" }
}

/// A switch with a fixed intrinsic size (instead of 51 × 31).
final class SizedSwitch: Switch {
  var fixedIntrinsicSize = CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
  override var intrinsicContentSize: CGSize { fixedIntrinsicSize }
  override var itemClassName: String { "UISwitch" }
}

extension ViewSpec {
  /// A new view for the entry: a table view of its style, else ``ViewKind/makeView(intrinsicSize:)``.
  func makeView() -> View {
    if kind == .tableView { return TableView(frame: .zero, style: table?.style ?? .plain) }
    return kind.makeView(intrinsicSize: intrinsicSize)
  }
}

extension ViewKind {
  /// A new view of this kind; with `intrinsicSize`, the subclass that reports it.
  func makeView(intrinsicSize: CGSize?) -> View {
    if let size = intrinsicSize {
      switch self {
      case .view:
        let v = SizedView()
        v.fixedIntrinsicSize = size
        return v
      case .scrollView:
        let v = SizedScrollView()
        v.fixedIntrinsicSize = size
        return v
      case .imageView:
        let v = SizedImageView()
        v.fixedIntrinsicSize = size
        return v
      case .textField:
        let v = SizedTextField()
        v.fixedIntrinsicSize = size
        return v
      case .button:
        let v = SizedButton()
        v.fixedIntrinsicSize = size
        return v
      case .switch:
        let v = SizedSwitch()
        v.fixedIntrinsicSize = size
        return v
      case .label, .stackView, .tableView, .collectionView: break  // refused when reading (their content decides)
      }
    }
    switch self {
    case .view: return View()
    case .scrollView: return ScrollView()
    case .stackView: return StackView()
    case .label: return Label()
    case .imageView: return ImageView()
    case .textField: return TextField()
    case .button: return Button(type: .system)
    case .switch: return Switch()
    case .tableView: return TableView(frame: .zero, style: .plain)
    case .collectionView: return CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
    }
  }
}
