import Foundation
import Testing

@testable import Scrollwork

/// Intrinsic sizes, alignment rectangles and placed frames of the controls added for ported
/// programs (UIKitBehaviour.md §41, §23). Text widths come from the font fixture through
/// ``WrapOracle``, never from `Font`; the formulas are the ones §41 states:
/// - `SegmentedControl`: each segment ceil(title @ system 13) + 2 × 10, all as wide as the
///   widest unless apportioned by content; 31 tall (frame 32, alignment inset bottom 1).
/// - `Slider`: no width, 30 tall; frame 2 pt wider on each side and 1 pt taller below.
/// - `Stepper` 94 × 32; `ProgressView` no width × 4; `ActivityIndicatorView` 20 or 37 square;
///   `PageControl` (16 n − 9) × 37, zero when it shows no dot; `SearchBar` no width × 56.
@Suite("Controls: segmented control, slider, stepper, progress, spinner, page control (UIKitBehaviour.md §41)")
struct MoreControlsIntrinsicSizeTests {
  let oracle: WrapOracle

  init() throws {
    oracle = try WrapOracle()
  }

  /// A 390 × 844 root holding `view` by its top-left corner (16, 24) only.
  /// Keep the returned root alive: views hold their superview weakly, as in UIKit.
  func place(_ view: View) throws -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    try LayoutConstraint.activateOrThrow([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 24),
    ])
    root.layoutIfNeeded()
    return root
  }

  /// A 390 × 844 root holding `view` pinned to its sides and 24 pt below its top.
  func placeFullWidth(_ view: View) throws -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    try LayoutConstraint.activateOrThrow([
      view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      view.topAnchor.constraint(equalTo: root.topAnchor, constant: 24),
    ])
    root.layoutIfNeeded()
    return root
  }

  /// A title's width at `size` pt, rounded up to pixels (the oracle's own measurement).
  func title(_ text: String, _ size: CGFloat = 13) -> CGFloat {
    WrapOracle.ceilToPixels(oracle.width(text, size: size))
  }

  /// A width as a frame holds it: a whole number of device pixels (sums of pixel-rounded
  /// titles carry floating-point noise that the frame's rounding removes).
  func px(_ width: CGFloat) -> CGFloat {
    WrapOracle.roundToPixels(width)
  }

  static let none = View.noIntrinsicMetric

  // MARK: SegmentedControl

  @Test("§41 SegmentedControl(items:) gives every segment the widest title + 20; 31 tall, frame 32 (§23)")
  func segmentedEqualWidths() throws {
    let control = SegmentedControl(items: ["First", "Second"])
    let segment = max(title("First"), title("Second")) + 20
    #expect(control.numberOfSegments == 2)
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    #expect(control.intrinsicContentSize == CGSize(width: 2 * segment, height: 31))
    #expect(control.alignmentRectInsets == EdgeInsets(top: 0, left: 0, bottom: 1, right: 0))
    let root = try place(control)
    #expect(control.frame == CGRect(x: 16, y: 24, width: px(2 * segment), height: 32))
    withExtendedLifetime(root) {}
  }

  @Test("§41 apportionsSegmentWidthsByContent: each segment its own title + 20; setting it relays out")
  func segmentedApportioned() throws {
    let control = SegmentedControl(items: ["Scale", "Inset", "None", "Mirror"])
    let titles = ["Scale", "Inset", "None", "Mirror"].map { title($0) }
    let root = try place(control)
    #expect(control.frame.width == px(4 * (titles.max()! + 20)))
    control.apportionsSegmentWidthsByContent = true
    root.layoutIfNeeded()
    let apportioned = titles.map { $0 + 20 }.reduce(0, +)
    #expect(control.frame == CGRect(x: 16, y: 24, width: px(apportioned), height: 32))
    // A second pass changes nothing.
    root.layoutIfNeeded()
    #expect(control.frame == CGRect(x: 16, y: 24, width: px(apportioned), height: 32))
  }

  @Test("§41 setWidth(_:forSegmentAt:) fixes one segment; the others share the widest remaining title")
  func segmentedFixedWidth() throws {
    let control = SegmentedControl(items: ["Day", "Week", "Month"])
    let root = try place(control)
    control.setWidth(80, forSegmentAt: 2)
    root.layoutIfNeeded()
    let others = max(title("Day"), title("Week")) + 20
    #expect(control.widthForSegment(at: 2) == 80)
    #expect(control.frame == CGRect(x: 16, y: 24, width: px(2 * others + 80), height: 32))
    control.setWidth(0, forSegmentAt: 2)
    root.layoutIfNeeded()
    let all = [title("Day"), title("Week"), title("Month")].max()! + 20
    #expect(control.frame.width == px(3 * all))
  }

  @Test("§41 insertSegment / removeSegment resize the control and keep the selection on its segment")
  func segmentedInsertRemove() throws {
    let control = SegmentedControl(items: ["One", "Two"])
    control.selectedSegmentIndex = 1
    let root = try place(control)
    control.insertSegment(withTitle: "Three hundred", at: 0, animated: false)
    root.layoutIfNeeded()
    #expect(control.numberOfSegments == 3)
    #expect(control.titleForSegment(at: 0) == "Three hundred")
    #expect(control.selectedSegmentIndex == 2)  // still "Two", now third
    #expect(control.frame.width == px(3 * (title("Three hundred") + 20)))
    control.removeSegment(at: 0, animated: false)
    root.layoutIfNeeded()
    #expect(control.selectedSegmentIndex == 1)
    #expect(control.frame.width == px(2 * (max(title("One"), title("Two")) + 20)))
    control.removeSegment(at: 1, animated: false)  // the selected one
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
    control.removeSegment(at: 7, animated: false)  // out of range: nothing
    #expect(control.numberOfSegments == 1)
    control.selectedSegmentIndex = 5  // out of range: none selected
    #expect(control.selectedSegmentIndex == SegmentedControl.noSegment)
  }

  @Test("§41 a .font title attribute measures the titles; the larger of normal and selected counts")
  func segmentedTitleFont() throws {
    let control = SegmentedControl(items: ["Alpha", "Beta"])
    let root = try place(control)
    control.setTitleTextAttributes([.font: Font.systemFont(ofSize: 17)], for: .normal)
    root.layoutIfNeeded()
    #expect(control.frame.width == px(2 * (title("Alpha", 17) + 20)))
    control.setTitleTextAttributes([.font: Font.systemFont(ofSize: 20)], for: .selected)
    root.layoutIfNeeded()
    #expect(control.frame.width == px(2 * (title("Alpha", 20) + 20)))
    #expect(control.frame.height == 32)
  }

  // MARK: Slider, ProgressView, SearchBar

  @Test("§41 §23 Slider: no intrinsic width, 30 tall; pinned to x 0 and 390 its frame is x −2, 394 × 31")
  func slider() throws {
    let slider = Slider()
    #expect(slider.intrinsicContentSize == CGSize(width: Self.none, height: 30))
    #expect(slider.value == 0.5)
    slider.maximumValue = 10
    slider.value = 20
    #expect(slider.value == 10)
    slider.minimumValue = 12
    #expect(slider.maximumValue == 12 && slider.value == 12)
    let root = try placeFullWidth(slider)
    #expect(slider.frame == CGRect(x: -2, y: 24, width: 394, height: 31))
    withExtendedLifetime(root) {}
  }

  @Test("§41 ProgressView: no intrinsic width, 4 tall, in both styles; progress kept in 0...1")
  func progressView() throws {
    let bar = ProgressView(progressViewStyle: .bar)
    #expect(bar.progressViewStyle == .bar)
    #expect(bar.intrinsicContentSize == CGSize(width: Self.none, height: 4))
    let progress = ProgressView(progressViewStyle: .default)
    progress.setProgress(1.5, animated: true)
    #expect(progress.progress == 1)
    let root = try placeFullWidth(progress)
    #expect(progress.frame == CGRect(x: 0, y: 24, width: 390, height: 4))
    withExtendedLifetime(root) {}
  }

  @Test("§41 SearchBar: no intrinsic width, 56 tall in every style; nil text reads back empty")
  func searchBar() throws {
    let bar = SearchBar()
    bar.searchBarStyle = .minimal
    bar.placeholder = "Search"
    bar.text = nil
    #expect(bar.text == "")
    #expect(bar.intrinsicContentSize == CGSize(width: Self.none, height: 56))
    let root = try placeFullWidth(bar)
    #expect(bar.frame == CGRect(x: 0, y: 24, width: 390, height: 56))
    withExtendedLifetime(root) {}
  }

  // MARK: Stepper

  @Test("§41 Stepper: 94 × 32; step(increment:) clamps, wraps and sends .valueChanged only on a change")
  func stepper() throws {
    let stepper = Stepper()
    #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
    let root = try place(stepper)
    #expect(stepper.frame == CGRect(x: 16, y: 24, width: 94, height: 32))
    var changes: [Double] = []
    stepper.addAction(Action { _ in changes.append(stepper.value) }, for: .valueChanged)
    stepper.minimumValue = 1
    stepper.maximumValue = 3
    stepper.stepValue = 1.5
    stepper.step(increment: true)
    stepper.step(increment: true)
    stepper.step(increment: true)
    #expect(changes == [2.5, 3])
    stepper.wraps = true
    stepper.step(increment: true)
    #expect(stepper.value == 1)
    stepper.stepValue = 0  // UIKit throws; kept at 1.5
    #expect(stepper.stepValue == 1.5)
    withExtendedLifetime(root) {}
  }

  // MARK: ActivityIndicatorView

  @Test("§41 ActivityIndicatorView: medium and the old white/gray 20 square, large and whiteLarge 37")
  func activitySizes() throws {
    #expect(ActivityIndicatorView(style: .medium).intrinsicContentSize == CGSize(width: 20, height: 20))
    #expect(ActivityIndicatorView(style: .large).intrinsicContentSize == CGSize(width: 37, height: 37))
    // The deprecated styles by UIKit's raw values: whiteLarge 0, white 1, gray 2.
    let sides = (0...2).compactMap(ActivityIndicatorView.Style.init(rawValue:)).map {
      ActivityIndicatorView(style: $0).intrinsicContentSize.width
    }
    #expect(sides == [37, 20, 20])
    #expect(ActivityIndicatorView().style == .medium)
    let spinner = ActivityIndicatorView(style: .medium)
    spinner.startAnimating()
    let root = try place(spinner)
    #expect(spinner.frame == CGRect(x: 16, y: 24, width: 20, height: 20))
    spinner.style = .large
    root.layoutIfNeeded()
    #expect(spinner.frame == CGRect(x: 16, y: 24, width: 37, height: 37))
    #expect(spinner.contentHuggingPriority(for: .horizontal) == .defaultHigh)
  }

  @Test("§41 hidesWhenStopped: hidden while stopped (a new one too), shown while animating")
  func activityHiding() {
    let spinner = ActivityIndicatorView(style: .medium)
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.hidesWhenStopped = false
    #expect(!spinner.isHidden)
    spinner.startAnimating()
    spinner.stopAnimating()
    #expect(!spinner.isHidden)
    spinner.hidesWhenStopped = true
    #expect(spinner.isHidden)
  }

  // MARK: PageControl

  @Test("§41 PageControl: (16 n − 9) × 37; no dot (0 pages, or 1 with hidesForSinglePage) is zero")
  func pageControl() throws {
    let pages = PageControl()
    #expect(pages.size(forNumberOfPages: 3) == CGSize(width: 39, height: 37))
    #expect(pages.size(forNumberOfPages: 0) == CGSize(width: 0, height: 37))
    #expect(pages.intrinsicContentSize == .zero)
    pages.numberOfPages = 5
    pages.currentPage = 9
    #expect(pages.currentPage == 4)
    let root = try place(pages)
    #expect(pages.frame == CGRect(x: 16, y: 24, width: 71, height: 37))
    pages.numberOfPages = 1
    root.layoutIfNeeded()
    #expect(pages.currentPage == 0)
    #expect(pages.frame == CGRect(x: 16, y: 24, width: 7, height: 37))
    pages.hidesForSinglePage = true
    root.layoutIfNeeded()
    #expect(pages.frame == CGRect(x: 16, y: 24, width: 0, height: 0))
    root.layoutIfNeeded()
    #expect(pages.frame == CGRect(x: 16, y: 24, width: 0, height: 0))
  }

  // MARK: VisualEffectView, RefreshControl

  @Test("§41 VisualEffectView(effect:): no intrinsic size; its contentView fills it as it resizes")
  func visualEffectView() throws {
    let effectView = VisualEffectView(effect: BlurEffect(style: .systemMaterial))
    #expect(effectView.intrinsicContentSize == CGSize(width: Self.none, height: Self.none))
    let label = Label(text: "Blurred")
    label.translatesAutoresizingMaskIntoConstraints = false
    effectView.contentView.addSubview(label)
    label.centerXAnchor.constraint(equalTo: effectView.contentView.centerXAnchor).isActive = true
    label.centerYAnchor.constraint(equalTo: effectView.contentView.centerYAnchor).isActive = true
    let root = try placeFullWidth(effectView)
    let height = effectView.heightAnchor.constraint(equalToConstant: 100)
    height.isActive = true
    root.layoutIfNeeded()
    #expect(effectView.frame == CGRect(x: 0, y: 24, width: 390, height: 100))
    #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 100))
    height.constant = 60
    root.layoutIfNeeded()
    #expect(effectView.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
    #expect((effectView.effect as? BlurEffect)?.style == .systemMaterial)
  }

  @Test("§41 RefreshControl is kept on ScrollView.refreshControl, not placed among the subviews")
  func refreshControl() {
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let refresh = RefreshControl()
    var pulls = 0
    refresh.addAction(Action { _ in pulls += 1 }, for: .valueChanged)
    scroll.refreshControl = refresh
    #expect(scroll.refreshControl === refresh)
    #expect(!scroll.subviews.contains { $0 === refresh })
    refresh.beginRefreshing()
    #expect(refresh.isRefreshing && pulls == 0)
    refresh.sendActions(for: .valueChanged)
    refresh.endRefreshing()
    #expect(!refresh.isRefreshing && pulls == 1)
  }

  @Test("§41 the UIKit class names appear in descriptions")
  func classNames() {
    let names = [
      SegmentedControl(), Slider(), Stepper(), ProgressView(), ActivityIndicatorView(), PageControl(),
      TextView(), SearchBar(), VisualEffectView(effect: nil), RefreshControl(),
    ].map(\.itemClassName)
    #expect(
      names == [
        "UISegmentedControl", "UISlider", "UIStepper", "UIProgressView", "UIActivityIndicatorView",
        "UIPageControl", "UITextView", "UISearchBar", "UIVisualEffectView", "UIRefreshControl",
      ])
  }
}
