// Written for Accord's compatibility check: Xcode's SwiftData template (a bare `@Query`)
// with cards laid on the default background style (`.background()` with no arguments).
import SwiftUI
import SwiftData

@Model
final class Deck {
    var title: String
    var cardCount: Int
    var created: Date
    init(title: String, cardCount: Int, created: Date = .now) {
        self.title = title
        self.cardCount = cardCount
        self.created = created
    }
}

struct DeckListView: View {
    @Environment(\.modelContext) private var modelContext
    @Query private var decks: [Deck]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 12) {
                    if decks.isEmpty {
                        Text("No decks yet")
                            .foregroundStyle(.secondary)
                            .padding(40)
                    }
                    ForEach(decks) { deck in
                        HStack {
                            VStack(alignment: .leading) {
                                Text(deck.title).font(.headline)
                                Text("\(deck.cardCount) cards").font(.subheadline).foregroundStyle(.secondary)
                            }
                            Spacer()
                            Image(systemName: "chevron.right").foregroundStyle(.tertiary)
                        }
                        .padding()
                        .background()
                        .clipShape(RoundedRectangle(cornerRadius: 12))
                    }
                }
                .padding()
            }
            .background(Color(white: 0.93))
            .navigationTitle("Decks")
            .toolbar {
                Button("Add", systemImage: "plus") {
                    modelContext.insert(Deck(title: "New deck", cardCount: 0))
                }
            }
        }
    }
}

#Preview("Empty") {
    DeckListView()
        .modelContainer(for: Deck.self, inMemory: true)
}

#Preview("Three decks") {
    let container = try! ModelContainer(for: Deck.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for (title, count) in [("Spanish verbs", 40), ("Capitals", 195), ("Chemistry", 12)] {
        container.mainContext.insert(Deck(title: title, cardCount: count))
    }
    return DeckListView()
        .modelContainer(container)
}
