// swift-tools-version:6.0
import PackageDescription

// Layers, bottom to top:
//   AccordLayout  — geometry, alignment, the Layout protocol, the layout engine, the text seam,
//                   the display list. Foundation only; no C library.
//   CPango/CCairo/CGdkPixbuf/CPoppler — system-library targets over Debian's Pango (with
//                   fontconfig, HarfBuzz, PangoCairo), Cairo, GdkPixbuf (JPEG decoding) and
//                   Poppler (PDF vector images from asset catalogs).
//   AccordText    — the Pango text measurer and text drawer, with pinned fonts.
//   AccordCairo   — draws a display list to PNG / SVG / PDF.
//   Accord        — the SwiftUI-shaped view DSL, hosting, ImageRenderer; what users import.
//   CMicroHTTPD   — system-library target over Debian's libmicrohttpd (`accord preview`'s server).
//   accord        — the command-line tool.
let package = Package(
    name: "Accord",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "Accord", type: .dynamic, targets: ["Accord"]),
        .executable(name: "accord", targets: ["accord"]),
        .executable(name: "accord-bench", targets: ["accord-bench"]),
    ],
    targets: [
        .target(name: "AccordLayout", swiftSettings: [
            // The engine's hot path: exclusivity is checked in debug builds and tests.
            .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
        ]),
        .systemLibrary(name: "CPango", pkgConfig: "pangocairo pangoft2 fontconfig harfbuzz",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo cairo-png cairo-svg cairo-pdf",
                       providers: [.apt(["libcairo2-dev"])]),
        .target(name: "AccordText", dependencies: ["AccordLayout", "CPango"]),
        .systemLibrary(name: "CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0", providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        .target(name: "AccordCairo", dependencies: ["AccordLayout", "AccordText", "CCairo", "CGdkPixbuf", "CPoppler"]),
        .target(name: "Accord", dependencies: ["AccordLayout", "AccordText", "AccordCairo"]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .executableTarget(name: "accord", dependencies: ["Accord", "CMicroHTTPD"]),
        .executableTarget(name: "accord-bench", dependencies: ["Accord"]),
        .testTarget(name: "AccordLayoutTests", dependencies: ["AccordLayout"]),
        .testTarget(name: "AccordTextTests", dependencies: ["AccordText"]),
        .testTarget(name: "AccordCairoTests", dependencies: ["AccordCairo"]),
        .testTarget(name: "AccordTests", dependencies: ["Accord", "AccordCairo", "AccordText"],
                    resources: [.copy("Goldens")]),
    ]
)
