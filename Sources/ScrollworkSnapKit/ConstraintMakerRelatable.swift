import Foundation
import Scrollwork

/// A chain ready for its relation: `equalTo`, `lessThanOrEqualTo`,
/// `greaterThanOrEqualTo` and their `…Superview()` forms. Each records `#file:#line`
/// as the constraint's `LayoutConstraint.sourceLocation`.
public class ConstraintMakerRelatable {
  let description: ConstraintDescription

  init(_ description: ConstraintDescription) {
    self.description = description
  }

  func relatedTo(
    _ other: ConstraintRelatableTarget, relation: LayoutRelation, file: String, line: UInt
  ) -> ConstraintMakerEditable {
    let location = "\(file):\(line)"
    description.relation = relation
    description.sourceLocation = location
    switch ResolvedTarget(other) {
    case .item(let item):
      description.related = item
      description.constant = .zero
    case .constant(let constant):
      description.related = ConstraintItem(target: nil, attributes: .none)
      description.constant = constant
    case .invalid(let text):
      description.relateError = .invalidTarget(text, location: location)
    }
    return ConstraintMakerEditable(description)
  }

  func relatedToSuperview(
    _ resolve: (View) -> ConstraintRelatableTarget, relation: LayoutRelation, file: String, line: UInt
  ) -> ConstraintMakerEditable {
    guard let superview = constraintSuperview(of: description.item) else {
      description.relation = relation
      description.sourceLocation = "\(file):\(line)"
      description.relateError = .noSuperview(
        item: constraintItemName(description.item),
        attribute: description.attributes.layoutAttributes.first ?? .notAnAttribute,
        location: "\(file):\(line)")
      return ConstraintMakerEditable(description)
    }
    return relatedTo(resolve(superview), relation: relation, file: file, line: line)
  }

  /// `attribute == target`.
  @discardableResult
  public func equalTo(
    _ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedTo(other, relation: .equal, file: file, line: line)
  }

  /// `attribute == superview.attribute`; without a superview, an error (see ``ConstraintError``).
  @discardableResult
  public func equalToSuperview(_ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable {
    relatedToSuperview({ $0 }, relation: .equal, file: file, line: line)
  }

  /// `attribute == closure(superview)`, for example `equalToSuperview { $0.safeAreaLayoutGuide }`.
  @discardableResult
  public func equalToSuperview<T: ConstraintRelatableTarget>(
    _ closure: (View) -> T, _ file: String = #file, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedToSuperview({ closure($0) as ConstraintRelatableTarget }, relation: .equal, file: file, line: line)
  }

  /// `attribute <= target`.
  @discardableResult
  public func lessThanOrEqualTo(
    _ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedTo(other, relation: .lessThanOrEqual, file: file, line: line)
  }

  /// `attribute <= superview.attribute`.
  @discardableResult
  public func lessThanOrEqualToSuperview(_ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable {
    relatedToSuperview({ $0 }, relation: .lessThanOrEqual, file: file, line: line)
  }

  /// `attribute <= closure(superview)`.
  @discardableResult
  public func lessThanOrEqualToSuperview<T: ConstraintRelatableTarget>(
    _ closure: (View) -> T, _ file: String = #file, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedToSuperview({ closure($0) as ConstraintRelatableTarget }, relation: .lessThanOrEqual, file: file, line: line)
  }

  /// `attribute >= target`.
  @discardableResult
  public func greaterThanOrEqualTo(
    _ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedTo(other, relation: .greaterThanOrEqual, file: file, line: line)
  }

  /// `attribute >= superview.attribute`.
  @discardableResult
  public func greaterThanOrEqualToSuperview(_ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable {
    relatedToSuperview({ $0 }, relation: .greaterThanOrEqual, file: file, line: line)
  }

  /// `attribute >= closure(superview)`.
  @discardableResult
  public func greaterThanOrEqualToSuperview<T: ConstraintRelatableTarget>(
    _ closure: (View) -> T, _ file: String = #file, _ line: UInt = #line
  ) -> ConstraintMakerEditable {
    relatedToSuperview(
      { closure($0) as ConstraintRelatableTarget }, relation: .greaterThanOrEqual, file: file, line: line)
  }
}
