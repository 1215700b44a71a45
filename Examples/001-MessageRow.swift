// Seed 001 (Apple, "Laying out a simple view") — the final MessageRow: a 40-point yellow circle
// with initials, top-aligned with the message text, padded horizontally.
import SwiftUI

struct Message {
    let initials: String
    let content: String
}

struct MessageRow: View {
    let message: Message

    var body: some View {
        HStack(alignment: .top) {
            ZStack {
                Circle()
                    .fill(Color.yellow)
                Text(message.initials)
            }
            .frame(width: 40, height: 40)

            Text(message.content)
        }
        .padding([.horizontal])
    }
}

/// The first version: the circle fills the space the stack gives it.
struct MessageRowUnconstrained: View {
    let message: Message
    var body: some View {
        HStack {
            ZStack {
                Circle().fill(Color.yellow)
                Text(message.initials)
            }
            Text(message.content)
        }
        .border(Color.black)
    }
}

let sample = Message(initials: "MR", content: "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam.")

#Preview("MessageRow", traits: .fixedLayout(width: 390, height: 200)) { MessageRow(message: sample).border(Color.black) }
#Preview("MessageRow unconstrained", traits: .fixedLayout(width: 390, height: 200)) { MessageRowUnconstrained(message: sample) }
