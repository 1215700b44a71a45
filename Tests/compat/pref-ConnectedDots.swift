import SwiftUI

/// Two views joined by a line drawn in a background, from the centre anchors they publish.
struct DotCentersKey: PreferenceKey {
    static var defaultValue: [Int: Anchor<CGPoint>] = [:]
    static func reduce(value: inout [Int: Anchor<CGPoint>], nextValue: () -> [Int: Anchor<CGPoint>]) {
        value.merge(nextValue(), uniquingKeysWith: { $1 })
    }
}

struct StepDot: View {
    let step: Int
    var body: some View {
        Circle()
            .fill(Color.orange)
            .frame(width: 28, height: 28)
            .overlay(Text("\(step)").font(.caption.bold()).foregroundColor(.white))
            .anchorPreference(key: DotCentersKey.self, value: .center) { [step: $0] }
    }
}

struct ConnectedSteps: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 40) {
            HStack { StepDot(step: 1); Text("Sign up") }
            HStack { Spacer().frame(width: 80); StepDot(step: 2); Text("Verify e-mail") }
        }
        .padding(24)
        .backgroundPreferenceValue(DotCentersKey.self) { centers in
            GeometryReader { proxy in
                if let a = centers[1], let b = centers[2] {
                    Path { path in
                        path.move(to: proxy[a])
                        path.addLine(to: proxy[b])
                    }
                    .stroke(Color.orange.opacity(0.5), lineWidth: 3)
                }
            }
        }
    }
}

#Preview {
    ConnectedSteps()
}
