import SwiftUI
import Testing
import TrellisTesting

/// One cell of the placement table: idiom × placement × context, with the
/// region the seed says the item lands in.
struct PlacementCase: CustomTestStringConvertible, Sendable {
    let idiom: Idiom
    let placement: String
    let context: String
    let expected: String
    var testDescription: String { "\(idiom) \(placement) in \(context) → \(expected)" }
}

/// Expectations written from seed 000's sentences (see docs/TOOLBAR-PLACEMENT.md),
/// independently of `ToolbarPlacementTable`: per placement, the region in a
/// plain window, a stack's root, a pushed view, and a sheet.
private let abbreviations = [
    "TL": "titlebar.leading", "TP": "titlebar.principal", "TT": "titlebar.trailing", "OV": "overflowMenu",
    "BL": "bottomBar.leading", "BC": "bottomBar.center", "KB": "keyboardBar", "AB": "accessoryBar(1)",
    "OR": "ornament.bottom", "SL": "sheet.leading", "SC": "sheet.center", "ST": "sheet.trailing",
    "WB": "watch.belowNavigationBar", "-": "hidden",
]

//                         window stack pushed sheet
private let expectations: [Idiom: String] = [
    .mac: """
        automatic          TT TT TT ST
        principal          TP TP TP SC
        status             TP TP TP SC
        primaryAction      TL TL TL ST
        secondaryAction    TL TL TL SL
        confirmationAction TT TT TT ST
        cancellationAction TT TT TT ST
        destructiveAction  TT TT TT SL
        navigation         TL TL TL TL
        topBarLeading      TL TL TL TL
        topBarTrailing     TT TT TT TT
        bottomBar          -  -  -  -
        bottomOrnament     -  -  -  -
        keyboard           -  -  -  -
        accessoryBar       AB AB AB -
        title              TL TL TL TL
        subtitle           TL TL TL TL
        """,
    .phone: """
        automatic          -  TT TT TT
        principal          -  TP TP TP
        status             -  BC BC BC
        primaryAction      -  TT TT TT
        secondaryAction    -  OV OV OV
        confirmationAction -  TT TT TT
        cancellationAction -  TL TL TL
        destructiveAction  -  TT TT TT
        navigation         -  TL TT TL
        topBarLeading      -  TL TL TL
        topBarTrailing     -  TT TT TT
        bottomBar          -  BL BL BL
        bottomOrnament     -  -  -  -
        keyboard           KB KB KB KB
        accessoryBar       -  -  -  -
        title              -  TP TP TP
        subtitle           -  TP TP TP
        """,
    .pad: """
        automatic          -  TT TT TT
        principal          -  TP TP TP
        status             -  BC BC BC
        primaryAction      -  TT TT TT
        secondaryAction    -  -  -  -
        confirmationAction -  TT TT TT
        cancellationAction -  TL TL TL
        destructiveAction  -  TT TT TT
        navigation         -  TL TL TL
        topBarLeading      -  TL TL TL
        topBarTrailing     -  TT TT TT
        bottomBar          -  BL BL BL
        bottomOrnament     -  -  -  -
        keyboard           KB KB KB KB
        accessoryBar       -  -  -  -
        title              -  TP TP TP
        subtitle           -  TP TP TP
        """,
    .watch: """
        automatic          -  WB WB WB
        principal          -  -  -  -
        status             -  -  -  -
        primaryAction      -  WB WB WB
        secondaryAction    -  -  -  -
        confirmationAction -  TT TT TT
        cancellationAction -  TL TL TL
        destructiveAction  -  TT TT TT
        navigation         -  -  -  -
        topBarLeading      -  TL TL TL
        topBarTrailing     -  TT TT TT
        bottomBar          -  BL BL BL
        bottomOrnament     -  -  -  -
        keyboard           -  -  -  -
        accessoryBar       -  -  -  -
        title              -  -  -  -
        subtitle           -  -  -  -
        """,
    .tv: """
        automatic          -  TT TT TT
        principal          -  TP TP TP
        status             -  -  -  -
        primaryAction      -  TT TT TT
        secondaryAction    -  -  -  -
        confirmationAction -  TT TT TT
        cancellationAction -  TL TL TL
        destructiveAction  -  TT TT TT
        navigation         -  TL TL TL
        topBarLeading      -  TL TL TL
        topBarTrailing     -  TT TT TT
        bottomBar          -  -  -  -
        bottomOrnament     -  -  -  -
        keyboard           -  -  -  -
        accessoryBar       -  -  -  -
        title              -  -  -  -
        subtitle           -  -  -  -
        """,
    .vision: """
        automatic          -  TT TT TT
        principal          -  TP TP TP
        status             -  OR OR OR
        primaryAction      -  TT TT TT
        secondaryAction    -  OV OV OV
        confirmationAction -  TT TT TT
        cancellationAction -  TL TL TL
        destructiveAction  -  TT TT TT
        navigation         -  TL TL TL
        topBarLeading      -  TL TL TL
        topBarTrailing     -  TT TT TT
        bottomBar          OR OR OR OR
        bottomOrnament     OR OR OR OR
        keyboard           -  -  -  -
        accessoryBar       -  -  -  -
        title              -  -  -  -
        subtitle           -  -  -  -
        """,
]

let placementCases: [PlacementCase] = expectations.sorted { $0.key.rawValue < $1.key.rawValue }.flatMap { idiom, table in
    table.split(separator: "\n").flatMap { line -> [PlacementCase] in
        let words = line.split(separator: " ").map(String.init)
        return zip(["window", "navigationStack", "pushed", "sheet"], words.dropFirst()).map { context, region in
            PlacementCase(idiom: idiom, placement: words[0], context: context, expected: abbreviations[region] ?? region)
        }
    }
}

private func placement(named name: String) -> ToolbarItemPlacement {
    switch name {
    case "automatic": .automatic
    case "principal": .principal
    case "status": .status
    case "primaryAction": .primaryAction
    case "secondaryAction": .secondaryAction
    case "confirmationAction": .confirmationAction
    case "cancellationAction": .cancellationAction
    case "destructiveAction": .destructiveAction
    case "navigation": .navigation
    case "topBarLeading": .topBarLeading
    case "topBarTrailing": .topBarTrailing
    case "bottomBar": .bottomBar
    case "bottomOrnament": .bottomOrnament
    case "keyboard": .keyboard
    case "accessoryBar": .accessoryBar(id: 1)
    case "title": .title
    case "subtitle": .subtitle
    default: .automatic
    }
}

/// The one item under test, declared in a view.
private struct Cell: View {
    let placement: ToolbarItemPlacement
    var body: some View {
        Text("Content")
            .toolbar { ToolbarItem(placement: placement) { Button("Item") {} } }
    }
}

@MainActor
private func host(for c: PlacementCase) -> ViewHost {
    let cell = Cell(placement: placement(named: c.placement))
    switch c.context {
    case "window":
        return ViewHost(cell, idiom: c.idiom)
    case "navigationStack":
        return ViewHost(NavigationStack { cell }, idiom: c.idiom)
    case "pushed":
        let path = NavigationPath([1])
        return ViewHost(NavigationStack(path: .constant(path)) {
            Text("Root").navigationDestination(for: Int.self) { _ in cell }
        }, idiom: c.idiom)
    default:
        return ViewHost(Text("Presenter").sheet(isPresented: .constant(true)) { NavigationStack { cell } }, idiom: c.idiom)
    }
}

@MainActor
@Suite struct ToolbarPlacementTests {
    @Test(arguments: placementCases)
    func itemLandsInTheSeedsRegion(_ c: PlacementCase) {
        let host = host(for: c)
        let region = host.region(of: "Item", role: .button)
        if c.expected == "hidden" {
            #expect(!host.contains("Item"), "expected no item, found it in \(region ?? "no region")")
        } else {
            #expect(region == c.expected)
        }
        #expect(host.rendererErrors.isEmpty)
    }

    @Test func everyCellIsCovered() {
        #expect(placementCases.count == 6 * 17 * 4)
    }
}
