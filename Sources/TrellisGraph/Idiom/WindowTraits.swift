import Foundation
import TrellisCore

/// What a window looks like to the views in it: idiom, size and colour scheme,
/// turned into the environment values SwiftUI code reads.
package struct WindowTraits: Equatable, Sendable {
    package var idiom: Idiom
    package var width: Double
    package var height: Double
    package var colorScheme: ColorScheme
    /// Whether the page showing the window is visible and focused (`\.scenePhase`).
    package var scenePhase: ScenePhase = .active
    /// Device pixels per point of the page's display (`devicePixelRatio`; `\.displayScale`).
    package var displayScale: Double = 2
    /// The window's safe area in the app root's coordinates, as the renderer reports it (the page's
    /// status bar and home indicator are outside it); nil: all of the window is safe.
    package var safeArea: CGRect?

    package init(idiom: Idiom, width: Double, height: Double, colorScheme: ColorScheme = .light) {
        self.idiom = idiom
        self.width = width
        self.height = height
        self.colorScheme = colorScheme
    }

    /// The automatic idiom for a browser viewport: `phone` below 600 CSS px wide, else `mac`.
    package static func automaticIdiom(width: Double) -> Idiom { width < 600 ? .phone : .mac }

    /// Horizontal size class per idiom, as the platforms report it.
    ///
    /// | idiom  | size class                                   |
    /// |--------|----------------------------------------------|
    /// | phone  | compact                                      |
    /// | pad    | compact below 700 pt (split view), else regular |
    /// | mac    | nil (macOS reports none)                     |
    /// | watch  | compact                                      |
    /// | tv     | regular                                      |
    /// | vision | regular                                      |
    package var horizontalSizeClass: UserInterfaceSizeClass? {
        switch idiom {
        case .phone, .watch: .compact
        case .pad: width < 700 ? .compact : .regular
        case .mac: nil
        case .tv, .vision: .regular
        }
    }

    package var verticalSizeClass: UserInterfaceSizeClass? {
        switch idiom {
        case .phone: width > height ? .compact : .regular
        case .mac: nil
        default: .regular
        }
    }

    /// Writes these traits into an environment.
    package func apply(to environment: inout EnvironmentValues) {
        environment.idiom = idiom
        environment.colorScheme = colorScheme
        environment.scenePhase = scenePhase
        environment.displayScale = displayScale
        environment._windowSafeArea = safeArea
        environment.horizontalSizeClass = horizontalSizeClass
        environment.verticalSizeClass = verticalSizeClass
        environment._inspectorColumnFits = InspectorTable.roomForColumn(idiom, windowWidth: width)
    }
}

struct InspectorColumnFitsKey: EnvironmentKey { static let defaultValue = true }

extension EnvironmentValues {
    /// Whether the window has room for an inspector column beside its content (`InspectorTable.roomForColumn`).
    /// A Boolean, not the width: a resize re-evaluates nothing until it crosses the threshold.
    package var _inspectorColumnFits: Bool {
        get { self[InspectorColumnFitsKey.self] }
        set { self[InspectorColumnFitsKey.self] = newValue }
    }
}
