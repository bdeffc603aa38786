// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

/// Settings shared by every Trellis target (see STYLE: upcoming features as Hummingbird 2 uses them).
/// Warnings are errors in our own targets only (SwiftPM applies target settings to that target alone),
/// so the test command's build stays warning-free without judging our dependencies.
let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .treatAllWarnings(as: .error),
]

/// The `SwiftUI` product must never shadow Apple's own framework.
let linuxOnly: TargetDependencyCondition? = .when(platforms: [.linux])

let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        .executable(name: "TrellisShowcase", targets: ["TrellisShowcase"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        // Only the `#Preview` macro plugin uses it (see TrellisPreviewMacros).
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
    ],
    targets: [
        // Layer 1: the declarations user code writes (View, modifiers, builders, property wrappers).
        .target(name: "TrellisCore", swiftSettings: strict),
        // Layer 4 data types: renderer-neutral host elements and their changes. No dependencies.
        .target(name: "TrellisHost", swiftSettings: strict),
        // Layers 2–3: the view graph and the idiom rules; produces host changes.
        .target(name: "TrellisGraph", dependencies: ["TrellisCore", "TrellisHost"], swiftSettings: strict),
        // Layer 5: the web renderer and its Hummingbird server.
        .target(
            name: "TrellisWeb",
            dependencies: [
                "TrellisHost",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.copy("Resources")],
            swiftSettings: strict
        ),
        // `#Preview`'s compiler plugin (swift-syntax, built once per build directory, for the host).
        .macro(
            name: "TrellisPreviewMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ],
            swiftSettings: strict
        ),
        // Linker-section bounds and a metadata-accessor call, for finding previews at run time.
        .target(name: "CTrellisDiscovery"),
        // `#Preview`, `PreviewProvider` and friends, and the catalog the gallery lists.
        .target(
            name: "TrellisPreviews",
            dependencies: ["TrellisCore", "TrellisPreviewMacros", "CTrellisDiscovery"],
            swiftSettings: strict
        ),
        // `import SwiftUI`: the whole API, Foundation and Observation, and `App.main()`.
        .target(
            name: "SwiftUI",
            dependencies: [
                .target(name: "TrellisCore", condition: linuxOnly),
                .target(name: "TrellisGraph", condition: linuxOnly),
                .target(name: "TrellisWeb", condition: linuxOnly),
                .target(name: "TrellisPreviews", condition: linuxOnly),
            ],
            swiftSettings: strict
        ),
        // The headless host: drive views from tests without a browser.
        .target(name: "TrellisTesting", dependencies: ["TrellisGraph", "TrellisHost", "TrellisCore"], swiftSettings: strict),
        .executableTarget(name: "TrellisShowcase", dependencies: ["SwiftUI"], swiftSettings: strict),
        .testTarget(name: "TrellisCoreTests", dependencies: ["SwiftUI", "TrellisTesting", "TrellisGraph", "TrellisHost"], swiftSettings: strict),
        .testTarget(name: "TrellisPreviewsTests", dependencies: ["SwiftUI", "TrellisTesting", "TrellisPreviews"], swiftSettings: strict),
        .testTarget(name: "TrellisWebTests", dependencies: [
            "SwiftUI", "TrellisWeb", "TrellisHost",
        ], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
