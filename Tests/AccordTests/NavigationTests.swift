@_spi(AccordPreview) @testable import Accord
import AccordLayout
import Foundation
import XCTest

/// A navigation stack's path in the live preview (Compatibility/Navigation.swift). The rules and
/// their sources (Apple, `NavigationStack`, `NavigationPath`, `NavigationLink`, `DismissAction`):
/// - "a value-based navigation link … appends the value to the path" of a stack bound to one;
///   the stack shows each value with the `navigationDestination(for:)` of its type;
/// - the back button pops the top view: "the stack removes the last element of the path";
///   `dismiss` on a pushed view pops it; code that removes values (`removeLast()`, `path = []`)
///   pops to what remains ("pop to the root view by removing all elements");
/// - `navigationDestination(isPresented:)`: "when the user navigates back … the binding is set to
///   false" (the item form: to nil).
/// Expected values are the tests' own inputs (which values the path holds, what is shown).
final class NavigationTests: XCTestCase {
    override func tearDown() {
        Invalidation.active = nil
        TapRecorder.current = nil
    }

    typealias Live = InvalidationTests.Live

    /// Taps the centre of the first node whose label is `label` and shows the next rendering.
    @discardableResult
    func tap(_ live: Live, _ label: String) -> String? {
        guard let n = live.laid[0].hosted.pass.allNodes().first(where: { $0.label == label }) else {
            XCTFail("no \(label) in \(live.texts())"); return nil
        }
        let f = live.laid[0].hosted.pass.pixelFrame(n)
        let p = CGPoint(x: f.midX, y: f.midY)
        let h = live.laid[0].hosted
        let took = live.recorder.hitTest(h.root, pass: h.pass, at: p, count: 1).map { TapRecorder.deliver($0, at: p) }
        TapRecorder.current = live.recorder
        if let l = live.graph.updateInPlace() { live.laid = l } else { live.full() }
        return took
    }

    func shows(_ live: Live, _ text: String) -> Bool { live.texts().contains("Text(\"\(text)\")") }

    /// A detail screen for `n`: the path it sees, a link one deeper, `dismiss`, and code that
    /// shortens the path.
    struct Detail: View {
        let n: Int
        @Binding var path: [Int]
        @Environment(\.dismiss) private var dismiss
        var body: some View {
            VStack {
                Text("Detail \(n)")
                Text("path \(path.map(String.init).joined(separator: ","))")
                NavigationLink("Deeper", value: n + 1)
                Button("Dismiss") { dismiss() }
                Button("Drop") { path.removeLast() }
                Button("Home") { path = [] }
                NavigationLink("Plain") { Text("A plain screen") }
            }
            .navigationTitle("D\(n)")
        }
    }

    struct ArrayStack: View {
        @State var path: [Int] = []
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("root path \(path.count)")
                    NavigationLink("Item 1", value: 1)
                    NavigationLink("Text link", value: "not an Int")
                }
                .navigationTitle("Home")
                .navigationDestination(for: Int.self) { Detail(n: $0, path: $path) }
            }
        }
    }

    func testAValueLinkAppendsToTheBoundPathAndTheBackButtonRemovesTheLastValue() {
        let live = Live(AccordPreview("P") { ArrayStack() })
        XCTAssertTrue(shows(live, "root path 0"))
        tap(live, "Text(\"Item 1\")")
        XCTAssertTrue(shows(live, "Detail 1"))
        XCTAssertTrue(shows(live, "path 1"), "the link appended 1 to the binding: \(live.texts())")
        tap(live, "Text(\"Deeper\")")
        XCTAssertTrue(shows(live, "path 1,2"), "\(live.texts())")
        // The back button is titled after the screen below (D1).
        XCTAssertEqual(tap(live, "Text(\"D1\")"), "Back")
        XCTAssertTrue(shows(live, "Detail 1"))
        XCTAssertTrue(shows(live, "path 1"), "back removed the path's last value: \(live.texts())")
        tap(live, "Text(\"Home\")")
        XCTAssertTrue(shows(live, "root path 0"), "back from the first screen empties the path: \(live.texts())")
    }

    func testAValueThePathsElementTypeCannotHoldIsNotPushed() {
        let live = Live(AccordPreview("P") { ArrayStack() })
        tap(live, "Text(\"Text link\")")
        XCTAssertTrue(shows(live, "root path 0"), "\(live.texts())")
    }

    func testDismissOnAPushedScreenRemovesItsValueFromThePath() {
        let live = Live(AccordPreview("P") { ArrayStack() })
        tap(live, "Text(\"Item 1\")")
        tap(live, "Text(\"Deeper\")")
        tap(live, "Text(\"Deeper\")")
        XCTAssertTrue(shows(live, "path 1,2,3"))
        tap(live, "Text(\"Dismiss\")")
        XCTAssertTrue(shows(live, "Detail 2"))
        XCTAssertTrue(shows(live, "path 1,2"), "\(live.texts())")
    }

    func testCodeThatShortensThePathPopsAndEmptyingItReturnsToTheRoot() {
        let live = Live(AccordPreview("P") { ArrayStack() })
        tap(live, "Text(\"Item 1\")")
        tap(live, "Text(\"Deeper\")")
        tap(live, "Text(\"Drop\")")
        XCTAssertTrue(shows(live, "Detail 1"), "removeLast() popped one screen: \(live.texts())")
        tap(live, "Text(\"Deeper\")")
        tap(live, "Text(\"Home\")")
        XCTAssertTrue(shows(live, "root path 0"), "path = [] pops to the root: \(live.texts())")
    }

    func testAScreenAViewLinkPushedAboveThePathGoesWhenCodeEmptiesThePath() {
        let live = Live(AccordPreview("P") { ArrayStack() })
        tap(live, "Text(\"Item 1\")")
        tap(live, "Text(\"Plain\")")
        XCTAssertTrue(shows(live, "A plain screen"))
        // Back from the plain screen: the path is untouched (it was never in the path).
        tap(live, "Text(\"D1\")")
        XCTAssertTrue(shows(live, "path 1"), "\(live.texts())")
        tap(live, "Text(\"Plain\")")
        tap(live, "Text(\"D1\")")
        tap(live, "Text(\"Home\")")
        XCTAssertTrue(shows(live, "root path 0"), "\(live.texts())")
        tap(live, "Text(\"Item 1\")")
        XCTAssertTrue(shows(live, "Detail 1"), "the plain screen did not come back above the new path: \(live.texts())")
    }

    struct PathStack: View {
        @State var path = NavigationPath()
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Text("count \(path.count)")
                    NavigationLink("Open", value: "first")
                    Button("Two") { path.append("a"); path.append(7) }
                }
                .navigationTitle("Root")
                .navigationDestination(for: String.self) { s in
                    VStack { Text("String \(s)"); NavigationLink("Number", value: 42) }.navigationTitle("S")
                }
                .navigationDestination(for: Int.self) { n in
                    PathCloser(n: n)
                }
            }
        }
    }
    struct PathCloser: View {
        let n: Int
        @Environment(\.dismiss) private var dismiss
        var body: some View { Button("Int \(n)") { dismiss() }.navigationTitle("I") }
    }

    func testANavigationPathTakesValuesOfAnyTypeAndPopsTheirScreensOneByOne() {
        let live = Live(AccordPreview("P") { PathStack() })
        tap(live, "Text(\"Open\")")
        XCTAssertTrue(shows(live, "String first"))
        tap(live, "Text(\"Number\")")
        XCTAssertTrue(shows(live, "Int 42"), "an Int value on a path holding a String: \(live.texts())")
        tap(live, "Text(\"Int 42\")")
        XCTAssertTrue(shows(live, "String first"), "dismiss popped the Int: \(live.texts())")
        tap(live, "Text(\"Root\")")
        XCTAssertTrue(shows(live, "count 0"), "back emptied the path: \(live.texts())")
        tap(live, "Text(\"Two\")")
        XCTAssertTrue(shows(live, "Int 7"), "values appended by code are pushed: \(live.texts())")
        XCTAssertEqual(tap(live, "Text(\"S\")"), "Back")
        XCTAssertTrue(shows(live, "String a"))
    }

    struct Presented: View {
        @State var shown = false
        @State var item: Int?
        var body: some View {
            NavigationStack {
                VStack {
                    Text("shown \(shown) item \(item.map(String.init) ?? "nil")")
                    Button("Show") { shown = true }
                    Button("Item") { item = 5 }
                }
                .navigationTitle("Base")
                .navigationDestination(isPresented: $shown) { Text("The destination") }
                .navigationDestination(item: $item) { Text("Item screen \($0)") }
            }
        }
    }

    func testBackFromAPresentedDestinationSetsItsBindingToFalseAndAnItemToNil() {
        let live = Live(AccordPreview("P") { Presented() })
        tap(live, "Text(\"Show\")")
        XCTAssertTrue(shows(live, "The destination"))
        XCTAssertEqual(tap(live, "Text(\"Base\")"), "Back")
        XCTAssertTrue(shows(live, "shown false item nil"), "\(live.texts())")
        tap(live, "Text(\"Item\")")
        XCTAssertTrue(shows(live, "Item screen 5"))
        tap(live, "Text(\"Base\")")
        XCTAssertTrue(shows(live, "shown false item nil"), "\(live.texts())")
    }
}
