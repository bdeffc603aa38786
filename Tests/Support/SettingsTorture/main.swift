// A process that writes every kind of setting Trellis keeps as fast as it can, for SettingsKillTests to
// kill -9 at random moments: @AppStorage, a toolbar customization, an inspector's chosen width (by
// dragging its edge in a real window) and @SceneStorage. Each step writes counter n into all of them.
// `SettingsTorture read` prints "<restored> <counter> <blob length> <toolbar n> <inspector n> <scene n>"
// (-1 for one never written).
import Foundation
import TrellisCore
import TrellisGraph
import TrellisHost

let restored = SettingsJournal.standard.restoreIfDamaged()

struct Settings {
    @AppStorage("counter") var counter = 0
    @AppStorage("blob") var blob = ""
}

/// The inspector's width is 100 + n % 1000 points (its range is 100...5000).
struct Inspected: View {
    @SceneStorage("counter") var sceneCounter = -1
    var body: some View {
        Text("Scene: \(sceneCounter)")
            .inspector(isPresented: .constant(true)) {
                Text("Details").inspectorColumnWidth(min: 100, ideal: 5_000, max: 5_000)
            }
    }
}

func find(_ node: HostNode, _ match: (HostNode) -> Bool) -> HostNode? {
    if match(node) { return node }
    for child in node.children { if let found = find(child, match) { return found } }
    return nil
}

let toolbarID = "torture"
let sceneID = "0123456789abcdef0123456789abcdef"
let settings = Settings()

let scene = SceneArchive.standard.values(for: sceneID)
let window = HostWindow(content: Inspected(), title: "Torture", menus: [], idiom: .mac, width: 1400, height: 900, sceneValues: scene)
// The column's width range arrives from its content during the first render: settle it.
window.graph.flush()
@MainActor func edge() -> HostNode? { find(window.root) { $0.role == .separator && $0.accessibleName == "Inspector width" } }

if CommandLine.arguments.dropFirst().first == "read" {
    let toolbar = ToolbarCustomizationStore.shared.customization(for: toolbarID)?.items.first.flatMap { Int($0.dropFirst()) } ?? -1
    // The width the window restored, back to n % 1000; the ideal (5000) when none was ever chosen.
    let width = edge()?.properties["resizeValue"].flatMap(Double.init) ?? 5_000
    let inspector = width >= 5_000 ? -1 : Int(width) - 100
    let shown = find(window.root) { $0.text?.hasPrefix("Scene: ") == true }?.text.flatMap { Int($0.dropFirst(7)) } ?? -2
    print(restored, settings.counter, settings.blob.count, toolbar, inspector, shown)
    exit(0)
}
guard edge() != nil else {
    FileHandle.standardError.write(Data("SettingsTorture: no inspector edge in\n\(window.root.dump())\n".utf8))
    exit(2)
}

/// Writes n everywhere: @AppStorage first, so the others are never ahead of the counter.
@MainActor func step() {
    settings.counter += 1
    let n = settings.counter
    settings.blob = String(repeating: "x", count: n % 4096)
    ToolbarCustomizationStore.shared.set(ToolbarCustomization(items: ["n\(n)"], known: ["n\(n)"]), for: toolbarID)
    if let edge = edge() { try? window.graph.dispatch(.setNumber(Double(100 + n % 1000)), to: edge.id) }
    scene.set(n, forKey: "counter")  // what `@SceneStorage("counter")` writes
    UserDefaults.standard.synchronize()
    DispatchQueue.main.async { step() }
}
step()
// The first step is written: the test's random kill delay starts now, not at launch (slow on a loaded machine).
FileHandle.standardOutput.write(Data("writing\n".utf8))
dispatchMain()
