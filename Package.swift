// swift-tools-version:6.0
import PackageDescription

// Layers, bottom to top:
//   AccordLayout  — geometry, alignment, the Layout protocol, the layout engine, the text seam,
//                   the display list. Foundation only; no C library.
//   CPango/CCairo/CGdkPixbuf/CPoppler — system-library targets over Debian's Pango (with
//                   fontconfig, HarfBuzz, PangoCairo), Cairo, GdkPixbuf (JPEG decoding) and
//                   Poppler (PDF vector images from asset catalogs); CDeflate over libdeflate
//                   (the PNG encoder's compression).
//   AccordText    — the Pango text measurer and text drawer, with pinned fonts.
//   AccordCairo   — draws a display list to PNG / SVG / PDF.
//   Accord        — the SwiftUI-shaped view DSL, hosting, ImageRenderer; what users import.
//   CMicroHTTPD   — system-library target over Debian's libmicrohttpd (`accord preview`'s server).
//   accord        — the command-line tool.
let package = Package(
    name: "Accord",
    platforms: [.macOS(.v14)],
    products: [
        // What a package depending on Accord uses: automatic linkage, so SwiftPM links it
        // statically into the user's executable (one file to ship; README "Use Accord in your package").
        .library(name: "Accord", targets: ["Accord"]),
        // The same module as libAccordDynamic.so: the accord tool compiles a user's previews
        // against it (Sources/accord/PreviewCompiler.swift), beside the tool.
        .library(name: "AccordDynamic", type: .dynamic, targets: ["Accord"]),
        // Snapshot and layout assertions for XCTest and Swift Testing (Docs/support/library.md).
        .library(name: "AccordTesting", targets: ["AccordTesting"]),
        .executable(name: "accord", targets: ["accord"]),
        .executable(name: "accord-bench", targets: ["accord-bench"]),
    ],
    targets: [
        .target(name: "AccordLayout", swiftSettings: [
            // The engine's hot path: exclusivity is checked in debug builds and tests.
            .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
        ]),
        // CPango and CGdkPixbuf read their flags from .pc files beside their module maps, which
        // require the distribution's ones minus gmodule's `-pthread` (SwiftPM warns on every
        // build about flags it drops; see Sources/CPango/CPango.pc).
        .systemLibrary(name: "CPango", pkgConfig: Context.packageDirectory + "/Sources/CPango/CPango.pc",
                       providers: [.apt(["libpango1.0-dev"])]),
        .systemLibrary(name: "CCairo", pkgConfig: "cairo cairo-png cairo-svg cairo-pdf",
                       providers: [.apt(["libcairo2-dev"])]),
        .target(name: "AccordText", dependencies: ["AccordLayout", "CPango"]),
        .systemLibrary(name: "CGdkPixbuf", pkgConfig: Context.packageDirectory + "/Sources/CGdkPixbuf/CGdkPixbuf.pc", providers: [.apt(["libgdk-pixbuf-2.0-dev"])]),
        .systemLibrary(name: "CPoppler", pkgConfig: "poppler-glib", providers: [.apt(["libpoppler-glib-dev"])]),
        .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .target(name: "AccordCairo", dependencies: ["AccordLayout", "AccordText", "CCairo", "CGdkPixbuf", "CPoppler", "CDeflate"],
                swiftSettings: [
                    // Optimised in debug builds too (the ones `make demo` and the accord tool use):
                    // unoptimised, the PNG encoder's 16-byte loops take 35 ms for a 1200×630 card
                    // instead of 6 (slower than Cairo's writer); the last -O wins over -Onone.
                    .unsafeFlags(["-O"], .when(configuration: .debug)),
                ]),
        .target(name: "Accord", dependencies: ["AccordLayout", "AccordText", "AccordCairo"]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .target(name: "AccordTesting", dependencies: ["Accord", "AccordCairo", "AccordText", "CCairo"]),
        .executableTarget(name: "accord", dependencies: ["Accord", "AccordCairo", "CMicroHTTPD"]),
        // glibc's <malloc.h> (mallinfo2: accord-bench's heap bytes per laid-out node).
        .systemLibrary(name: "CMalloc"),
        .executableTarget(name: "accord-bench", dependencies: ["Accord", "AccordCairo", "CMalloc"]),
        // The layout fixtures as data (Tests/Fixtures/layout.fixtures), read by both runners.
        .target(name: "AccordFixtures", dependencies: ["AccordLayout"], path: "Tests/AccordFixtures"),
        .testTarget(name: "AccordLayoutTests", dependencies: ["AccordLayout", "AccordFixtures"]),
        .testTarget(name: "AccordTextTests", dependencies: ["AccordText"]),
        .testTarget(name: "AccordCairoTests", dependencies: ["AccordCairo"]),
        .testTarget(name: "AccordTestingTests", dependencies: ["AccordTesting", "Accord", "AccordCairo"],
                    exclude: ["__Snapshots__"], resources: [.process("Resources")]),
        .testTarget(name: "AccordTests", dependencies: ["Accord", "AccordCairo", "AccordText", "AccordFixtures"],
                    resources: [.copy("Goldens")]),
    ]
)
