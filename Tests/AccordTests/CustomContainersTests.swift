import Accord
import Foundation
import XCTest

struct TestHighlightKey: ContainerValueKey { static let defaultValue = false }
extension ContainerValues {
    var testHighlight: Bool {
        get { self[TestHighlightKey.self] }
        set { self[TestHighlightKey.self] = newValue }
    }
}

/// iOS 18 custom containers: the subviews of a view are its flattened views (each ForEach
/// element, each view of a builder block), in order, with their container values.
final class CustomContainersTests: XCTestCase {
    typealias S = TestSupport


    func testGroupSubviewsFlattensBlocksAndForEach() {
        var count = -1
        let v = Group(subviews: Group {
            Text("a")
            ForEach(["b", "c"], id: \.self) { Text($0) }
        }) { subviews in
            let _ = count = subviews.count
            VStack(spacing: 0) { ForEach(subviews.reversed()) { $0 } }
        }
        XCTAssertEqual(S.texts(v), ["c", "b", "a"])
        XCTAssertEqual(count, 3)
        XCTAssertEqual(S.size(v), CGSize(width: 10, height: 30))
    }

    func testForEachSubviewsBuildsContentPerSubview() {
        let v = VStack(spacing: 0) {
            ForEach(subviews: Group { Text("x"); Text("yy") }) { subview in
                subview.padding(5)
            }
        }
        XCTAssertEqual(S.texts(v), ["x", "yy"])
        // 10 and 10 tall, each padded 5 on both sides; widest "yy" 20 + 10.
        XCTAssertEqual(S.size(v), CGSize(width: 30, height: 40))
    }

    func testContainerValuesReachTheContainer() {
        let v = Group(subviews: Group {
            Text("plain")
            Text("marked").containerValue(\.testHighlight, true)
        }) { subviews in
            ForEach(subviews) { s in
                if s.containerValues.testHighlight { Text("!") }
            }
        }
        XCTAssertEqual(S.texts(v), ["!"])
    }

    func testEnvironmentModifiersOnASubviewApply() {
        let v = Group(subviews: Text("Hi")) { subviews in
            subviews.first?.environment(\.font, .system(size: 40))
        }
        // Text in a 40-point font is taller than the 10-point fixed-metric default: use the
        // same Text with the same font as the oracle.
        XCTAssertEqual(S.size(v), S.size(Text("Hi").font(.system(size: 40))))
    }

    func testSubviewsInALazyStack() {
        let v = ScrollView { LazyVStack(spacing: 0) { ForEach(subviews: Group { Text("a"); Text("b") }) { $0 } } }
        XCTAssertEqual(S.texts(v), ["a", "b"])
    }
}

/// OutlineGroup: one row per top-level element; branches are collapsed disclosure groups.
final class OutlineGroupTests: XCTestCase {
    typealias S = TestSupport

    struct Node: Identifiable {
        let id: String
        var children: [Node]?
    }

    func testTopLevelElementsShowBranchesCollapsed() {
        let tree = [Node(id: "Docs", children: [Node(id: "CV", children: nil)]), Node(id: "notes", children: nil)]
        let v = VStack(spacing: 0) { OutlineGroup(tree, children: \.children) { Text($0.id) } }
        XCTAssertEqual(S.texts(v), ["Docs", "notes"])
        XCTAssertEqual(S.symbols(v), ["chevron.right"])
    }

    func testASingleRoot() {
        let root = Node(id: "root", children: [Node(id: "leaf", children: nil)])
        let v = OutlineGroup(root, children: \.children) { Text($0.id) }
        XCTAssertEqual(S.texts(v), ["root"])
        XCTAssertEqual(S.size(v).width, 390)
    }
}
