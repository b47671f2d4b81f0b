import Foundation
import Scrollwork

extension DemoScreen {
  // MARK: 3. Image viewer (seed 002, demo 1)

  static let imageViewer = DemoScreen(title: "3. Image viewer", seed: "seed 002, demo 1") {
    let root = makeRoot()
    let scroll = ScrollView()
    let image = ImageView(image: Image(size: CGSize(width: 1000, height: 800)))
    let views: [(String, View)] = [("scrollView", scroll), ("imageView", image)]
    prepare(views)
    root.addSubview(scroll)
    scroll.addSubview(image)
    try LayoutConstraint.activateOrThrow(pinEdges(scroll, to: root) + pinEdges(image, to: scroll.contentLayoutGuide))
    var states = [DemoState("portrait: content size = the image's size", root: root, views: views)]
    scroll.contentOffset = scroll.maximumContentOffset
    states.append(DemoState("scrolled to the bottom-right corner", root: root, views: views))
    return states
  }

  // MARK: 4. Paging slider (seed 002, demos 2 and 3)

  static let pagingSlider = DemoScreen(title: "4. Paging slider", seed: "seed 002, demos 2 and 3") {
    var states: [DemoState] = []
    for withContainer in [true, false] {
      let root = makeRoot()
      let scroll = ScrollView()
      scroll.isPagingEnabled = true
      let container = View()
      let pages = (0..<3).map { _ in ImageView(image: Image(size: CGSize(width: 640, height: 480))) }
      var views: [(String, View)] = [("scrollView", scroll)]
      if withContainer { views.append(("container", container)) }
      views += pages.enumerated().map { ("page\($0.offset + 1)", $0.element as View) }
      prepare(views)
      root.addSubview(scroll)
      let holder: View = withContainer ? container : scroll
      var cs = pinEdges(scroll, to: root)
      if withContainer {
        scroll.addSubview(container)
        cs += pinEdges(container, to: scroll.contentLayoutGuide)
        cs.append(container.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor))
      }
      for (i, page) in pages.enumerated() {
        holder.addSubview(page)
        let edges = withContainer ? container.topAnchor : scroll.contentLayoutGuide.topAnchor
        let bottoms = withContainer ? container.bottomAnchor : scroll.contentLayoutGuide.bottomAnchor
        cs += [
          page.topAnchor.constraint(equalTo: edges),
          page.bottomAnchor.constraint(equalTo: bottoms),
          page.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
          page.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor),
          page.leadingAnchor.constraint(
            equalTo: i == 0
              ? (withContainer ? container.leadingAnchor : scroll.contentLayoutGuide.leadingAnchor)
              : pages[i - 1].trailingAnchor),
        ]
      }
      cs.append(
        pages[2].trailingAnchor.constraint(
          equalTo: withContainer ? container.trailingAnchor : scroll.contentLayoutGuide.trailingAnchor))
      try LayoutConstraint.activateOrThrow(cs)
      let kind = withContainer ? "with a container view" : "pages directly in the scroll view"
      states.append(DemoState("portrait, \(kind)", root: root, views: views))
      scroll.scroll(toPage: 2, animated: false)
      states.append(DemoState("paged to page 2 (0-based)", root: root, views: views))
      if withContainer {
        // UIKit keeps the offset through a rotation; apps re-page in
        // viewWillTransition(to:with:), as here.
        let page = scroll.currentPage
        rotate(root)
        scroll.scroll(toPage: page, animated: false)
        states.append(DemoState("landscape: pages stay full width; re-paged to page \(page)", root: root, views: views))
      }
    }
    return states
  }

  // MARK: 5. Adaptive form with the keyboard (seed 003)

  static let adaptiveForm = DemoScreen(title: "5. Adaptive form with the keyboard", seed: "seed 003") {
    let root = makeRoot()
    let scroll = ScrollView()
    let content = View()
    var views: [(String, View)] = [("scrollView", scroll), ("contentView", content)]
    root.addSubview(scroll)
    scroll.addSubview(content)
    // The content's width is tied to the main view, outside the scroll view.
    var cs = pinEdges(scroll, to: root) + pinEdges(content, to: scroll.contentLayoutGuide)
    cs += [
      content.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ]
    var fields: [TextField] = []
    var previous: Label?
    for i in 1...10 {
      let label = Label()
      label.text = "Field \(i)"
      let field = TextField()
      field.placeholder = "Value \(i)"
      content.addSubview(label)
      content.addSubview(field)
      views += [("label\(i)", label), ("field\(i)", field)]
      cs += [
        label.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? content.topAnchor, constant: i == 1 ? 20 : 20),
        label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
        label.widthAnchor.constraint(equalToConstant: 80),
        label.heightAnchor.constraint(equalToConstant: 30),
        field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
        field.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
        field.heightAnchor.constraint(equalToConstant: 30),
        field.centerYAnchor.constraint(equalTo: label.centerYAnchor),
      ]
      fields.append(field)
      previous = label
    }
    if let last = previous { cs.append(content.bottomAnchor.constraint(equalTo: last.bottomAnchor, constant: 20)) }
    prepare(views)
    try LayoutConstraint.activateOrThrow(cs)
    let shown: [(String, View)] = views.filter { ["scrollView", "contentView", "field9", "field10"].contains($0.0) }
    var states = [DemoState("portrait", root: root, views: shown)]
    _ = fields[9].becomeFirstResponder()
    scroll.keyboardWillShow(frame: CGRect(x: 0, y: 667 - 216, width: 375, height: 216), in: nil)
    states.append(DemoState("keyboard 216 pt up, field10 focused and scrolled into view", root: root, views: shown))
    scroll.keyboardWillHide()
    rotate(root)
    _ = fields[9].becomeFirstResponder()
    scroll.keyboardWillShow(frame: CGRect(x: 0, y: 375 - 162, width: 667, height: 162), in: nil)
    states.append(DemoState("landscape, keyboard 162 pt up, field10 focused", root: root, views: shown))
    return states
  }

  // MARK: 6. Content size from explicit constraints, and bounds.origin (seed 004)

  static let contentSizeAndBounds = DemoScreen(
    title: "6. Content size from width/height constraints; bounds.origin", seed: "seed 004"
  ) {
    let root = makeRoot()
    let scroll = ScrollView()
    let content = View()
    let views: [(String, View)] = [("scrollView", scroll), ("contentView", content)]
    prepare(views)
    root.addSubview(scroll)
    scroll.addSubview(content)
    let width = content.widthAnchor.constraint(equalToConstant: 375)
    let height = content.heightAnchor.constraint(equalToConstant: 250)
    try LayoutConstraint.activateOrThrow(
      pinEdges(scroll, to: root) + pinEdges(content, to: scroll.contentLayoutGuide) + [width, height])
    var states = [DemoState("content 375 x 250", root: root, views: views)]
    height.constant = 1000
    states.append(DemoState("height constant set to 1000 at run time", root: root, views: views))
    width.constant = 750
    states.append(DemoState("width constant set to 750", root: root, views: views))

    // The bounds-origin experiment: a 100 x 100 box at (20, 20) in a plain container.
    let other = makeRoot()
    let container = View(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let box = View(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    container.accessibilityIdentifier = "container"
    box.accessibilityIdentifier = "box"
    other.addSubview(container)
    container.addSubview(box)
    container.bounds.origin.x = 10
    other.layoutIfNeeded()
    let shown = box.convert(CGPoint.zero, to: other)
    let moved = DemoState(
      "container.bounds.origin.x = 10: box's frame is unchanged; it shows at (\(num(shown.x)), \(num(shown.y)))"
        + " in the root", root: other, views: [("container", container), ("box", box)])
    states.append(moved)
    return states
  }
}
