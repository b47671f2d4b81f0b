import Foundation
import Scrollwork

extension LaidOutScreen {
  /// Plays the file's actions in order, laying out after each.
  public func runActions() {
    for spec in file.actions { run(spec.action) }
  }

  /// Plays one action (semantics in `Documentation/LayoutFiles.md`) and lays out;
  /// table header and footer views are then measured again at their tables' widths
  /// (a rotation or a new text size changes their height), as `viewDidLayoutSubviews`
  /// does. Ids that name no view (or a view of the wrong kind) make it do nothing;
  /// files are checked for that when loading.
  public func run(_ action: LayoutAction) {
    switch action {
    case .rotate(let o):
      rotate(to: o)
    case .contentSizeCategory(let category):
      setContentSizeCategory(category)
    case .keyboard(let height):
      if let height { showKeyboard(height: height) } else { hideKeyboard() }
    case .focus(let id):
      guard let v = view(id) else { return }
      focusedID = id
      if let field = v as? TextField {
        field.becomeFirstResponder()
      } else {
        TextField.firstResponder(in: root)?.resignFirstResponder()
      }
      root.layoutIfNeeded()
      scrollIntoView(v)
    case .scrollTo(let id, let page, let axis):
      guard let scroll = view(id) as? ScrollView else { return }
      let size = scroll.contentSize
      let b = scroll.bounds.size
      let horizontal = axis.map { $0 == .horizontal } ?? (size.width > b.width || size.height <= b.height)
      if horizontal {
        scroll.scroll(toPage: page, animated: false)
      } else {
        scroll.scroll(toVerticalPage: page, animated: false)
      }
    case .offset(let id, let x, let y):
      guard let scroll = view(id) as? ScrollView else { return }
      let current = scroll.contentOffset
      scroll.setContentOffset(CGPoint(x: x ?? current.x, y: y ?? current.y), animated: false)
    case .setConstraint(let id, let constant, let priority):
      for c in constraintsByID[id] ?? [] {
        if let constant { c.constant = constant }
        if let priority { c.priority = LayoutPriority(priority) }
      }
    case .text(let id, let value):
      switch view(id) {
      case let label as Label: label.text = value
      case let field as TextField: field.text = value
      case let button as Button: button.setTitle(value, for: .normal)
      default: break
      }
    }
    root.layoutIfNeeded()
    for source in cellSources {
      guard let table = view(source.viewID) as? TableView else { continue }
      if LayoutFile.sizeHeaderAndFooter(of: table) { root.layoutIfNeeded() }
    }
  }

  /// The root takes `orientation`'s size and safe area (the device's), and a shown
  /// keyboard moves to the bottom of the turned root.
  /// Gives every text-style font (`font: body`) the size of `category` and lays out
  /// again, as a window's labels with `adjustsFontForContentSizeCategory` follow a
  /// change of the Dynamic Type size (UIKitBehaviour.md §17).
  func setContentSizeCategory(_ category: ContentSizeCategory) {
    contentSizeCategory = category
    var specs: [String: FontSpec] = [:]
    for spec in file.views { if let f = spec.font, f.style != nil { specs[spec.id] = f } }
    for (id, v) in views {
      guard let f = specs[id], let style = f.style else { continue }
      let font = LayoutFile.font(style: style, bold: f.bold, category: category)
      switch v {
      case let label as Label: label.font = font
      case let field as TextField: field.font = font
      case let button as Button: button.titleFont = font
      default: break
      }
    }
    root.layoutIfNeeded()
  }

  func rotate(to o: DeviceOrientation) {
    orientation = o
    let size = device.size(in: o)
    root.frame = CGRect(origin: root.frame.origin, size: size)
    root.screen.bounds = CGRect(origin: .zero, size: size)
    root.deviceSafeAreaInsets = device.safeAreaInsets(in: o)
    root.layoutIfNeeded()
    if let h = keyboardHeight { showKeyboard(height: h) }
  }

  /// A docked keyboard covering the bottom `height` points of the root: the root's
  /// `View.keyboardFrame` (the keyboard layout guides follow), then for each scroll
  /// view the keyboard overlaps `ScrollView.keyboardWillShow(frame:in:)` (the
  /// bottom inset becomes the overlap, the first responder is scrolled into view);
  /// scroll views it does not overlap get their insets back. A focused view that is
  /// not a text field is scrolled into view too.
  func showKeyboard(height: CGFloat) {
    keyboardHeight = height
    let b = root.bounds
    let frame = CGRect(x: b.minX, y: b.minY + b.height - height, width: b.width, height: height)
    root.keyboardFrame = frame
    root.layoutIfNeeded()
    for scroll in scrollViews {
      let mine = scroll.convert(scroll.bounds, to: root)
      let hit = mine.intersection(frame)
      if hit.isNull || hit.height <= 0 || hit.width <= 0 {
        scroll.keyboardWillHide()
      } else {
        scroll.keyboardWillShow(frame: frame, in: root)
      }
      root.layoutIfNeeded()
    }
    if let id = focusedID, let v = view(id), !(v is TextField) { scrollIntoView(v) }
  }

  /// Hides the keyboard: every scroll view gets its insets back.
  func hideKeyboard() {
    keyboardHeight = nil
    root.keyboardFrame = nil
    for scroll in scrollViews { scroll.keyboardWillHide() }
  }

  /// Scrolls `v`'s bounds into view in its nearest scroll view ancestor (§7.4).
  func scrollIntoView(_ v: View) {
    var ancestor = v.superview
    while let a = ancestor, !(a is ScrollView) { ancestor = a.superview }
    guard let scroll = ancestor as? ScrollView else { return }
    scroll.scrollRectToVisible(v.convert(v.bounds, to: scroll), animated: false)
    root.layoutIfNeeded()
  }
}
