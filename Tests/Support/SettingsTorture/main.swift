// A process that writes settings through @AppStorage as fast as it can, for SettingsKillTests to kill -9
// at random moments. `SettingsTorture read` prints "<restored> <counter> <blob length>".
import Foundation
import TrellisCore

let restored = SettingsJournal.standard.restoreIfDamaged()

struct Settings {
    @AppStorage("counter") var counter = 0
    @AppStorage("blob") var blob = ""
}

let settings = Settings()
if CommandLine.arguments.dropFirst().first == "read" {
    print(restored, settings.counter, settings.blob.count)
    exit(0)
}

@MainActor func step() {
    settings.counter += 1
    settings.blob = String(repeating: "x", count: settings.counter % 4096)
    UserDefaults.standard.synchronize()
    DispatchQueue.main.async { step() }
}
step()
dispatchMain()
