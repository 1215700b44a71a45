import Foundation

// Metal's value types that configuration and settings code names (`import Metal` becomes
// `import Accord`): a scaler setting stored as `MTLSamplerMinMagFilter`, a pixel format in a
// preference. Raw values are Metal's. There is no GPU behind them: `MTLCreateSystemDefaultDevice()`
// answers nil, as it does on a Mac without Metal, so code that checks for a device takes its
// fallback path and a preview draws what SwiftUI would without Metal.

/// How a sampler filters when a texture is magnified or minified (Metal's `MTLSamplerMinMagFilter`).
@frozen public enum MTLSamplerMinMagFilter: UInt, Sendable {
    /// The nearest texel.
    case nearest = 0
    /// A weighted average of the nearest texels.
    case linear = 1
}

/// How a sampler chooses between mipmap levels (Metal's `MTLSamplerMipFilter`).
@frozen public enum MTLSamplerMipFilter: UInt, Sendable {
    /// Level 0 only.
    case notMipmapped = 0
    /// The nearest level.
    case nearest = 1
    /// A blend of the two nearest levels.
    case linear = 2
}

/// What a sampler reads outside a texture's edges (Metal's `MTLSamplerAddressMode`).
@frozen public enum MTLSamplerAddressMode: UInt, Sendable {
    /// The edge texel.
    case clampToEdge = 0
    /// The mirrored texture, then the edge texel.
    case mirrorClampToEdge = 1
    /// The texture repeated.
    case `repeat` = 2
    /// The texture repeated, mirrored every other time.
    case mirrorRepeat = 3
    /// Transparent black (or opaque black without alpha).
    case clampToZero = 4
    /// The sampler's border colour.
    case clampToBorderColor = 5
}

/// A texel's layout in memory (Metal's `MTLPixelFormat`; the common formats).
@frozen public enum MTLPixelFormat: UInt, Sendable {
    /// No format.
    case invalid = 0
    /// One 8-bit alpha channel.
    case a8Unorm = 1
    /// One 8-bit channel.
    case r8Unorm = 10
    /// Four 8-bit channels, red first.
    case rgba8Unorm = 70
    /// Four 8-bit channels, red first, sRGB-encoded.
    case rgba8Unorm_srgb = 71
    /// Four 8-bit channels, blue first (a screen's format).
    case bgra8Unorm = 80
    /// Four 8-bit channels, blue first, sRGB-encoded.
    case bgra8Unorm_srgb = 81
    /// Four 16-bit floating-point channels.
    case rgba16Float = 115
    /// Four 32-bit floating-point channels.
    case rgba32Float = 125
    /// A 32-bit floating-point depth.
    case depth32Float = 252
}

/// A GPU (Metal's `MTLDevice`). None exists here: see `MTLCreateSystemDefaultDevice()`.
public protocol MTLDevice: AnyObject {
    /// The device's name.
    var name: String { get }
}

/// The system's default GPU (Metal's `MTLCreateSystemDefaultDevice()`): nil, as on a machine
/// without Metal, so callers take their no-Metal path.
public func MTLCreateSystemDefaultDevice() -> (any MTLDevice)? { nil }
