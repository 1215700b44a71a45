import Foundation
import AccordLayout

// `@main struct MyApp: App { var body: some Scene { WindowGroup { ContentView() } } }` compiles
// (the `accord` tool drops `@main`); Accord previews views, not apps.

public protocol Scene {}

public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene { TupleScene() }
}

public struct TupleScene: Scene {}

public struct WindowGroup<Content: View>: Scene {
    /// The control's content.
    public let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content() }
}
