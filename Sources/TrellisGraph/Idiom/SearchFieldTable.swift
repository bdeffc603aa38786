import TrellisCore

/// Where a `searchable` view's search field goes, per idiom and `SearchFieldPlacement`.
///
/// | placement | phone | pad | mac | watch, tv, vision |
/// |---|---|---|---|---|
/// | automatic | drawer under the title | toolbar, trailing | toolbar, trailing | drawer |
/// | toolbar | drawer (no room in the bar) | toolbar, trailing | toolbar, trailing | drawer |
/// | toolbarPrincipal | drawer | toolbar, principal | toolbar, principal | drawer |
/// | navigationBarDrawer | drawer | drawer | toolbar, trailing (macOS has no drawer) | drawer |
/// | sidebar | drawer (top of the column) | drawer | drawer | drawer |
///
/// In a tab view's search tab (`Tab(role: .search)`, where a `searchable` on the tab
/// view goes too), the field belongs to the tab: the phone shows it at the bottom of the
/// tab's content, above the tab bar (iOS 26); every other idiom at the top of the tab's
/// content (a drawer), whatever the placement says, so it never lands in a bar the
/// other tabs share.
///
/// "Drawer" is the navigation bar's drawer: the field sits at the top of the
/// searchable view's content, under the bar's title. iPhone and iPad show a
/// Cancel button beside the field while searching; the Mac clears with Escape.
package enum SearchFieldTable {
    package enum Place {
        case drawer
        case toolbar(ToolbarItemPlacement)
        /// At the bottom of the content, above the tab bar (a phone's search tab).
        case bottom
    }

    package static func place(_ kind: SearchFieldPlacement.Kind, idiom: Idiom, inSearchTab: Bool) -> Place {
        switch (inSearchTab, idiom) {
        case (true, .phone): .bottom
        case (true, _): .drawer
        case (false, _): place(kind, idiom: idiom)
        }
    }

    package static func place(_ kind: SearchFieldPlacement.Kind, idiom: Idiom) -> Place {
        switch (kind, idiom) {
        case (.sidebar, _): .drawer
        case (_, .watch), (_, .tv), (_, .vision), (_, .phone): .drawer
        case (.navigationBarDrawer, .pad): .drawer
        case (.toolbarPrincipal, .mac), (.toolbarPrincipal, .pad): .toolbar(.principal)
        case (.automatic, .mac), (.automatic, .pad), (.toolbar, .mac), (.toolbar, .pad), (.navigationBarDrawer, .mac): .toolbar(.topBarTrailing)
        }
    }

    /// A Cancel button beside the field while searching (iOS); the Mac has none.
    package static func showsCancelButton(_ idiom: Idiom) -> Bool {
        switch idiom {
        case .phone, .pad, .vision: true
        case .mac, .watch, .tv: false
        }
    }
}
