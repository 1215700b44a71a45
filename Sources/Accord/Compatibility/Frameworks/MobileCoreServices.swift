import Foundation

// MobileCoreServices' type identifier constants (`import MobileCoreServices` becomes
// `import Accord`), deprecated since iOS 14 in favour of UniformTypeIdentifiers' `UTType` but
// still common (`picker.mediaTypes = [kUTTypeImage as String]`). Each is its uniform type
// identifier as Apple declares it ("public.image" …); `CFString` is `String` here
// (CoreTextFonts.swift).

public let kUTTypeItem: CFString = "public.item"
public let kUTTypeContent: CFString = "public.content"
public let kUTTypeData: CFString = "public.data"
public let kUTTypeImage: CFString = "public.image"
public let kUTTypeJPEG: CFString = "public.jpeg"
public let kUTTypePNG: CFString = "public.png"
public let kUTTypeGIF: CFString = "com.compuserve.gif"
public let kUTTypeTIFF: CFString = "public.tiff"
public let kUTTypeBMP: CFString = "com.microsoft.bmp"
public let kUTTypeRawImage: CFString = "public.camera-raw-image"
public let kUTTypeScalableVectorGraphics: CFString = "public.svg-image"
public let kUTTypeLivePhoto: CFString = "com.apple.live-photo"
public let kUTTypePDF: CFString = "com.adobe.pdf"
public let kUTTypeMovie: CFString = "public.movie"
public let kUTTypeVideo: CFString = "public.video"
public let kUTTypeMPEG4: CFString = "public.mpeg-4"
public let kUTTypeQuickTimeMovie: CFString = "com.apple.quicktime-movie"
public let kUTTypeAudio: CFString = "public.audio"
public let kUTTypeMP3: CFString = "public.mp3"
public let kUTTypeMPEG4Audio: CFString = "public.mpeg-4-audio"
public let kUTTypeWaveformAudio: CFString = "com.microsoft.waveform-audio"
public let kUTTypeText: CFString = "public.text"
public let kUTTypePlainText: CFString = "public.plain-text"
public let kUTTypeUTF8PlainText: CFString = "public.utf8-plain-text"
public let kUTTypeUTF16PlainText: CFString = "public.utf16-plain-text"
public let kUTTypeTabSeparatedText: CFString = "public.tab-separated-values-text"
public let kUTTypeUTF8TabSeparatedText: CFString = "public.utf8-tab-separated-values-text"
public let kUTTypeCommaSeparatedText: CFString = "public.comma-separated-values-text"
public let kUTTypeHTML: CFString = "public.html"
public let kUTTypeXML: CFString = "public.xml"
public let kUTTypeJSON: CFString = "public.json"
public let kUTTypeRTF: CFString = "public.rtf"
public let kUTTypeRTFD: CFString = "com.apple.rtfd"
public let kUTTypeFlatRTFD: CFString = "com.apple.flat-rtfd"
public let kUTTypeURL: CFString = "public.url"
public let kUTTypeFileURL: CFString = "public.file-url"
public let kUTTypeFont: CFString = "public.font"
public let kUTTypeVCard: CFString = "public.vcard"
public let kUTTypeArchive: CFString = "public.archive"
public let kUTTypeZipArchive: CFString = "public.zip-archive"

// The Core Services functions over type identifiers (deprecated since iOS 15; Alamofire's
// `MultipartFormData.mimeType(forPathExtension:)` still calls them), answered from `UTType`'s
// system types. They return Core Foundation strings retained (`Unmanaged`); `CFString` is `String`
// here, which cannot be unmanaged, so they answer an unmanaged `NSString`
// (`takeRetainedValue() as String` compiles as on iOS).

/// The tag class of filename extensions (`kUTTagClassFilenameExtension`).
public let kUTTagClassFilenameExtension: CFString = "public.filename-extension"
/// The tag class of MIME types (`kUTTagClassMIMEType`).
public let kUTTagClassMIMEType: CFString = "public.mime-type"

/// The type identifier for a tag (a filename extension or MIME type): a system type's, else a
/// dynamic identifier for an extension; nil for a MIME type not known or another tag class.
public func UTTypeCreatePreferredIdentifierForTag(_ inTagClass: CFString, _ inTag: CFString, _ inConformingToUTI: CFString?) -> Unmanaged<NSString>? {
    let parent = inConformingToUTI.flatMap { UTType($0) } ?? .data
    let type: UTType?
    switch inTagClass {
    case kUTTagClassFilenameExtension: type = UTType(filenameExtension: inTag, conformingTo: parent)
    case kUTTagClassMIMEType: type = UTType(mimeType: inTag, conformingTo: parent)
    default: type = nil
    }
    return type.map { Unmanaged.passRetained(NSString(string: $0.identifier)) }
}

/// A type's preferred tag of a class (its filename extension or MIME type), or nil.
public func UTTypeCopyPreferredTagWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> Unmanaged<NSString>? {
    guard let type = UTType(inUTI) else { return nil }
    let tag: String?
    switch inTagClass {
    case kUTTagClassFilenameExtension: tag = type.preferredFilenameExtension
    case kUTTagClassMIMEType: tag = type.preferredMIMEType
    default: tag = nil
    }
    return tag.map { Unmanaged.passRetained(NSString(string: $0)) }
}

/// A type's preferred tag of a class, for the identifier `UTTypeCreatePreferredIdentifierForTag` answered.
public func UTTypeCopyPreferredTagWithClass(_ inUTI: NSString, _ inTagClass: CFString) -> Unmanaged<NSString>? {
    UTTypeCopyPreferredTagWithClass(inUTI as String, inTagClass)
}

/// Whether a type identifier conforms to another.
public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    guard let a = UTType(inUTI), let b = UTType(inConformsToUTI) else { return inUTI == inConformsToUTI }
    return a.conforms(to: b)
}
