import Foundation
import AccordLayout

// Transitions, for source compatibility. A transition animates a view in or out; a still frame
// shows views that are present in their identity (inserted) state, so a transition changes
// nothing that is drawn. Listed as inert in Docs/support/modifiers.md.

/// How a view is inserted and removed. Inert in still frames (the view is shown as inserted).
public struct AnyTransition: Sendable, CustomStringConvertible {
    let name: String
    init(_ name: String) { self.name = name }
    /// The transition's name, for debugging.
    public var description: String { name }

    /// No transition (SwiftUI's `.identity`). Carried, not played: a still frame shows the view inserted.
    public static let identity = AnyTransition("identity")
    /// A fade (SwiftUI's `.opacity`). Carried, not played: a still frame shows the view inserted.
    public static let opacity = AnyTransition("opacity")
    /// A scale from zero (SwiftUI's `.scale`). Carried, not played: a still frame shows the view inserted.
    public static let scale = AnyTransition("scale")
    /// A slide in from the leading edge (SwiftUI's `.slide`). Carried, not played: a still frame shows the view inserted.
    public static let slide = AnyTransition("slide")
    /// A blur replace (SwiftUI's `.blurReplace`). Carried, not played: a still frame shows the view inserted.
    public static let blurReplace = AnyTransition("blurReplace")
    /// A symbol effect (SwiftUI's `.symbolEffect`). Carried, not played: a still frame shows the view inserted.
    public static let symbolEffect = AnyTransition("symbolEffect")

    /// A scale from `scale` around `anchor`. Carried, not played: a still frame shows the view inserted.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition("scale(\(scale))") }
    /// A move in from `edge`. Carried, not played: a still frame shows the view inserted.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition("move(\(edge))") }
    /// An offset by `offset`. Carried, not played: a still frame shows the view inserted.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition("offset(\(offset))") }
    /// An offset by `x`, `y`. Carried, not played: a still frame shows the view inserted.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition("offset(\(x), \(y))") }
    /// A push from `edge`. Carried, not played: a still frame shows the view inserted.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition("push(\(edge))") }
    /// Different transitions for insertion and removal. Carried, not played: a still frame shows the view inserted.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition("asymmetric(\(insertion), \(removal))")
    }
    /// A transition between two states of a modifier. Carried, not played: a still frame shows the view inserted.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition("modifier") }
    /// A blur replace with a configuration. Carried, not played: a still frame shows the view inserted.
    public static func blurReplace(_ config: BlurReplaceTransitionConfiguration = .downUp) -> AnyTransition { .blurReplace }

    /// Both transitions at once. Carried, not played: a still frame shows the view inserted.
    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition("\(name)+\(other.name)") }
    /// The transition with its own animation. Carried, not played: a still frame shows the view inserted.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// `.blurReplace(_:)`'s direction. Inert.
public struct BlurReplaceTransitionConfiguration: Sendable {
    /// Blur down, then up.
    public static let downUp = BlurReplaceTransitionConfiguration()
    /// Blur up, then up.
    public static let upUp = BlurReplaceTransitionConfiguration()
}

extension View {
    /// Inert: the view is drawn as inserted.
    public func transition(_ t: AnyTransition) -> Self { self }
}
