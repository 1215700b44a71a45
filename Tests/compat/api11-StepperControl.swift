import SwiftUI
import UIKit
import CoreHaptics

// A UIKit control row wrapped for SwiftUI, in the style of the representables scanned for issue 11:
// `UIButton`s with titles per state and `addTarget(_:action:for: .touchUpInside)` into a coordinator,
// a `UIPageControl` reporting `.valueChanged`, under a SwiftUI summary; a tap plays a CoreHaptics
// pattern where the hardware supports it (a preview's Simulator does not).
struct StepperButtons: UIViewRepresentable {
    @Binding var count: Int

    func makeUIView(context: Context) -> UIStackView {
        let minus = UIButton(type: .system)
        minus.setTitle("−", for: .normal)
        minus.setTitleColor(.systemRed, for: .normal)
        minus.addTarget(context.coordinator, action: #selector(Coordinator.decrement), for: .touchUpInside)
        let plus = UIButton(type: .system, primaryAction: UIAction(title: "+") { _ in context.coordinator.increment() })
        plus.setTitle("Max", for: .disabled)
        let stack = UIStackView()
        stack.addSubview(minus)
        stack.addSubview(plus)
        return stack
    }

    func updateUIView(_ uiView: UIStackView, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator(count: $count) }

    final class Coordinator: NSObject {
        @Binding var count: Int
        private var engine: CHHapticEngine?
        init(count: Binding<Int>) {
            _count = count
            super.init()
            guard CHHapticEngine.capabilitiesForHardware().supportsHaptics else { return }
            engine = try? CHHapticEngine()
            try? engine?.start()
        }
        @objc func decrement() { count = max(0, count - 1); tick() }
        @objc func increment() { count += 1; tick() }
        private func tick() {
            let sharpness = CHHapticEventParameter(parameterID: .hapticSharpness, value: 0.6)
            let event = CHHapticEvent(eventType: .hapticTransient, parameters: [sharpness], relativeTime: 0)
            guard let pattern = try? CHHapticPattern(events: [event], parameters: []) else { return }
            try? engine?.makePlayer(with: pattern).start(atTime: CHHapticTimeImmediate)
        }
    }
}

struct PageDots: UIViewRepresentable {
    @Binding var page: Int
    let pages: Int

    func makeUIView(context: Context) -> UIPageControl {
        let control = UIPageControl()
        control.numberOfPages = pages
        control.currentPageIndicatorTintColor = .systemBlue
        control.addTarget(context.coordinator, action: #selector(Coordinator.changed(_:)), for: .valueChanged)
        return control
    }

    func updateUIView(_ control: UIPageControl, context: Context) { control.currentPage = page }

    func makeCoordinator() -> Coordinator { Coordinator(page: $page) }

    final class Coordinator: NSObject {
        @Binding var page: Int
        init(page: Binding<Int>) { _page = page }
        @objc func changed(_ sender: UIPageControl) { page = sender.currentPage }
    }
}

struct StepperControlScreen: View {
    @State private var count = 3
    @State private var page = 0

    var body: some View {
        VStack(spacing: 24) {
            Text("\(count) cups")
                .font(.largeTitle.bold())
            StepperButtons(count: $count)
                .frame(height: 44)
            PageDots(page: $page, pages: 4)
                .frame(height: 28)
            Text("Page \(page + 1) of 4")
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}

#Preview {
    StepperControlScreen()
}
