public import Foundation

/// A column of a ``Table``: a title, what each row shows in it, and (in a
/// sortable table) how clicking its header sorts.
///
///     TableColumn("Name", value: \.name)
///     TableColumn("Suspicion Level") { animal in Text(animal.level.rawValue) }
///         .width(min: 80, ideal: 120)
nonisolated public struct TableColumn<RowValue, Sort, Content, Label>: TableColumnContent
where RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    public var tableColumnBody: Never { return neverBody("TableColumn") }

    package var spec: TableColumnSpec<RowValue>

    package init(title: String, comparator: Sort?, cell: @escaping (RowValue) -> AnyView) {
        spec = TableColumnSpec(title: title, label: nil, cell: cell, width: TableColumnWidth(), comparator: comparator)
    }

    /// A fixed width: the column can't be resized.
    public func width(_ width: CGFloat) -> TableColumn<RowValue, Sort, Content, Label> {
        var copy = self
        copy.spec.width = TableColumnWidth(min: Double(width), ideal: Double(width), max: Double(width))
        return copy
    }

    /// A resizable width: `ideal` at first, and a person may drag the column's edge between `min` and `max`.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
        var copy = self
        copy.spec.width = TableColumnWidth(min: min.map { Double($0) }, ideal: ideal.map { Double($0) }, max: max.map { Double($0) })
        return copy
    }
}

extension TableColumn: _TableColumnsReadable {
    package var _columnSpecs: [TableColumnSpec<RowValue>] { [spec] }
}

// MARK: - Unsortable columns

extension TableColumn where Sort == Never, Label == Text {
    /// An unsortable column showing `content` for each row.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.resolved, comparator: nil, cell: { AnyView(content($0)) })
    }

    @_disfavoredOverload
    public init<S>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(title: String(title), comparator: nil, cell: { AnyView(content($0)) })
    }

    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.plainText, comparator: nil, cell: { AnyView(content($0)) })
    }
}

extension TableColumn where Sort == Never, Content == Text, Label == Text {
    /// An unsortable column showing a string property.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) {
        nonisolated(unsafe) let value = value
        self.init(title: titleKey.resolved, comparator: nil, cell: { AnyView(Text(verbatim: $0[keyPath: value])) })
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, String>) where S: StringProtocol {
        nonisolated(unsafe) let value = value
        self.init(title: String(title), comparator: nil, cell: { AnyView(Text(verbatim: $0[keyPath: value])) })
    }

    public init(_ text: Text, value: KeyPath<RowValue, String>) {
        nonisolated(unsafe) let value = value
        self.init(title: text.plainText, comparator: nil, cell: { AnyView(Text(verbatim: $0[keyPath: value])) })
    }
}

// MARK: - Sortable columns

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    /// A column sorted by a comparable property, showing `content` for each row.
    public init<V>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) where V: Comparable {
        self.init(title: titleKey.resolved, comparator: KeyPathComparator(sendableKeyPath(value)), cell: { AnyView(content($0)) })
    }

    @_disfavoredOverload
    public init<S, V>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol, V: Comparable {
        self.init(title: String(title), comparator: KeyPathComparator(sendableKeyPath(value)), cell: { AnyView(content($0)) })
    }

    public init<V>(_ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) where V: Comparable {
        self.init(title: text.plainText, comparator: KeyPathComparator(sendableKeyPath(value)), cell: { AnyView(content($0)) })
    }

    /// A column sorted by a property with `comparator`, showing `content` for each row.
    public init<V, C>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content) where V == C.Compared, C: SortComparator {
        self.init(title: titleKey.resolved, comparator: KeyPathComparator(sendableKeyPath(value), comparator: comparator), cell: { AnyView(content($0)) })
    }

    @_disfavoredOverload
    public init<S, V, C>(_ title: S, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol, V == C.Compared, C: SortComparator {
        self.init(title: String(title), comparator: KeyPathComparator(sendableKeyPath(value), comparator: comparator), cell: { AnyView(content($0)) })
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Content == Text, Label == Text {
    /// A column sorted by a string property and showing it.
    ///
    /// Linux's Foundation has no `.localizedStandard` comparator, so the
    /// default here compares lexically (see docs/LIMITATIONS.md).
    // LIMITATION: `TableColumn(_:value:comparator:)`'s default `.localizedStandard` | the default comparator is `.lexical` | Linux Foundation has no `String.StandardComparator.localizedStandard`
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
        nonisolated(unsafe) let path = value
        self.init(title: titleKey.resolved, comparator: KeyPathComparator(sendableKeyPath(value), comparator: comparator), cell: { AnyView(Text(verbatim: $0[keyPath: path])) })
    }

    @_disfavoredOverload
    public init<S>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) where S: StringProtocol {
        nonisolated(unsafe) let path = value
        self.init(title: String(title), comparator: KeyPathComparator(sendableKeyPath(value), comparator: comparator), cell: { AnyView(Text(verbatim: $0[keyPath: path])) })
    }

    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) {
        nonisolated(unsafe) let path = value
        self.init(title: text.plainText, comparator: KeyPathComparator(sendableKeyPath(value), comparator: comparator), cell: { AnyView(Text(verbatim: $0[keyPath: path])) })
    }
}

extension TableColumn where RowValue == Sort.Compared, Label == Text {
    /// A column sorted with `comparator`, showing `content` for each row.
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.resolved, comparator: comparator, cell: { AnyView(content($0)) })
    }

    @_disfavoredOverload
    public init<S>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) where S: StringProtocol {
        self.init(title: String(title), comparator: comparator, cell: { AnyView(content($0)) })
    }
}

/// Key paths are immutable; Foundation's `KeyPathComparator` asks for a `Sendable` one,
/// which a key path literal is but SwiftUI's `value:` parameter type doesn't say.
private func sendableKeyPath<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> any KeyPath<Root, Value> & Sendable {
    unsafeBitCast(keyPath, to: (any KeyPath<Root, Value> & Sendable).self)
}
