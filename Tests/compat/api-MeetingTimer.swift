import SwiftUI
import UIKit

// A meeting timer in the style of Apple's Scrumdinger tutorial: a ring of speaker arcs drawn with
// a rotated custom shape, a transcript that scrolls to its last line, and a UIKit-backed control
// wrapped in a representable that returns a hosting controller.
struct SpeakerArc: Shape {
    let speakerIndex: Int
    let totalSpeakers: Int

    private var degreesPerSpeaker: Double { 360.0 / Double(totalSpeakers) }
    private var startAngle: Angle { Angle(degrees: degreesPerSpeaker * Double(speakerIndex) + 1.0) }
    private var endAngle: Angle { Angle(degrees: startAngle.degrees + degreesPerSpeaker - 1.0) }

    func path(in rect: CGRect) -> Path {
        let diameter = min(rect.size.width, rect.size.height) - 24.0
        let radius = diameter / 2.0
        let center = CGPoint(x: rect.midX, y: rect.midY)
        return Path { path in
            path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
        }
    }
}

struct HostedBadge<Content: View>: UIViewControllerRepresentable {
    let content: Content
    func makeUIViewController(context: Context) -> UIHostingController<Content> {
        UIHostingController(rootView: content)
    }
    func updateUIViewController(_ controller: UIHostingController<Content>, context: Context) {
        controller.rootView = content
        controller.parent?.presentationController?.delegate = nil
    }
}

struct MeetingTimerView: View {
    let speakers = ["Ana", "Ben", "Chen", "Dee"]
    let done = 2
    let transcript = (1...12).map { "Line \($0) of the discussion" }

    var body: some View {
        VStack(spacing: 20) {
            Circle()
                .strokeBorder(lineWidth: 24, antialiased: true)
                .foregroundStyle(.quaternary)
                .overlay {
                    ForEach(0..<done, id: \.self) { index in
                        SpeakerArc(speakerIndex: index, totalSpeakers: speakers.count)
                            .rotation(Angle(degrees: -90))
                            .stroke(Color.orange, lineWidth: 12)
                    }
                }
                .overlay {
                    VStack {
                        Text(speakers[done]).font(.title)
                        Text("is speaking")
                    }
                }
                .frame(height: 260)
                .padding(.horizontal)

            ScrollViewReader { proxy in
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 6) {
                        ForEach(transcript, id: \.self) { line in
                            Text(line).id(line)
                        }
                    }
                    .padding(.horizontal)
                }
                .onAppear { proxy.scrollTo(transcript.last, anchor: .bottom) }
            }
            .frame(height: 140)

            HostedBadge(content: Text("Recording"))
                .frame(height: 44)
                .padding(.horizontal)
        }
    }
}

#Preview {
    MeetingTimerView()
}
