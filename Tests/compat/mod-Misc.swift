import SwiftUI
import Combine

final class ClockModel: ObservableObject {
    @Published var now = Date(timeIntervalSince1970: 0)
    @Published var query = ""
    @Published var results: [String] = []
    private var cancellables = Set<AnyCancellable>()
    let events = PassthroughSubject<String, Never>()
    let level = CurrentValueSubject<Int, Never>(2)

    init() {
        $query
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .removeDuplicates()
            .map { $0.isEmpty ? [] : ["\($0) 1", "\($0) 2"] }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in self?.results = $0 }
            .store(in: &cancellables)
        Just("hello").sink { print($0) }.store(in: &cancellables)
        query = "swift"
        objectWillChange.send()
    }
}

struct SignInView: View {
    @StateObject private var model = ClockModel()
    @State private var email = ""
    @State private var password = ""
    @State private var tick = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Results: \(model.results.count)")
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocapitalization(.none)
                .disableAutocorrection(true)
                .autocorrectionDisabled()
                .submitLabel(.next)
                .onSubmit { print("next") }
            SecureField("Password", text: $password)
                .textContentType(.password)
                .submitLabel(.go)
            Text("Tick \(tick)")
                .onReceive(timer) { _ in tick += 1 }
                .onReceive(model.$now) { print($0) }
                .onReceive(model.events) { print($0) }
            ScrollView {
                LazyVStack { ForEach(0..<3) { Text("Row \($0)").id($0) } }
                    .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
            .scrollIndicators(.hidden)
            .scrollDismissesKeyboard(.interactively)
            .frame(height: 80)
        }
        .padding()
        .onAppear { print("appear") }
        .onDisappear { print("disappear") }
        .task { await Task.yield() }
        .task(id: tick) { }
        .onChange(of: email) { newValue in print(newValue) }
        .onChange(of: email) { oldValue, newValue in print(oldValue, newValue) }
        .onChange(of: tick, initial: true) { print("changed") }
        .sensoryFeedback(.success, trigger: tick)
        .sensoryFeedback(.impact(weight: .heavy), trigger: tick)
        .statusBarHidden()
        .contextMenu { Button("Copy") {} }
        .help("Sign in")
        .labelsHiddenStandIn()
    }
}

extension View {
    func labelsHiddenStandIn() -> some View { self }
}

struct Row: View, Equatable {
    let title: String
    var body: some View { Text(title) }
}

#Preview("Misc") {
    VStack {
        SignInView()
        Row(title: "Equatable").equatable()
    }
}
