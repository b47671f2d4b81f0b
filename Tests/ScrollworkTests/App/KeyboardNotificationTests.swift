import Foundation
import Scrollwork
import Testing

/// Every test that shows or hides a window's keyboard. `NotificationCenter.default` is
/// process-wide and ported view controllers observe with `object: nil`, as UIKit code
/// does, so these suites run one test at a time (UIKit code runs on the main thread).
@Suite(.serialized) struct KeyboardSuites {}

/// One keyboard notification as a test sees it.
struct KeyboardEvent: Equatable, CustomStringConvertible {
  var name: String
  var begin: CGRect
  var end: CGRect

  var description: String { "\(name) \(begin) → \(end)" }
}

/// Records a window's keyboard notifications (observed with `object: window`).
final class KeyboardRecorder: @unchecked Sendable {
  private(set) var events: [KeyboardEvent] = []
  private(set) var infos: [[AnyHashable: Any]] = []
  private var tokens: [NSObjectProtocol] = []

  static let names: [(Notification.Name, String)] = [
    (Responder.keyboardWillShowNotification, "willShow"), (Responder.keyboardDidShowNotification, "didShow"),
    (Responder.keyboardWillHideNotification, "willHide"), (Responder.keyboardDidHideNotification, "didHide"),
    (Responder.keyboardWillChangeFrameNotification, "willChangeFrame"),
    (Responder.keyboardDidChangeFrameNotification, "didChangeFrame"),
  ]

  init(window: Window) {
    for (name, short) in Self.names {
      tokens.append(
        NotificationCenter.default.addObserver(forName: name, object: window, queue: nil) { [weak self] note in
          let info = note.userInfo ?? [:]
          let begin = (info[Responder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue ?? .null
          let end = (info[Responder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .null
          self?.events.append(KeyboardEvent(name: short, begin: begin, end: end))
          self?.infos.append(info)
        })
    }
  }

  func clear() {
    events.removeAll()
    infos.removeAll()
  }

  deinit {
    for t in tokens { NotificationCenter.default.removeObserver(t) }
  }
}

extension KeyboardSuites {
  /// UIKit's keyboard notifications from `showKeyboard(height:)` / `hideKeyboard()`:
  /// order, `userInfo` values (frames in window coordinates), the keyboard layout guide,
  /// focus changes and rotation while the keyboard is up.
  @Suite struct KeyboardNotificationTests {
    /// A controller with one field and a box whose bottom sits on the keyboard guide.
    final class FieldsController: ViewController, @unchecked Sendable {
      let first = TextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
      let second = TextField(frame: CGRect(x: 20, y: 150, width: 200, height: 34))
      let box = View()
      override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(first)
        view.addSubview(second)
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        try? LayoutConstraint.activateOrThrow([
          box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          box.trailingAnchor.constraint(equalTo: view.trailingAnchor),
          box.heightAnchor.constraint(equalToConstant: 44),
          box.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
        ])
      }
    }

    func makeWindow(_ device: Device = .standard) -> (Window, FieldsController) {
      let window = Window(device: device)
      let vc = FieldsController()
      window.rootViewController = vc
      window.makeKeyAndVisible()
      return (window, vc)
    }

    @Test func showingPostsWillChangeWillShowDidChangeDidShowWithWindowFrames() throws {
      let (window, vc) = makeWindow()
      let recorder = KeyboardRecorder(window: window)
      vc.first.becomeFirstResponder()
      #expect(recorder.events.isEmpty)  // no keyboard yet: focus alone posts nothing
      window.showKeyboard(height: 216)
      let begin = CGRect(x: 0, y: 667, width: 375, height: 216)
      let end = CGRect(x: 0, y: 451, width: 375, height: 216)
      #expect(
        recorder.events == [
          KeyboardEvent(name: "willChangeFrame", begin: begin, end: end),
          KeyboardEvent(name: "willShow", begin: begin, end: end),
          KeyboardEvent(name: "didChangeFrame", begin: begin, end: end),
          KeyboardEvent(name: "didShow", begin: begin, end: end),
        ])
      let info = try #require(recorder.infos.first)
      // Both ways ported code reads a rectangle work.
      #expect(info[Responder.keyboardFrameEndUserInfoKey] as? CGRect == end)
      #expect((info[Responder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == end)
      #expect(info[Responder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
      #expect((info[Responder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
      #expect(info[Responder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
      #expect((info[Responder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.uintValue == 7)
      #expect(info[Responder.keyboardIsLocalUserInfoKey] as? Bool == true)
      #expect(Responder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
      #expect(Responder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
      #expect(Notification.Name.UIKeyboardWillShow == Responder.keyboardWillShowNotification)
      // The keyboard layout guide follows: the box now ends at the keyboard's top.
      #expect(window.keyboardFrame == end && window.isKeyboardVisible)
      #expect(vc.box.frame == CGRect(x: 0, y: 407, width: 375, height: 44))
      // The view converts the window rectangle into its own coordinates (here the same).
      #expect(vc.view.convert(end, from: nil) == end)
    }

    @Test func focusMovingWhileTheKeyboardIsUpRepostsWillShowAndDidShow() {
      let (window, vc) = makeWindow()
      vc.first.becomeFirstResponder()
      window.showKeyboard(height: 216)
      let recorder = KeyboardRecorder(window: window)
      vc.second.becomeFirstResponder()
      let frame = CGRect(x: 0, y: 451, width: 375, height: 216)
      #expect(
        recorder.events == [
          KeyboardEvent(name: "willShow", begin: frame, end: frame),
          KeyboardEvent(name: "didShow", begin: frame, end: frame),
        ])
      recorder.clear()
      window.showKeyboard(height: 216)  // same height again: no frame change
      #expect(recorder.events.map(\.name) == ["willShow", "didShow"])
    }

    @Test func resigningTheLastResponderHidesTheKeyboard() {
      let (window, vc) = makeWindow()
      vc.first.becomeFirstResponder()
      window.showKeyboard(height: 216)
      let recorder = KeyboardRecorder(window: window)
      vc.view.endEditing(true)
      let up = CGRect(x: 0, y: 451, width: 375, height: 216)
      let down = CGRect(x: 0, y: 667, width: 375, height: 216)
      #expect(
        recorder.events == [
          KeyboardEvent(name: "willChangeFrame", begin: up, end: down),
          KeyboardEvent(name: "willHide", begin: up, end: down),
          KeyboardEvent(name: "didChangeFrame", begin: up, end: down),
          KeyboardEvent(name: "didHide", begin: up, end: down),
        ])
      #expect(!window.isKeyboardVisible && window.keyboardFrame == nil)
      #expect(vc.box.frame == CGRect(x: 0, y: 623, width: 375, height: 44))
      recorder.clear()
      window.hideKeyboard()  // already hidden: nothing
      #expect(recorder.events.isEmpty)
    }

    @Test func hidingKeepsTheFirstResponderAndZeroHeightHides() {
      let (window, vc) = makeWindow()
      vc.first.becomeFirstResponder()
      window.showKeyboard(height: 216)
      window.hideKeyboard()
      #expect(vc.first.isFirstResponder && !window.isKeyboardVisible)
      window.showKeyboard(height: 260)
      let recorder = KeyboardRecorder(window: window)
      window.showKeyboard(height: 0)
      #expect(recorder.events.map(\.name) == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
    }

    @Test("rotating with the keyboard up re-posts it with the landscape frame")
    func rotationWithTheKeyboardUp() {
      let (window, vc) = makeWindow()
      vc.second.becomeFirstResponder()
      window.showKeyboard(height: 216)
      let recorder = KeyboardRecorder(window: window)
      window.rotate(to: .landscape, keyboardHeight: 162)
      let old = CGRect(x: 0, y: 451, width: 375, height: 216)
      let new = CGRect(x: 0, y: 213, width: 667, height: 162)
      #expect(
        recorder.events == [
          KeyboardEvent(name: "willChangeFrame", begin: old, end: new),
          KeyboardEvent(name: "willShow", begin: old, end: new),
          KeyboardEvent(name: "didChangeFrame", begin: old, end: new),
          KeyboardEvent(name: "didShow", begin: old, end: new),
        ])
      #expect(vc.second.isFirstResponder)
      #expect(vc.box.frame == CGRect(x: 0, y: 169, width: 667, height: 44))
      // Back to portrait without a height: the keyboard keeps its 162 pt.
      recorder.clear()
      window.rotate(to: .portrait)
      #expect(
        recorder.events.last
          == KeyboardEvent(name: "didShow", begin: new, end: CGRect(x: 0, y: 505, width: 375, height: 162)))
      #expect(vc.box.frame == CGRect(x: 0, y: 461, width: 375, height: 44))
    }

    @Test("on an iPhone X the keyboard guide covers the home indicator when up and the safe area when down")
    func keyboardGuideOnAFaceIDPhone() {
      let (window, vc) = makeWindow(.preset("iphone-x"))
      // Hidden: the guide's top is the safe area's bottom (812 − 34).
      #expect(vc.box.frame == CGRect(x: 0, y: 734, width: 375, height: 44))
      window.showKeyboard(height: 291)
      #expect(vc.box.frame == CGRect(x: 0, y: 477, width: 375, height: 44))
      window.hideKeyboard()
      #expect(vc.box.frame == CGRect(x: 0, y: 734, width: 375, height: 44))
    }
  }
}
