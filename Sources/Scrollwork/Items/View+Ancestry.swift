import Foundation

/// Finding views up and down the tree: the root (with its engine), descendants, tags.
extension View {
  /// The topmost ancestor (the view itself when it has no superview).
  ///
  /// - Complexity: amortized nearly O(1). Each view keeps a hint: a view on its way
  ///   to the root (``rootHint``). Reading follows hints instead of superviews, then
  ///   points every view it passed at the root found (path compression, as in
  ///   union–find), so that adding views under a deep view and reading the root of
  ///   each stays linear overall (a 100,000-deep chain walked its depth per view).
  ///   A hint stays an ancestor while the hierarchy only grows; removing a view from
  ///   its superview clears the hints of its subtree (see `removeFromSuperview`).
  var rootView: View {
    // The usual case: the hint is the root itself (an ancestor without a superview),
    // and there is nothing to compress.
    if let hint = rootHint?.object, hint !== self {
      let candidate = unsafeDowncast(hint, to: View.self)
      if candidate.superviewReference?.object == nil { return candidate }
    }
    var root = self
    while let s = root.superview {
      if let hint = root.rootHint?.object, hint !== root {
        root = unsafeDowncast(hint, to: View.self)
      } else {
        root = s
      }
    }
    var v = self
    while v !== root {
      let next: View
      if let hint = v.rootHint?.object, hint !== v {
        next = unsafeDowncast(hint, to: View.self)
      } else {
        guard let s = v.superview else { break }
        next = s
      }
      if v.rootHint?.object !== root { v.rootHint = root.reference }
      v = next
    }
    return root
  }

  /// The engine of this view's hierarchy, if it has been laid out once.
  var rootEngine: LayoutEngine? { rootView.engine }

  /// Whether `self` is `view` or one of its descendants.
  public func isDescendant(of view: View) -> Bool {
    var v: View? = self
    while let current = v {
      if current === view { return true }
      v = current.superview
    }
    return false
  }

  /// The view with this tag: the receiver or a descendant (depth-first), or nil.
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for s in subviews {
      if let found = s.viewWithTag(tag) { return found }
    }
    return nil
  }
}
