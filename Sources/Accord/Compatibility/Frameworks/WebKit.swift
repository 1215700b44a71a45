import Foundation

// WebKit and SafariServices stand-ins (`import WebKit` / `import SafariServices` become
// `import Accord` in a preview). There is no web engine: a `WKWebView` returned from a
// `UIViewRepresentable` is laid out and drawn as every UIKit view is (the representable
// placeholder of its proposed size); pages are never loaded, scripts never run, delegates are
// never called (inert).

/// WebKit's web view (`WKWebView`): keeps what it is asked to load; loads nothing.
open class WKWebView: UIView, @unchecked Sendable {
    /// The configuration it was made with.
    public let configuration: WKWebViewConfiguration
    /// Receives navigation events (never called).
    open weak var navigationDelegate: WKNavigationDelegate?
    /// Receives UI requests (never called).
    open weak var uiDelegate: WKUIDelegate?
    /// The scroll view showing the page.
    public let scrollView = UIScrollView()
    /// Swipe back and forward (inert).
    open var allowsBackForwardNavigationGestures = false
    /// Link previews (inert).
    open var allowsLinkPreview = true
    /// Whether Safari's Web Inspector may attach (inert).
    open var isInspectable = false
    /// The user agent it reports.
    open var customUserAgent: String?
    /// Page zoom (inert).
    open var pageZoom: CGFloat = 1
    /// The URL asked for last (nothing is loaded).
    open private(set) var url: URL?
    /// The page's title: none (nothing is loaded).
    open var title: String? { nil }
    /// Whether a page is loading: never.
    open var isLoading: Bool { false }
    /// Loading progress: 0 (nothing is loaded).
    open var estimatedProgress: Double { 0 }
    /// Whether there is a page to go back to: no.
    open var canGoBack: Bool { false }
    /// Whether there is a page to go forward to: no.
    open var canGoForward: Bool { false }

    /// A web view with a configuration.
    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }
    /// A web view of a frame with the default configuration.
    public override convenience init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }
    /// A web view with the default configuration (there are no archives).
    public required init?(coder: NSCoder) { configuration = WKWebViewConfiguration(); super.init(coder: coder) }

    /// Asks for a page (a `URLRequest`; nothing is loaded). Generic because Linux keeps
    /// `URLRequest` in FoundationNetworking, which the library does not link.
    @discardableResult open func load<Request>(_ request: Request) -> WKNavigation? { return WKNavigation() }
    /// Asks to show HTML (nothing is rendered).
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? { url = baseURL; return WKNavigation() }
    /// Asks to show a local file (nothing is rendered).
    @discardableResult open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? { self.url = url; return WKNavigation() }
    /// Asks to show data (nothing is rendered).
    @discardableResult open func load(_ data: Data, mimeType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? { url = baseURL; return WKNavigation() }
    /// Reloads (inert).
    @discardableResult open func reload() -> WKNavigation? { nil }
    /// Goes back (inert).
    @discardableResult open func goBack() -> WKNavigation? { nil }
    /// Goes forward (inert).
    @discardableResult open func goForward() -> WKNavigation? { nil }
    /// Stops loading (inert).
    open func stopLoading() {}
    /// Runs JavaScript: never (the completion is not called).
    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: ((Any?, Error?) -> Void)? = nil) {}
}

extension WKWebView: KeyValueReadable {
    /// The computed properties apps observe by key (`"estimatedProgress"`, `"title"`, …).
    package func observableValue(forKey key: String) -> Any? {
        switch key {
        case "estimatedProgress": return estimatedProgress
        case "title": return title as Any
        case "URL", "url": return url as Any
        case "loading", "isLoading": return isLoading
        case "canGoBack": return canGoBack
        case "canGoForward": return canGoForward
        default: return nil
        }
    }
}

/// A web view's settings (`WKWebViewConfiguration`).
open class WKWebViewConfiguration: @unchecked Sendable {
    /// Scripts and message handlers.
    open var userContentController = WKUserContentController()
    /// Web preferences.
    open var preferences = WKPreferences()
    /// Per-navigation preferences.
    open var defaultWebpagePreferences = WKWebpagePreferences()
    /// Where cookies and caches live.
    open var websiteDataStore = WKWebsiteDataStore.default()
    /// Inline media playback (inert).
    open var allowsInlineMediaPlayback = false
    /// Media needing a tap to play (inert).
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    /// A default configuration.
    public init() {}
}

/// Media kinds (`WKAudiovisualMediaTypes`).
public struct WKAudiovisualMediaTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1)
    public static let video = WKAudiovisualMediaTypes(rawValue: 2)
    public static let all = WKAudiovisualMediaTypes(rawValue: 3)
}

/// Web preferences (`WKPreferences`).
open class WKPreferences: @unchecked Sendable {
    open var javaScriptCanOpenWindowsAutomatically = false
    open var minimumFontSize: CGFloat = 0
    open var isFraudulentWebsiteWarningEnabled = true
    public init() {}
}

/// Per-navigation preferences (`WKWebpagePreferences`).
open class WKWebpagePreferences: @unchecked Sendable {
    open var allowsContentJavaScript = true
    open var preferredContentMode: ContentMode = .recommended
    public init() {}
    /// Which version of a site to ask for.
    public enum ContentMode: Int, Sendable { case recommended = 0, mobile, desktop }
}

/// Cookies and caches (`WKWebsiteDataStore`).
open class WKWebsiteDataStore: @unchecked Sendable {
    let persistent: Bool
    init(persistent: Bool) { self.persistent = persistent }
    /// The persistent store.
    open class func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: true) }
    /// A store kept in memory.
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(persistent: false) }
    /// Whether data is kept on disk.
    open var isPersistent: Bool { persistent }
}

/// Scripts and message handlers of a web view (`WKUserContentController`): kept, never run.
open class WKUserContentController: @unchecked Sendable {
    /// The scripts added.
    open private(set) var userScripts: [WKUserScript] = []
    public init() {}
    /// Adds a script (never run).
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    /// Removes every script.
    open func removeAllUserScripts() { userScripts.removeAll() }
    /// Adds a message handler (never called).
    open func add(_ scriptMessageHandler: WKScriptMessageHandler, name: String) {}
    /// Removes a message handler.
    open func removeScriptMessageHandler(forName name: String) {}
}

/// A script injected into pages (`WKUserScript`).
open class WKUserScript: @unchecked Sendable {
    public let source: String
    public let injectionTime: WKUserScriptInjectionTime
    public let isForMainFrameOnly: Bool
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source; self.injectionTime = injectionTime; isForMainFrameOnly = forMainFrameOnly
    }
}

/// When a user script runs (`WKUserScriptInjectionTime`).
public enum WKUserScriptInjectionTime: Int, Sendable { case atDocumentStart = 0, atDocumentEnd }

/// A message a page posts (`WKScriptMessage`); never delivered in a preview.
open class WKScriptMessage: @unchecked Sendable {
    public let name: String
    public let body: Any
    init(name: String, body: Any) { self.name = name; self.body = body }
}

/// Receives page messages (`WKScriptMessageHandler`).
public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// A navigation (`WKNavigation`).
open class WKNavigation: @unchecked Sendable { public init() {} }

/// A request to navigate (`WKNavigationAction`); never made in a preview.
open class WKNavigationAction: @unchecked Sendable {
    /// The request (its URL and method; Linux keeps `URLRequest` in FoundationNetworking).
    public let request: Request
    public let navigationType: WKNavigationType
    init(request: Request, navigationType: WKNavigationType) { self.request = request; self.navigationType = navigationType }
    /// What a navigation asks for.
    public struct Request: Sendable {
        public var url: URL?
        public var httpMethod: String?
        public var allHTTPHeaderFields: [String: String]?
    }
}

/// A navigation's response (`WKNavigationResponse`).
open class WKNavigationResponse: @unchecked Sendable {
    /// The response (its URL and MIME type; Linux keeps `URLResponse` in FoundationNetworking).
    public let response: Response
    init(response: Response) { self.response = response }
    /// What a server answered.
    public struct Response: Sendable {
        public var url: URL?
        public var mimeType: String?
        public var expectedContentLength: Int64
    }
}

/// What started a navigation (`WKNavigationType`).
public enum WKNavigationType: Int, Sendable { case linkActivated = 0, formSubmitted, backForward, reload, formResubmitted, other = -1 }
/// Whether to follow a navigation (`WKNavigationActionPolicy`).
public enum WKNavigationActionPolicy: Int, Sendable { case cancel = 0, allow, download }
/// Whether to accept a response (`WKNavigationResponsePolicy`).
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel = 0, allow, download }

/// Navigation events of a web view (`WKNavigationDelegate`; every method optional). Never called.
public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error)
    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error)
    func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                 decisionHandler: @escaping (WKNavigationActionPolicy) -> Void)
    func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                 decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void)
}

extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {}
    public func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {}
    public func webView(_ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
                        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) { decisionHandler(.allow) }
    public func webView(_ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
                        decisionHandler: @escaping (WKNavigationResponsePolicy) -> Void) { decisionHandler(.allow) }
}

/// UI requests of a web view (`WKUIDelegate`; every method optional). Never called.
public protocol WKUIDelegate: AnyObject {}

/// Safari's in-app browser (SafariServices' `SFSafariViewController`): never presented; wrapped
/// in a `UIViewControllerRepresentable` it is drawn as the representable placeholder.
open class SFSafariViewController: UIViewController, @unchecked Sendable {
    /// The page it opens.
    public let url: URL
    /// Receives its events (never called).
    open weak var delegate: SFSafariViewControllerDelegate?
    /// The bars' tint (inert).
    open var preferredBarTintColor: UIColor?
    /// The controls' tint (inert).
    open var preferredControlTintColor: UIColor?
    /// The dismiss button's style (inert).
    open var dismissButtonStyle: DismissButtonStyle = .done
    /// A browser opening `url`.
    public init(url: URL) { self.url = url; super.init() }
    /// A browser opening `url` with a configuration.
    public init(url: URL, configuration: Configuration) { self.url = url; super.init() }

    /// The dismiss button's title.
    public enum DismissButtonStyle: Int, Sendable { case done = 0, close, cancel }
    /// Browser options.
    open class Configuration: @unchecked Sendable {
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true
        public init() {}
    }
}

/// Events of Safari's in-app browser (`SFSafariViewControllerDelegate`; methods optional).
public protocol SFSafariViewControllerDelegate: AnyObject {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}
