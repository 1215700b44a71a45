import XCTest
import Foundation
import AccordLayout
@testable import Accord

/// Looks of the navigation bar found on real app files (corpus6, blockers6 L3/L4), on an iPhone 15
/// (393 × 852 points, 59-point top inset — Apple's iPhone 15 specifications) with 10 × 10-point
/// glyphs (`FixedMetricTextMeasurer`).
final class NavigationBarLookTests: XCTestCase {
    func host<V: View>(_ v: V) -> HostedLayout {
        ScreenAssembly.hosted(v, device: .iPhone15, textMeasurer: FixedMetricTextMeasurer(), drawsSystemChrome: true)
    }
    /// The display list's line that draws `text`.
    func line<V: View>(_ v: V, drawing text: String) -> String? {
        host(v).displayList().description.split(separator: "\n").first { $0.contains("text \"\(text)\"") }.map(String.init)
    }

    // MARK: L3: `.searchable` around the navigation container
    //
    // Apple's `SearchFieldPlacement` overview writes the modifier on the container
    // (`NavigationView { … }.searchable(text: $text, placement: .sidebar)`), and SwiftUI puts the
    // field in that container's navigation bar: corpus6 file 14 (NewsApp SearchTabView,
    // `NavigationView { ArticleListView(…).navigationTitle("Search") }.searchable(text: $q)`)
    // shows it under the large title on an iPhone.

    func testASearchableNavigationViewDrawsTheFieldUnderItsLargeTitle() {
        let h = host(NavigationView {
            Color.blue.accessibilityIdentifier("root").navigationTitle("Search")
        }.searchable(text: .constant("")))
        // The same place as a field written inside (ScreenChromeTests): 59 + 44 + 52, then the
        // 52-point search row.
        XCTAssertEqual(h.frame(of: "root")?.minY, 59 + 44 + 52 + 52)
        let list = h.displayList().description
        XCTAssertTrue(list.contains("text \"Search\" at (16.0"), list)   // the large title
        XCTAssertEqual(list.components(separatedBy: "text \"Search\"").count - 1, 2, list)  // title and prompt
    }

    func testASearchableNavigationStackShowsItsPromptAndText() {
        let prompt = host(NavigationStack { Color.blue.navigationTitle("News") }.searchable(text: .constant(""), prompt: "Find articles"))
        XCTAssertTrue(prompt.displayList().description.contains("\"Find articles\""))
        let typed = host(NavigationStack { Color.blue.navigationTitle("News") }.searchable(text: .constant("swift")))
        XCTAssertTrue(typed.displayList().description.contains("text \"swift\""))
    }

    func testAFieldAroundTheContainerIsNotDrawnAgainByAContainerInside() {
        // The outer container draws it; a navigation stack its content holds (a nested one) does not.
        let h = host(NavigationStack {
            NavigationStack { Color.blue.accessibilityIdentifier("inner") }.navigationTitle("Outer")
        }.searchable(text: .constant(""), prompt: "Find"))
        let list = h.displayList().description
        XCTAssertEqual(list.components(separatedBy: "\"Find\"").count - 1, 1, list)
    }

    func testWithoutSearchableTheBarHasNoField() {
        let h = host(NavigationView { Color.blue.accessibilityIdentifier("root").navigationTitle("Search") })
        XCTAssertEqual(h.frame(of: "root")?.minY, 59 + 44 + 52)
    }

    // MARK: L4: a navigation link in the bar is tinted like the bar's buttons
    //
    // iOS draws a `NavigationLink` outside a list as a button (borderless, in the accent colour,
    // restyled by `.buttonStyle`): corpus6 file 59 (SwiftfulThinkingTodoList ListView,
    // `.navigationBarItems(leading: EditButton(), trailing: NavigationLink("Add", destination: AddView()))`)
    // shows "Add" in the same blue as "Edit". #007aff is iOS's default accent (systemBlue, light).

    func testANavigationLinkInNavigationBarItemsIsTintedLikeTheEditButton() {
        let v = NavigationView {
            Color.clear.navigationTitle("Todo List 📝")
                .navigationBarItems(leading: EditButton(), trailing: NavigationLink("Add", destination: Text("New item")))
        }
        let add = line(v, drawing: "Add"), edit = line(v, drawing: "Edit")
        XCTAssertTrue(add?.contains(" #007aff") ?? false, add ?? "no Add")
        XCTAssertTrue(edit?.contains(" #007aff") ?? false, edit ?? "no Edit")
    }

    func testANavigationLinkInAToolbarItemIsTinted() {
        let v = NavigationStack {
            Color.clear.navigationTitle("Items").toolbar { ToolbarItem { NavigationLink("Add") { Text("New item") } } }
        }
        let add = line(v, drawing: "Add")
        XCTAssertTrue(add?.contains(" #007aff") ?? false, add ?? "no Add")
    }

    func testALinkAndAMenuInTheBarAreTintedToo() {
        let v = NavigationStack {
            Color.clear.navigationTitle("Items").toolbar {
                ToolbarItem(placement: .topBarLeading) { Link("Help", destination: URL(string: "https://example.com")!) }
                ToolbarItem { Menu("Sort") { Button("Name") {} } }
            }
        }
        for title in ["Help", "Sort"] {
            let l = line(v, drawing: title)
            XCTAssertTrue(l?.contains(" #007aff") ?? false, l ?? "no \(title)")
        }
    }

    func testAPlainButtonStyleKeepsALinksLabelAsIs() {
        // `.buttonStyle(.plain)` is how apps keep a card-like link's label uncoloured.
        let v = NavigationStack {
            VStack { NavigationLink("Card") { Text("Detail") }.buttonStyle(.plain) }
        }
        let card = line(v, drawing: "Card")
        XCTAssertTrue(card?.contains(" #000000") ?? false, card ?? "no Card")
    }

    func testALinkInAListRowKeepsItsPrimaryLabelAndChevron() {
        let v = NavigationStack { List { NavigationLink("General") { Text("Detail") } } }
        let general = line(v, drawing: "General")
        XCTAssertTrue(general?.contains(" #000000") ?? false, general ?? "no General")
    }
}
