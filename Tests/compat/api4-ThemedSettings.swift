import SwiftUI
import UIKit

/// A settings screen themed with the older `.accentColor(_:)`, opening links, windows and an
/// immersive space from the environment, and a coordinator that adopts UIKit's gesture delegate.
struct ThemedSettingsView: View {
    @State private var notifications = true
    @State private var volume = 0.6
    @Environment(\.openURL) private var openURL
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    @Environment(\.openImmersiveSpace) private var openImmersiveSpace
    @Environment(\.dismissImmersiveSpace) private var dismissImmersiveSpace
    @Environment(\.openSettings) private var openSettings

    private let sections = ["General", "Sound", "Privacy", "About"]

    var body: some View {
        ScrollViewReader { proxy in
            List {
                Section("General") {
                    Toggle("Notifications", isOn: $notifications)
                    Slider(value: $volume)
                    ProgressView(value: volume)
                }
                Section("Jump to") {
                    ForEach(sections, id: \.self) { name in
                        Button(name) { proxy.scrollTo(name, anchor: .top) }
                    }
                    Button("Last row") { proxy.scrollTo(99) }
                }
                Section("Links") {
                    Button("Privacy policy") { openURL(URL(string: "https://example.com/privacy")!) }
                    Button("Open inspector") { openWindow(id: "inspector") }
                    Button("Enter space") {
                        Task {
                            switch await openImmersiveSpace(id: "gallery") {
                            case .opened: break
                            case .userCancelled, .error: await dismissImmersiveSpace()
                            }
                        }
                    }
                    Button("Settings…") { openSettings() }
                }
                TapArea()
                    .frame(height: 44)
                    .id(99)
            }
            .accentColor(.orange)
        }
    }
}

/// A UIKit view with a double-tap recognizer whose coordinator is the recognizer's delegate.
struct TapArea: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView(frame: .zero)
        let tap = UITapGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.doubleTapped(_:)))
        tap.numberOfTapsRequired = 2
        tap.delegate = context.coordinator
        view.addGestureRecognizer(tap)
        let pan = UIPanGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.panned(_:)))
        pan.delegate = context.coordinator
        view.addGestureRecognizer(pan)
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}

    func makeCoordinator() -> Coordinator { Coordinator() }

    final class Coordinator: NSObject, UIGestureRecognizerDelegate {
        @objc func doubleTapped(_ recognizer: UITapGestureRecognizer) {
            if recognizer.state == .ended { print(recognizer.location(in: recognizer.view)) }
        }

        @objc func panned(_ recognizer: UIPanGestureRecognizer) {
            let moved = recognizer.translation(in: recognizer.view)
            recognizer.setTranslation(.zero, in: recognizer.view)
            print(moved)
        }

        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            true
        }
    }
}

#Preview {
    ThemedSettingsView()
}
