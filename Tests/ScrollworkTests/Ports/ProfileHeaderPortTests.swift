import Foundation
import Scrollwork
import Testing

// A profile screen as written for UIKit with programmatic views: a cover image view with an
// aspect-ratio constraint, a round avatar overlapping it (`layer.cornerRadius`,
// `clipsToBounds`, `contentMode`), name and bio labels (`preferredFont`, `numberOfLines`,
// `lineBreakMode`, `textAlignment`), a follow button, and the whole thing in a scroll view
// whose content is pinned with the Visual Format Language. Ported by renaming types only.

private final class ProfileViewController: ViewController, @unchecked Sendable {
  let scrollView: ScrollView = {
    let scrollView = ScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    scrollView.contentInsetAdjustmentBehavior = .never
    scrollView.showsVerticalScrollIndicator = true
    return scrollView
  }()

  let contentView: View = {
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
  }()

  let coverImageView: ImageView = {
    let imageView = ImageView(image: Image(size: CGSize(width: 1200, height: 600)))
    imageView.translatesAutoresizingMaskIntoConstraints = false
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    return imageView
  }()

  let avatarImageView: ImageView = {
    let imageView = ImageView()
    imageView.translatesAutoresizingMaskIntoConstraints = false
    imageView.contentMode = .scaleAspectFit
    imageView.backgroundColor = .secondarySystemBackground
    imageView.layer.cornerRadius = 40
    imageView.layer.borderWidth = 3
    imageView.layer.borderColor = Color.white.cgColor
    imageView.clipsToBounds = true
    imageView.tintColor = .systemGray
    return imageView
  }()

  lazy var nameLabel: Label = {
    let label = Label()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = .systemFont(ofSize: 24, weight: .bold)
    label.textAlignment = .center
    label.text = "Jane Appleseed"
    label.adjustsFontSizeToFitWidth = true
    label.minimumScaleFactor = 0.5
    return label
  }()

  lazy var bioLabel: Label = {
    let label = Label()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = .preferredFont(forTextStyle: .body)
    label.adjustsFontForContentSizeCategory = true
    label.textColor = .secondaryLabel
    label.numberOfLines = 0
    label.lineBreakMode = .byWordWrapping
    label.textAlignment = .natural
    label.text = "iOS engineer."
    return label
  }()

  let followButton: Button = {
    let button = Button(type: .system)
    button.translatesAutoresizingMaskIntoConstraints = false
    button.setTitle("Follow", for: .normal)
    button.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
    button.backgroundColor = .systemBlue
    button.setTitleColor(.white, for: .normal)
    button.layer.cornerRadius = 8
    button.isEnabled = true
    return button
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    view.addSubview(scrollView)
    scrollView.addSubview(contentView)
    [coverImageView, avatarImageView, nameLabel, bioLabel, followButton].forEach(contentView.addSubview)

    let views: [String: Any] = ["scroll": scrollView, "content": contentView]
    view.addConstraints(
      LayoutConstraint.constraints(withVisualFormat: "H:|[scroll]|", options: [], metrics: nil, views: views))
    view.addConstraints(
      LayoutConstraint.constraints(withVisualFormat: "V:|[scroll]|", options: [], metrics: nil, views: views))
    scrollView.addConstraints(
      LayoutConstraint.constraints(withVisualFormat: "H:|[content]|", options: [], metrics: nil, views: views))
    scrollView.addConstraints(
      LayoutConstraint.constraints(withVisualFormat: "V:|[content]|", options: [], metrics: nil, views: views))

    let equalHeight = contentView.heightAnchor.constraint(equalTo: scrollView.heightAnchor)
    equalHeight.priority = .defaultLow

    LayoutConstraint.activate([
      contentView.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
      equalHeight,

      coverImageView.topAnchor.constraint(equalTo: contentView.topAnchor),
      coverImageView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
      coverImageView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      coverImageView.heightAnchor.constraint(equalTo: coverImageView.widthAnchor, multiplier: 9.0 / 16.0),

      avatarImageView.centerYAnchor.constraint(equalTo: coverImageView.bottomAnchor),
      avatarImageView.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
      avatarImageView.widthAnchor.constraint(equalToConstant: 80),
      avatarImageView.heightAnchor.constraint(equalTo: avatarImageView.widthAnchor),

      nameLabel.topAnchor.constraint(equalToSystemSpacingBelow: avatarImageView.bottomAnchor, multiplier: 1),
      nameLabel.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
      nameLabel.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),

      bioLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor, constant: 8),
      bioLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
      bioLabel.trailingAnchor.constraint(equalTo: nameLabel.trailingAnchor),

      followButton.topAnchor.constraint(equalTo: bioLabel.bottomAnchor, constant: 20),
      followButton.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
      followButton.widthAnchor.constraint(equalTo: contentView.widthAnchor, multiplier: 0.5),
      followButton.heightAnchor.constraint(equalToConstant: 44),
      followButton.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -20),
    ])
    nameLabel.setContentHuggingPriority(.required, for: .vertical)
    bioLabel.setContentCompressionResistancePriority(LayoutPriority(rawValue: 999), for: .vertical)
  }
}

@Suite("Port: profile header with cover, round avatar and VFL-pinned scroll content (UIKitBehaviour.md §3, §7.1)")
struct ProfileHeaderPortTests {
  @Test("§7.1 cover 390 × 219.375 (9:16), avatar 80 × 80 centred on its bottom edge, button half width")
  func layout() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ProfileViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    let coverHeight: CGFloat = 219.375  // 390 × 9 / 16
    #expect(controller.coverImageView.frame.size.width == 390)
    #expect(abs(controller.coverImageView.frame.height - coverHeight) < 0.5)
    let avatar = controller.avatarImageView.frame
    #expect(avatar.width == 80 && avatar.height == 80 && avatar.minX == 155)
    #expect(abs(avatar.midY - controller.coverImageView.frame.maxY) < 0.5)
    // The name sits 8 pt (system spacing) below the avatar, inside the 8-pt margins.
    #expect(abs(controller.nameLabel.frame.minY - (avatar.maxY + 8)) < 1e-9)
    #expect(controller.nameLabel.frame.minX == 8 && controller.nameLabel.frame.width == 374)
    // x = (390 − 195) / 2 = 97.5 → 292.5 px rounds (halves up) to 293 px on the 3× screen.
    #expect(controller.followButton.frame.width == 195 && controller.followButton.frame.minX == 293.0 / 3.0)
    #expect(abs(controller.followButton.frame.minY - (controller.bioLabel.frame.maxY + 20)) < 1e-9)
    // Short content: the low-priority equal height makes the content fill the screen.
    #expect(controller.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(controller.scrollView.contentSize == CGSize(width: 390, height: 844))
    #expect(controller.avatarImageView.layer.cornerRadius == 40)
    #expect(controller.avatarImageView.layer.masksToBounds)
    #expect(controller.followButton.title(for: .normal) == "Follow")
    #expect(controller.followButton.titleColor(for: .normal) == .white)
  }

  @Test("§3 a long bio wraps: the content grows past the screen and the scroll view scrolls")
  func longBio() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let controller = ProfileViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    controller.bioLabel.text = Array(repeating: "Building layouts with Auto Layout and scroll views.", count: 30)
      .joined(separator: " ")
    controller.view.layoutIfNeeded()
    let bio = controller.bioLabel.frame
    let bioHeight = controller.bioLabel.sizeThatFits(CGSize(width: 374, height: CGFloat.greatestFiniteMagnitude)).height
    #expect(bio.height == bioHeight)
    #expect(bio.height > 600)
    let expectedContent = controller.followButton.frame.maxY + 20
    #expect(controller.scrollView.contentSize == CGSize(width: 390, height: expectedContent))
    #expect(controller.scrollView.contentSize.height > 844)
  }
}
