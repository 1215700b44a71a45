import Foundation
import AccordLayout

// Transitions, for source compatibility. A transition animates a view in or out; a still frame
// shows views that are present in their identity (inserted) state, so a transition changes
// nothing that is drawn. Listed as inert in Docs/support/modifiers.md.

/// How a view is inserted and removed. Inert in still frames (the view is shown as inserted).
public struct AnyTransition: Sendable, CustomStringConvertible {
    let name: String
    init(_ name: String) { self.name = name }
    public var description: String { name }

    public static let identity = AnyTransition("identity")
    public static let opacity = AnyTransition("opacity")
    public static let scale = AnyTransition("scale")
    public static let slide = AnyTransition("slide")
    public static let blurReplace = AnyTransition("blurReplace")
    public static let symbolEffect = AnyTransition("symbolEffect")

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition("scale(\(scale))") }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(\(edge))") }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset(\(offset))") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition("offset(\(x), \(y))") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(\(edge))") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(\(insertion), \(removal))")
    }
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition("modifier") }
    public static func blurReplace(_ config: BlurReplaceTransitionConfiguration = .downUp) -> AnyTransition { .blurReplace }

    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(name)+\(other.name)") }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// `.blurReplace(_:)`'s direction. Inert.
public struct BlurReplaceTransitionConfiguration: Sendable {
    public static let downUp = BlurReplaceTransitionConfiguration()
    public static let upUp = BlurReplaceTransitionConfiguration()
}

extension View {
    /// Inert: the view is drawn as inserted.
    public func transition(_ t: AnyTransition) -> Self { self }
}
