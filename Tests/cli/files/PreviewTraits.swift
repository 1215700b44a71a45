// #Preview traits: orientation, layouts, and iOS 18's PreviewModifier (a shared context made
// once, the preview's view inside the modifier's body), including the
// `extension PreviewTrait where T == Preview.ViewTraits` idiom of Apple's sample code.
// Checked by Tests/cli/run.sh. Also: XCODE_RUNNING_FOR_PREVIEWS is "1" in a preview, as in
// Xcode's preview agent.
import SwiftUI

struct Chip: View {
    var body: some View { Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("chip") }
}

struct Padded: PreviewModifier {
    func body(content: Content, context: Void) -> some View { content.padding(10) }
}

final class SampleStore {
    let owner: String
    init(owner: String) { self.owner = owner }
}

struct SampleData: PreviewModifier {
    static func makeSharedContext() async throws -> SampleStore { SampleStore(owner: "shared") }
    func body(content: Content, context: SampleStore) -> some View {
        content.environment(\.storeOwner, context.owner)
    }
}

extension EnvironmentValues {
    @Entry var storeOwner = "nobody"
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var sampleData: Self = .modifier(SampleData())
}

struct OwnerView: View {
    @Environment(\.storeOwner) private var owner
    var isPreview: Bool { ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" }
    var body: some View {
        VStack {
            Text(owner).accessibilityIdentifier("owner")
            Text(isPreview ? "in preview" : "in app").accessibilityIdentifier("mode")
        }
    }
}

#Preview("landscape", traits: .landscapeLeft) { Chip() }
#Preview("fits", traits: .sizeThatFitsLayout) { Chip() }
#Preview("fixed", traits: .fixedLayout(width: 200, height: 100)) { Chip() }
#Preview("padded", traits: .modifier(Padded()), .sizeThatFitsLayout) { Chip() }
#Preview("shared", traits: .sampleData, .sizeThatFitsLayout) { OwnerView() }
// Offered the device (iPhone 15, 393 wide): a row with a Spacer takes the device's width
// (Apple, PreviewLayout.sizeThatFits: "Fit the container to the size of the preview when
// offered the size of the device that the preview is running on").
#Preview("fits row", traits: .sizeThatFitsLayout) { HStack { Text("Row"); Spacer() }.accessibilityIdentifier("row") }
