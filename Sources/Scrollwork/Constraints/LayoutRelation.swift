/// How the two sides of a constraint compare: `NSLayoutConstraint.Relation`.
public enum LayoutRelation: Int, Sendable, CustomStringConvertible {
  case lessThanOrEqual = -1
  case equal = 0
  case greaterThanOrEqual = 1

  /// `<=`, `==` or `>=`, as in constraint descriptions (UIKitBehaviour.md §9.1).
  public var description: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
