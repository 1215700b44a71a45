import SwiftUI
import UIKit
import WebKit
import FoundationModels

/// A trip planner in the style of iOS 26 apps (issue 11, corpus7 stand-ins): a `@Generable`
/// itinerary with guided properties, a session with a tool and builder instructions, an
/// availability switch, a streamed answer, a distance written with MeasurementFormatter, a web
/// page controller that watches its progress by KVO and a paging scroll view with a delegate.
@Generable
enum Pace: String, Codable, CaseIterable {
    case relaxed, balanced, packed
}

@Generable(description: "A day-by-day plan for a trip")
struct Itinerary {
    @Guide(description: "A short, exciting title")
    var title: String
    @Guide(description: "The plan of each day", .count(3))
    var days: [String]
    var pace: Pace
}

struct PlacesTool: Tool {
    let name = "findPlaces"
    let description = "Finds places to visit in a city"

    @Generable
    struct Arguments {
        @Guide(description: "The city to search")
        var city: String
    }

    func call(arguments: Arguments) async throws -> String {
        "Museums and parks in \(arguments.city)"
    }
}

@Observable
final class PlannerModel {
    var itinerary: Itinerary.PartiallyGenerated?
    var errorText: String?
    private let session = LanguageModelSession(tools: [PlacesTool()]) {
        "You plan short city trips."
        "Keep every day to one sentence."
    }

    func plan(city: String) async {
        let stream = session.streamResponse(generating: Itinerary.self) {
            "Plan three days in \(city)."
        }
        do {
            for try await snapshot in stream {
                itinerary = snapshot.content
            }
        } catch {
            errorText = error.localizedDescription
        }
    }
}

final class GuideController: UIViewController {
    private let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    private let progressView = UIProgressView(progressViewStyle: .bar)

    override func viewDidLoad() {
        super.viewDidLoad()
        webView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(webView)
        view.addSubview(progressView)
        NSLayoutConstraint.activate([
            webView.topAnchor.constraint(equalTo: view.topAnchor),
            webView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            webView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            webView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        webView.addObserver(self, forKeyPath: #keyPath(WKWebView.estimatedProgress), options: [.new, .initial], context: nil)
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard keyPath == "estimatedProgress", let progress = change?[.newKey] as? Double else { return }
        progressView.setProgress(Float(progress), animated: true)
        if progress >= 1 {
            UIView.animate(withDuration: 0.3, animations: { self.progressView.alpha = 0 }, completion: { _ in self.progressView.isHidden = true })
        }
    }

    deinit {
        webView.removeObserver(self, forKeyPath: "estimatedProgress")
    }
}

struct GuidePage: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> GuideController { GuideController() }
    func updateUIViewController(_ controller: GuideController, context: Context) {}
}

struct PhotoPager: UIViewRepresentable {
    let count: Int

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIScrollView {
        let scrollView = UIScrollView()
        scrollView.isPagingEnabled = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.contentSize = CGSize(width: UIScreen.main.bounds.width * CGFloat(count), height: 200)
        scrollView.delegate = context.coordinator
        return scrollView
    }

    func updateUIView(_ scrollView: UIScrollView, context: Context) {}

    final class Coordinator: NSObject, UIScrollViewDelegate {
        var page = 0
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            page = Int(scrollView.contentOffset.x / max(scrollView.bounds.width, 1))
        }
    }
}

struct TripPlannerView: View {
    @State private var model = PlannerModel()
    private let languageModel = SystemLanguageModel.default

    private static let distanceFormatter: MeasurementFormatter = {
        let formatter = MeasurementFormatter()
        formatter.unitOptions = .naturalScale
        return formatter
    }()

    var body: some View {
        NavigationStack {
            List {
                Section("Lisbon") {
                    LabeledContent("Walking", value: Self.distanceFormatter.string(from: Measurement(value: 4700, unit: UnitLength.meters)))
                    PhotoPager(count: 3)
                        .frame(height: 120)
                }
                Section("Plan") {
                    switch languageModel.availability {
                    case .available:
                        if let itinerary = model.itinerary {
                            Text(itinerary.title).font(.headline)
                            ForEach(itinerary.days, id: \.self) { Text($0) }
                        } else {
                            ProgressView("Planning…")
                        }
                    case .unavailable(.appleIntelligenceNotEnabled):
                        Label("Turn on Apple Intelligence in Settings", systemImage: "apple.intelligence")
                    case .unavailable(let reason):
                        Label("Planning is unavailable (\(String(describing: reason)))", systemImage: "exclamationmark.triangle")
                            .foregroundStyle(.secondary)
                    }
                    if let errorText = model.errorText {
                        Text(errorText).font(.footnote).foregroundStyle(.red)
                    }
                }
                Section("Guide") {
                    GuidePage().frame(height: 80)
                }
            }
            .navigationTitle("Trip Planner")
            .task { await model.plan(city: "Lisbon") }
        }
    }
}

#Preview {
    TripPlannerView()
}
