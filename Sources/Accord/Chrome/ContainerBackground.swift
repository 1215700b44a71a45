import Foundation
import AccordLayout

/// The opaque background of a container iOS backs with a UIKit view controller — a navigation
/// stack (`UINavigationController`) and a tab view with its bar (`UITabBarController`): each
/// screen is a hosting controller whose view is `.systemBackground`, resolved in the
/// container's own environment. So `.colorScheme(.dark)` (or `.environment(\.colorScheme, .dark)`)
/// on a `TabView` or `NavigationView` turns its whole screen dark, bars and safe areas included,
/// while the window around a bare view keeps the window's scheme (Apple, `colorScheme(_:)`:
/// "the view to which you apply it and any subviews"; `EnvironmentValues.colorScheme`: "not the
/// views above it"). The fill continues under the insets the container touches, as a list's does.
func drawContainerBackground(_ node: LayoutNode, _ ctx: BuildContext) {
    let colour = SystemColors.background.resolve(in: ctx.environment)
    let previous = node.drawing
    node.drawing = NodeDrawing(content: { n, frame, context in
        // (Out to the insets the container touches: SafeArea/SafeAreaDrawing.swift.)
        [fillItem(Path(grownIntoSafeArea(n, frame, .all, context)), colour)] + (previous?.content?(n, frame, context) ?? [])
    }, effect: previous?.effect)
}
