import Foundation

/// Frameworks an iOS app may import that have no Linux counterpart Accord could provide.
enum ProjectFrameworks {
    /// Modules that exist on Linux or that Accord stands in for: importing them is fine.
    static let available: Set<String> = ["SwiftUI", "SwiftUICore", "Foundation", "FoundationEssentials", "FoundationInternationalization",
                                         "FoundationNetworking", "FoundationXML",
                                         "Dispatch", "Swift", "_Concurrency", "Observation", "RegexBuilder", "Synchronization",
                                         "Glibc", "Darwin", "UIKit", "Combine", "CoreGraphics", "os", "OSLog", "Accord", "SwiftData", "AVFoundation", "AVFAudio", "AVKit", "CoreLocation", "UniformTypeIdentifiers", "MapKit", "CoreData", "WidgetKit", "StoreKit", "WebKit", "SafariServices", "UserNotifications", "LocalAuthentication", "AuthenticationServices", "TipKit", "AppIntents", "ActivityKit", "EventKit", "Security", "CryptoKit", "MessageUI", "MobileCoreServices", "Metal", "WatchConnectivity", "SystemConfiguration", "QuartzCore", "Photos", "Intents", "FoundationModels", "ARKit", "SceneKit", "PhotosUI", "CoreTransferable", "CoreHaptics", "Charts", "SpriteKit"]
    /// Well-known Apple and third-party frameworks with no Linux counterpart.
    static let knownUnavailable: Set<String> = [
        "CloudKit",
        "CoreLocationUI", "HealthKit", "GameKit",
        "RealityKit",
        "IntentsUI", "CoreML", "Vision", "VisionKit", "CoreImage", "CoreMotion",
        "EventKitUI", "Contacts", "ContactsUI", "QuickLook", "MetalKit",
        "MultipeerConnectivity", "Network", "CoreBluetooth", "NaturalLanguage",
        "Speech", "PencilKit", "LinkPresentation", "BackgroundTasks", "GameController", "MusicKit", "ShazamKit",
        "CoreNFC", "CoreSpotlight", "CoreText", "CoreAudio", "AudioToolbox", "MediaPlayer", "ImageIO",
        "DeviceActivity", "FamilyControls", "ManagedSettings", "WeatherKit", "Translation", "ImagePlayground", "Playgrounds",
        "CoreTelephony", "NetworkExtension", "PassKit", "AdSupport", "AppTrackingTransparency", "Social",
        "iAd", "GameplayKit", "ReplayKit", "HomeKit", "CarPlay", "ClockKit", "SensorKit", "MetricKit", "CallKit", "PushKit",
        "Accounts", "AddressBook", "AddressBookUI", "AssetsLibrary", "CoreMedia", "CoreVideo", "VideoToolbox", "Accelerate", "CoreMIDI",
        "AVRouting", "BackgroundAssets", "ExtensionKit", "GroupActivities", "SharedWithYou", "JournalingSuggestions",
        "Firebase", "FirebaseCore", "FirebaseAuth", "FirebaseFirestore", "FirebaseFirestoreSwift", "FirebaseStorage",
        "FirebaseAnalytics", "FirebaseMessaging", "FirebaseDatabase", "Alamofire", "Kingfisher", "SDWebImageSwiftUI",
        "Lottie", "RevenueCat", "GoogleSignIn", "Realm", "RealmSwift"]

    /// Third-party packages often seen in SwiftUI apps, and where they come from (for the
    /// message that says to clone one and pass it with --sources).
    static let knownPackages: [String: String] = [
        "Kingfisher": "https://github.com/onevcat/Kingfisher", "SDWebImageSwiftUI": "https://github.com/SDWebImage/SDWebImageSwiftUI",
        "Lottie": "https://github.com/airbnb/lottie-ios", "Alamofire": "https://github.com/Alamofire/Alamofire",
        "SwiftUIFlux": "https://github.com/Dimillian/SwiftUIFlux", "MarkdownUI": "https://github.com/gonzalezreal/swift-markdown-ui",
        "Markdown": "https://github.com/apple/swift-markdown", "SFSafeSymbols": "https://github.com/SFSafeSymbols/SFSafeSymbols",
        "Pow": "https://github.com/EmergeTools/Pow", "Resolver": "https://github.com/hmlongco/Resolver",
        "ActivityIndicatorView": "https://github.com/exyte/ActivityIndicatorView", "KeyboardShortcuts": "https://github.com/sindresorhus/KeyboardShortcuts",
        "Splash": "https://github.com/JohnSundell/Splash", "WrappingHStack": "https://github.com/dkk/WrappingHStack",
        "SwiftUIIntrospect": "https://github.com/siteline/swiftui-introspect", "Introspect": "https://github.com/siteline/swiftui-introspect",
        "Popovers": "https://github.com/aheze/Popovers", "Roadmap": "https://github.com/AvdLee/Roadmap",
        "WhatsNewKit": "https://github.com/SvenTiigi/WhatsNewKit", "ExyteChat": "https://github.com/exyte/Chat",
        "SwiftUICharts": "https://github.com/AppPear/ChartView", "OpenAI": "https://github.com/MacPaw/OpenAI",
        "Pulse": "https://github.com/kean/Pulse", "PulseUI": "https://github.com/kean/Pulse", "Nuke": "https://github.com/kean/Nuke",
        "NukeUI": "https://github.com/kean/Nuke", "CachedAsyncImage": "https://github.com/lorenzofiamingo/swiftui-cached-async-image",
        "ComposableArchitecture": "https://github.com/pointfreeco/swift-composable-architecture", "Factory": "https://github.com/hmlongco/Factory",
        "Defaults": "https://github.com/sindresorhus/Defaults", "ConfettiSwiftUI": "https://github.com/simibac/ConfettiSwiftUI",
        "RevenueCat": "https://github.com/RevenueCat/purchases-ios", "RealmSwift": "https://github.com/realm/realm-swift",
        "Firebase": "https://github.com/firebase/firebase-ios-sdk", "GoogleSignIn": "https://github.com/google/GoogleSignIn-iOS",
        "SnapKit": "https://github.com/SnapKit/SnapKit", "SwiftyJSON": "https://github.com/SwiftyJSON/SwiftyJSON"]

    /// Whether a module is one of Apple's frameworks (not a third-party package or the app's own).
    static func isApple(_ module: String) -> Bool {
        unavailable(module) && knownPackages[module] == nil && !module.hasPrefix("Firebase")
            && !["Realm", "RealmSwift", "GoogleSignIn", "RevenueCat"].contains(module)
    }

    /// Whether a module name is one Linux lacks (known Apple/third-party frameworks, or any
    /// Firebase module).
    static func unavailable(_ module: String) -> Bool {
        knownUnavailable.contains(module) || module.hasPrefix("Firebase")
    }
}
