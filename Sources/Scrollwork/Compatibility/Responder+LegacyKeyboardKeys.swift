// swift-format-ignore-file: AlwaysUseLowerCamelCase
// UIKit's pre-Swift-4.2 global names, kept verbatim for ported code.

import Foundation

/// `Responder.keyboardFrameBeginUserInfoKey` under its pre-Swift-4.2 name
/// (`UIKeyboardFrameBeginUserInfoKey`, still the Objective-C name; UIKitBehaviour.md §19).
public let UIKeyboardFrameBeginUserInfoKey = Responder.keyboardFrameBeginUserInfoKey
/// `Responder.keyboardFrameEndUserInfoKey` under its pre-Swift-4.2 name
/// (`UIKeyboardFrameEndUserInfoKey`; UIKitBehaviour.md §19).
public let UIKeyboardFrameEndUserInfoKey = Responder.keyboardFrameEndUserInfoKey
/// `Responder.keyboardAnimationDurationUserInfoKey` under its pre-Swift-4.2 name
/// (`UIKeyboardAnimationDurationUserInfoKey`; UIKitBehaviour.md §19).
public let UIKeyboardAnimationDurationUserInfoKey = Responder.keyboardAnimationDurationUserInfoKey
/// `Responder.keyboardAnimationCurveUserInfoKey` under its pre-Swift-4.2 name
/// (`UIKeyboardAnimationCurveUserInfoKey`; UIKitBehaviour.md §19).
public let UIKeyboardAnimationCurveUserInfoKey = Responder.keyboardAnimationCurveUserInfoKey
/// `Responder.keyboardIsLocalUserInfoKey` under its pre-Swift-4.2 name
/// (`UIKeyboardIsLocalUserInfoKey`; UIKitBehaviour.md §19).
public let UIKeyboardIsLocalUserInfoKey = Responder.keyboardIsLocalUserInfoKey
