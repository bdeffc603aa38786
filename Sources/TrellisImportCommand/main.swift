import Foundation
import TrellisImport

/// `trellis-import <AppFolder> [--target NAME] [--trellis PATH]`: writes a Package.swift that builds the app on Linux.
let usage = """
    usage: trellis-import <AppFolder> [--target <AppTarget>] [--trellis <TrellisCheckout>]

    Writes a Package.swift beside an Xcode app's files (a folder with an .xcodeproj, or a Swift Playgrounds
    .swiftpm package) so that `swift run` serves the app with Trellis. The app's own files are not changed.
    """

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("trellis-import: error: \(message)\n".utf8))
    exit(1)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var folder: String?
var targetName: String?
// This checkout: the command is run from it (`swift run --package-path <trellis> trellis-import`).
var trellisPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "-h", "--help":
        print(usage)
        exit(0)
    case "--target", "--trellis":
        guard !arguments.isEmpty else { fail("\(argument) needs a value\n\(usage)") }
        let value = arguments.removeFirst()
        if argument == "--target" { targetName = value } else { trellisPath = URL(fileURLWithPath: value).standardizedFileURL.path }
    default:
        guard folder == nil, !argument.hasPrefix("-") else { fail("unexpected argument \(argument)\n\(usage)") }
        folder = argument
    }
}
guard let folder else { fail("no app folder given\n\(usage)") }

do {
    let plan = try AppImporter.plan(folder: folder, targetName: targetName)
    let path = try ManifestWriter.write(plan, trellisPath: trellisPath)
    print("Imported \(plan.origin): \(plan.sources.count) Swift file(s), \(plan.resources.count) resource(s).")
    for resource in plan.resources { print("  resource: \(resource)") }
    if !plan.skipped.isEmpty {
        print("Skipped:")
        for skip in plan.skipped { print("  \(skip)") }
    }
    print("Wrote \(path)")
    print("Next: cd \(plan.packageDirectory) && swift run \(plan.name)")
} catch {
    fail(error.description)
}
