import SwiftUI
import MapKit
import StoreKit

// A place search in the style of corpus9's map apps (issue 11): suggestions from an
// `MKLocalSearchCompleter` through its delegate, a search for the chosen one with
// `MKLocalSearch`, and a subscription check through StoreKit 2's `subscription?.status`.
@MainActor
final class PlaceSearchModel: NSObject, ObservableObject, MKLocalSearchCompleterDelegate {
    @Published var query = ""
    @Published var suggestions: [MKLocalSearchCompletion] = []
    @Published var places: [MKMapItem] = []
    @Published var isSubscribed = false
    private let completer = MKLocalSearchCompleter()

    override init() {
        super.init()
        completer.delegate = self
        completer.resultTypes = [.address, .pointOfInterest]
        completer.pointOfInterestFilter = MKPointOfInterestFilter(including: [.cafe, .bakery])
    }

    func update(_ text: String) { completer.queryFragment = text }

    nonisolated func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {
        let results = completer.results
        Task { @MainActor in self.suggestions = results }
    }

    nonisolated func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {}

    func search(_ completion: MKLocalSearchCompletion) async {
        let request = MKLocalSearch.Request(completion: completion)
        request.resultTypes = .pointOfInterest
        let response = try? await MKLocalSearch(request: request).start()
        places = response?.mapItems ?? []
    }

    func checkSubscription() async {
        guard let product = try? await Product.products(for: ["pro.monthly"]).first,
              let statuses = try? await product.subscription?.status else { return }
        for status in statuses {
            guard case .verified(let renewal) = status.renewalInfo else { continue }
            if status.state == .subscribed || status.state == .inGracePeriod { isSubscribed = renewal.willAutoRenew }
        }
    }
}

struct PlaceSearchView: View {
    @StateObject private var model = PlaceSearchModel()

    var body: some View {
        NavigationStack {
            List {
                Section("Suggestions") {
                    if model.suggestions.isEmpty {
                        Text("Type to search cafés nearby").foregroundStyle(.secondary)
                    }
                    ForEach(model.suggestions, id: \.self) { suggestion in
                        VStack(alignment: .leading) {
                            Text(suggestion.title)
                            Text(suggestion.subtitle).font(.caption).foregroundStyle(.secondary)
                        }
                    }
                }
                Section {
                    Label(model.isSubscribed ? "Pro" : "Free plan", systemImage: "star.circle")
                }
            }
            .navigationTitle("Places")
            .searchable(text: $model.query)
            .onChange(of: model.query) { _, text in model.update(text) }
            .task { await model.checkSubscription() }
        }
    }
}

#Preview {
    PlaceSearchView()
}
