import Foundation
import Scrollwork
import Testing

/// First-responder switching and the text-field delegate, as UIKit orders them.
@Suite struct ResponderTests {
  /// A delegate that logs every call as `"<method> <placeholder>"`.
  final class LoggingDelegate: TextFieldDelegate {
    let log = CallLog()
    var allowBegin = true
    var allowEnd = true
    var allowChange = true
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
      log.add("shouldBegin \(textField.placeholder ?? "")")
      return allowBegin
    }
    func textFieldDidBeginEditing(_ textField: TextField) { log.add("didBegin \(textField.placeholder ?? "")") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
      log.add("shouldEnd \(textField.placeholder ?? "")")
      return allowEnd
    }
    func textFieldDidEndEditing(_ textField: TextField) { log.add("didEnd \(textField.placeholder ?? "")") }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
      log.add("shouldReturn \(textField.placeholder ?? "")")
      return false
    }
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
      -> Bool
    {
      log.add("shouldChange \(range.location),\(range.length) '\(string)'")
      return allowChange
    }
  }

  /// A window showing fields "a" and "b" in a container.
  func makeForm() -> (Window, View, TextField, TextField, LoggingDelegate) {
    let window = Window(device: .standard)
    let vc = ViewController()
    window.rootViewController = vc
    let container = View(frame: CGRect(x: 0, y: 100, width: 375, height: 200))
    vc.view.addSubview(container)
    let delegate = LoggingDelegate()
    var fields: [TextField] = []
    for (i, name) in ["a", "b"].enumerated() {
      let f = TextField(frame: CGRect(x: 20, y: 20 + CGFloat(i) * 50, width: 200, height: 34))
      f.placeholder = name
      f.delegate = delegate
      container.addSubview(f)
      fields.append(f)
    }
    window.makeKeyAndVisible()
    return (window, container, fields[0], fields[1], delegate)
  }

  @Test func switchingEndsEditingInTheOldFieldBeforeTheNewOneBegins() {
    let (window, _, a, b, delegate) = makeForm()
    #expect(a.becomeFirstResponder())
    #expect(a.isFirstResponder && a.isEditing && TextField.firstResponder(in: window) === a)
    #expect(delegate.log.entries == ["shouldBegin a", "didBegin a"])
    delegate.log.clear()
    #expect(b.becomeFirstResponder())
    #expect(delegate.log.entries == ["shouldBegin b", "shouldEnd a", "didEnd a", "didBegin b"])
    #expect(!a.isFirstResponder && !a.isEditing && b.isFirstResponder)
    delegate.log.clear()
    #expect(b.becomeFirstResponder())  // already: nothing asked
    #expect(delegate.log.entries.isEmpty)
    #expect(b.resignFirstResponder())
    #expect(delegate.log.entries == ["shouldEnd b", "didEnd b"])
    #expect(TextField.firstResponder(in: window) == nil)
  }

  @Test func theDelegateCanRefuseBeginningOrEnding() {
    let (window, _, a, b, delegate) = makeForm()
    defer { withExtendedLifetime(window) {} }
    delegate.allowBegin = false
    #expect(!a.becomeFirstResponder())
    #expect(!a.isFirstResponder && delegate.log.entries == ["shouldBegin a"])
    delegate.allowBegin = true
    a.becomeFirstResponder()
    delegate.allowEnd = false
    delegate.log.clear()
    #expect(!b.becomeFirstResponder())
    #expect(delegate.log.entries == ["shouldBegin b", "shouldEnd a"])
    #expect(a.isFirstResponder && !b.isFirstResponder)
    #expect(!a.resignFirstResponder())
    // endEditing(true) forces it: the delegate hears the end without being asked.
    delegate.log.clear()
    #expect(a.superview?.endEditing(true) == true)
    #expect(delegate.log.entries == ["didEnd a"])
    #expect(!a.isFirstResponder && !a.isEditing)
  }

  @Test func disabledFieldsAndPlainViewsCannotBecomeFirstResponder() {
    let (window, container, a, _, _) = makeForm()
    defer { withExtendedLifetime(window) {} }
    a.isEnabled = false
    #expect(!a.becomeFirstResponder())
    #expect(!container.canBecomeFirstResponder && !container.becomeFirstResponder())
    // A field in no hierarchy of its own is its root's responder.
    let lone = TextField()
    #expect(lone.becomeFirstResponder() && lone.isFirstResponder)
  }

  @Test func removingTheFirstResponderFromTheWindowEndsItsEditing() {
    let (window, container, a, _, delegate) = makeForm()
    a.becomeFirstResponder()
    delegate.log.clear()
    container.removeFromSuperview()
    #expect(delegate.log.entries == ["shouldEnd a", "didEnd a"])
    #expect(!a.isFirstResponder && TextField.firstResponder(in: window) == nil)
  }

  @Test func typingAsksTheDelegate() {
    let (window, _, a, _, delegate) = makeForm()
    defer { withExtendedLifetime(window) {} }
    a.insertText("x")  // not editing: ignored
    #expect(a.text == nil && delegate.log.entries.isEmpty)
    a.becomeFirstResponder()
    delegate.log.clear()
    a.insertText("hi")
    a.insertText("\n")
    #expect(a.text == "hi")
    #expect(delegate.log.entries == ["shouldChange 0,0 'hi'", "shouldReturn a"])
    delegate.allowChange = false
    a.deleteBackward()
    #expect(a.text == "hi")
    delegate.allowChange = true
    a.deleteBackward()
    #expect(a.text == "h")
  }

  @Test func delegatesImplementOnlyWhatTheyNeed() {
    final class Minimal: TextFieldDelegate {
      var ended: [String] = []
      func textFieldDidEndEditing(_ textField: TextField) { ended.append(textField.placeholder ?? "") }
    }
    final class WithReason: TextFieldDelegate {
      var reasons: [TextField.DidEndEditingReason] = []
      func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        reasons.append(reason)
      }
    }
    let (window, _, a, b, _) = makeForm()
    defer { withExtendedLifetime(window) {} }
    let minimal = Minimal()
    let withReason = WithReason()
    a.delegate = minimal
    b.delegate = withReason
    a.becomeFirstResponder()
    b.becomeFirstResponder()
    b.resignFirstResponder()
    #expect(minimal.ended == ["a"])
    #expect(withReason.reasons == [.committed])
  }

  @Test func theDelegateIsWeak() {
    let field = TextField()
    do {
      let delegate = LoggingDelegate()
      field.delegate = delegate
      #expect(field.delegate != nil)
    }
    #expect(field.delegate == nil)
  }

  @Test func theResponderChainRunsFromViewsThroughControllersToTheWindow() {
    let window = Window(device: .standard)
    let parent = ViewController()
    let child = ViewController()
    window.rootViewController = parent
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let field = TextField()
    child.view.addSubview(field)
    var chain: [String] = []
    var r: Responder? = field
    while let current = r {
      switch current {
      case is TextField: chain.append("field")
      case let c as ViewController: chain.append(c === child ? "child" : "parent")
      case is Window: chain.append("window")
      case let v as View: chain.append(v === child.view ? "child.view" : "parent.view")
      default: chain.append("?")
      }
      r = current.next
    }
    #expect(chain == ["field", "child.view", "child", "parent.view", "parent", "window"])
  }
}
