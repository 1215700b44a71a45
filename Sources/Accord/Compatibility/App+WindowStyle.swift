import Foundation

// Window styles (SwiftUI's `WindowStyle`, macOS and visionOS): how a scene's windows are framed.
// Scenes are not presented in a preview (App+Scenes.swift), so a style is accepted and inert.

/// How a scene's windows look (SwiftUI's `WindowStyle`).
public protocol WindowStyle {}

/// The platform's default window style (SwiftUI's `DefaultWindowStyle`).
public struct DefaultWindowStyle: WindowStyle {
    /// The style.
    public init() {}
}

/// Windows without a visible title bar (SwiftUI's `HiddenTitleBarWindowStyle`, macOS).
public struct HiddenTitleBarWindowStyle: WindowStyle {
    /// The style.
    public init() {}
}

/// Windows with a title bar (SwiftUI's `TitleBarWindowStyle`, macOS).
public struct TitleBarWindowStyle: WindowStyle {
    /// The style.
    public init() {}
}

/// Windows with no chrome or background (SwiftUI's `PlainWindowStyle`, visionOS).
public struct PlainWindowStyle: WindowStyle {
    /// The style.
    public init() {}
}

/// A three-dimensional window (SwiftUI's `VolumetricWindowStyle`, visionOS).
public struct VolumetricWindowStyle: WindowStyle {
    /// The style.
    public init() {}
}

extension WindowStyle where Self == DefaultWindowStyle {
    /// The default style.
    public static var automatic: DefaultWindowStyle { DefaultWindowStyle() }
}
extension WindowStyle where Self == HiddenTitleBarWindowStyle {
    /// No visible title bar.
    public static var hiddenTitleBar: HiddenTitleBarWindowStyle { HiddenTitleBarWindowStyle() }
}
extension WindowStyle where Self == TitleBarWindowStyle {
    /// A title bar.
    public static var titleBar: TitleBarWindowStyle { TitleBarWindowStyle() }
}
extension WindowStyle where Self == PlainWindowStyle {
    /// No chrome.
    public static var plain: PlainWindowStyle { PlainWindowStyle() }
}
extension WindowStyle where Self == VolumetricWindowStyle {
    /// A volume.
    public static var volumetric: VolumetricWindowStyle { VolumetricWindowStyle() }
}

extension Scene {
    /// The style of the scene's windows (SwiftUI's `windowStyle(_:)`). Inert: scenes are not presented.
    public func windowStyle<S: WindowStyle>(_ style: S) -> some Scene { ModifiedScene(base: self) }
}
