import Foundation

/// What a node contributes to the preference values read off the laid-out tree, and what it
/// observes of them (`.preference`, `.transformPreference`, `.anchorPreference`,
/// `.onPreferenceChange`, `.onGeometryChange`): declared by the view layer on the node it builds,
/// carried by the engine like `NodeDrawing`, read only after layout. The node itself is a
/// pass-through (`TransparentBehaviour`): preferences never change a size.
package final class NodePreferences: @unchecked Sendable {
    /// What the node does to its subtree's values on the way up, each for one key (the view
    /// layer's `PreferenceEffect<Key>`; the reader of a key applies that key's).
    package let effects: [AnyObject]
    /// What reads the subtree's value once it is laid out (the view layer's observer).
    package let observer: AnyObject?

    package init(effects: [AnyObject] = [], observer: AnyObject? = nil) {
        self.effects = effects
        self.observer = observer
    }
}
