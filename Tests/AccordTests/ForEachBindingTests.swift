@testable import Accord
import AccordLayout
import Foundation
import XCTest

/// Views over a binding to a collection (View/ForEach+Binding.swift), SwiftUI's iOS 15 forms:
/// `ForEach($items) { $item in … }`, `ForEach($items, id:)`, `List($items)`. A binding to a mutable
/// random-access collection is a collection of bindings to its elements; each row reads and
/// writes its own element. Also UIKit's empty `UIImage()`: 0×0, nothing drawn.
final class ForEachBindingTests: XCTestCase {
    typealias S = TestSupport

    struct Task: Identifiable {
        let id: Int
        var title: String
        var done = false
    }
    final class Store {
        var tasks = [Task(id: 1, title: "Milk"), Task(id: 2, title: "Eggs", done: true), Task(id: 3, title: "Tea")]
        var binding: Binding<[Task]> { Binding(get: { self.tasks }, set: { self.tasks = $0 }) }
    }

    func testABindingToAnArrayIsACollectionOfBindingsToItsElements() {
        let store = Store()
        let b = store.binding
        XCTAssertEqual(b.count, 3)
        XCTAssertEqual(b[1].wrappedValue.title, "Eggs")
        b[2].title.wrappedValue = "Green tea"
        XCTAssertEqual(store.tasks[2].title, "Green tea")
        XCTAssertEqual(b.map(\.id), [1, 2, 3])  // each element binding is Identifiable by its value's id
        XCTAssertEqual(b.last?.wrappedValue.id, 3)
    }

    func testForEachOverABindingMakesARowPerElementWithItsOwnBinding() {
        let store = Store()
        var rowBindings: [Binding<Task>] = []
        let v = VStack(spacing: 0) {
            ForEach(store.binding) { $task in
                Text(task.title).accessibilityIdentifier("t\(task.id)")
                let _ = rowBindings.append($task)
            }
        }
        XCTAssertEqual(S.texts(v), ["Milk", "Eggs", "Tea"])
        // Fixed metrics: 10 pt per line, one row under another.
        XCTAssertEqual(S.frame(v, "t3")?.minY ?? -1, S.frame(v, "t1")!.minY + 20, accuracy: 0.01)
        rowBindings.first?.wrappedValue.done = true
        XCTAssertTrue(store.tasks[0].done)
    }

    func testForEachOverABindingWithAKeyPathIdentifiesByTheElementsProperty() {
        struct Memo { var url: String; var title: String }
        final class Memos { var all = [Memo(url: "a.m4a", title: "One"), Memo(url: "b.m4a", title: "Two")] }
        let memos = Memos()
        let binding = Binding(get: { memos.all }, set: { memos.all = $0 })
        let each = ForEach(binding, id: \.url) { $memo in Text(memo.title) }
        XCTAssertEqual(each.data.map(\.1), ["a.m4a", "b.m4a"])
        XCTAssertEqual(S.texts(VStack { each }), ["One", "Two"])
    }

    func testAListOverABindingShowsARowPerElement() {
        let store = Store()
        let list = List(store.binding) { $task in
            Toggle(task.title, isOn: $task.done)
        }
        XCTAssertEqual(S.texts(list).filter { ["Milk", "Eggs", "Tea"].contains($0) }, ["Milk", "Eggs", "Tea"])
    }

    func testAnEmptyUIImageIsZeroSizedAndDrawsNothing() throws {
        XCTAssertEqual(UIImage().size, .zero)
        let v = HStack(spacing: 0) {
            Image(uiImage: UIImage()).accessibilityIdentifier("empty")
            Color.red.frame(width: 10, height: 10)
        }
        let h = S.host(v)
        let f = try XCTUnwrap(h.frame(of: "empty"))
        XCTAssertEqual(f.size, .zero)
        XCTAssertEqual(S.images(h.displayList().items).count, 0)
    }
}
