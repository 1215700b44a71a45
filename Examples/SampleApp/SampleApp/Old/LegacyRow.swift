import SwiftUI

// Removed from the Xcode project (project.pbxproj no longer lists this file), but still on
// disk: Xcode does not compile it, and neither does Accord. (It would clash with PlantRow.)
struct PlantRow: View {
    var body: some View { Text("legacy") }
}
