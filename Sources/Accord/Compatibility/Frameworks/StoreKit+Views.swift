import Foundation
import AccordLayout

// StoreKit's merchandising views (iOS 17), drawn in their loading state as a preview without the
// App Store shows them (the stand-in's products and transactions: StoreKit.swift).

// MARK: - Merchandising views

/// How a `ProductView` lays out (`ProductViewStyle`).
public struct ProductViewStyleKind: Hashable, Sendable {
    let name: String
}

/// A style for product views (StoreKit's `ProductViewStyle`).
public protocol ProductViewStyle {}

/// The platform's product view style.
public struct AutomaticProductViewStyle: ProductViewStyle { public init() {} }
/// One line: icon, name and price button.
public struct CompactProductViewStyle: ProductViewStyle { public init() {} }
/// Icon, name, description and price button in a row.
public struct RegularProductViewStyle: ProductViewStyle { public init() {} }
/// A large centred layout for a featured product.
public struct LargeProductViewStyle: ProductViewStyle { public init() {} }

extension ProductViewStyle where Self == AutomaticProductViewStyle {
    /// The platform's style (regular on iPhone).
    public static var automatic: AutomaticProductViewStyle { AutomaticProductViewStyle() }
}
extension ProductViewStyle where Self == CompactProductViewStyle {
    /// One line: icon, name and price button.
    public static var compact: CompactProductViewStyle { CompactProductViewStyle() }
}
extension ProductViewStyle where Self == RegularProductViewStyle {
    /// Icon, name, description and price button in a row.
    public static var regular: RegularProductViewStyle { RegularProductViewStyle() }
}
extension ProductViewStyle where Self == LargeProductViewStyle {
    /// A large centred layout.
    public static var large: LargeProductViewStyle { LargeProductViewStyle() }
}

enum ProductLayout: Sendable { case compact, regular, large }
struct ProductLayoutKey: EnvironmentKey { static let defaultValue = ProductLayout.regular }

/// A built-in product view style declares the layout it means (any other lays out regular).
protocol ProductLayoutDeclaring { var productLayout: ProductLayout { get } }
extension CompactProductViewStyle: ProductLayoutDeclaring { var productLayout: ProductLayout { .compact } }
extension RegularProductViewStyle: ProductLayoutDeclaring { var productLayout: ProductLayout { .regular } }
extension LargeProductViewStyle: ProductLayoutDeclaring { var productLayout: ProductLayout { .large } }

extension View {
    /// How product views inside lay out (`productViewStyle(_:)`).
    public func productViewStyle<S: ProductViewStyle>(_ style: S) -> some View {
        let layout = (style as? ProductLayoutDeclaring)?.productLayout ?? .regular
        return transformEnvironment { $0[ProductLayoutKey.self] = layout }
    }
}

/// A product's merchandising (StoreKit's `ProductView`), drawn loading: the icon (the one given,
/// else a rounded placeholder), the name and description as placeholder text, and the price
/// button as a placeholder capsule; compact, regular or large as `productViewStyle` says.
public struct ProductView<Icon: View>: View {
    let icon: Icon?
    @Environment(\.self) private var environment

    /// The product with identifier `id`, with its App Store icon.
    public init(id: String, prefersPromotionalIcon: Bool = false) where Icon == EmptyView { icon = nil }
    /// The product with identifier `id`, with `icon`.
    public init(id: String, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) { self.icon = icon() }
    /// A loaded product, with its App Store icon.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false) where Icon == EmptyView { icon = nil }
    /// A loaded product, with `icon`.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) { self.icon = icon() }

    @ViewBuilder private func iconView(_ side: CGFloat) -> some View {
        if let icon {
            icon.frame(width: side, height: side)
        } else {
            RoundedRectangle(cornerRadius: side * 0.225, style: .continuous).fill(.fill.tertiary).frame(width: side, height: side)
        }
    }

    private var priceButton: some View {
        Capsule().fill(.fill.tertiary).frame(width: 72, height: 30)
    }

    public var body: some View {
        switch environment[ProductLayoutKey.self] {
        case .compact:
            HStack(spacing: 12) {
                iconView(40)
                Text("Product name").font(.headline).redacted(reason: .placeholder)
                Spacer(minLength: 8)
                priceButton
            }
        case .regular:
            HStack(spacing: 12) {
                iconView(56)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Product name").font(.headline)
                    Text("A description of the product").font(.subheadline).foregroundStyle(.secondary)
                }
                .redacted(reason: .placeholder)
                Spacer(minLength: 8)
                priceButton
            }
        case .large:
            VStack(spacing: 12) {
                iconView(100)
                VStack(spacing: 4) {
                    Text("Product name").font(.title3.bold())
                    Text("A description of the product").font(.subheadline).foregroundStyle(.secondary)
                }
                .redacted(reason: .placeholder)
                Capsule().fill(.fill.tertiary).frame(height: 44).frame(maxWidth: .infinity)
            }
        }
    }
}

/// A store of products (StoreKit's `StoreView`): a scrolling column of product views, drawn
/// loading (see `ProductView`).
public struct StoreView<Icon: View>: View {
    let ids: [String]
    let icon: ((String) -> Icon)?

    /// The products with these identifiers, with their App Store icons.
    public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false) where C.Element == String, Icon == EmptyView { self.ids = Array(ids); icon = nil }
    /// The products with these identifiers, each with an icon (built for a product that is not
    /// loaded: the closure is not called; the placeholder icon is drawn).
    public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon) where C.Element == String {
        self.ids = Array(ids); self.icon = nil
    }
    /// Loaded products.
    public init(products: [Product], prefersPromotionalIcon: Bool = false) where Icon == EmptyView { ids = products.map(\.id); icon = nil }

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                ForEach(ids, id: \.self) { id in
                    ProductView(id: id)
                }
            }
            .padding(20)
        }
    }
}

/// A subscription store (StoreKit's `SubscriptionStoreView`): the marketing content at the top
/// (the app's, else a placeholder title), and the subscription controls at the bottom drawn
/// loading — two placeholder plan rows, a full-width prominent button and the policy links.
public struct SubscriptionStoreView<Content: View>: View {
    let content: Content?

    /// The subscriptions of group `groupID`, with the default marketing content.
    public init(groupID: String, visibleRelationships: SubscriptionRelationship = .all) where Content == EmptyView { content = nil }
    /// The subscriptions of group `groupID`, with `marketingContent`.
    public init(groupID: String, visibleRelationships: SubscriptionRelationship = .all, @ViewBuilder marketingContent: () -> Content) { content = marketingContent() }
    /// The subscriptions with these product identifiers, with the default marketing content.
    public init<C: Collection>(productIDs: C) where C.Element == String, Content == EmptyView { content = nil }
    /// The subscriptions with these product identifiers, with `marketingContent`.
    public init<C: Collection>(productIDs: C, @ViewBuilder marketingContent: () -> Content) where C.Element == String { content = marketingContent() }
    /// Loaded subscriptions, with `marketingContent`.
    public init(subscriptions: [Product], @ViewBuilder marketingContent: () -> Content) { content = marketingContent() }

    public var body: some View {
        VStack(spacing: 0) {
            Group {
                if let content {
                    content
                } else {
                    VStack(spacing: 8) {
                        Text("Subscription name").font(.largeTitle.bold())
                        Text("A description of the subscription").font(.body).foregroundStyle(.secondary)
                    }
                    .redacted(reason: .placeholder)
                    .padding()
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            VStack(spacing: 12) {
                ForEach(0..<2, id: \.self) { _ in
                    HStack {
                        VStack(alignment: .leading, spacing: 4) {
                            Text("Plan name").font(.headline)
                            Text("Price per period").font(.subheadline)
                        }
                        .redacted(reason: .placeholder)
                        Spacer()
                    }
                    .padding(14)
                    .background(RoundedRectangle(cornerRadius: 12, style: .continuous).fill(.fill.quaternary))
                }
                RoundedRectangle(cornerRadius: 14, style: .continuous).fill(.tint).frame(height: 50)
                HStack(spacing: 16) {
                    Text("Restore Purchases")
                    Text("Terms of Service")
                    Text("Privacy Policy")
                }
                .font(.footnote)
                .foregroundStyle(.secondary)
            }
            .padding(20)
            .background(.bar)
        }
    }
}

/// Which subscriptions of a group a store shows (`SubscriptionRelationship`).
public struct SubscriptionRelationship: Hashable, Sendable {
    let name: String
    public static let all = SubscriptionRelationship(name: "all")
    public static let upgrade = SubscriptionRelationship(name: "upgrade")
    public static let downgrade = SubscriptionRelationship(name: "downgrade")
    public static let crossgrade = SubscriptionRelationship(name: "crossgrade")
    public static let current = SubscriptionRelationship(name: "current")
}

/// A store's auxiliary button (`StoreButtonKind`).
public struct StoreButtonKind: Hashable, Sendable {
    let name: String
    public static let cancellation = StoreButtonKind(name: "cancellation")
    public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
    public static let redeemCode = StoreButtonKind(name: "redeemCode")
    public static let signIn = StoreButtonKind(name: "signIn")
    public static let policies = StoreButtonKind(name: "policies")
}

/// The controls of a subscription store (`SubscriptionStoreControlStyle`).
public protocol SubscriptionStoreControlStyle {}
/// Named control styles.
public struct _SubscriptionStoreControlStyleValue: SubscriptionStoreControlStyle { let name: String }
extension SubscriptionStoreControlStyle where Self == _SubscriptionStoreControlStyleValue {
    public static var automatic: Self { Self(name: "automatic") }
    public static var picker: Self { Self(name: "picker") }
    public static var prominentPicker: Self { Self(name: "prominentPicker") }
    public static var buttons: Self { Self(name: "buttons") }
    public static var compactPicker: Self { Self(name: "compactPicker") }
    public static var pagedPicker: Self { Self(name: "pagedPicker") }
    public static var pagedProminentPicker: Self { Self(name: "pagedProminentPicker") }
}

/// The subscribe button's label (`SubscriptionStoreButtonLabel`).
public struct SubscriptionStoreButtonLabel: Hashable, Sendable {
    let name: String
    public static let automatic = SubscriptionStoreButtonLabel(name: "automatic")
    public static let multiline = SubscriptionStoreButtonLabel(name: "multiline")
    public static let singleLine = SubscriptionStoreButtonLabel(name: "singleLine")
    public static let action = SubscriptionStoreButtonLabel(name: "action")
    public static let price = SubscriptionStoreButtonLabel(name: "price")
    public static let displayName = SubscriptionStoreButtonLabel(name: "displayName")
}

/// Which policy a destination is for (`SubscriptionStorePolicyKind`).
public struct SubscriptionStorePolicyKind: Hashable, Sendable {
    let name: String
    public static let privacyPolicy = SubscriptionStorePolicyKind(name: "privacyPolicy")
    public static let termsOfService = SubscriptionStorePolicyKind(name: "termsOfService")
}

/// Whether a store button shows (`Visibility` is SwiftUI's; StoreKit takes it).
extension View {
    /// Shows or hides a store's auxiliary button. Inert (the loading state draws the policy links).
    public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View { self }
    /// The subscription store's controls. Inert.
    public func subscriptionStoreControlStyle<S: SubscriptionStoreControlStyle>(_ style: S) -> some View { self }
    /// The subscribe button's label. Inert.
    public func subscriptionStoreButtonLabel(_ label: SubscriptionStoreButtonLabel) -> some View { self }
    /// Where a policy link goes. Inert.
    public func subscriptionStorePolicyDestination(url: URL, for policy: SubscriptionStorePolicyKind) -> some View { self }
    /// The icon of each plan. Inert.
    public func subscriptionStoreControlIcon<I: View>(@ViewBuilder icon: @escaping (Product, Product.SubscriptionInfo) -> I) -> some View { self }
    /// The background of plan rows. Inert.
    public func subscriptionStorePickerItemBackground<S: ShapeStyle>(_ background: S) -> some View { self }
    /// Runs `action` with the subscription statuses of a group: never called (no App Store).
    public func subscriptionStatusTask(for groupID: String, priority: TaskPriority = .medium,
                                       action: @escaping ([Product.SubscriptionInfo.Status]) async -> Void) -> some View { self }
    /// Runs `action` with a product's current entitlement: never called.
    public func currentEntitlementTask(for productID: String, priority: TaskPriority = .medium,
                                       action: @escaping (EntitlementTaskState<VerificationResult<Transaction>?>) async -> Void) -> some View { self }
    /// Called when an in-app purchase completes: never.
    public func onInAppPurchaseCompletion(perform action: @escaping (Product, Result<Product.PurchaseResult, Error>) async -> Void) -> some View { self }
    /// Called when an in-app purchase starts: never.
    public func onInAppPurchaseStart(perform action: @escaping (Product) async -> Void) -> some View { self }
    /// Presents the subscription management sheet. Inert.
    public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }
    /// Presents offer-code redemption. Inert.
    public func offerCodeRedemption(isPresented: Binding<Bool>, onCompletion: @escaping (Result<Void, Error>) -> Void = { _ in }) -> some View { self }
    /// Loads a product for the view: never called.
    public func storeProductTask(for id: String, priority: TaskPriority = .medium,
                                 action: @escaping (Product.TaskState) async -> Void) -> some View { self }
}

/// The state of an entitlement task (`EntitlementTaskState`).
public enum EntitlementTaskState<Value: Sendable>: Sendable {
    case loading
    case failure(Error)
    case success(Value)
}

extension Product {
    /// The state of a product-loading task (`Product.TaskState`).
    public enum TaskState: Sendable {
        case loading
        case unavailable
        case failure(Error)
        case success(Product)
    }
}
