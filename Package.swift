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
        // `import UIKit`, `import AppKit` and `import SwiftUICore` come with the SwiftUI product (Linux only).
        .library(name: "SwiftUI", targets: [
            "SwiftUI", "SwiftUICore", "UIKit", "AppKit", "UniformTypeIdentifiers", "CoreTransferable", "_Testing_UIKit", "_Testing_AppKit",
        ]),
        .library(name: "Combine", targets: ["Combine"]),
        .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
        // Snapshot strategies for pointfreeco/swift-snapshot-testing, apart so the core stays light.
        .library(name: "TrellisSnapshotTesting", targets: ["TrellisSnapshotTesting"]),
        // Settings shared by several instances through PostgreSQL (docs/DEPLOYMENT.md), apart so the core stays light.
        .library(name: "TrellisPostgres", targets: ["TrellisPostgres"]),
        .executable(name: "TrellisShowcase", targets: ["TrellisShowcase"]),
        // `swift run --package-path <trellis> trellis-import <AppFolder>`: a Package.swift for an Xcode app (README).
        .executable(name: "trellis-import", targets: ["TrellisImportCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket.git", from: "2.8.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        // Only the `#Preview` macro plugin uses it (see TrellisPreviewMacros).
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
        // `import Combine` on Linux (the `Combine` product re-exports it; see README).
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
        // Only `TrellisSnapshotTesting` uses it (its `SnapshotTesting` library has no dependencies of its own).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        // Only `TrellisPostgres` uses it (settings shared by several instances).
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
    ],
    targets: [
        // Layer 1: the declarations user code writes (View, modifiers, builders, property wrappers).
        .target(
            name: "TrellisCore",
            dependencies: [.product(name: "OpenCombine", package: "OpenCombine")],
            swiftSettings: strict
        ),
        // Layer 4 data types: renderer-neutral host elements and their changes. No dependencies.
        .target(name: "TrellisHost", swiftSettings: strict),
        // Layers 2–3: the view graph and the idiom rules; produces host changes.
        .target(name: "TrellisGraph", dependencies: ["TrellisCore", "TrellisHost", "CTrellisMemory"], swiftSettings: strict),
        // A cache prefetch, which Swift doesn't offer (the view graph's row loops).
        .target(name: "CTrellisMemory"),
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
        // `import Combine` on Linux: OpenCombine with its Foundation and Dispatch parts, under Apple's name.
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine", condition: linuxOnly),
                .product(name: "OpenCombineFoundation", package: "OpenCombine", condition: linuxOnly),
                .product(name: "OpenCombineDispatch", package: "OpenCombine", condition: linuxOnly),
            ],
            swiftSettings: strict
        ),
        // `import SwiftUI`: the whole API, Foundation, Observation and Combine, and `App.main()`.
        .target(
            name: "SwiftUI",
            dependencies: [
                .target(name: "Combine", condition: linuxOnly),
                .target(name: "TrellisCore", condition: linuxOnly),
                .target(name: "TrellisGraph", condition: linuxOnly),
                .target(name: "TrellisWeb", condition: linuxOnly),
                .target(name: "TrellisPreviews", condition: linuxOnly),
            ],
            swiftSettings: strict
        ),
        // `import SwiftUICore` (the declarations, as Apple splits them since iOS 18), and tiny `UIKit` and
        // `AppKit` modules holding only the colour names SwiftUI code uses (UIColor, NSColor). Linux only.
        .target(name: "SwiftUICore", dependencies: [.target(name: "TrellisCore", condition: linuxOnly)], swiftSettings: strict),
        .target(name: "UIKit", dependencies: [.target(name: "TrellisCore", condition: linuxOnly)], swiftSettings: strict),
        .target(name: "AppKit", dependencies: [.target(name: "TrellisCore", condition: linuxOnly)], swiftSettings: strict),
        // `import UniformTypeIdentifiers` and `import CoreTransferable` (UTType, Transferable) on Linux.
        .target(name: "UniformTypeIdentifiers", dependencies: [.target(name: "TrellisCore", condition: linuxOnly)], swiftSettings: strict),
        .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers", .target(name: "TrellisCore", condition: linuxOnly)], swiftSettings: strict),
        // Empty stand-ins for Swift Testing's cross-import overlays with UIKit and AppKit, which the Linux
        // toolchain declares but does not ship: a test file importing Testing and UIKit compiles.
        .target(name: "_Testing_UIKit", swiftSettings: strict),
        .target(name: "_Testing_AppKit", swiftSettings: strict),
        // The headless host: drive views from tests without a browser.
        .target(name: "TrellisTesting", dependencies: ["TrellisGraph", "TrellisHost", "TrellisCore"], swiftSettings: strict),
        // `assertSnapshot(of: view, as: .trellis(idiom: .phone))`: the host tree dump, or the rendered markup.
        .target(
            name: "TrellisSnapshotTesting",
            dependencies: ["TrellisTesting", "TrellisWeb", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
            swiftSettings: strict
        ),
        // `--settings-url postgres://…`: the app's settings in PostgreSQL, shared live by several instances.
        .target(
            name: "TrellisPostgres",
            dependencies: ["TrellisCore", .product(name: "PostgresNIO", package: "postgres-nio"), .product(name: "Logging", package: "swift-log")],
            swiftSettings: strict
        ),
        // The showcase links the PostgreSQL store so it can run as several instances (docs/DEPLOYMENT.md).
        .executableTarget(name: "TrellisShowcase", dependencies: ["SwiftUI", "TrellisPostgres"], swiftSettings: strict),
        // Reads Xcode projects and Swift Playgrounds packages; plans and writes the Linux Package.swift. Foundation only.
        .target(name: "TrellisImport", swiftSettings: strict),
        .executableTarget(name: "TrellisImportCommand", dependencies: ["TrellisImport"], swiftSettings: strict),
        // A compile check written as real apps are (README, "Models that import only Foundation"):
        // its model files import only Foundation, which on Linux needs the one setting below.
        .executableTarget(
            name: "EverydayData",
            dependencies: ["SwiftUI", .target(name: "Combine", condition: linuxOnly)],
            path: "Tests/CompileChecks/EverydayData",
            swiftSettings: strict + [
                .unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "Combine",
                              "-Xfrontend", "-import-module", "-Xfrontend", "Observation"], .when(platforms: [.linux])),
                .swiftLanguageMode(.v5),
            ]
        ),
        // Compile checks: everyday SwiftUI written the way apps write it, built by `swift build` (nothing runs).
        .target(
            name: "EverydayDrawing", dependencies: ["SwiftUI", "SwiftUICore", "UIKit", "AppKit"],
            path: "Tests/CompileChecks/EverydayDrawing",
            swiftSettings: strict
        ),
        // Issue 18's apps: a settings form with pickers, a detail screen with formatted dates and prices, an animated card, phase and keyframe animators.
        .target(
            name: "EverydaySettings", dependencies: ["SwiftUI", "UniformTypeIdentifiers"],
            path: "Tests/CompileChecks/EverydaySettings",
            swiftSettings: strict
        ),
        // Writes settings (app and scene storage, a toolbar customization, an inspector width) in a loop for SettingsKillTests to kill -9 (a real second process).
        .executableTarget(name: "SettingsTorture", dependencies: ["TrellisCore", "TrellisGraph", "TrellisHost"], path: "Tests/Support/SettingsTorture", swiftSettings: strict),
        .testTarget(name: "TrellisCoreTests", dependencies: ["SwiftUI", "UIKit", "AppKit", "SwiftUICore", "UniformTypeIdentifiers", "CoreTransferable", "_Testing_UIKit", "_Testing_AppKit", "TrellisTesting", "TrellisGraph", "TrellisHost"], swiftSettings: strict),
        .testTarget(name: "TrellisPreviewsTests", dependencies: ["SwiftUI", "TrellisTesting", "TrellisPreviews"], swiftSettings: strict),
        .testTarget(name: "TrellisPostgresTests", dependencies: ["TrellisPostgres", "TrellisCore"], swiftSettings: strict),
        .testTarget(name: "TrellisImportTests", dependencies: ["TrellisImport"], swiftSettings: strict),
        .testTarget(name: "TrellisSnapshotTestingTests", dependencies: ["SwiftUI", "TrellisSnapshotTesting"], exclude: ["__Snapshots__"], swiftSettings: strict),
        .testTarget(name: "TrellisWebTests", dependencies: [
            "SwiftUI", "TrellisWeb", "TrellisHost",
        ], swiftSettings: strict),
    ],
    swiftLanguageModes: [.v6]
)
