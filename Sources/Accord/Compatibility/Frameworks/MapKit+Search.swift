import Foundation

// MapKit's search: the completer that suggests places as a query is typed
// (`MKLocalSearchCompleter` and its delegate) and the search for places (`MKLocalSearch`). A
// preview has no Apple Maps server: the completer never has results nor calls its delegate, and
// a search finds nothing — `start()` answers an empty response, the completion handler is never
// called. Listed in Docs/support/uikit-env.md.

/// A kind of point of interest (MapKit's `MKPointOfInterestCategory`).
public struct MKPointOfInterestCategory: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let airport = MKPointOfInterestCategory(rawValue: "MKPOICategoryAirport")
    public static let atm = MKPointOfInterestCategory(rawValue: "MKPOICategoryATM")
    public static let bakery = MKPointOfInterestCategory(rawValue: "MKPOICategoryBakery")
    public static let bank = MKPointOfInterestCategory(rawValue: "MKPOICategoryBank")
    public static let beach = MKPointOfInterestCategory(rawValue: "MKPOICategoryBeach")
    public static let cafe = MKPointOfInterestCategory(rawValue: "MKPOICategoryCafe")
    public static let evCharger = MKPointOfInterestCategory(rawValue: "MKPOICategoryEVCharger")
    public static let fitnessCenter = MKPointOfInterestCategory(rawValue: "MKPOICategoryFitnessCenter")
    public static let foodMarket = MKPointOfInterestCategory(rawValue: "MKPOICategoryFoodMarket")
    public static let gasStation = MKPointOfInterestCategory(rawValue: "MKPOICategoryGasStation")
    public static let hospital = MKPointOfInterestCategory(rawValue: "MKPOICategoryHospital")
    public static let hotel = MKPointOfInterestCategory(rawValue: "MKPOICategoryHotel")
    public static let library = MKPointOfInterestCategory(rawValue: "MKPOICategoryLibrary")
    public static let museum = MKPointOfInterestCategory(rawValue: "MKPOICategoryMuseum")
    public static let nightlife = MKPointOfInterestCategory(rawValue: "MKPOICategoryNightlife")
    public static let park = MKPointOfInterestCategory(rawValue: "MKPOICategoryPark")
    public static let parking = MKPointOfInterestCategory(rawValue: "MKPOICategoryParking")
    public static let pharmacy = MKPointOfInterestCategory(rawValue: "MKPOICategoryPharmacy")
    public static let publicTransport = MKPointOfInterestCategory(rawValue: "MKPOICategoryPublicTransport")
    public static let restaurant = MKPointOfInterestCategory(rawValue: "MKPOICategoryRestaurant")
    public static let school = MKPointOfInterestCategory(rawValue: "MKPOICategorySchool")
    public static let store = MKPointOfInterestCategory(rawValue: "MKPOICategoryStore")
    public static let theater = MKPointOfInterestCategory(rawValue: "MKPOICategoryTheater")
    public static let university = MKPointOfInterestCategory(rawValue: "MKPOICategoryUniversity")
}

/// Which points of interest a search or map includes (MapKit's `MKPointOfInterestFilter`).
open class MKPointOfInterestFilter: NSObject, @unchecked Sendable {
    let included: [MKPointOfInterestCategory]?
    let excluded: [MKPointOfInterestCategory]
    /// Only these categories.
    public init(including categories: [MKPointOfInterestCategory]) { included = categories; excluded = []; super.init() }
    /// Every category but these.
    public init(excluding categories: [MKPointOfInterestCategory]) { included = nil; excluded = categories; super.init() }
    /// Every category.
    public static let includingAll = MKPointOfInterestFilter(excluding: [])
    /// No category.
    public static let excludingAll = MKPointOfInterestFilter(including: [])
    /// Whether `category` passes the filter.
    open func includes(_ category: MKPointOfInterestCategory) -> Bool {
        included.map { $0.contains(category) } ?? !excluded.contains(category)
    }
    /// Whether `category` is filtered out.
    open func excludes(_ category: MKPointOfInterestCategory) -> Bool { !includes(category) }
}

/// A suggestion from a completer (MapKit's `MKLocalSearchCompletion`).
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
    /// The suggestion's main text.
    open var title: String { "" }
    /// Its secondary text (an address).
    open var subtitle: String { "" }
    /// Ranges of `title` matching the query.
    open var titleHighlightRanges: [NSValue] { [] }
    /// Ranges of `subtitle` matching the query.
    open var subtitleHighlightRanges: [NSValue] { [] }
}

/// The delegate of a completer (MapKit's `MKLocalSearchCompleterDelegate`); never called in a preview.
public protocol MKLocalSearchCompleterDelegate: AnyObject {
    /// The completer's results changed.
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    /// The completer failed.
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error)
}
extension MKLocalSearchCompleterDelegate {
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: Error) {}
}

/// Suggests places as a query is typed (MapKit's `MKLocalSearchCompleter`). In a preview it has
/// no results and never calls its delegate.
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
    /// The kinds of suggestion wanted (`MKLocalSearchCompleter.ResultType`).
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let query = ResultType(rawValue: 1 << 2)
        public static let physicalFeature = ResultType(rawValue: 1 << 3)
    }
    /// The delegate told of results (never, in a preview).
    open weak var delegate: MKLocalSearchCompleterDelegate?
    /// The text typed so far; setting it starts no search in a preview.
    open var queryFragment = ""
    /// The area to favour.
    open var region = MKCoordinateRegion()
    /// The kinds of suggestion wanted.
    open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
    /// The points of interest to include.
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    /// The suggestions: none.
    open var results: [MKLocalSearchCompletion] { [] }
    /// Whether a search is under way: never.
    open var isSearching: Bool { false }
    public override init() { super.init() }
    /// Stops the search under way (none).
    open func cancel() {}
}

/// A search for places (MapKit's `MKLocalSearch`): in a preview it finds nothing.
open class MKLocalSearch: NSObject, @unchecked Sendable {
    /// The kinds of result wanted (`MKLocalSearch.ResultType`).
    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1 << 0)
        public static let pointOfInterest = ResultType(rawValue: 1 << 1)
        public static let physicalFeature = ResultType(rawValue: 1 << 2)
    }
    /// What to search for (`MKLocalSearch.Request`).
    open class Request: NSObject, @unchecked Sendable {
        /// The text to search for.
        open var naturalLanguageQuery: String?
        /// The area to search in.
        open var region = MKCoordinateRegion()
        /// The kinds of result wanted.
        open var resultTypes: ResultType = [.address, .pointOfInterest]
        /// The points of interest to include.
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        /// An empty request.
        public override init() { super.init() }
        /// A request for a completer's suggestion (its title and subtitle as the query).
        public init(completion: MKLocalSearchCompletion) {
            naturalLanguageQuery = [completion.title, completion.subtitle].filter { !$0.isEmpty }.joined(separator: " ")
            super.init()
        }
        /// A request for `naturalLanguageQuery`.
        public convenience init(naturalLanguageQuery: String) { self.init(); self.naturalLanguageQuery = naturalLanguageQuery }
        /// A request for `naturalLanguageQuery` in `region`.
        public convenience init(naturalLanguageQuery: String, region: MKCoordinateRegion) {
            self.init(); self.naturalLanguageQuery = naturalLanguageQuery; self.region = region
        }
    }
    /// What a search found (`MKLocalSearch.Response`).
    open class Response: NSObject, @unchecked Sendable {
        /// The places found.
        open var mapItems: [MKMapItem] { [] }
        /// The area holding them.
        open var boundingRegion: MKCoordinateRegion { MKCoordinateRegion() }
    }
    /// Answers a search (MapKit's `MKLocalSearch.CompletionHandler`).
    public typealias CompletionHandler = (Response?, Error?) -> Void

    let request: Request
    /// A search for `request`.
    public init(request: Request) { self.request = request; super.init() }
    /// Whether the search is under way: never.
    open var isSearching: Bool { false }
    /// Starts the search; `completionHandler` is never called in a preview.
    open func start(completionHandler: @escaping CompletionHandler) {}
    /// Searches: an empty response in a preview (no places found).
    open func start() async throws -> Response { Response() }
    /// Stops the search (none is under way).
    open func cancel() {}
}
