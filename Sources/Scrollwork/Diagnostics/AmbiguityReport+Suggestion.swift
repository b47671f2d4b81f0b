import Foundation

extension AmbiguityReport {
  /// The name a report uses for an item: a view's `accessibilityIdentifier`, a
  /// custom guide's `identifier`, else UIKit's item text (`UILabel:0x…'Hello'`,
  /// `UILayoutGuide:0x…'UIViewLayoutMarginsGuide'`).
  static func name(of item: AnyObject) -> String {
    asLayoutItem(item)?.reportIdentifier ?? itemText(item)
  }

  /// The advice for one free unknown:
  ///
  /// | free | text |
  /// |---|---|
  /// | minX | `<name>.minX is free: pin its leading or trailing edge, or center it` |
  /// | width | `<name>.width is free: pin its trailing edge, or give it a width` |
  /// | minY | `<name>.minY is free: pin its top or bottom edge, or center it` |
  /// | height | `<name>.height is free: pin its bottom, or give it a height` |
  ///
  /// A bounded range is named after "free": `is free between 100 and 200`
  /// (then the advice is `give it an exact width, or raise the priority of one of
  /// the constraints that bound it`; `pin it exactly, …` for a position), `is free from 100
  /// up`, `is free up to 200`. A scroll view's content guide gets Interface
  /// Builder's wording (UIKitBehaviour.md §10): `<scroll> has ambiguous scrollable
  /// content width: …`.
  ///
  /// With a checked fix (``SuggestedConstraint``), the advice names it instead:
  /// `content.height is free: add last.bottom == content.bottom - 20`. A guide
  /// private to UIKit (`UISV-*`) is never to be pinned:
  /// `<guide>.minX is free: UIKit generates this guide's constraints; nothing to add`.
  static func suggestion(
    name: String, attribute: FreeAttribute, lowerBound: CGFloat?, upperBound: CGFloat?,
    scrollView: View? = nil, fix: SuggestedConstraint? = nil, isPrivateGuide: Bool = false
  ) -> String {
    if isPrivateGuide {
      return "\(name).\(attribute) is free: UIKit generates this guide's constraints; nothing to add"
    }
    if let scrollView {
      let scrollName = Self.name(of: scrollView)
      let dimension = attribute.axis == .horizontal ? "width" : "height"
      let edges = attribute.axis == .horizontal ? "leading and trailing" : "top and bottom"
      if let fix { return "\(scrollName) has ambiguous scrollable content \(dimension): add \(fix)" }
      return "\(scrollName) has ambiguous scrollable content \(dimension): pin its content's \(edges) edges"
        + " to contentLayoutGuide and give the content a \(dimension)"
    }
    var range = ""
    switch (lowerBound, upperBound) {
    case (let lo?, let hi?): range = " between \(fmt(lo)) and \(fmt(hi))"
    case (let lo?, nil): range = " from \(fmt(lo)) up"
    case (nil, let hi?): range = " up to \(fmt(hi))"
    case (nil, nil): break
    }
    let advice: String
    if let fix {
      advice =
        "add \(fix)"
        + (lowerBound != nil && upperBound != nil
          ? ", or raise the priority of one of the constraints that bound it" : "")
    } else if lowerBound != nil && upperBound != nil {
      let exact = attribute.layoutAttribute.isDimension ? "give it an exact \(attribute)" : "pin it exactly"
      advice = "\(exact), or raise the priority of one of the constraints that bound it"
    } else {
      switch attribute {
      case .left: advice = "pin its leading or trailing edge, or center it"
      case .width: advice = "pin its trailing edge, or give it a width"
      case .top: advice = "pin its top or bottom edge, or center it"
      case .height: advice = "pin its bottom, or give it a height"
      }
    }
    return "\(name).\(attribute) is free\(range): \(advice)"
  }
}
