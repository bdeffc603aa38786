public import Foundation

/// A view whose content comes from a collection (`ForEach`): the kind of view
/// `onDelete(perform:)`, `onMove(perform:)` and `onInsert` attach to.
///
///     List {
///         ForEach(items) { Text($0.name) }
///             .onDelete { items.remove(atOffsets: $0) }
///             .onMove { items.move(fromOffsets: $0, toOffset: $1) }
///     }
public protocol DynamicViewContent: View {
    /// The type of the underlying collection of data.
    associatedtype Data: Collection
    /// The collection of underlying data.
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    public var data: Content.Data { content.data }
}

/// What a list can do to the rows of one `ForEach`: its delete and move
/// actions, with their types erased. Merged outward: the outermost
/// `onDelete`/`onMove` wins, as in SwiftUI.
package struct _ListEditActions: @unchecked Sendable {
    /// `onInsert(of:perform:)`: the types it takes, and the action.
    package struct Insert {
        package let types: [UTType]
        package let action: (Int, [NSItemProvider]) -> Void
    }

    package var onDelete: ((IndexSet) -> Void)?
    package var onMove: ((IndexSet, Int) -> Void)?
    package var onInsert: Insert?

    package init(onDelete: ((IndexSet) -> Void)? = nil, onMove: ((IndexSet, Int) -> Void)? = nil, onInsert: Insert? = nil) {
        self.onDelete = onDelete
        self.onMove = onMove
        self.onInsert = onInsert
    }

    /// These actions over `inner`'s: a set action replaces the inner one.
    package func over(_ inner: _ListEditActions?) -> _ListEditActions {
        _ListEditActions(onDelete: onDelete ?? inner?.onDelete, onMove: onMove ?? inner?.onMove, onInsert: onInsert ?? inner?.onInsert)
    }

    package var isEmpty: Bool { onDelete == nil && onMove == nil && onInsert == nil }
}

/// A `ForEach` (or another dynamic view) with edit actions attached; the list
/// it is in shows delete buttons and move controls for its rows.
nonisolated package struct _EditActionsContent<Content: DynamicViewContent>: DynamicViewContent, @unchecked Sendable {
    package let content: Content
    package let actions: _ListEditActions
    @MainActor package var data: Content.Data { content.data }
    package typealias Body = Never
}

extension DynamicViewContent {
    /// Sets the deletion action for the dynamic view: a list shows delete controls
    /// in edit mode and deletes a focused row with the Delete key.
    ///
    /// - Parameter action: called with the offsets of the rows to delete; nil turns deletion off.
    nonisolated public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        nonisolated(unsafe) let action = action
        return _EditActionsContent(content: self, actions: _ListEditActions(onDelete: action))
    }

    /// Sets the move action for the dynamic view: a list shows move controls and
    /// drag handles in edit mode, and moves a focused row with ⌥↑ / ⌥↓.
    ///
    /// - Parameter action: called with the offsets of the moved rows and the offset
    ///   they move before (in the data before the move); nil turns moving off.
    nonisolated public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        nonisolated(unsafe) let action = action
        return _EditActionsContent(content: self, actions: _ListEditActions(onMove: action))
    }
}

extension DynamicViewContent {
    /// Sets the insertion action for the dynamic view: text or a URL dropped between
    /// its rows in a list (dragged in from another app or page) is handed to `action`
    /// with the offset it was dropped at and item providers holding it.
    ///
    ///     ForEach(notes, id: \.self) { Text($0) }
    ///         .onInsert(of: [.plainText]) { offset, providers in
    ///             for provider in providers {
    ///                 _ = provider.loadObject(ofClass: String.self) { text, _ in
    ///                     if let text { DispatchQueue.main.async { notes.insert(text, at: offset) } }
    ///                 }
    ///             }
    ///         }
    // LIMITATION: `onInsert(of:perform:)` | drops of text and URLs (the browser's `text/plain` and `text/uri-list`) between a list's rows; no files or images | a page hands the server only what a drop's `DataTransfer` holds as text
    nonisolated public func onInsert(of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent {
        nonisolated(unsafe) let action = action
        return _EditActionsContent(content: self, actions: _ListEditActions(onInsert: .init(types: supportedContentTypes, action: action)))
    }

    /// Sets the insertion action for type identifiers (`public.text`, `public.url`).
    @available(*, deprecated, renamed: "onInsert(of:perform:)")
    nonisolated public func onInsert(of acceptedTypeIdentifiers: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void) -> some DynamicViewContent {
        onInsert(of: acceptedTypeIdentifiers.map { UTType($0) ?? UTType(importedAs: $0) }, perform: action)
    }
}

/// Turns a list row's delete or move controls off (`deleteDisabled`, `moveDisabled`).
nonisolated package struct _EditDisabledModifier: ViewModifier {
    package let delete: Bool?
    package let move: Bool?
    package typealias Body = Never
}

nonisolated extension View {
    /// Keeps this row from being deleted: no delete control, no Delete key.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(_EditDisabledModifier(delete: isDisabled, move: nil))
    }

    /// Keeps this row from being moved: no move controls or drag handle.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(_EditDisabledModifier(delete: nil, move: isDisabled))
    }
}
