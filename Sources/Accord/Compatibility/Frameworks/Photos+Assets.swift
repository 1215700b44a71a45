import Foundation
import AccordLayout

// Photos' assets and image requests (`PHAsset.fetchAssets`, `PHImageManager.requestImage`), as
// apps read the photo library for a picker or a gallery. A preview has no photo library: every
// fetch finds nothing, so there is no asset to ask an image for; a request made with an asset an
// app built itself is answered with no image (Photos' answer for an asset it cannot load).

/// The kind of an asset (Photos' `PHAssetMediaType`, its raw values).
public enum PHAssetMediaType: Int, Hashable, Sendable { case unknown = 0, image = 1, video = 2, audio = 3 }

/// A photo or video in the library (Photos' `PHAsset`).
open class PHAsset: Hashable, @unchecked Sendable {
    open internal(set) var localIdentifier: String = UUID().uuidString
    open internal(set) var mediaType: PHAssetMediaType = .unknown
    open internal(set) var pixelWidth = 0
    open internal(set) var pixelHeight = 0
    open internal(set) var creationDate: Date?
    open internal(set) var modificationDate: Date?
    open internal(set) var duration: TimeInterval = 0
    open internal(set) var isFavorite = false
    public init() {}
    public static func == (a: PHAsset, b: PHAsset) -> Bool { a.localIdentifier == b.localIdentifier }
    public func hash(into h: inout Hasher) { h.combine(localIdentifier) }
    /// The assets matching `options`: none (no library in a preview).
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    /// The assets of a media type: none.
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
    /// The assets with these identifiers: none.
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> { PHFetchResult() }
}

/// How a fetch filters and sorts (Photos' `PHFetchOptions`).
open class PHFetchOptions: @unchecked Sendable {
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit = 0
    open var includeHiddenAssets = false
    public init() {}
}

/// The result of a fetch (Photos' `PHFetchResult`): the objects found, in order.
open class PHFetchResult<ObjectType: AnyObject>: @unchecked Sendable {
    let objects: [ObjectType]
    public init() { objects = [] }
    open var count: Int { objects.count }
    open var firstObject: ObjectType? { objects.first }
    open var lastObject: ObjectType? { objects.last }
    open func object(at index: Int) -> ObjectType { objects[index] }
    open subscript(index: Int) -> ObjectType { objects[index] }
    open func objects(at indexes: IndexSet) -> [ObjectType] { indexes.map { objects[$0] } }
    open func enumerateObjects(_ block: (ObjectType, Int, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop: ObjCBool = false
        for (i, o) in objects.enumerated() {
            block(o, i, &stop)
            if stop.boolValue { return }
        }
    }
    open func contains(_ anObject: ObjectType) -> Bool { objects.contains { $0 === anObject } }
}

/// How an image is fitted to the target size (Photos' `PHImageContentMode`).
public enum PHImageContentMode: Int, Hashable, Sendable {
    case aspectFit = 0, aspectFill = 1
    public static let `default` = PHImageContentMode.aspectFit
}

/// The largest size an image can be asked for (Photos' `PHImageManagerMaximumSize`).
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

/// Identifies an image request (Photos' `PHImageRequestID`).
public typealias PHImageRequestID = Int32
/// The request identifier that asked for nothing.
public let PHInvalidImageRequestID: PHImageRequestID = 0

/// How an image is delivered (Photos' `PHImageRequestOptions`).
open class PHImageRequestOptions: @unchecked Sendable {
    public enum DeliveryMode: Int, Sendable { case opportunistic = 0, highQualityFormat = 1, fastFormat = 2 }
    public enum ResizeMode: Int, Sendable { case none = 0, fast = 1, exact = 2 }
    public enum Version: Int, Sendable { case current = 0, unadjusted = 1, original = 2 }
    open var deliveryMode: DeliveryMode = .opportunistic
    open var resizeMode: ResizeMode = .fast
    open var version: Version = .current
    open var isSynchronous = false
    open var isNetworkAccessAllowed = false
    open var normalizedCropRect = CGRect.zero
    open var progressHandler: ((Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void)?
    public init() {}
}

/// Loads asset images (Photos' `PHImageManager`): with no library, an image request is answered
/// at once with no image.
open class PHImageManager: @unchecked Sendable {
    private static let shared = PHImageManager()
    open class func `default`() -> PHImageManager { shared }
    public init() {}
    private var next: PHImageRequestID = 0
    /// Asks for an asset's image: the handler gets nil (no library to read it from).
    @discardableResult
    open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
                           resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        resultHandler(nil, nil)
        next += 1
        return next
    }
    /// Asks for an asset's image data: the handler gets nil.
    @discardableResult
    open func requestImageDataAndOrientation(for asset: PHAsset, options: PHImageRequestOptions?,
                                             resultHandler: @escaping (Data?, String?, CGImagePropertyOrientation, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        resultHandler(nil, nil, .up, nil)
        next += 1
        return next
    }
    open func cancelImageRequest(_ requestID: PHImageRequestID) {}
}

/// An image manager that caches (Photos' `PHCachingImageManager`): caching is kept as asked.
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
    open var allowsCachingHighQualityImages = true
    open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    open func stopCachingImagesForAllAssets() {}
}

/// An image's orientation (ImageIO's `CGImagePropertyOrientation`, its raw values).
public enum CGImagePropertyOrientation: UInt32, Hashable, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}
