@_exported import AccordLayout
@_exported import Foundation
// `@Observable`, `ObservationIgnored`, `withObservationTracking`: SwiftUI brings them too.
@_exported import Observation
