import Foundation
import AccordLayout

// Environment values SwiftUI sets from the system and the device. Their defaults are a preview's:
// the en_US locale, the Gregorian calendar, the process's time zone, an active scene, the Large
// Dynamic Type size, the device's display scale.

/// Dynamic Type sizes under their iOS 13 names (`sizeCategory`), the same sizes as `DynamicTypeSize`.
public enum ContentSizeCategory: Hashable, Sendable, CaseIterable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// The category of a Dynamic Type size.
    public init?(_ size: DynamicTypeSize) { self = ContentSizeCategory.allCases[size.rawValue] }

    var dynamicTypeSize: DynamicTypeSize { DynamicTypeSize.allCases[ContentSizeCategory.allCases.firstIndex(of: self)!] }
}

extension ContentSizeCategory: Comparable {
    public static func < (a: Self, b: Self) -> Bool { a.dynamicTypeSize < b.dynamicTypeSize }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a content size category.
    public init?(_ category: ContentSizeCategory) { self = category.dynamicTypeSize }
    public init?(_ category: UIContentSizeCategory) {
        let all: [UIContentSizeCategory] = [.extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
                                             .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
                                             .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge]
        guard let i = all.firstIndex(of: category) else { return nil }
        self = DynamicTypeSize.allCases[i]
    }
}

/// A scene's operational state. Previews are always active.
public enum ScenePhase: Comparable, Hashable, Sendable { case background, inactive, active }

/// Whether the user can edit the content (`editMode`).
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

/// Why a view's content is shown redacted (placeholders).
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// The contrast setting of the colour scheme.
public enum ColorSchemeContrast: Hashable, Sendable { case standard, increased }

/// The font weight accessibility setting.
public enum LegibilityWeight: Hashable, Sendable { case regular, bold }

struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar(identifier: .gregorian) } }
struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone.current } }
struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
struct EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }
struct RedactionReasonKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }
struct DefaultMinListRowHeightKey: EnvironmentKey { static let defaultValue: CGFloat = 44 }
struct DefaultMinListHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }
struct AccessibilityFlagKey<Tag>: EnvironmentKey { static var defaultValue: Bool { false } }
enum ReduceMotionTag {}
enum ReduceTransparencyTag {}
enum DifferentiateWithoutColorTag {}
enum InvertColorsTag {}
enum VoiceOverTag {}
enum SwitchControlTag {}
enum BoldTextTag {}

extension EnvironmentValues {
    /// The locale (en_US unless set).
    public var locale: Locale { get { self[LocaleKey.self] } set { self[LocaleKey.self] = newValue } }
    /// The calendar (Gregorian unless set).
    public var calendar: Calendar { get { self[CalendarKey.self] } set { self[CalendarKey.self] = newValue } }
    /// The time zone (the process's unless set).
    public var timeZone: TimeZone { get { self[TimeZoneKey.self] } set { self[TimeZoneKey.self] = newValue } }
    /// The Dynamic Type size under its iOS 13 name; setting it sets `dynamicTypeSize`.
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize)! }
        set { dynamicTypeSize = newValue.dynamicTypeSize }
    }
    /// The scene's state: `.active` in a preview.
    public var scenePhase: ScenePhase { get { self[ScenePhaseKey.self] } set { self[ScenePhaseKey.self] = newValue } }
    /// A binding to the edit mode, when a container provides one (nil by default).
    public var editMode: Binding<EditMode>? { get { self[EditModeKey.self] } set { self[EditModeKey.self] = newValue } }
    /// The reasons the content is redacted (none by default).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonKey.self] } set { self[RedactionReasonKey.self] = newValue }
    }
    /// Whether the view is presented (sheets, navigation destinations): false for a preview's root.
    public var isPresented: Bool { get { self[IsPresentedKey.self] } set { self[IsPresentedKey.self] = newValue } }
    /// Whether a search field above the view is being edited (never, in a still frame).
    public var isSearching: Bool { get { self[IsSearchingKey.self] } set { self[IsSearchingKey.self] = newValue } }
    /// Whether the nearest focusable ancestor has focus (never, in a still frame).
    public var isFocused: Bool { get { self[IsFocusedKey.self] } set { self[IsFocusedKey.self] = newValue } }
    /// The length of one pixel in points: 1 / `displayScale` (⅓ pt on a 3× iPhone).
    public var pixelLength: CGFloat { 1 / max(1, displayScale) }
    /// The minimum height of a list row: 44 points on iOS (the HIG's minimum hit target).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] } set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] } set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] } set { self[LegibilityWeightKey.self] = newValue }
    }
    public var accessibilityReduceMotion: Bool { self[AccessibilityFlagKey<ReduceMotionTag>.self] }
    public var accessibilityReduceTransparency: Bool { self[AccessibilityFlagKey<ReduceTransparencyTag>.self] }
    public var accessibilityDifferentiateWithoutColor: Bool { self[AccessibilityFlagKey<DifferentiateWithoutColorTag>.self] }
    public var accessibilityInvertColors: Bool { self[AccessibilityFlagKey<InvertColorsTag>.self] }
    public var accessibilityVoiceOverEnabled: Bool { self[AccessibilityFlagKey<VoiceOverTag>.self] }
    public var accessibilitySwitchControlEnabled: Bool { self[AccessibilityFlagKey<SwitchControlTag>.self] }
    public var accessibilityBoldText: Bool { self[AccessibilityFlagKey<BoldTextTag>.self] }
}
