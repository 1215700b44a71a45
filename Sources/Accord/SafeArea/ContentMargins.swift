import Foundation
import AccordLayout

/// Where `contentMargins` apply: a scroll view's content, its indicators, or both (automatic).
public struct ContentMarginPlacement: Hashable, Sendable {
    let kind: Int
    public static let automatic = ContentMarginPlacement(kind: 0)
    public static let scrollContent = ContentMarginPlacement(kind: 1)
    public static let scrollIndicators = ContentMarginPlacement(kind: 2)
}

/// The content margins of the scroll views in a subtree (`contentMargins`).
struct ContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension View {
    /// Margins around the content of the scroll views inside (Apple: "Configures the content
    /// margin for a provided placement"): a `ScrollView`'s content is laid out inset by them, in
    /// addition to the safe area. Indicator margins have nothing to move in a still frame.
    /// Inner margins replace outer ones edge by edge.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        func f(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        return transformEnvironment { env in
            guard placement != .scrollIndicators else { return }
            var m = env[ContentMarginsKey.self]
            if edges.contains(.top) { m.top = f(insets.top) }
            if edges.contains(.leading) { m.leading = f(insets.leading) }
            if edges.contains(.bottom) { m.bottom = f(insets.bottom) }
            if edges.contains(.trailing) { m.trailing = f(insets.trailing) }
            env[ContentMarginsKey.self] = m
        }
    }
    /// The same length on `edges` (16 points — the default padding — when nil).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        let l = length ?? 16
        return contentMargins(edges, EdgeInsets(top: l, leading: l, bottom: l, trailing: l), for: placement)
    }
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}

/// `nodes` inset by the content margins in `env` (a scroll view's content).
func applyingContentMargins(_ nodes: [LayoutNode], _ env: EnvironmentValues) -> [LayoutNode] {
    let m = env[ContentMarginsKey.self]
    guard m.top != 0 || m.leading != 0 || m.bottom != 0 || m.trailing != 0 else { return nodes }
    return nodes.map { wrap($0, PaddingBehaviour(m), label: ".contentMargins") }
}
