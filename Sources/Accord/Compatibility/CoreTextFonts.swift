import Foundation
import AccordLayout

// Core Graphics / Core Text font registration as apps write it to use fonts shipped in a bundle
// (`CTFontManagerRegisterGraphicsFont(CGFont(CGDataProvider(url: url as CFURL)!)!, nil)`,
// `CTFontManagerRegisterFontsForURL(url as CFURL, .process, nil)`): the file is registered with
// Accord's text system (`registerFont(file:)`), so `Font.custom` / `UIFont(name:size:)` find it
// by family or PostScript name afterwards. Linux's Foundation has no CF types: `CFURL`, `CFData`
// and `CFString` are Foundation's `URL`, `Data` and `String` here, `CFError` is `NSError`.

/// Core Foundation's URL (here Foundation's `URL`, so `url as CFURL` compiles).
public typealias CFURL = URL
/// Core Foundation's data (here Foundation's `Data`).
public typealias CFData = Data
/// Core Foundation's string (here `String`).
public typealias CFString = String
/// Core Foundation's error (here `NSError`).
public typealias CFError = NSError

extension CGDataProvider {
    /// A provider of the file at `url` (its bytes in `data`); nil when there is no readable file
    /// there. (`CGDataProvider` itself is declared with `CGImage`, ImageRenderer+Pixels.swift.)
    public convenience init?(url: CFURL) {
        guard url.isFileURL, let bytes = try? Data(contentsOf: url) else { return nil }
        self.init(data: bytes)
        self.url = url
    }
}

/// A font loaded from a provider (Core Graphics' `CGFont`).
public final class CGFont: @unchecked Sendable {
    let url: URL?
    /// The font of `provider`'s file (fonts from in-memory data are not registered: Accord's
    /// text system reads font files).
    public init?(_ provider: CGDataProvider) {
        guard let url = provider.url else { return nil }
        self.url = url
    }
}

/// How widely registered fonts are visible (Core Text's `CTFontManagerScope`).
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0, process = 1, persistent = 2, session = 3
    /// The user's scope (`.persistent`).
    public static var user: CTFontManagerScope { .persistent }
}

/// Registers `font` for this process: true when Accord's text system took the file.
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let url = font.url else { return false }
    return registerForCoreText(url, error)
}

/// Registers the fonts of the file at `fontURL`: true when Accord's text system took the file.
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    registerForCoreText(fontURL, error)
}

/// Unregisters the fonts of a file: answers true (Accord keeps registered fonts for the process).
public func CTFontManagerUnregisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                               _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool { true }

private func registerForCoreText(_ url: URL, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    do {
        try registerFont(file: url.path)
        return true
    } catch let failure {
        error?.pointee = Unmanaged.passRetained(NSError(domain: "com.apple.CoreText.CTFontManagerErrorDomain", code: 105,
                                                        userInfo: [NSLocalizedDescriptionKey: "\(failure)"]))
        return false
    }
}
