import Foundation
import Scrollwork
import ScrollworkLayoutFile

extension DemoScreen {
  // MARK: 3. Image viewer (seed 002, demo 1)

  static let imageViewer = DemoScreen(title: "3. Image viewer", seed: "seed 002, demo 1") {
    let controller = ImageViewerViewController()
    let window = show(controller)
    let views = controller.namedViews
    var states = [DemoState("portrait: content size = the image's size", root: window, views: views)]
    controller.scrollView.contentOffset = controller.scrollView.maximumContentOffset
    states.append(DemoState("scrolled to the bottom-right corner", root: window, views: views))
    return states
  }

  // MARK: 4. Paging slider (seed 002, demos 2 and 3)

  static let pagingSlider = DemoScreen(title: "4. Paging slider", seed: "seed 002, demos 2 and 3") {
    var states: [DemoState] = []
    for withContainer in [true, false] {
      let controller = PagingSliderViewController(withContainer: withContainer)
      let window = show(controller)
      let views = controller.namedViews
      let kind = withContainer ? "with a container view" : "pages directly in the scroll view"
      states.append(DemoState("portrait, \(kind)", root: window, views: views))
      controller.scrollView.scroll(toPage: 2, animated: false)
      states.append(DemoState("paged to page 2 (0-based)", root: window, views: views))
      if withContainer {
        window.rotate(to: .landscape)
        states.append(
          DemoState(
            "landscape: pages stay full width; viewWillTransition re-paged to page 2", root: window, views: views))
      }
    }
    return states
  }

  // MARK: 5. Adaptive form with the keyboard (seed 003)

  static let adaptiveForm = DemoScreen(title: "5. Adaptive form with the keyboard", seed: "seed 003") {
    let controller = AdaptiveFormViewController()
    let window = show(controller)
    let shown = controller.namedViews.filter { ["scrollView", "contentView", "field9", "field10"].contains($0.0) }
    var states = [DemoState("portrait", root: window, views: shown)]
    _ = controller.fields[9].becomeFirstResponder()
    window.showKeyboard(height: 216)
    states.append(DemoState("keyboard 216 pt up, field10 focused and scrolled into view", root: window, views: shown))
    // Rotating with the keyboard up: the keyboard comes back 162 pt tall.
    window.rotate(to: .landscape, keyboardHeight: 162)
    states.append(DemoState("rotated with the keyboard up (162 pt), field10 focused", root: window, views: shown))
    return states
  }

  // MARK: 6. Content size from explicit constraints, and bounds.origin (seed 004)

  static let contentSizeAndBounds = DemoScreen(
    title: "6. Content size from width/height constraints; bounds.origin", seed: "seed 004"
  ) {
    let controller = ContentSizeViewController()
    let window = show(controller)
    let views = controller.namedViews
    var states = [DemoState("content 375 x 250", root: window, views: views)]
    controller.height.constant = 1000
    states.append(DemoState("height constant set to 1000 at run time", root: window, views: views))
    controller.width.constant = 750
    states.append(DemoState("width constant set to 750", root: window, views: views))

    // The bounds-origin experiment: a 100 x 100 box at (20, 20) in a plain container.
    let experiment = BoundsOriginViewController()
    let other = show(experiment)
    experiment.container.bounds.origin.x = 10
    other.layoutIfNeeded()
    let shownAt = experiment.box.convert(CGPoint.zero, to: nil)
    states.append(
      DemoState(
        "container.bounds.origin.x = 10: box's frame is unchanged; it shows at (\(num(shownAt.x)), \(num(shownAt.y)))"
          + " in the window", root: other, views: experiment.namedViews))
    return states
  }
}

/// Seed 002, demo 1: an image view pinned on all edges to the content guide; its
/// intrinsic size (the image's, 1000 × 800) is the content size.
final class ImageViewerViewController: ViewController, @unchecked Sendable {
  let scrollView = ScrollView()
  let imageView = ImageView(image: Image(size: CGSize(width: 1000, height: 800)))
  var namedViews: [(String, View)] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "view"
    namedViews = named([("scrollView", scrollView), ("imageView", imageView)])
    view.addSubview(scrollView)
    scrollView.addSubview(imageView)
    LayoutConstraint.activate(pinEdges(scrollView, to: view) + pinEdges(imageView, to: scrollView.contentLayoutGuide))
  }
}

/// Seed 002, demos 2 and 3: three pages as wide and tall as the scroll view, inside
/// a container view or directly in the scroll view; paging on. Rotation keeps the
/// page: UIKit keeps the offset, so the controller re-pages in
/// `viewWillTransition(to:with:)`.
final class PagingSliderViewController: ViewController, @unchecked Sendable {
  let withContainer: Bool
  let scrollView = ScrollView()
  let container = View()
  let pages = (0..<3).map { _ in ImageView(image: Image(size: CGSize(width: 640, height: 480))) }
  var namedViews: [(String, View)] = []

  init(withContainer: Bool) {
    self.withContainer = withContainer
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "view"
    scrollView.isPagingEnabled = true
    var list: [(String, View)] = [("scrollView", scrollView)]
    if withContainer { list.append(("container", container)) }
    list += pages.enumerated().map { ("page\($0.offset + 1)", $0.element as View) }
    namedViews = named(list)
    view.addSubview(scrollView)
    let guide = scrollView.contentLayoutGuide
    var cs = pinEdges(scrollView, to: view)
    if withContainer {
      scrollView.addSubview(container)
      cs += pinEdges(container, to: guide)
      cs.append(container.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor))
    }
    let holderTop = withContainer ? container.topAnchor : guide.topAnchor
    let holderBottom = withContainer ? container.bottomAnchor : guide.bottomAnchor
    for (i, page) in pages.enumerated() {
      (withContainer ? container : scrollView).addSubview(page)
      cs += [
        page.topAnchor.constraint(equalTo: holderTop),
        page.bottomAnchor.constraint(equalTo: holderBottom),
        page.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        page.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
        page.leadingAnchor.constraint(
          equalTo: i > 0 ? pages[i - 1].trailingAnchor : (withContainer ? container.leadingAnchor : guide.leadingAnchor)
        ),
      ]
    }
    cs.append(
      pages[2].trailingAnchor.constraint(equalTo: withContainer ? container.trailingAnchor : guide.trailingAnchor))
    LayoutConstraint.activate(cs)
  }

  override func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
    super.viewWillTransition(to: size, with: coordinator)
    let page = scrollView.currentPage
    coordinator.animate(alongsideTransition: nil) { [unowned self] _ in
      scrollView.scroll(toPage: page, animated: false)
    }
  }
}

/// Seed 003: ten rows of label and field; the content's width is tied to the main
/// view (outside the scroll view); the keyboard is avoided through notifications.
final class AdaptiveFormViewController: KeyboardAvoidingViewController, @unchecked Sendable {
  let contentView = View()
  var fields: [TextField] = []
  var namedViews: [(String, View)] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "view"
    var list: [(String, View)] = [("scrollView", scrollView), ("contentView", contentView)]
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    var cs = pinEdges(scrollView, to: view) + pinEdges(contentView, to: scrollView.contentLayoutGuide)
    cs += [
      contentView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      contentView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ]
    var previous: Label?
    for i in 1...10 {
      let label = Label()
      label.text = "Field \(i)"
      let field = TextField()
      field.placeholder = "Value \(i)"
      contentView.addSubview(label)
      contentView.addSubview(field)
      list += [("label\(i)", label), ("field\(i)", field)]
      cs += [
        label.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? contentView.topAnchor, constant: 20),
        label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
        label.widthAnchor.constraint(equalToConstant: 80),
        label.heightAnchor.constraint(equalToConstant: 30),
        field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
        field.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -20),
        field.heightAnchor.constraint(equalToConstant: 30),
        field.centerYAnchor.constraint(equalTo: label.centerYAnchor),
      ]
      fields.append(field)
      previous = label
    }
    if let last = previous { cs.append(contentView.bottomAnchor.constraint(equalTo: last.bottomAnchor, constant: 20)) }
    namedViews = named(list)
    LayoutConstraint.activate(cs)
  }
}

/// Seed 004: a content view given explicit width and height constraints, changed at
/// run time.
final class ContentSizeViewController: ViewController, @unchecked Sendable {
  let scrollView = ScrollView()
  let contentView = View()
  lazy var width = contentView.widthAnchor.constraint(equalToConstant: 375)
  lazy var height = contentView.heightAnchor.constraint(equalToConstant: 250)
  var namedViews: [(String, View)] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "view"
    namedViews = named([("scrollView", scrollView), ("contentView", contentView)])
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    LayoutConstraint.activate(
      pinEdges(scrollView, to: view) + pinEdges(contentView, to: scrollView.contentLayoutGuide) + [width, height])
  }
}

/// Seed 004's experiment: a box at (20, 20) in a container filling the view, laid
/// out by frames.
final class BoundsOriginViewController: ViewController, @unchecked Sendable {
  let container = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
  let box = View(frame: CGRect(x: 20, y: 20, width: 100, height: 100))

  var namedViews: [(String, View)] { [("container", container), ("box", box)] }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "view"
    container.accessibilityIdentifier = "container"
    box.accessibilityIdentifier = "box"
    view.addSubview(container)
    container.addSubview(box)
  }
}
