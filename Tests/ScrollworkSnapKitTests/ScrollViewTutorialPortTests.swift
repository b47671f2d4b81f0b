import Foundation
import Scrollwork
import ScrollworkSnapKit
import Testing

// Port of seed 002, "iOS开发tips-UIScrollView的Autolayout布局" (2017): the three demos'
// SnapKit code, with types renamed only (UIView→View, UIScrollView→ScrollView,
// UIImageView→ImageView, UIImage(named:)→Image(size:)). Scrollwork has no view
// controllers, so each controller keeps `view` as a stored root view and `viewDidLoad()`
// is called by the test. Three lines have no Scrollwork counterpart and are noted where
// they were: `automaticallyAdjustsScrollViewInsets = false` (no controller),
// `isPagingEnabled = true` (no scrolling; layout is unaffected) and `topLayoutGuide`
// (deprecated in iOS 11; its `snp.bottom` is the safe area's top, which is what
// `view.safeAreaLayoutGuide.snp.top` gives here).

/// Demo 1: an image viewer, one image view inside a scroll view, edges = 0.
final class ImageViewController {
  let view: View
  init(frame: CGRect) { view = View(frame: frame) }

  func viewDidLoad() {
    self.view.addSubview(self.scrollView)
    self.scrollView.addSubview(self.imageView)
    self.scrollView.snp.makeConstraints { (make) in
      make.edges.equalTo(0.0)
    }

    self.imageView.snp.makeConstraints { (make) in
      // These constraints give contentSize its edges (leading/trailing/top/bottom); an
      // image view has an intrinsic size, so no size constraint is needed.
      make.edges.equalTo(0.0)
    }
  }

  // MARK: - Private properties
  lazy var scrollView: ScrollView = {
    let temp = ScrollView()
    return temp
  }()

  lazy var imageView: ImageView = {
    let image = Image(size: CGSize(width: 1200, height: 900), name: "img")
    let temp = ImageView(image: image)
    return temp
  }()
}

/// Demo 2: horizontal paging slider with a container view.
final class SlideViewController {
  let view: View
  init(frame: CGRect) { view = View(frame: frame) }

  func viewDidLoad() {
    // self.automaticallyAdjustsScrollViewInsets = false  (no view controller)

    self.view.addSubview(self.scrollView)
    self.scrollView.addSubview(self.containerView)
    self.containerView.addSubview(self.firstImageView)
    self.containerView.addSubview(self.secondImageView)
    self.containerView.addSubview(self.thirthImageView)

    self.scrollView.snp.makeConstraints { (make) in
      make.top.equalTo(self.view.safeAreaLayoutGuide.snp.top)  // was self.topLayoutGuide.snp.bottom
      make.left.bottom.right.equalTo(0.0)
    }

    // These fix the container's height, so contentSize.height is known; its width
    // comes from its subviews.
    self.containerView.snp.makeConstraints { (make) in
      make.edges.equalTo(0.0)
      make.height.equalTo(self.scrollView.snp.height)
    }

    self.firstImageView.snp.makeConstraints { (make) in
      make.top.left.bottom.equalTo(0.0)
      make.width.equalTo(self.scrollView.snp.width)
    }

    self.secondImageView.snp.makeConstraints { (make) in
      make.top.bottom.equalTo(0.0)
      make.left.equalTo(self.firstImageView.snp.right)
      make.width.equalTo(self.scrollView.snp.width)
    }

    self.thirthImageView.snp.makeConstraints { (make) in
      make.top.bottom.equalTo(0.0)
      make.left.equalTo(self.secondImageView.snp.right)
      make.width.equalTo(self.scrollView.snp.width)
      make.right.equalTo(0.0)  // the right edge
    }
  }

  // MARK: - Private properties
  lazy var scrollView: ScrollView = {
    let temp = ScrollView()
    // temp.isPagingEnabled = true  (no scrolling in a headless engine)
    return temp
  }()

  lazy var containerView: View = {
    let temp = View()
    return temp
  }()

  lazy var firstImageView: ImageView = {
    let image = Image(size: CGSize(width: 640, height: 480), name: "1")
    let temp = ImageView(image: image)
    temp.contentMode = .scaleAspectFill
    temp.clipsToBounds = true
    return temp
  }()

  lazy var secondImageView: ImageView = {
    let image = Image(size: CGSize(width: 640, height: 480), name: "2")
    let temp = ImageView(image: image)
    temp.contentMode = .scaleAspectFill
    temp.clipsToBounds = true
    return temp
  }()

  lazy var thirthImageView: ImageView = {
    let image = Image(size: CGSize(width: 640, height: 480), name: "3")
    let temp = ImageView(image: image)
    temp.contentMode = .scaleAspectFill
    temp.clipsToBounds = true
    return temp
  }()
}

/// Demo 3: the same slider without a container view.
final class SlideViewController2 {
  let view: View
  init(frame: CGRect) { view = View(frame: frame) }

  func viewDidLoad() {
    // self.automaticallyAdjustsScrollViewInsets = false  (no view controller)

    self.view.addSubview(self.scrollView)
    self.scrollView.addSubview(self.firstImageView)
    self.scrollView.addSubview(self.secondImageView)
    self.scrollView.addSubview(self.thirthImageView)

    self.scrollView.snp.makeConstraints { (make) in
      make.top.equalTo(self.view.safeAreaLayoutGuide.snp.top)  // was self.topLayoutGuide.snp.bottom
      make.left.bottom.right.equalTo(0.0)
    }

    self.firstImageView.snp.makeConstraints { (make) in
      make.top.left.bottom.equalTo(0.0)
      make.size.equalTo(self.scrollView.snp.size)
    }

    self.secondImageView.snp.makeConstraints { (make) in
      make.top.bottom.equalTo(0.0)
      make.left.equalTo(self.firstImageView.snp.right)
      make.size.equalTo(self.scrollView.snp.size)
    }

    self.thirthImageView.snp.makeConstraints { (make) in
      make.top.bottom.equalTo(0.0)
      make.left.equalTo(self.secondImageView.snp.right)
      make.size.equalTo(self.scrollView.snp.size)
      make.right.equalTo(0.0)  // the right edge
    }
  }

  // MARK: - Private properties
  lazy var scrollView: ScrollView = {
    let temp = ScrollView()
    // temp.isPagingEnabled = true  (no scrolling in a headless engine)
    return temp
  }()

  lazy var firstImageView: ImageView = {
    let image = Image(size: CGSize(width: 640, height: 480), name: "1")
    let temp = ImageView(image: image)
    temp.contentMode = .scaleAspectFill
    temp.clipsToBounds = true
    return temp
  }()

  lazy var secondImageView: ImageView = {
    let image = Image(size: CGSize(width: 640, height: 480), name: "2")
    let temp = ImageView(image: image)
    temp.contentMode = .scaleAspectFill
    temp.clipsToBounds = true
    return temp
  }()

  lazy var thirthImageView: ImageView = {
    let image = Image(size: CGSize(width: 640, height: 480), name: "3")
    let temp = ImageView(image: image)
    temp.contentMode = .scaleAspectFill
    temp.clipsToBounds = true
    return temp
  }()
}

@Suite("Port: seed 002 scroll view tutorials in the SnapKit DSL")
struct ScrollViewTutorialPortTests {
  static let screens = [CGSize(width: 375, height: 667), CGSize(width: 667, height: 375)]

  @Test(arguments: screens)
  func imageViewer(screen: CGSize) {
    let vc = ImageViewController(frame: CGRect(origin: .zero, size: screen))
    vc.viewDidLoad()
    vc.view.layoutIfNeeded()
    #expect(vc.view.layoutIssues.isEmpty)
    #expect(vc.scrollView.frame == CGRect(origin: .zero, size: screen))
    // The image view takes its intrinsic size; the content is exactly that size.
    #expect(vc.imageView.frame == CGRect(x: 0, y: 0, width: 1200, height: 900))
    #expect(vc.scrollView.contentSize == CGSize(width: 1200, height: 900))
  }

  @Test(arguments: screens)
  func pagingSliderWithContainer(screen: CGSize) {
    let vc = SlideViewController(frame: CGRect(origin: .zero, size: screen))
    vc.viewDidLoad()
    vc.view.layoutIfNeeded()
    #expect(vc.view.layoutIssues.isEmpty)
    let w = screen.width
    let h = screen.height
    #expect(vc.scrollView.frame == CGRect(x: 0, y: 0, width: w, height: h))
    #expect(vc.containerView.frame == CGRect(x: 0, y: 0, width: 3 * w, height: h))
    #expect(vc.firstImageView.frame == CGRect(x: 0, y: 0, width: w, height: h))
    #expect(vc.secondImageView.frame == CGRect(x: w, y: 0, width: w, height: h))
    #expect(vc.thirthImageView.frame == CGRect(x: 2 * w, y: 0, width: w, height: h))
    #expect(vc.scrollView.contentSize == CGSize(width: 3 * w, height: h))
  }

  @Test(arguments: screens)
  func pagingSliderWithoutContainer(screen: CGSize) {
    let vc = SlideViewController2(frame: CGRect(origin: .zero, size: screen))
    vc.viewDidLoad()
    vc.view.layoutIfNeeded()
    #expect(vc.view.layoutIssues.isEmpty)
    let w = screen.width
    let h = screen.height
    #expect(vc.scrollView.frame == CGRect(x: 0, y: 0, width: w, height: h))
    #expect(vc.firstImageView.frame == CGRect(x: 0, y: 0, width: w, height: h))
    #expect(vc.secondImageView.frame == CGRect(x: w, y: 0, width: w, height: h))
    #expect(vc.thirthImageView.frame == CGRect(x: 2 * w, y: 0, width: w, height: h))
    #expect(vc.scrollView.contentSize == CGSize(width: 3 * w, height: h))
  }
}
