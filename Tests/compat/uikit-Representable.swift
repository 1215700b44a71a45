import SwiftUI
import UIKit

struct VisualEffectView: UIViewRepresentable {
    var effect: UIVisualEffect? = UIBlurEffect(style: .systemThinMaterial)

    func makeUIView(context: Context) -> UIVisualEffectView {
        UIVisualEffectView(effect: effect)
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
        uiView.effect = effect
    }
}

struct Spinner: UIViewRepresentable {
    final class Coordinator { var spins = 0 }

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeUIView(context: Context) -> UIActivityIndicatorView {
        let view = UIActivityIndicatorView(style: .large)
        view.startAnimating()
        return view
    }

    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
        context.coordinator.spins += 1
    }
}

struct CopyCodeCard: View {
    let code = "ACCORD-2026"
    @State private var copied = false

    var body: some View {
        ZStack {
            LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
            VStack(spacing: 12) {
                Text(code).font(.title.monospaced())
                Button(copied ? "Copied" : "Copy code") {
                    UIPasteboard.general.string = code
                    copied = true
                }
                .buttonStyle(.borderedProminent)
                Spinner().frame(width: 40, height: 40)
            }
            .padding(24)
            .background(VisualEffectView().clipShape(RoundedRectangle(cornerRadius: 16)))
        }
    }
}

#Preview {
    CopyCodeCard()
}
