import SwiftUI
import UIKit

struct RunSummaryView: View {
    let distance = Measurement(value: 10.4, unit: UnitLength.kilometers)
    let temperature = Measurement(value: 18.5, unit: UnitTemperature.celsius)
    let note = "Route from www.parkrun.com, photos at https://example.com/run/42."

    private var links: [URL] {
        guard let detector = try? NSDataDetector(types: NSTextCheckingResult.CheckingType.link.rawValue) else { return [] }
        return detector.matches(in: note, range: NSRange(note.startIndex..., in: note)).compactMap(\.url)
    }

    /// Height a UIKit label would need for the note: the card reserves it.
    private var noteHeight: CGFloat {
        let rect = note.boundingRect(with: CGSize(width: 300, height: CGFloat.greatestFiniteMagnitude),
                                     options: [.usesLineFragmentOrigin, .usesFontLeading],
                                     attributes: [.font: UIFont.preferredFont(forTextStyle: .body)],
                                     context: nil)
        return ceil(rect.height)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Sunday long run")
                .font(.title2.bold())
            HStack(spacing: 24) {
                stat("Distance", distance.formatted())
                stat("Temp", temperature.formatted())
                stat("Pace", "5:12 /km")
            }
            Text(note)
                .frame(width: 300, height: noteHeight, alignment: .topLeading)
                .background(Color.yellow.opacity(0.15))
            ForEach(links, id: \.self) { url in
                Label(url.host ?? url.absoluteString, systemImage: "link")
                    .font(.footnote)
                    .foregroundStyle(.tint)
            }
        }
        .padding()
        .background(.background, in: RoundedRectangle(cornerRadius: 16))
        .padding()
    }

    private func stat(_ title: String, _ value: String) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text(value).font(.headline.monospacedDigit())
        }
    }
}

#Preview {
    RunSummaryView()
        .background(Color(.systemGroupedBackground))
}
