import Foundation
import AccordLayout

// `@main struct MyApp: App { var body: some Scene { WindowGroup { ContentView() } } }` compiles
// (the `accord` tool drops `@main`); Accord previews views, not apps.

/// A part of an app's user interface (SwiftUI's `Scene`): compiles; Accord previews views, not scenes.
public protocol Scene {}

/// An app (SwiftUI's `App`): compiles so app files build; the `accord` tool drops `@main` and previews views.
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

/// Builds scenes from closures (SwiftUI's `@SceneBuilder`).
@resultBuilder
public enum SceneBuilder {
    /// One scene, unchanged.
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    /// Several scenes.
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene { TupleScene() }
}

/// Several scenes, as a scene builder makes them.
public struct TupleScene: Scene {}

/// A window of `content` (SwiftUI's `WindowGroup`): compiles; not presented.
public struct WindowGroup<Content: View>: Scene {
    /// The control's content.
    public let content: Content
    /// A window group showing `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A titled window group showing `content`.
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content() }
}
