// swift-tools-version: 5.9

// WARNING:
// This is generated code. Do not modify it manually.

import PackageDescription
import AppleProductTypes

let package = Package(
    name: "Palette",
    platforms: [
        .iOS("17.0")
    ],
    products: [
        .iOSApplication(
            name: "Palette",
            targets: ["AppModule"],
            bundleIdentifier: "com.example.palette",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .palette),
            accentColor: .presetColor(.orange),
            supportedDeviceFamilies: [
                .pad,
                .phone
            ],
            supportedInterfaceOrientations: [
                .portrait
            ]
        )
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            path: "."
        )
    ]
)
