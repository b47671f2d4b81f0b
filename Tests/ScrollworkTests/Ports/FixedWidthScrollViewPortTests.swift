import Foundation
import Scrollwork
import Testing

// Port of seed 000, "A Fixed Width Dynamic Height ScrollView in AutoLayout" (iOS Programming
// Recipe 36, CocoaChina translation): `ViewControllerTwo.viewDidLoad`, `addContentSubViews`
// and `addContentSubViewConstraints`, moved into a `UIView` subclass and renamed to
// Scrollwork types. Only `import Scrollwork` (no @testable): the port uses public API alone.
//
// The original builds most constraints with VFL, which Scrollwork does not have yet; each
// format string is translated into the constraints Apple's parser makes for it
// (UIKitBehaviour.md §2.3), written once with anchors and once with `LayoutConstraint(item:…)`:
//
//   V:|-(0)-[scrollView]-(0)-|   scrollView.top == view.top;  view.bottom == scrollView.bottom
//   H:|-(0)-[scrollView]-(0)-|   scrollView.leading == view.leading;  view.trailing == scrollView.trailing
//   (the same two for contentView inside scrollView: they attach to the content area, §7.1)
//   V:|-(60)-[topLabel]-[boxView(86)]-[bottomLabel]-|
//       topLabel.top == contentView.top + 60;  boxView.top == topLabel.bottom + 8 (standard);
//       boxView.height == 86;  bottomLabel.top == boxView.bottom + 8;
//       contentView.bottomMargin == bottomLabel.bottom   (`-|` means the margin, iOS 8+)
//   H:|-[x]-|   x.leading == contentView.leadingMargin;  contentView.trailingMargin == x.trailing

/// The tutorial's main view: a scroll view filling it, one content view as wide as the main
/// view, and in it a top label 60 pt down, an 86-pt grey box and a long multi-line label.
final class FixedWidthDynamicHeightView: View {
  let scrollView = ScrollView()
  let contentView = View()
  let topLabel = Label()
  let boxView = View()
  let bottomLabel = Label()

  /// UIKit raises an exception for an invalid constraint; Scrollwork throws, and an
  /// initializer overriding `init(frame:)` cannot throw, so errors are kept here (tests
  /// check that there are none).
  private(set) var constraintErrors: [Error] = []

  override init(frame: CGRect) {
    super.init(frame: frame)
    setup()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setup()
  }

  private func setup() {
    backgroundColor = .white

    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.backgroundColor = .blue
    addSubview(scrollView)

    contentView.backgroundColor = .red
    contentView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(contentView)

    do {
      // Auto Layout constraints for the scrolling content view.
      LayoutConstraint.activate([
        // V:|-(0)-[scrollView]-(0)-|
        scrollView.topAnchor.constraint(equalTo: topAnchor, constant: 0),
        bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: 0),
        // H:|-(0)-[scrollView]-(0)-|
        scrollView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 0),
        trailingAnchor.constraint(equalTo: scrollView.trailingAnchor, constant: 0),
      ])
      // V:|-(0)-[contentView]-(0)-| and H:|-(0)-[contentView]-(0)-|, added to self.view as
      // in the original (any common ancestor may hold a constraint).
      addConstraints([
        LayoutConstraint(
          item: contentView, attribute: .top, relatedBy: .equal, toItem: scrollView, attribute: .top,
          multiplier: 1, constant: 0),
        LayoutConstraint(
          item: scrollView, attribute: .bottom, relatedBy: .equal, toItem: contentView, attribute: .bottom,
          multiplier: 1, constant: 0),
        LayoutConstraint(
          item: contentView, attribute: .leading, relatedBy: .equal, toItem: scrollView, attribute: .leading,
          multiplier: 1, constant: 0),
        LayoutConstraint(
          item: scrollView, attribute: .trailing, relatedBy: .equal, toItem: contentView, attribute: .trailing,
          multiplier: 1, constant: 0),
      ])
      addConstraint(
        LayoutConstraint(
          item: contentView, attribute: .width, relatedBy: .equal, toItem: self, attribute: .width,
          multiplier: 1, constant: 0))

      addContentSubViews()
      try addContentSubViewConstraints()
    } catch {
      constraintErrors.append(error)
    }
  }

  private func addContentSubViews() {
    topLabel.translatesAutoresizingMaskIntoConstraints = false
    topLabel.numberOfLines = 0
    topLabel.textAlignment = .center
    topLabel.lineBreakMode = .byWordWrapping
    topLabel.font = .preferredFont(forTextStyle: .body)
    topLabel.text = "Some text label. that may have several lines"
    topLabel.textColor = .black
    contentView.addSubview(topLabel)

    boxView.translatesAutoresizingMaskIntoConstraints = false
    boxView.backgroundColor = .lightGray
    contentView.addSubview(boxView)

    bottomLabel.numberOfLines = 0
    bottomLabel.textAlignment = .center
    bottomLabel.lineBreakMode = .byWordWrapping
    bottomLabel.font = .systemFont(ofSize: 17)
    bottomLabel.translatesAutoresizingMaskIntoConstraints = false
    bottomLabel.text = Self.bottomLabelText
    bottomLabel.textColor = .black
    contentView.addSubview(bottomLabel)
  }

  private func addContentSubViewConstraints() throws {
    // V:|-(60)-[topLabel]-[boxView(86)]-[bottomLabel]-|
    contentView.addConstraints([
      LayoutConstraint(
        item: topLabel, attribute: .top, relatedBy: .equal, toItem: contentView, attribute: .top,
        multiplier: 1, constant: 60),
      LayoutConstraint(
        item: boxView, attribute: .top, relatedBy: .equal, toItem: topLabel, attribute: .bottom,
        multiplier: 1, constant: 8),
      LayoutConstraint(
        item: boxView, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
        multiplier: 1, constant: 86),
      LayoutConstraint(
        item: bottomLabel, attribute: .top, relatedBy: .equal, toItem: boxView, attribute: .bottom,
        multiplier: 1, constant: 8),
      LayoutConstraint(
        item: contentView, attribute: .bottomMargin, relatedBy: .equal, toItem: bottomLabel,
        attribute: .bottom, multiplier: 1, constant: 0),
    ])

    // H:|-[topLabel]-|
    contentView.addConstraints([
      LayoutConstraint(
        item: topLabel, attribute: .leading, relatedBy: .equal, toItem: contentView,
        attribute: .leadingMargin, multiplier: 1, constant: 0),
      LayoutConstraint(
        item: contentView, attribute: .trailingMargin, relatedBy: .equal, toItem: topLabel,
        attribute: .trailing, multiplier: 1, constant: 0),
    ])
    // H:|-[bottomLabel]-|, H:|-[boxView]-| (the newer SDK spells them with the margins guide)
    let margins = contentView.layoutMarginsGuide
    LayoutConstraint.activate([
      bottomLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      margins.trailingAnchor.constraint(equalTo: bottomLabel.trailingAnchor),
      boxView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      margins.trailingAnchor.constraint(equalTo: boxView.trailingAnchor),
    ])

    contentView.addConstraint(
      LayoutConstraint(
        item: contentView, attribute: .centerX, relatedBy: .equal, toItem: boxView, attribute: .centerX,
        multiplier: 1, constant: 0))
  }

  static let bottomLabelText =
    """
    Mauris utinam singularis nostrud et vel et defui aliquip duis. Regula suscipere vel ratis damnum \
    in vindico voco verto antehabeo sit bene. Singularis decet capto luptatum sit delenit suscipit \
    aliquip consequat quis nullus ex.Gemino foras te pala consequat refero abbas in vel. Eum nimis \
    commoveo eros eu. Facilisi in pagus gemino exputo quadrum conventio erat. Haero loquor ut quis \
    sudo immitto adsum sit multo proprius esse.Iustum esse si reprobo utrum et vero ad loquor ne. \
    Duis in nulla. Nutus autem brevitas meus iriure verto ullamcorper velit facilisi. Scisco minim \
    damnum quis transverbero eligo nunc nibh tego.Pala vereor uxor ratis macto enim feugiat iustum \
    os delenit. Antehabeo valetudo vel. Neo patria et iaceo nutus. Ut vero veniam ventosus duis \
    consequat verto. Opto neque nonummy. Duis scisco quidne vero nostrud quidne exputo adsum meus \
    qui. Zelus uxor nobis consequat uxor augue decet. Indoles populus consequat iusto et facilisis \
    pecus nunc feugiat vel valde. Delenit sit nisl indoles minim incassum utinam epulae quae euismod \
    dolor tation. Multo ut vero indoles exputo commoveo. Scisco molior tamen ille. Luptatum cogo \
    accumsan luptatum eu fatua usitas. Molior bene elit paratus sed consequat augue veniam probo \
    patria. Nutus quidem feugiat nonummy ad delenit facilisis ea quibus suscipit. Refero utrum \
    torqueo feugait blandit aliquip ad vulputate cui ideo. Nunc vulputate paulatim dolor volutpat \
    vel brevitas. Reprobo iusto vindico. Qui quis commodo augue nostrud nulla eu consequat minim at \
    imputo. Iriure ullamcorper feugait genitus scisco in scisco obruo jus. Consequat abdo quae \
    dignissim iusto suscipere nulla ad jugis duis virtus. Enim vulputate luptatum in voco haero. \
    Feugiat euismod validus sudo uxor abbas. Ingenium obruo neo. Blandit consequat luptatum euismod \
    sino utrum tego suscipit dignissim suscipit. Sed gilvus utrum in capto Velit ventosus adsum \
    delenit et. Vel verto quidem sit qui vulputate ut autem. Accumsan distineo wisi populus \
    hendrerit ne indoles ille facilisis ut erat hendrerit. Populus sino velit premo dolore neque. \
    Augue ulciscor blandit venio facilisi capto quae praesent ad. Vero opto interdico a roto eros \
    abico. Olim eros ad comis incassum wisi consequat dolus molior oppeto in voco. Genitus caecus \
    duis usitas nisl illum suscipit nulla importunus melior autem. Ulciscor tum quia feugiat paratus \
    olim quod quidem. Duis consequat refoveo nulla refoveo nulla wisi nostrud velit. Neque et caecus \
    ne ad occuro nutus diam vulputate. Populus eros quis ne at quia sit luctus. Adipiscing verto \
    olim et virtus luctus nimis foras nisl in eum mos. Imputo saepius lenis reprobo vero. Aliquam \
    probo ea imputo vicis et suscipere. Vulpes iusto imputo dignissim. Dolore aptent feugiat qui et \
    nibh vicis modo abigo. Sit verto minim feugiat nulla praemitto caecus capto lucidus ullamcorper. \
    Fere eu duis facilisi torqueo.
    """
}

/// Frames of the port at two iPhone widths, with label heights from the independent wrap
/// (``WrapOracle``): UIKitBehaviour.md §4 (multi-line labels take the width the engine gives
/// them), §6 (`|-` in VFL is the 8-pt margin), §7.1 (edges to the content area, width to the
/// frame; contentSize = the content view's size).
@Suite("Port: seed 000 fixed-width dynamic-height scroll view (UIKitBehaviour.md §4, §6, §7.1)")
struct FixedWidthScrollViewPortTests {
  let oracle: WrapOracle

  init() throws {
    oracle = try WrapOracle()
  }

  @Test(
    "§7.1 content view = main view width × stacked heights; labels wrap at width − 16",
    arguments: [CGSize(width: 375, height: 667), CGSize(width: 414, height: 736)])
  func framesAtScreenSize(screen: CGSize) throws {
    let view = FixedWidthDynamicHeightView(frame: CGRect(origin: .zero, size: screen))
    #expect(view.constraintErrors.isEmpty)
    view.layoutIfNeeded()
    #expect(view.layoutIssues.isEmpty)

    let labelWidth = screen.width - 16
    let top = oracle.labelSize(view.topLabel.text ?? "", size: 17, wrapWidth: labelWidth)
    let bottom = oracle.labelSize(FixedWidthDynamicHeightView.bottomLabelText, size: 17, wrapWidth: labelWidth)
    #expect(oracle.lines(FixedWidthDynamicHeightView.bottomLabelText, size: 17, width: labelWidth).count > 40)
    let contentHeight = 60 + top.height + 8 + 86 + 8 + bottom.height + 8

    #expect(view.scrollView.frame == CGRect(origin: .zero, size: screen))
    #expect(
      view.contentView.frame
        == WrapOracle.pixelFrame(x: 0, y: 0, width: screen.width, height: contentHeight))
    #expect(
      view.topLabel.frame == WrapOracle.pixelFrame(x: 8, y: 60, width: labelWidth, height: top.height))
    #expect(
      view.boxView.frame
        == WrapOracle.pixelFrame(x: 8, y: 60 + top.height + 8, width: labelWidth, height: 86))
    #expect(
      view.bottomLabel.frame
        == WrapOracle.pixelFrame(x: 8, y: 60 + top.height + 8 + 86 + 8, width: labelWidth, height: bottom.height))
    #expect(
      WrapOracle.isClose(
        view.scrollView.contentSize, CGSize(width: screen.width, height: contentHeight)),
      "contentSize \(view.scrollView.contentSize)")
    #expect(view.scrollView.contentSize.height > screen.height)  // it scrolls vertically only
  }

  @Test("§4 the top label is one line at both widths: its text is narrower than 359 pt")
  func topLabelIsOneLine() {
    let text = "Some text label. that may have several lines"
    #expect(oracle.lines(text, size: 17, width: 359) == [text])
    let view = FixedWidthDynamicHeightView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    view.layoutIfNeeded()
    let oneLine = WrapOracle.ceilToPixels(oracle.lineHeight(size: 17))
    #expect(view.topLabel.frame == WrapOracle.pixelFrame(x: 8, y: 60, width: 359, height: oneLine))
  }

  @Test("§4 §7.1 rotating 375 × 667 → 667 × 375 re-wraps the bottom label and shrinks contentSize")
  func rotation() throws {
    let view = FixedWidthDynamicHeightView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    view.layoutIfNeeded()
    let portrait = view.scrollView.contentSize
    View.animate(withDuration: 0.3) {
      view.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
      view.layoutIfNeeded()
    }
    let top = oracle.labelSize(view.topLabel.text ?? "", size: 17, wrapWidth: 651)
    let bottom = oracle.labelSize(FixedWidthDynamicHeightView.bottomLabelText, size: 17, wrapWidth: 651)
    let contentHeight = 60 + top.height + 8 + 86 + 8 + bottom.height + 8
    #expect(view.scrollView.frame == CGRect(x: 0, y: 0, width: 667, height: 375))
    #expect(
      view.bottomLabel.frame
        == WrapOracle.pixelFrame(x: 8, y: 60 + top.height + 8 + 86 + 8, width: 651, height: bottom.height))
    #expect(WrapOracle.isClose(view.scrollView.contentSize, CGSize(width: 667, height: contentHeight)))
    #expect(view.scrollView.contentSize.height < portrait.height)
  }

  @Test("§7.1 scrolling moves only the bounds origin: content frames are unchanged")
  func scrollingKeepsFrames() {
    let view = FixedWidthDynamicHeightView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    view.layoutIfNeeded()
    let before = view.bottomLabel.frame
    view.scrollView.contentOffset = CGPoint(x: 0, y: 400)
    view.layoutIfNeeded()
    #expect(view.bottomLabel.frame == before)
    #expect(view.scrollView.bounds.origin == CGPoint(x: 0, y: 400))
    #expect(view.scrollView.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
    // The box is 86 pt tall at y = 60 + one line + 8 in content; 400 pt of scrolling puts it above the top.
    let boxOnScreen = view.boxView.convert(CGRect(origin: .zero, size: view.boxView.frame.size), to: view)
    #expect(boxOnScreen.minY == view.boxView.frame.minY - 400)
  }
}
