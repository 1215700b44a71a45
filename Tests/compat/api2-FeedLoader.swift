// Written for Accord's compatibility check: an ObservableObject loading a feed with Combine's
// URLSession publisher (never delivered in a preview: the loading state shows), a
// Result publisher for cached data, and keyboard notifications adjusting a bottom padding.
import SwiftUI
import Combine

struct Article: Decodable, Identifiable {
    let id: Int
    let title: String
}

final class FeedModel: ObservableObject {
    @Published var articles: [Article] = []
    @Published var isLoading = false
    @Published var error: String?
    private var cancellables = Set<AnyCancellable>()

    func load() {
        isLoading = true
        URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com/feed.json")!)
            .tryMap { output -> Data in
                guard let http = output.response as? HTTPURLResponse, http.statusCode == 200 else {
                    throw URLError(.badServerResponse)
                }
                return output.data
            }
            .decode(type: [Article].self, decoder: JSONDecoder())
            .receive(on: DispatchQueue.main)
            .sink(receiveCompletion: { [weak self] completion in
                self?.isLoading = false
                if case .failure(let error) = completion { self?.error = error.localizedDescription }
            }, receiveValue: { [weak self] articles in
                self?.articles = articles
            })
            .store(in: &cancellables)
    }

    func loadCached() -> AnyPublisher<[Article], Error> {
        Result<[Article], Error> { [Article(id: 1, title: "Cached article")] }
            .publisher
            .eraseToAnyPublisher()
    }
}

struct FeedView: View {
    @StateObject private var model = FeedModel()
    @State private var keyboardHeight: CGFloat = 0

    private let keyboardWillShow = NotificationCenter.default
        .publisher(for: UIResponder.keyboardWillShowNotification)
        .compactMap { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect)?.height }
    private let keyboardWillHide = NotificationCenter.Publisher(center: .default, name: UIResponder.keyboardWillHideNotification)

    var body: some View {
        NavigationStack {
            Group {
                if model.isLoading {
                    ProgressView("Loading…")
                } else if model.articles.isEmpty {
                    ContentUnavailableView("No Articles", systemImage: "newspaper")
                } else {
                    List(model.articles) { Text($0.title) }
                }
            }
            .padding(.bottom, keyboardHeight)
            .navigationTitle("Feed")
        }
        .onAppear { model.load() }
        .onReceive(keyboardWillShow) { keyboardHeight = $0 }
        .onReceive(keyboardWillHide) { _ in keyboardHeight = 0 }
    }
}

#Preview {
    FeedView()
}
