import Foundation
import Scrollwork
import Testing

@testable import ScrollworkCLI
@testable import ScrollworkLayoutFile

/// What the library's own hierarchies (a layout file's screen, the demo's windows) post:
/// nothing on `NotificationCenter.default`, where a port's controller (or another test
/// run beside them) observes every keyboard and text field of the process; all of it on
/// a center of their own.
@Suite struct NotificationIsolationTests {
  /// The names of the notifications posted on `center` while `body` runs whose object
  /// is one of `objects` (by identity), each with that object's label, in order.
  /// Only identities are compared: other suites post from other threads meanwhile, and
  /// their views are not read here. Every object must be alive before `body` runs
  /// (an identity cannot then belong to another object).
  static func posts(
    on center: NotificationCenter, about objects: [(label: String, object: AnyObject)], during body: () throws -> Void
  ) rethrows -> [String] {
    let labels = Dictionary(
      objects.map { (ObjectIdentifier($0.object), $0.label) }, uniquingKeysWith: { first, _ in first })
    let seen = Recorder()
    let token = center.addObserver(forName: nil, object: nil, queue: nil) { note in
      guard let object = note.object, let label = labels[ObjectIdentifier(object as AnyObject)] else { return }
      seen.append("\(note.name.rawValue) \(label)")
    }
    defer { center.removeObserver(token) }
    try body()
    return seen.all
  }

  /// Lines appended from any thread.
  final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
  }

  /// LaidOutScreenTests' two scroll views, the lower one's `target` a text field (900
  /// points down its 1000-point content, 50 tall).
  static let fieldFile = LaidOutScreenTests.twoScrollViews.replacingOccurrences(
    of: "- { id: target, parent: content }", with: "- { id: target, parent: content, type: textField }")

  @Test(
    "a layout file's focus and keyboard actions post nothing on NotificationCenter.default; the field's editing notification reaches the screen's own center; frames and offsets as before"
  )
  func layoutFileActionsStayOffTheDefaultCenter() throws {
    let s = try LayoutFile.parse(Self.fieldFile, path: "t.yaml").build()
    let top = try #require(s.view("top") as? ScrollView)
    let bottom = try #require(s.view("bottom") as? ScrollView)
    let field = try #require(s.view("target") as? TextField)
    let objects: [(label: String, object: AnyObject)] = s.views.map { ($0.id, $0.view) }
    #expect(s.notificationCenter !== NotificationCenter.default)
    var offsets: [CGPoint] = []
    var own: [String] = []
    let onDefault = Self.posts(on: .default, about: objects) {
      own = Self.posts(on: s.notificationCenter, about: objects) {
        for action in [LayoutAction.focus("target"), .keyboard(height: 300), .keyboard(height: nil)] {
          s.run(action)
          offsets.append(bottom.contentOffset)
        }
      }
    }
    #expect(onDefault == [])
    #expect(own == ["UITextFieldTextDidBeginEditingNotification target"])
    #expect(field.isFirstResponder)
    // The values of LaidOutScreenTests.keyboardAndFocus: the field (900 ... 950) in view
    // above the 567-point scroll view (383), above the 300-point keyboard (683), then
    // back in range without it (1000 − 567 = 433).
    #expect(offsets == [CGPoint(x: 0, y: 383), CGPoint(x: 0, y: 683), CGPoint(x: 0, y: 433)])
    #expect(bottom.frame == CGRect(x: 0, y: 100, width: 375, height: 567))
    #expect(field.frame == CGRect(x: 0, y: 900, width: 375, height: 50))
    #expect(bottom.contentInset == .zero)
    #expect(top.contentInset == EdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
  }

  @Test(
    "the demo's window posts its keyboard and its fields' editing notifications on its own center, none on NotificationCenter.default"
  )
  func demoWindowsStayOffTheDefaultCenter() {
    let controller = LoginViewController()
    let window = DemoScreen.show(controller)
    let objects: [(label: String, object: AnyObject)] = [
      ("window", window), ("username", controller.username), ("password", controller.password),
    ]
    var own: [String] = []
    let onDefault = Self.posts(on: .default, about: objects) {
      own = Self.posts(on: window.notificationCenter, about: objects) {
        _ = controller.password.becomeFirstResponder()
        window.showKeyboard(height: 216)
        _ = controller.password.resignFirstResponder()
      }
    }
    #expect(onDefault == [])
    #expect(window.notificationCenter !== NotificationCenter.default)
    #expect(
      own == [
        "UITextFieldTextDidBeginEditingNotification password",
        "UIKeyboardWillChangeFrameNotification window",
        "UIKeyboardWillShowNotification window",
        "UIKeyboardDidChangeFrameNotification window",
        "UIKeyboardDidShowNotification window",
        "UITextFieldTextDidEndEditingNotification password",
        "UIKeyboardWillChangeFrameNotification window",
        "UIKeyboardWillHideNotification window",
        "UIKeyboardDidChangeFrameNotification window",
        "UIKeyboardDidHideNotification window",
      ])
  }
}
