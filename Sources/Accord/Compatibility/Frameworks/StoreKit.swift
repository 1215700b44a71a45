import Foundation
import AccordLayout

// StoreKit stand-in (`import StoreKit` becomes `import Accord` in a preview). A preview has no
// App Store: product requests answer no products, there are no transactions or entitlements,
// purchases never complete. The merchandising views (iOS 17) are drawn in their loading state —
// the shape of what they will show, with placeholder (redacted) text — as they first appear
// while StoreKit fetches products; the marketing content an app passes is drawn as given.

/// An in-app product (StoreKit's `Product`). No product is ever loaded in a preview.
public struct Product: Identifiable, Hashable, Sendable {
    /// The product identifier.
    public let id: String
    /// Its kind.
    public let type: ProductType
    /// Its localized name.
    public let displayName: String
    /// Its localized description.
    public let description: String
    /// Its price.
    public let price: Decimal
    /// Its localized price.
    public let displayPrice: String
    /// Subscription details (nil for other kinds).
    public var subscription: SubscriptionInfo? { nil }
    /// Whether Family Sharing applies.
    public let isFamilyShareable: Bool

    /// The products with these identifiers: none in a preview (no App Store).
    public static func products<C: Collection>(for identifiers: C) async throws -> [Product] where C.Element == String { [] }
    /// Buys the product: cancelled by the user in a preview (nothing is bought).
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { .userCancelled }

    /// A product's kind (`Product.ProductType`).
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let consumable = ProductType(rawValue: "consumable")
        public static let nonConsumable = ProductType(rawValue: "nonConsumable")
        public static let nonRenewable = ProductType(rawValue: "nonRenewable")
        public static let autoRenewable = ProductType(rawValue: "autoRenewable")
    }
    /// What a purchase came to (`Product.PurchaseResult`).
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }
    /// A purchase option (`Product.PurchaseOption`).
    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        /// A token identifying the buyer's account.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: "appAccountToken:\(token)") }
        /// How many to buy.
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity:\(quantity)") }
    }
    /// A subscription's details (`Product.SubscriptionInfo`).
    public struct SubscriptionInfo: Hashable, Sendable {
        /// The subscription group.
        public let subscriptionGroupID: String
        /// How often it renews.
        public let subscriptionPeriod: SubscriptionPeriod
        /// The statuses of the group: none in a preview.
        public static func status(for groupID: String) async throws -> [Status] { [] }
        /// The statuses of this subscription's group: none in a preview (no App Store account).
        public var status: [Status] { get async throws { [] } }
        /// The group's name as the App Store shows it.
        public var groupDisplayName: String { "" }
        /// The subscription's level in its group (1 is the highest).
        public var groupLevel: Int { 1 }
        /// The introductory offer: none in a preview.
        public var introductoryOffer: Product.SubscriptionOffer? { nil }
        /// The promotional offers: none.
        public var promotionalOffers: [Product.SubscriptionOffer] { [] }
        /// Whether the customer may take the introductory offer: no (no account).
        public var isEligibleForIntroOffer: Bool { get async { false } }
        /// Whether the customer may take the group's introductory offer: no.
        public static func isEligibleForIntroOffer(for groupID: String) async -> Bool { false }
        /// Details of a subscription's next renewal (`Product.SubscriptionInfo.RenewalInfo`).
        public struct RenewalInfo: Hashable, Sendable {
            public let originalTransactionID: UInt64
            public let currentProductID: String
            public let willAutoRenew: Bool
            public let autoRenewPreference: String?
            public let expirationReason: ExpirationReason?
            public let isInBillingRetry: Bool
            public let gracePeriodExpirationDate: Date?
            public let renewalDate: Date?
            public let signedDate: Date
            /// Why a subscription expired (`RenewalInfo.ExpirationReason`).
            public struct ExpirationReason: RawRepresentable, Hashable, Sendable {
                public let rawValue: Int
                public init(rawValue: Int) { self.rawValue = rawValue }
                public static let autoRenewDisabled = ExpirationReason(rawValue: 1)
                public static let billingError = ExpirationReason(rawValue: 2)
                public static let didNotConsentToPriceIncrease = ExpirationReason(rawValue: 3)
                public static let productUnavailable = ExpirationReason(rawValue: 4)
                public static let unknown = ExpirationReason(rawValue: 5)
            }
        }
        /// The renewal state of a subscription (`RenewalState`).
        public struct RenewalState: RawRepresentable, Hashable, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let subscribed = RenewalState(rawValue: 1)
            public static let expired = RenewalState(rawValue: 2)
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            public static let inGracePeriod = RenewalState(rawValue: 4)
            public static let revoked = RenewalState(rawValue: 5)
        }
        /// The status of a subscription (`Status`).
        public struct Status: Sendable {
            public let state: RenewalState
            public let transaction: VerificationResult<Transaction>
            /// The subscription's renewal details, signed.
            public let renewalInfo: VerificationResult<RenewalInfo>
            /// Status changes while the app runs: none (the sequence ends at once).
            public static var updates: AsyncStream<Status> { AsyncStream { $0.finish() } }
        }
    }
    /// A subscription offer (`Product.SubscriptionOffer`): none is loaded in a preview.
    public struct SubscriptionOffer: Hashable, Sendable {
        /// How an offer is paid (`SubscriptionOffer.PaymentMode`).
        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let freeTrial = PaymentMode(rawValue: "FREE_TRIAL")
            public static let payAsYouGo = PaymentMode(rawValue: "PAY_AS_YOU_GO")
            public static let payUpFront = PaymentMode(rawValue: "PAY_UP_FRONT")
        }
        /// An offer's kind (`SubscriptionOffer.OfferType`).
        public struct OfferType: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let introductory = OfferType(rawValue: "introductory")
            public static let promotional = OfferType(rawValue: "promotional")
            public static let winBack = OfferType(rawValue: "winBack")
        }
        public let id: String?
        public let type: OfferType
        public let price: Decimal
        public let displayPrice: String
        public let period: SubscriptionPeriod
        public let periodCount: Int
        public let paymentMode: PaymentMode
    }
    /// A subscription period (`Product.SubscriptionPeriod`).
    public struct SubscriptionPeriod: Hashable, Sendable {
        public let unit: Unit
        public let value: Int
        /// A period's unit.
        public enum Unit: Int, Hashable, Sendable { case day, week, month, year }
    }
}

/// A signed StoreKit value, verified or not (StoreKit's `VerificationResult`).
public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, VerificationError)
    case verified(SignedType)
    /// Why verification failed.
    public enum VerificationError: Error, Sendable { case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature, missingRequiredProperties }
    /// The value, verified or not.
    public var unsafePayloadValue: SignedType {
        switch self { case .verified(let v): v; case .unverified(let v, _): v }
    }
}

/// A purchase (StoreKit's `Transaction`). SwiftUI and StoreKit both name a type `Transaction`
/// and Accord is one module, so StoreKit's members live on SwiftUI's `Transaction` (Animation.swift);
/// `StoreKit.Transaction` names the same type. A preview has no purchases: the sequences end at
/// once and no StoreKit transaction value is ever made, so the members below answer defaults.
extension Transaction: Identifiable {
    /// The purchase's identifier.
    public var id: UInt64 { 0 }
    /// The original purchase's identifier.
    public var originalID: UInt64 { 0 }
    /// The product bought.
    public var productID: String { "" }
    /// The product's kind.
    public var productType: Product.ProductType { .nonConsumable }
    /// When it was bought.
    public var purchaseDate: Date { Date(timeIntervalSince1970: 0) }
    /// When a subscription expires.
    public var expirationDate: Date? { nil }
    /// When it was refunded.
    public var revocationDate: Date? { nil }
    /// Whether a higher subscription replaced it.
    public var isUpgraded: Bool { false }
    /// The account token the app set.
    public var appAccountToken: UUID? { nil }
    /// How many were bought.
    public var purchasedQuantity: Int { 1 }
    /// Marks the transaction as delivered.
    public func finish() async {}
    /// The app's current entitlements: none (the sequence ends at once).
    public static var currentEntitlements: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
    /// Every transaction: none.
    public static var all: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
    /// Transactions arriving while the app runs: none (the sequence ends at once).
    public static var updates: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
    /// Unfinished transactions: none.
    public static var unfinished: AsyncStream<VerificationResult<Transaction>> { AsyncStream { $0.finish() } }
    /// The latest transaction for a product: none.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }
    /// The current entitlement for a product: none.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
}

/// The App Store (StoreKit's `AppStore`).
public enum AppStore {
    /// Syncs purchases (restores): nothing to restore in a preview.
    public static func sync() async throws {}
    /// Whether the user can pay: false in a preview.
    public static var canMakePayments: Bool { false }
    /// Shows the subscription management sheet (inert).
    public static func showManageSubscriptions(in scene: UIWindowScene) async throws {}
    /// Asks for a review (inert).
    public static func requestReview(in scene: UIWindowScene) {}
}

/// Asks for an App Store review (`SKStoreReviewController`). Inert.
open class SKStoreReviewController {
    /// Asks for a review in `windowScene` (inert).
    open class func requestReview(in windowScene: UIWindowScene) {}
    /// Asks for a review (inert).
    open class func requestReview() {}
}

/// Asks for a review (`@Environment(\.requestReview)`). Inert.
public struct RequestReviewAction: Sendable {
    /// Asks for a review (inert).
    public func callAsFunction() {}
}

extension EnvironmentValues {
    /// Asks for an App Store review. Inert.
    public var requestReview: RequestReviewAction { RequestReviewAction() }
}
