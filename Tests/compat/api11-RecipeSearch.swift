import SwiftUI
import Combine

// A debounced search in the style of corpus10's Combine samples (issue 11, blockers10 A10): each
// term becomes a search publisher and `switchToLatest()` keeps only the newest; the app's own
// `handleEvents` overload, spelled with `Publishers.HandleEvents`, marks the search as running.
struct Recipe: Identifiable, Hashable {
    let id = UUID()
    let title: String
    let minutes: Int
}

extension Publisher {
    func whenOutput(_ action: @escaping () -> Void) -> Publishers.HandleEvents<Self> {
        handleEvents(receiveOutput: { _ in action() })
    }
}

final class RecipeSearchModel: ObservableObject {
    @Published var term = "soup"
    @Published private(set) var recipes: [Recipe] = []
    @Published private(set) var isSearching = false
    private var cancellables = Set<AnyCancellable>()
    private let all = [
        Recipe(title: "Tomato soup", minutes: 25), Recipe(title: "Miso soup", minutes: 15),
        Recipe(title: "Lentil stew", minutes: 40), Recipe(title: "Pea soup", minutes: 35),
    ]

    init() {
        $term
            .removeDuplicates()
            .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
            .whenOutput { self.isSearching = true }
            .map { term -> AnyPublisher<[Recipe], Never> in self.search(term) }
            .switchToLatest()
            .receive(on: DispatchQueue.main)
            .handleEvents(receiveOutput: { _ in self.isSearching = false }, receiveCancel: { self.isSearching = false })
            .assign(to: \.recipes, on: self)
            .store(in: &cancellables)
    }

    private func search(_ term: String) -> AnyPublisher<[Recipe], Never> {
        Just(all.filter { $0.title.localizedCaseInsensitiveContains(term) })
            .eraseToAnyPublisher()
    }
}

struct RecipeSearchView: View {
    @StateObject private var model = RecipeSearchModel()

    var body: some View {
        NavigationStack {
            List(model.recipes) { recipe in
                HStack {
                    Text(recipe.title)
                    Spacer()
                    Label("\(recipe.minutes) min", systemImage: "clock")
                        .labelStyle(.titleAndIcon)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
            }
            .overlay {
                if model.isSearching { ProgressView() }
            }
            .searchable(text: $model.term)
            .navigationTitle("Recipes")
        }
    }
}

#Preview {
    RecipeSearchView()
}
