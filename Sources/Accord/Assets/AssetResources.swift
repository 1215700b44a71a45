import Foundation
import AccordLayout

/// A colour in an asset catalog, by name (SwiftUI's `ColorResource`, which Xcode's generated
/// asset symbols extend: `Color(.brandGreen)`).
public struct ColorResource: Hashable, Sendable {
    let name: String
    let bundle: Bundle
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image in an asset catalog, by name (SwiftUI's `ImageResource`: `Image(.avatar)`).
public struct ImageResource: Hashable, Sendable {
    let name: String
    let bundle: Bundle
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Color {
    /// The colour set `resource` from the project's asset catalogs (light and dark).
    public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }

    /// The asset catalog colour `name` as a dynamic light/dark colour; a catalog's empty
    /// `AccentColor` (Xcode's template) is the system accent colour. A name no catalog has is
    /// clear, as SwiftUI's, with one warning naming it.
    static func named(_ name: String, bundle: Bundle?) -> Color {
        if let c = AssetCatalogs.color(name, bundle: bundle) {
            return Color(.dynamic(light: c.light, dark: c.dark))
        }
        if name == "AccentColor" { return .accentColor }
        AssetCatalogs.warnOnce("No color named '\(name)' found in asset catalog (\(AssetCatalogs.searchedDescription)); drawn clear, as SwiftUI draws it")
        return .clear
    }
}

extension Image {
    /// The image set `resource` from the project's asset catalogs.
    public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension UIColor {
    /// The colour of `resource` (clear with a warning when no catalog has it).
    public convenience init(resource: ColorResource) {
        self.init(Color.named(resource.name, bundle: resource.bundle))
    }

    /// UIKit's system colours by the name a colour set's `reference` uses, without the
    /// `Color` suffix (`systemBlue`, `label`…).
    static var namedSystemColors: [String: UIColor] {
        ["systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
         "tertiarySystemBackground": .tertiarySystemBackground, "systemGroupedBackground": .systemGroupedBackground,
         "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
         "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
         "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
         "quaternaryLabel": .quaternaryLabel, "placeholderText": .placeholderText, "separator": .separator,
         "opaqueSeparator": .opaqueSeparator, "systemFill": .systemFill, "secondarySystemFill": .secondarySystemFill,
         "tertiarySystemFill": .tertiarySystemFill, "quaternarySystemFill": .quaternarySystemFill,
         "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3,
         "systemGray4": .systemGray4, "systemGray5": .systemGray5, "systemGray6": .systemGray6,
         "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow,
         "systemGreen": .systemGreen, "systemMint": .systemMint, "systemTeal": .systemTeal,
         "systemCyan": .systemCyan, "systemBlue": .systemBlue, "systemIndigo": .systemIndigo,
         "systemPurple": .systemPurple, "systemPink": .systemPink, "systemBrown": .systemBrown,
         "black": .black, "white": .white, "clear": .clear]
    }
}

extension UIImage {
    /// The image of `resource` (Xcode's generated `UIImage.avatar`); drawn as `Image(_:)`
    /// draws that name.
    public convenience init(resource: ImageResource) { self.init(source: .named(resource.name)) }
}

extension Image {
    /// Size, drawing and tinting of an asset catalog image for `Image.makeNodes`.
    /// - Bitmaps and PDFs: the chosen file's natural size; tinted when the set's
    ///   `template-rendering-intent` is `template` (unless `.renderingMode(.original)`) or
    ///   `.renderingMode(.template)` asks.
    /// - Symbol sets: Accord cannot draw custom symbols; a placeholder the size of a system
    ///   symbol in the current font, with a warning.
    /// - A set with no usable file: SwiftUI's missing image (0×0, a placeholder drawn in the
    ///   enclosing frame) with a warning saying why.
    static func catalogImage(_ name: String, _ asset: Result<AssetImage, AssetProblem>, _ mode: TemplateRenderingMode?,
                             _ env: EnvironmentValues, _ ctx: BuildContext) -> (CGSize, ImageDrawing.Source, Bool) {
        switch asset {
        case .failure(let problem):
            ctx.diagnostics.add("Image(\"\(name)\"): \(problem); sized 0×0 and drawn as a placeholder")
            return (.zero, .missing(name), false)
        case .success(let a):
            switch a.format {
            case .symbol:
                ctx.diagnostics.add("Image(\"\(name)\"): custom symbol sets are not drawn by Accord; a placeholder the size of a symbol")
                return (symbolSize(name, env), .symbol(name), mode != .original)
            case .pdf:
                return (a.size, .pdf(a.path), mode == .template || (mode == nil && a.isTemplate))
            case .svg:
                return (a.size, .svg(a.path), mode == .template || (mode == nil && a.isTemplate))
            case .bitmap:
                return (a.size, .file(a.path), mode == .template || (mode == nil && a.isTemplate))
            }
        }
    }
}
