import SwiftUI
import UIKit
import os

/// A chat thread that opens at its latest message (`defaultScrollAnchor(.bottom)`), with a
/// text-size slider in the iOS 13 form, a zoom transition into a photo, and a formatter cache
/// behind an `OSAllocatedUnfairLock`.
struct ChatMessage: Identifiable {
    let id: Int
    let text: String
    let mine: Bool
}

enum TimeLabels {
    private static let cache = OSAllocatedUnfairLock(initialState: [Int: String]())

    static func label(for minute: Int) -> String {
        cache.withLock { cache in
            if let hit = cache[minute] { return hit }
            let text = String(format: "9:%02d", minute % 60)
            cache[minute] = text
            return text
        }
    }
}

struct ChatThreadView: View {
    @State private var textScale = 1.0
    @Namespace private var photos

    private let messages: [ChatMessage] = (0..<24).map { i in
        ChatMessage(id: i, text: i % 3 == 0 ? "Are we still on for Saturday? 🎉" : "ChatMessage number \(i)", mine: i % 2 == 0)
    }

    var body: some View {
        NavigationStack {
            VStack(spacing: 0) {
                ScrollView {
                    LazyVStack(spacing: 8) {
                        ForEach(messages) { message in
                            HStack {
                                if message.mine { Spacer(minLength: 48) }
                                VStack(alignment: .trailing, spacing: 2) {
                                    Text(message.text)
                                        .font(.system(size: 17 * textScale))
                                    Text(TimeLabels.label(for: message.id))
                                        .font(.caption2)
                                        .foregroundStyle(.secondary)
                                }
                                .padding(.horizontal, 12)
                                .padding(.vertical, 8)
                                .background(message.mine ? Color.blue.opacity(0.15) : Color.gray.opacity(0.15),
                                            in: RoundedRectangle(cornerRadius: 16))
                                .matchedTransitionSource(id: message.id, in: photos)
                                if !message.mine { Spacer(minLength: 48) }
                            }
                        }
                    }
                    .padding(.horizontal)
                }
                .defaultScrollAnchor(.bottom)

                Slider(value: $textScale, in: 0.8...1.4, minimumValueLabel: Text("A").font(.caption),
                       maximumValueLabel: Text("A").font(.title3)) {
                    Text("Text size")
                }
                .padding()
                .background(.bar)
            }
            .navigationTitle("Sam")
            .navigationBarTitleDisplayMode(.inline)
            .navigationDestination(for: Int.self) { id in
                Text("Photo \(id)")
                    .navigationTransition(.zoom(sourceID: id, in: photos))
            }
            .animation(UIAccessibility.isReduceMotionEnabled ? nil : .default, value: textScale)
        }
    }
}

#Preview {
    ChatThreadView()
}

/// The iOS 17 scoped animation: only the modifiers inside the closure animate.
struct TypingIndicator: View {
    var visible: Bool

    var body: some View {
        Text("Sam is typing…")
            .font(.footnote)
            .animation(.easeInOut) { content in
                content.opacity(visible ? 1 : 0)
            }
    }
}

#Preview("Typing") {
    TypingIndicator(visible: true)
        .padding()
}
