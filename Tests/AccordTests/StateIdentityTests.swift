@testable import Accord
import Foundation
import XCTest

/// `@State` lives at a view's structural identity (WWDC21 "Demystify SwiftUI": identity is the
/// view's position in the tree — builder slot, `if`/`else` branch, `ForEach` id — and explicit
/// `.id(_:)`; state survives `body` being evaluated again at the same identity and is dropped
/// when the identity goes away). Each test builds a view twice with one graph, changing a state
/// through a binding in between; the bar's width (its state, in points) shows which value the
/// second build read. The numbers are the values the tests set: 10 initial, 50 changed.
final class StateIdentityTests: XCTestCase {
    /// Collects the bindings of the bars built, by name, so a test can change their state.
    final class Handles: @unchecked Sendable {
        var width: [String: Binding<CGFloat>] = [:]
    }

    struct Bar: View {
        let name: String
        let handles: Handles
        @State var width: CGFloat = 10
        var body: some View {
            handles.width[name] = $width
            return Color.red.frame(width: width, height: 10).accessibilityIdentifier(name)
        }
    }

    func build<V: View>(_ v: V, _ graph: ViewGraph) -> HostedLayout {
        HostedLayout(v, proposal: ProposedViewSize(width: 300, height: 300), environment: EnvironmentValues(),
                     textMeasurer: FixedMetricTextMeasurer(), scale: 1, graph: graph)
    }

    func width(_ h: HostedLayout, _ id: String) -> CGFloat? { h.frame(of: id)?.width }

    func testStateIsKeptWhenTheSameViewIsBuiltAgain() {
        let handles = Handles(), graph = ViewGraph()
        struct Screen: View {
            let handles: Handles
            var body: some View { VStack { Text("Title"); Bar(name: "bar", handles: handles) } }
        }
        XCTAssertEqual(width(build(Screen(handles: handles), graph), "bar"), 10)
        handles.width["bar"]!.wrappedValue = 50
        // A new view value (as a parent's body makes) at the same identity reads the kept state.
        XCTAssertEqual(width(build(Screen(handles: handles), graph), "bar"), 50)
        // Another graph (another host) starts from the initial value.
        XCTAssertEqual(width(build(Screen(handles: handles), ViewGraph()), "bar"), 10)
    }

    func testSiblingsOfOneTypeKeepTheirOwnState() {
        let handles = Handles(), graph = ViewGraph()
        let screen = { HStack { Bar(name: "a", handles: handles); Bar(name: "b", handles: handles) } }
        _ = build(screen(), graph)
        handles.width["b"]!.wrappedValue = 50
        let h = build(screen(), graph)
        XCTAssertEqual(width(h, "a"), 10)
        XCTAssertEqual(width(h, "b"), 50)
    }

    func testStateStartsOverWhenAnIfBranchFlips() {
        let handles = Handles(), graph = ViewGraph()
        struct Screen: View {
            let flag: Bool
            let handles: Handles
            var body: some View {
                if flag { Bar(name: "bar", handles: handles) } else { Bar(name: "bar", handles: handles) }
            }
        }
        _ = build(Screen(flag: true, handles: handles), graph)
        handles.width["bar"]!.wrappedValue = 50
        XCTAssertEqual(width(build(Screen(flag: true, handles: handles), graph), "bar"), 50)
        // The else branch is another identity: its bar starts at 10…
        XCTAssertEqual(width(build(Screen(flag: false, handles: handles), graph), "bar"), 10)
        // …and the first branch's state went away when it left the tree.
        XCTAssertEqual(width(build(Screen(flag: true, handles: handles), graph), "bar"), 10)
    }

    func testStateStartsOverWhenTheExplicitIDChanges() {
        let handles = Handles(), graph = ViewGraph()
        let screen = { (token: Int) in VStack { Bar(name: "bar", handles: handles).id(token) } }
        _ = build(screen(1), graph)
        handles.width["bar"]!.wrappedValue = 50
        XCTAssertEqual(width(build(screen(1), graph), "bar"), 50)
        XCTAssertEqual(width(build(screen(2), graph), "bar"), 10)
    }

    func testForEachRowsKeepTheirStateByIDWhenReordered() {
        let handles = Handles(), graph = ViewGraph()
        let screen = { (ids: [Int]) in
            VStack { ForEach(ids, id: \.self) { i in Bar(name: "row\(i)", handles: handles) } }
        }
        _ = build(screen([1, 2, 3]), graph)
        handles.width["row2"]!.wrappedValue = 50
        let h = build(screen([3, 1, 2]), graph)
        XCTAssertEqual(width(h, "row1"), 10)
        XCTAssertEqual(width(h, "row2"), 50)
        XCTAssertEqual(width(h, "row3"), 10)
        // Removing the row drops its state; bringing it back starts over.
        _ = build(screen([1, 3]), graph)
        XCTAssertEqual(width(build(screen([1, 2, 3]), graph), "row2"), 10)
    }

    func testLazyStackRowsKeepTheirStateByID() {
        let handles = Handles(), graph = ViewGraph()
        let screen = { (ids: [Int]) in
            ScrollView { LazyVStack { ForEach(ids, id: \.self) { i in Bar(name: "row\(i)", handles: handles) } } }
        }
        _ = build(screen([1, 2]), graph)
        handles.width["row1"]!.wrappedValue = 50
        let h = build(screen([2, 1]), graph)
        XCTAssertEqual(width(h, "row1"), 50)
        XCTAssertEqual(width(h, "row2"), 10)
    }

    final class Model: ObservableObject, @unchecked Sendable {
        nonisolated(unsafe) static var made = 0
        var width: CGFloat = 10
        init() { Model.made += 1 }
    }

    func testAStateObjectIsMadeOncePerIdentity() {
        struct Owner: View {
            @StateObject var model = Model()
            var body: some View { Color.blue.frame(width: model.width, height: 10).accessibilityIdentifier("owner") }
        }
        let graph = ViewGraph()
        Model.made = 0
        _ = build(VStack { Owner() }, graph)
        XCTAssertEqual(Model.made, 1)
        // Rebuilt with a new view value: the autoclosure is not evaluated again.
        let h = build(VStack { Owner() }, graph)
        XCTAssertEqual(Model.made, 1)
        XCTAssertEqual(width(h, "owner"), 10)
    }

    func testStateInACustomModifierIsKeptApartFromItsContent() {
        let handles = Handles(), graph = ViewGraph()
        struct Badge: ViewModifier {
            let handles: Handles
            @State var width: CGFloat = 10
            func body(content: Content) -> some View {
                handles.width["badge"] = $width
                return content.overlay(Color.green.frame(width: width, height: 5).accessibilityIdentifier("badge"))
            }
        }
        let screen = { Bar(name: "bar", handles: handles).modifier(Badge(handles: handles)) }
        _ = build(screen(), graph)
        handles.width["badge"]!.wrappedValue = 50
        let h = build(screen(), graph)
        XCTAssertEqual(width(h, "badge"), 50)
        XCTAssertEqual(width(h, "bar"), 10)
    }

    func testStateStartsOverWhenAnAnyViewWrapsAnotherType() {
        let handles = Handles(), graph = ViewGraph()
        let screen = { (vertical: Bool) in
            vertical ? AnyView(VStack { Bar(name: "bar", handles: handles) })
                     : AnyView(HStack { Bar(name: "bar", handles: handles) })
        }
        _ = build(screen(true), graph)
        handles.width["bar"]!.wrappedValue = 50
        XCTAssertEqual(width(build(screen(true), graph), "bar"), 50)
        XCTAssertEqual(width(build(screen(false), graph), "bar"), 10)
    }

    /// A property wrapper of the app's own, built on `@State` (SwiftUI reflects into
    /// `DynamicProperty` values to find the state they hold).
    @propertyWrapper
    struct Remembered: DynamicProperty {
        @State private var value: CGFloat
        init(wrappedValue: CGFloat) { _value = State(initialValue: wrappedValue) }
        var wrappedValue: CGFloat {
            get { value }
            nonmutating set { value = newValue }
        }
        var projectedValue: Binding<CGFloat> { $value }
    }

    func testStateInsideACustomDynamicPropertyIsKept() {
        struct Screen: View {
            let handles: Handles
            @Remembered var width: CGFloat = 10
            var body: some View {
                handles.width["custom"] = $width
                return Color.red.frame(width: width, height: 10).accessibilityIdentifier("custom")
            }
        }
        let handles = Handles(), graph = ViewGraph()
        _ = build(VStack { Screen(handles: handles) }, graph)
        handles.width["custom"]!.wrappedValue = 50
        XCTAssertEqual(width(build(VStack { Screen(handles: handles) }, graph), "custom"), 50)
    }
}
