/// The colour scheme a view prefers for its window (`preferredColorScheme`).
nonisolated package struct _PreferredColorSchemeModifier: ViewModifier {
    package let colorScheme: ColorScheme?
    package typealias Body = Never
}

nonisolated extension View {
    /// Draws the window in this colour scheme (nil: the system's), as the
    /// nearest presentation does on Apple's platforms.
    ///
    ///     ContentView().preferredColorScheme(.dark)
    // LIMITATION: `preferredColorScheme` | the window draws in the scheme and the views below read it from `\.colorScheme`; views above or beside the modifier still read the system scheme | SwiftUI sends it up to the window as a preference, which would need a second pass over the window's environment
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme))
    }
}
