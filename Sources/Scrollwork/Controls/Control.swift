import Foundation

/// The base of the controls (UIKit's `UIControl`): enabled / selected / highlighted
/// state and closure actions (`UIAction`, iOS 14).
///
/// Headless there are no touches: ``sendActions(for:)`` runs the actions registered
/// for an event, as a tap (`.touchUpInside`, `.primaryActionTriggered`) or a value
/// change would. Target–action with `#selector` needs the Objective-C runtime, which
/// Linux does not have; closure actions are the portable form. The state flags do not
/// affect layout (renderers may read them).
open class Control: View {
  /// Control states (`UIControl.State`).
  public struct State: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }

  /// Control events (`UIControl.Event`; raw values as in UIKit).
  public struct Event: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    public static let touchDragExit = Event(rawValue: 1 << 5)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
    public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
    public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }

  /// How content sits horizontally in the bounds (`UIControl.ContentHorizontalAlignment`).
  public enum ContentHorizontalAlignment: Int, Sendable {
    case center = 0
    case left, right, fill, leading, trailing
  }

  /// How content sits vertically in the bounds (`UIControl.ContentVerticalAlignment`).
  public enum ContentVerticalAlignment: Int, Sendable {
    case center = 0
    case top, bottom, fill
  }

  /// Whether the control responds to the user (default true).
  open var isEnabled = true
  /// Whether the control is selected (default false).
  open var isSelected = false
  /// Whether the control is highlighted (default false).
  open var isHighlighted = false
  /// Horizontal content alignment (renderers; default `.center`).
  open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
  /// Vertical content alignment (renderers; default `.center`).
  open var contentVerticalAlignment: ContentVerticalAlignment = .center

  /// The state flags as a set (`.normal` when none is set).
  open var state: State {
    var s: State = []
    if !isEnabled { s.insert(.disabled) }
    if isSelected { s.insert(.selected) }
    if isHighlighted { s.insert(.highlighted) }
    return s
  }

  private var actions: [(action: Action, events: Event)] = []

  /// Registers `action` for `controlEvents` (UIKit's `addAction(_:for:)`). An action
  /// with the same identifier replaces the earlier one for those events.
  open func addAction(_ action: Action, for controlEvents: Event) {
    actions.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents }
    actions.append((action, controlEvents))
  }

  /// Removes `action` from `controlEvents` (UIKit's `removeAction(_:for:)`).
  open func removeAction(_ action: Action, for controlEvents: Event) {
    actions.removeAll { $0.action === action && $0.events == controlEvents }
  }

  /// Removes the action with `identifier` from `controlEvents`.
  open func removeAction(identifiedBy identifier: Action.Identifier, for controlEvents: Event) {
    actions.removeAll { $0.action.identifier == identifier && $0.events == controlEvents }
  }

  /// Runs, in registration order, the actions registered for any of `controlEvents`
  /// (UIKit's `sendActions(for:)`), disabled or not, as UIKit does.
  open func sendActions(for controlEvents: Event) {
    let matching = actions.filter { !$0.events.intersection(controlEvents).isEmpty }
    for entry in matching { entry.action.performWithSender(self) }
  }
}

/// A closure run by a control (UIKit's `UIAction`).
open class Action {
  /// An action's identity (`UIAction.Identifier`).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The title (menus and renderers).
  open var title: String
  /// The image (menus and renderers).
  open var image: Image?
  /// The identity; unique unless given.
  public let identifier: Identifier
  /// The control that ran the action most recently, while its handler runs.
  public private(set) weak var sender: AnyObject?
  private let handler: (Action) -> Void

  /// Creates an action (UIKit's `UIAction(title:image:identifier:handler:)`).
  public init(
    title: String = "", image: Image? = nil, identifier: Identifier? = nil,
    handler: @escaping (Action) -> Void
  ) {
    self.title = title
    self.image = image
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.handler = handler
  }

  func performWithSender(_ control: Control) {
    sender = control
    handler(self)
    sender = nil
  }
}
