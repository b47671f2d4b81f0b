import Foundation
import Scrollwork

/// A list of callback names shared by the controllers and views of one test.
final class CallLog: @unchecked Sendable {
  private(set) var entries: [String] = []
  func add(_ entry: String) { entries.append(entry) }
  func clear() { entries.removeAll() }
}

/// A controller that records every lifecycle callback as `"<name>.<callback>"`.
class RecordingViewController: ViewController, @unchecked Sendable {
  let name: String
  let log: CallLog

  init(_ name: String, log: CallLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    name = "coder"
    log = CallLog()
    super.init(coder: coder)
  }

  override func loadView() {
    log.add("\(name).loadView")
    super.loadView()
  }
  override func viewDidLoad() {
    super.viewDidLoad()
    log.add("\(name).viewDidLoad")
  }
  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.add("\(name).viewWillAppear")
  }
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.add("\(name).viewDidAppear")
  }
  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    log.add("\(name).viewWillDisappear")
  }
  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    log.add("\(name).viewDidDisappear")
  }
  override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    log.add("\(name).viewWillLayoutSubviews")
  }
  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    log.add("\(name).viewDidLayoutSubviews")
  }
  override func updateViewConstraints() {
    log.add("\(name).updateViewConstraints")
    super.updateViewConstraints()
  }
  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    log.add("\(name).viewSafeAreaInsetsDidChange")
  }
  override func willMove(toParent parent: ViewController?) {
    super.willMove(toParent: parent)
    log.add("\(name).willMove(toParent: \(parent.map { ($0 as? RecordingViewController)?.name ?? "?" } ?? "nil"))")
  }
  override func didMove(toParent parent: ViewController?) {
    super.didMove(toParent: parent)
    log.add("\(name).didMove(toParent: \(parent.map { ($0 as? RecordingViewController)?.name ?? "?" } ?? "nil"))")
  }
  override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    log.add("\(name).traitCollectionDidChange")
  }
  override func willTransition(to newCollection: TraitCollection, with coordinator: ViewControllerTransitionCoordinator)
  {
    super.willTransition(to: newCollection, with: coordinator)
    log.add("\(name).willTransition(to: traits)")
  }
  override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    log.add("\(name).viewWillTransition(to: \(fmtSize(size)))")
    coordinator.animate(
      alongsideTransition: { [log, name] _ in
        log.add("\(name).alongside")
      },
      completion: { [log, name] _ in
        log.add("\(name).completion")
      })
  }
}

/// `375×667`.
func fmtSize(_ size: CGSize) -> String {
  "\(Int(size.width))×\(Int(size.height))"
}

extension Device {
  /// A preset the tests know by name (they all exist in `Device.all`).
  static func preset(_ name: String) -> Device {
    Device.named(name) ?? .standard
  }
}
