import Foundation
import AccordLayout

// iOS 26's Liquid Glass as SwiftUI names it: `glassEffect(_:in:)`, `Glass`,
// `GlassEffectContainer`, the glass identity and union modifiers and the `.glass` /
// `.glassProminent` button styles. Layout is SwiftUI's: the effect draws behind the view in its
// shape and changes no frame. The material itself is approximated as Accord's materials are
// (Color.swift): a translucent fill in the shape, without the refraction, blur, specular edge
// or morphing of real glass; a tinted glass is its tint, translucent.

/// The configuration of a Liquid Glass material (SwiftUI's `Glass`, iOS 26).
public struct Glass: Equatable, Sendable {
    enum Variant: Equatable, Sendable { case regular, clear, identity }
    let variant: Variant
    var tintColor: Color?
    var isInteractive = false

    /// The standard glass.
    public static var regular: Glass { Glass(variant: .regular) }
    /// A more transparent glass, for content over media.
    public static var clear: Glass { Glass(variant: .clear) }
    /// No glass: the content is drawn as if no effect were applied.
    public static var identity: Glass { Glass(variant: .identity) }

    /// The glass with a tint colour (nil: untinted).
    public func tint(_ color: Color?) -> Glass {
        var glass = self
        glass.tintColor = color
        return glass
    }
    /// The glass reacting to touches (kept; a still frame has none).
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var glass = self
        glass.isInteractive = isEnabled
        return glass
    }

    /// The fill drawn behind the content: the regular glass as `regularMaterial`, the clear one
    /// as `ultraThinMaterial`, a tint at 60 % (approximations, see the file's comment).
    var style: AnyShapeStyle? {
        switch variant {
        case .identity: return nil
        case .regular, .clear:
            if let tintColor { return AnyShapeStyle(tintColor.opacity(variant == .clear ? 0.35 : 0.6)) }
            return AnyShapeStyle(variant == .clear ? Material.ultraThinMaterial : Material.regularMaterial)
        }
    }
}

/// The shape glass effects take by default: a capsule (SwiftUI's `DefaultGlassEffectShape`).
public struct DefaultGlassEffectShape: Shape, Sendable {
    /// The default glass shape.
    public init() {}
    /// A capsule in `rect`.
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// How glass appears and disappears (SwiftUI's `GlassEffectTransition`; a still frame shows the end state).
public struct GlassEffectTransition: Sendable {
    let name: String
    /// The glass morphs from the geometry of glass with the same ID.
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
    /// The glass fades in and out.
    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
    /// No transition.
    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

/// A container that lets the glass shapes of its views blend and morph (SwiftUI's
/// `GlassEffectContainer`). Its content is laid out as it is; each glass is drawn on its own.
public struct GlassEffectContainer<Content: View>: View {
    let spacing: CGFloat?
    let content: Content
    /// A container whose glass shapes within `spacing` of each other blend (nil: the default spacing).
    public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }
    public var body: some View { content }
}

extension View {
    /// Liquid Glass behind the view in `shape` (SwiftUI's `glassEffect(_:in:)`, iOS 26): the
    /// view's frame is unchanged; the glass is a translucent fill in its shape (see `Glass`).
    public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        background(glass.style ?? AnyShapeStyle(Color.clear), in: shape)
    }
    /// Associates the view's glass with an identity, for morphing between states (SwiftUI's
    /// `glassEffectID(_:in:)`; a still frame draws the glass where it is).
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View { self }
    /// Joins the view's glass with other glass of the same `id` (SwiftUI's
    /// `glassEffectUnion(id:namespace:)`; each glass is drawn in its own shape here).
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View { self }
    /// How the view's glass appears and disappears (SwiftUI's `glassEffectTransition(_:)`; inert in a still frame).
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }
}

/// A button style with a glass capsule behind the label (SwiftUI's `GlassButtonStyle`, iOS 26):
/// laid out as `.bordered` (its insets and font), in a capsule of glass, the label in the tint colour.
public struct GlassButtonStyle: PrimitiveButtonStyle {
    let glass: Glass
    /// The style with regular glass.
    public init() { glass = .regular }
    /// The style with the given glass.
    public init(_ glass: Glass) { self.glass = glass }
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltinButtonBody(kind: .glass(glass), label: AnyView(configuration.label), role: configuration.role)
    }
}

/// A button style with prominent glass (SwiftUI's `GlassProminentButtonStyle`, iOS 26): laid out
/// as `.borderedProminent`, a capsule of the tint colour behind a white label.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// The style.
    public init() {}
    /// The view this style makes of one control, from its configuration.
    public func makeBody(configuration: Configuration) -> some View {
        _BuiltinButtonBody(kind: .glassProminent, label: AnyView(configuration.label), role: configuration.role)
    }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// A button style that applies a Liquid Glass effect (SwiftUI's `.glass`).
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    /// A button style that applies the given glass (SwiftUI's `.glass(_:)`, iOS 26.1).
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A button style that applies a prominent Liquid Glass effect (SwiftUI's `.glassProminent`).
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
