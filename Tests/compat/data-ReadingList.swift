// A SwiftData screen in the style of real app code (written for Accord's tests): a @Model with
// attributes and a relationship, two @Query's (sorted; filtered with #Predicate), the model
// context from the environment, a preview that fills an in-memory container and returns its
// view after statements.
import SwiftUI
import SwiftData

@Model
final class Book {
    @Attribute(.unique) var title: String
    var author: String
    var pages: Int
    var finished: Bool
    @Relationship(deleteRule: .cascade) var notes: [Note] = []

    init(title: String, author: String, pages: Int, finished: Bool = false) {
        self.title = title
        self.author = author
        self.pages = pages
        self.finished = finished
    }
}

@Model final class Note {
    var text: String
    @Transient var isDraft = false
    init(text: String) { self.text = text }
}

struct ReadingListView: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \Book.title) private var books: [Book]
    @Query(filter: #Predicate<Book> { $0.finished }, sort: [SortDescriptor(\Book.pages, order: .reverse)])
    private var finished: [Book]

    var body: some View {
        NavigationStack {
            List {
                Section("Shelf") {
                    ForEach(books) { book in
                        VStack(alignment: .leading) {
                            Text(book.title).font(.headline)
                            Text(book.author).font(.subheadline).foregroundStyle(.secondary)
                        }
                        .accessibilityIdentifier(book.title)
                    }
                }
                Section("Finished") {
                    Text("\(finished.count) books, longest: \(finished.first?.title ?? "none")")
                        .accessibilityIdentifier("finished")
                }
            }
            .navigationTitle("Reading")
            .toolbar {
                Button("Add", systemImage: "plus") {
                    context.insert(Book(title: "Untitled", author: "Me", pages: 0))
                }
            }
        }
    }
}

#Preview("Reading list") {
    let container = try! ModelContainer(for: Book.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let shelf = [("Walden", "Thoreau", 352, true), ("Emma", "Austen", 474, false), ("Ulysses", "Joyce", 730, true)]
    for (title, author, pages, done) in shelf {
        container.mainContext.insert(Book(title: title, author: author, pages: pages, finished: done))
    }
    return ReadingListView().modelContainer(container)
}
