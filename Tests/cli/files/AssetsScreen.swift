import SwiftUI

// A profile header in the style of app code, using the sample app's asset catalog
// (Examples/SampleApp/SampleApp/Assets.xcassets; Tests/cli/run.sh puts this file beside a copy of it)
// through every spelling: generated symbols, ColorResource/ImageResource, names, UIKit.
struct ProfileHeader: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 12) {
                Image(.avatar).accessibilityIdentifier("avatar")
                VStack(alignment: .leading) {
                    Text("Ada").font(.headline).foregroundStyle(Color(.Palette.ink))
                    Text("Gardener").foregroundStyle(.secondary)
                }
                Spacer()
                Image("star-badge").foregroundStyle(.highlight).accessibilityIdentifier("star")
                Image("moon").accessibilityIdentifier("moon")
            }
            Image(uiImage: .logo).accessibilityIdentifier("logo")
            Color.brandGreen.frame(height: 4).accessibilityIdentifier("bar")
            Color(uiColor: .cardBackground).frame(height: 2)
            Color("NotInTheCatalog").frame(height: 2)
        }
        .padding()
        .background(Color("CardBackground"))
    }
}

#Preview("Header", traits: .fixedLayout(width: 320, height: 200)) { ProfileHeader() }
