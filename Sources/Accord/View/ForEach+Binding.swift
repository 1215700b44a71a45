import Foundation

// Views over a binding to a collection (SwiftUI, iOS 15): `ForEach($items) { $item in … }`,
// `ForEach($items, id: \.url) { $item in … }`, `List($items) { $item in … }`. As in SwiftUI, a
// `Binding` to a mutable random-access collection is itself a random-access collection of
// bindings to its elements (and `Identifiable` when its value is), and the binding forms of
// `ForEach` walk the collection's indices, identify each element by its `id` (or the key path)
// and hand the row a binding to the element at its index.

extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Iterates over bindings to the elements.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// The elements' bindings, in order.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices
    /// The first index.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The index past the last.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The collection's indices.
    public var indices: Indices { wrappedValue.indices }
    /// The index after `i`.
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    /// Moves `i` to the next index.
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }
    /// A binding to the element at `position`: reads and writes that element of the bound collection.
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(get: { self.wrappedValue[position] }, set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// The index before `i`.
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
    /// Moves `i` to the previous index.
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's identity.
    public var id: Value.ID { wrappedValue.id }
}

extension ForEach where Content: View {
    /// A view per element of the bound collection, identified by `id`, each given a binding to its
    /// element (SwiftUI's `init(_:id:content:)` over a `Binding`).
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>,
                   @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let elements = data.wrappedValue
        self.data = elements.indices.lazy.map { ($0, elements[$0][keyPath: id]) }
        self.id = { $0.1 }
        self.content = { content(data[$0.0]) }
    }

    /// A view per `Identifiable` element of the bound collection, each given a binding to its
    /// element (SwiftUI's `init(_:content:)` over a `Binding`).
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
        where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
              C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }
}

extension List where SelectionValue == Never {
    /// A list with a row per element of the bound collection, identified by `id`, each given a
    /// binding to its element (SwiftUI's `List(_:id:rowContent:)` over a `Binding`).
    public init<C, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>,
            C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        self.init(content: ForEach(data, id: id, content: rowContent))
    }
    /// A list with a row per `Identifiable` element of the bound collection, each given a binding
    /// to its element (SwiftUI's `List(_:rowContent:)` over a `Binding`).
    public init<C, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
            C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(content: ForEach(data, content: rowContent))
    }
}
