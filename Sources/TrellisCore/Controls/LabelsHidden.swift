struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Set by `labelsHidden()`: controls keep their label as their accessible name but don't show it.
    package var _labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Hides the labels of the controls in this view (toggles, pickers, sliders, steppers,
    /// `LabeledContent`): they stay the controls' accessible names, read by assistive technology.
    public func labelsHidden() -> some View {
        modifier(_EnvironmentTransformModifier { $0._labelsHidden = true })
    }
}
