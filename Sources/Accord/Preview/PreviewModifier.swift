import Foundation
import AccordLayout

/// Shared set-up for previews (SwiftUI's `PreviewModifier`, iOS 18): `#Preview(traits:
/// .modifier(SampleData())) { … }` shows the preview's view as `body(content:context:)` makes
/// it, with the context `makeSharedContext()` made once for every preview using that modifier
/// type (a model container, sample objects…).
public protocol PreviewModifier {
    /// What the modifier makes once and shares (`Void` when it makes nothing).
    associatedtype Context = Void
    /// The view the modifier makes around the preview's view.
    associatedtype Body: View
    /// The view being modified.
    typealias Content = PreviewModifierContent
    /// Makes the shared context (once per modifier type, before the first preview using it).
    static func makeSharedContext() async throws -> Context
    /// The preview's view, modified.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// No shared context.
    public static func makeSharedContext() async throws {}
}

/// The view a `PreviewModifier` modifies: the preview's own view (SwiftUI's
/// `PreviewModifierContent`).
public struct PreviewModifierContent: View, PrimitiveView {
    let content: AnyView
    /// A primitive view: it shows the preview's view.
    public var body: Never { fatalError("PreviewModifierContent has no body") }

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { Accord.makeNodes(content, ctx) }

    /// The function a `.modifier` trait applies to the preview's view.
    static func applying<M: PreviewModifier>(_ modifier: M) -> (AnyView) -> AnyView {
        { view in
            guard let context = SharedPreviewContexts.context(of: M.self) else { return view }
            return AnyView(modifier.body(content: PreviewModifierContent(content: view), context: context))
        }
    }
}

/// Several previews listed in a modified preview are still separate previews (`PreviewWindowRoot`).
extension PreviewModifierContent: _PreviewModifiedContent {
    var _previewContent: any View { content }
}

/// The contexts `PreviewModifier`s made, one per modifier type.
enum SharedPreviewContexts {
    private final class Store: @unchecked Sendable {
        let lock = NSLock()
        var contexts: [ObjectIdentifier: Any] = [:]
    }
    private static let store = Store()
    private final class Outcome: @unchecked Sendable { var value: Result<Any, any Error>? }
    /// The modifier type's `makeSharedContext`, run once on another task while the preview waits.
    private struct Maker: @unchecked Sendable { let make: () async throws -> Any }

    /// The modifier type's context, made on first use (waiting for `makeSharedContext()`). Nil,
    /// with a warning, when making it throws: the preview is shown unmodified.
    static func context<M: PreviewModifier>(of type: M.Type) -> M.Context? {
        let key = ObjectIdentifier(type)
        store.lock.lock()
        if let c = store.contexts[key] as? M.Context { store.lock.unlock(); return c }
        store.lock.unlock()
        let outcome = Outcome()
        let done = DispatchSemaphore(value: 0)
        let maker = Maker { try await M.makeSharedContext() }
        Task.detached {
            do { outcome.value = .success(try await maker.make()) } catch { outcome.value = .failure(error) }
            done.signal()
        }
        done.wait()
        switch outcome.value {
        case .success(let c)?:
            store.lock.lock()
            store.contexts[key] = c
            store.lock.unlock()
            return c as? M.Context
        case .failure(let error)?:
            FileHandle.standardError.write(Data("warning: \(M.self).makeSharedContext() threw \(error); the preview is shown without the modifier\n".utf8))
            return nil
        case nil:
            return nil
        }
    }
}
