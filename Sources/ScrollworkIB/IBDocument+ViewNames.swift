import Foundation

extension IBDocument {
  /// The name a finding gives a view: the one its author knows it by, then its object
  /// id in parentheses (InterfaceBuilder.md, "Naming views"). The first of:
  ///
  /// 1. the property name of an outlet to it: `titleLabel (Hc4-0N-p1Q)`;
  /// 2. its user label (Xcode's "Label" in the Document inspector), quoted:
  ///    `'Header' (Hc4-0N-p1Q)`;
  /// 3. its text, title or placeholder after its class, quoted:
  ///    `Label 'Welcome back' (Hc4-0N-p1Q)`, `Text Field 'Email' (…)`;
  /// 4. its accessibility identifier after its class:
  ///    `Image View with accessibility identifier 'avatar' (…)`;
  /// 5. its class: the custom class as written, else the kind as Xcode's library
  ///    names it: `ProfileCard (…)`, `Scroll View (…)`.
  ///
  /// Quoted values have runs of white space (line breaks of multi-line labels)
  /// collapsed to one space and are cut after 30 characters, so a finding stays on
  /// one line.
  public func name(of view: IBView) -> String {
    "\(author(of: view)) (\(view.id))"
  }

  /// ``name(of:)`` without the id.
  func author(of view: IBView) -> String {
    if let outlet = outletNames[view.id] { return outlet }
    if let label = Self.quoted(view.userLabel) { return label }
    let kind = view.customClass.flatMap { $0.isEmpty ? nil : $0 } ?? Self.kind(of: view.element)
    if let text = Self.quoted(view.text) { return "\(kind) \(text)" }
    if let identifier = Self.quoted(view.accessibilityIdentifier) {
      return "\(kind) with accessibility identifier \(identifier)"
    }
    return kind
  }

  /// `'value'` with white space collapsed and cut after 30 characters; nil when
  /// absent or blank.
  static func quoted(_ value: String?) -> String? {
    guard let value else { return nil }
    let words = value.split(whereSeparator: { $0.isWhitespace || $0.isNewline })
    guard !words.isEmpty else { return nil }
    return "'\(words.joined(separator: " ").prefix(30))'"
  }

  /// Xcode's name for an element kind: `scrollView` is `Scroll View`, `label` is `Label`.
  static func kind(of element: String) -> String {
    if let known = kindNames[element] { return known }
    var words: [String] = []
    var word = ""
    for c in element {
      if c.isUppercase, !word.isEmpty {
        words.append(word)
        word = ""
      }
      word.append(c)
    }
    if !word.isEmpty { words.append(word) }
    return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
  }

  /// The kinds whose library names are not their element names split into words.
  static let kindNames: [String: String] = [
    "wkWebView": "WebKit View", "activityIndicatorView": "Activity Indicator",
    "tableViewCellContentView": "Content View",
  ]

  /// The property name of the first `<outlet>` or `<outletCollection>` in document
  /// order that points at each destination id (iteratively, pre-order). Delegate and
  /// data-source outlets (`delegate`, `dataSource`, `pickerDelegate`, ...) name the
  /// object that serves a view, not a view its author holds, and are left out.
  /// - Complexity: O(elements).
  static func outletNames(in root: IBElement) -> [String: String] {
    var result: [String: String] = [:]
    var stack = [root]
    while let x = stack.popLast() {
      if x.name == "outlet" || x.name == "outletCollection", let property = x["property"], !property.isEmpty,
        !property.hasSuffix("elegate"), !property.hasSuffix("ataSource"),
        let destination = x["destination"], result[destination] == nil
      {
        result[destination] = property
      }
      stack.append(contentsOf: x.children.reversed())
    }
    return result
  }
}
