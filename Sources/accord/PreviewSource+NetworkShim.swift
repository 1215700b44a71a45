/// Combine's `URLSession.dataTaskPublisher`, added to a preview program's main file when one of
/// its files names it. It lives here, in the preview's own module, rather than in the Accord
/// library: on Linux `URLSession` is in FoundationNetworking, and a library that imports it
/// cannot be linked with `--static-swift-stdlib` (the static FoundationNetworking misses its
/// CFURLSession interface), which the README's package section promises. A preview loads
/// nothing: the publisher never emits nor completes, so views show their loading state
/// (listed in Docs/support/uikit-env.md).
enum PreviewNetworkShim {
    /// The shim when `texts` name `dataTaskPublisher`, else nothing.
    static func source(for texts: [String]) -> String {
        texts.contains { $0.contains("dataTaskPublisher") || $0.contains("DataTaskPublisher") } ? source : ""
    }

    static let source = """

    // accord: Combine's URLSession publisher (Sources/accord/PreviewSource+NetworkShim.swift).
    import FoundationNetworking
    extension URLSession {
        struct DataTaskPublisher: Accord.Publisher {
            typealias Output = (data: Data, response: URLResponse)
            typealias Failure = URLError
            let request: URLRequest
            let session: URLSession
            init(request: URLRequest, session: URLSession) {
                self.request = request
                self.session = session
            }
            func _subscribe(_ value: @escaping (Output) -> Void,
                            _ completion: @escaping (Subscribers.Completion<URLError>) -> Void) -> AnyCancellable {
                AnyCancellable {}
            }
        }
        func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
            DataTaskPublisher(request: URLRequest(url: url), session: self)
        }
        func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
            DataTaskPublisher(request: request, session: self)
        }
    }

    """
}
