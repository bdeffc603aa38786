import Foundation
import Logging

/// Opens a URL in the default browser (`--open`): `xdg-open` on Linux, `open` on macOS.
enum BrowserLauncher {
    static func open(_ url: String, logger: Logger) {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        process.arguments = [url]
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open", url]
        #endif
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            logger.warning("could not open a browser (\(error)); open \(url) yourself")
        }
    }
}
