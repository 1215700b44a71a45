import Foundation
import AccordLayout

/// A tree of data shown as disclosure groups: each top-level element is its `content`; an element
/// with children (a non-nil `children` collection) is a collapsed `DisclosureGroup` whose label is
/// its `content` — iOS's first frame of an outline, every branch closed. Like `ForEach`, it adds
/// one view per top-level element to its container.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent: View, Leaf: View, Subgroup: View>: View, PrimitiveView {
    let roots: [Data.Element]
    let id: (Data.Element) -> ID
    let children: (Data.Element) -> Data?
    let content: (Data.Element) -> Leaf

    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] {
        var out: [LayoutNode] = []
        for element in roots {
            let leaf = EnvironmentValues.$current.withValue(ctx.environment) { content(element) }
            let view: AnyView = children(element) == nil
                ? AnyView(leaf)
                : AnyView(DisclosureGroup(content: { OutlineSubgroupChildren() }, label: { leaf }))
            out += Accord.makeNodes(view, ctx.child(.element(AnyHashable(id(element)))))
        }
        return out
    }
}

/// The children of a collapsed outline branch (not shown in a still frame).
public struct OutlineSubgroupChildren: View, PrimitiveView {
    func makeNodes(_ ctx: BuildContext) -> [LayoutNode] { [] }
}

extension OutlineGroup where ID == Data.Element.ID, Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>,
                             Data.Element: Identifiable {
    public init<DataElement: Identifiable>(_ root: DataElement, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: [root], id: { $0.id }, children: { $0[keyPath: children] }, content: content)
    }
    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(roots: Array(data), id: { $0.id }, children: { $0[keyPath: children] }, content: content)
    }
}

extension OutlineGroup where Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren> {
    public init<DataElement>(_ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        self.init(roots: [root], id: { $0[keyPath: id] }, children: { $0[keyPath: children] }, content: content)
    }
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
                @ViewBuilder content: @escaping (Data.Element) -> Leaf) {
        self.init(roots: Array(data), id: { $0[keyPath: id] }, children: { $0[keyPath: children] }, content: content)
    }
}
