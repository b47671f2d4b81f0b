import Foundation
import Testing

@testable import Scrollwork

// A playback settings screen written the UIKit way: a vertical stack of a quality
// `UISegmentedControl`, a volume `UISlider`, a row of a label and a `UIStepper`, a download
// row of a `UIProgressView` and a `UIActivityIndicatorView` (hidden while stopped), and a
// self-sizing `UITextView` for notes whose delegate hears typing. Ported by renaming types
// only (`UISegmentedControl` → `SegmentedControl`, `UIAction` → `Action`, …).

private final class PlaybackSettingsViewController: ViewController, TextViewDelegate, @unchecked Sendable {
  let qualityControl = SegmentedControl(items: ["Low", "Medium", "High"])
  let volumeSlider = Slider()
  let repeatLabel = Label()
  let repeatStepper = Stepper()
  let downloadProgress = ProgressView(progressViewStyle: .default)
  let spinner = ActivityIndicatorView(style: .medium)
  let notesView = TextView()
  let stackView = StackView()
  private(set) var quality = "Medium"
  private(set) var editedNotes: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground

    qualityControl.selectedSegmentIndex = 1
    qualityControl.addAction(
      Action { [weak self] _ in
        guard let self else { return }
        self.quality = self.qualityControl.titleForSegment(at: self.qualityControl.selectedSegmentIndex) ?? ""
      }, for: .valueChanged)

    volumeSlider.minimumValue = 0
    volumeSlider.maximumValue = 100
    volumeSlider.value = 40

    repeatStepper.minimumValue = 1
    repeatStepper.maximumValue = 10
    repeatStepper.value = 2
    repeatStepper.setContentHuggingPriority(.required, for: .horizontal)
    repeatStepper.addAction(Action { [weak self] _ in self?.updateRepeatLabel() }, for: .valueChanged)
    repeatLabel.font = .systemFont(ofSize: 17)
    updateRepeatLabel()

    let repeatRow = StackView(arrangedSubviews: [repeatLabel, repeatStepper])
    repeatRow.axis = .horizontal
    repeatRow.alignment = .center
    repeatRow.spacing = 8

    spinner.hidesWhenStopped = true
    let downloadRow = StackView(arrangedSubviews: [downloadProgress, spinner])
    downloadRow.axis = .horizontal
    downloadRow.alignment = .center
    downloadRow.spacing = 12

    notesView.isScrollEnabled = false
    notesView.font = .systemFont(ofSize: 17)
    notesView.text = "Notes"
    notesView.delegate = self

    stackView.axis = .vertical
    stackView.spacing = 16
    stackView.translatesAutoresizingMaskIntoConstraints = false
    for arranged in [qualityControl, volumeSlider, repeatRow, downloadRow, notesView] {
      stackView.addArrangedSubview(arranged)
    }
    view.addSubview(stackView)
    LayoutConstraint.activate([
      stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
      stackView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      stackView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
    ])
  }

  func updateRepeatLabel() {
    repeatLabel.text = "Repeat \(Int(repeatStepper.value)) times"
  }

  func startDownload() {
    spinner.startAnimating()
    downloadProgress.setProgress(0.25, animated: true)
  }

  func finishDownload() {
    downloadProgress.setProgress(1, animated: true)
    spinner.stopAnimating()
  }

  func textViewDidChange(_ textView: TextView) {
    editedNotes.append(textView.text)
  }
}

@Suite("Port: playback settings with the UIKit controls (UIKitBehaviour.md §41, §23)")
struct PlaybackSettingsControlsPortTests {
  let oracle: WrapOracle

  init() throws {
    oracle = try WrapOracle()
  }

  /// The notes view's height at the stack's width (335): text wrapped at 335 − 10, + 16.
  func notesHeight(_ text: String) -> CGFloat {
    WrapOracle.ceilToPixels(oracle.wrappedHeight(text, size: 17, width: 325) + 16)
  }

  fileprivate func show() -> (Window, PlaybackSettingsViewController) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let controller = PlaybackSettingsViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, controller)
  }

  @Test("§41 the stack lays out alignment rectangles: 31 + 16, 30 + 16, 32 + 16, 4 + 16, then the notes")
  func layout() {
    let (window, controller) = show()
    defer { withExtendedLifetime(window) {} }
    let top = controller.view.safeAreaInsets.top + 20
    // The segmented control's frame is 1 pt taller than its 31-pt alignment rectangle.
    #expect(controller.qualityControl.frame == CGRect(x: 0, y: 0, width: 335, height: 32))
    // The slider's frame is 2 pt wider on each side and 1 pt taller than its rectangle.
    #expect(controller.volumeSlider.frame == CGRect(x: -2, y: 47, width: 339, height: 31))
    let repeatRow = controller.repeatStepper.superview
    #expect(repeatRow?.frame == CGRect(x: 0, y: 93, width: 335, height: 32))
    #expect(controller.repeatStepper.frame == CGRect(x: 241, y: 0, width: 94, height: 32))
    let labelHeight = oracle.labelSize("Repeat 2 times", size: 17, wrapWidth: nil).height
    #expect(controller.repeatLabel.frame.size == CGSize(width: 233, height: labelHeight))
    #expect(abs(controller.repeatLabel.frame.midY - 16) <= 1.0 / 3)
    // The stopped spinner is hidden, so the progress bar has the row to itself.
    #expect(controller.spinner.isHidden)
    #expect(controller.downloadProgress.superview?.frame == CGRect(x: 0, y: 141, width: 335, height: 4))
    #expect(controller.downloadProgress.frame == CGRect(x: 0, y: 0, width: 335, height: 4))
    let notes = notesHeight("Notes")
    #expect(controller.notesView.frame == CGRect(x: 0, y: 161, width: 335, height: notes))
    #expect(controller.stackView.frame == CGRect(x: 20, y: top, width: 335, height: 161 + notes))
  }

  @Test("§41 the spinner shows while downloading: the row grows to 20 and the notes move down 16")
  func downloading() {
    let (window, controller) = show()
    defer { withExtendedLifetime(window) {} }
    controller.startDownload()
    controller.view.layoutIfNeeded()
    #expect(!controller.spinner.isHidden && controller.spinner.isAnimating)
    #expect(controller.downloadProgress.superview?.frame == CGRect(x: 0, y: 141, width: 335, height: 20))
    #expect(controller.downloadProgress.frame == CGRect(x: 0, y: 8, width: 303, height: 4))
    #expect(controller.spinner.frame == CGRect(x: 315, y: 0, width: 20, height: 20))
    #expect(controller.notesView.frame.minY == 177)
    #expect(controller.downloadProgress.progress == 0.25)
    controller.finishDownload()
    controller.view.layoutIfNeeded()
    #expect(controller.spinner.isHidden)
    #expect(controller.downloadProgress.frame == CGRect(x: 0, y: 0, width: 335, height: 4))
    #expect(controller.notesView.frame.minY == 161)
  }

  @Test("§41 typing in the notes grows the text view and the stack; the delegate hears it")
  func typingNotes() {
    let (window, controller) = show()
    defer { withExtendedLifetime(window) {} }
    let added = ": the second take drifts after the bridge; try the click track at 96 bpm next time"
    controller.notesView.insertText(added)
    controller.view.layoutIfNeeded()
    #expect(controller.editedNotes == ["Notes" + added])
    let notes = notesHeight("Notes" + added)
    #expect(notes > notesHeight("Notes") + 15)
    #expect(controller.notesView.frame == CGRect(x: 0, y: 161, width: 335, height: notes))
    #expect(controller.stackView.frame.height == 161 + notes)
    controller.view.layoutIfNeeded()
    #expect(controller.notesView.frame == CGRect(x: 0, y: 161, width: 335, height: notes))
  }

  @Test("§41 the controls' actions: a segment choice and two steps update the model and the label")
  func actions() {
    let (window, controller) = show()
    defer { withExtendedLifetime(window) {} }
    controller.qualityControl.selectedSegmentIndex = 2
    controller.qualityControl.sendActions(for: .valueChanged)
    #expect(controller.quality == "High")
    controller.repeatStepper.step(increment: true)
    controller.repeatStepper.step(increment: true)
    #expect(controller.repeatStepper.value == 4)
    #expect(controller.repeatLabel.text == "Repeat 4 times")
    controller.view.layoutIfNeeded()
    #expect(controller.repeatStepper.frame == CGRect(x: 241, y: 0, width: 94, height: 32))
    #expect(controller.volumeSlider.value == 40)
  }
}
