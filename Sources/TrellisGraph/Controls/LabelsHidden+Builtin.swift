import TrellisCore
import TrellisHost

extension NodeInputs {
    /// The inputs for a control's label: `visuallyHidden` under `labelsHidden()`, so the label stays
    /// the control's accessible name but takes no space (Toggle, Picker, Slider, Stepper, LabeledContent).
    package var hidingLabelIfAsked: NodeInputs {
        guard environment._labelsHidden else { return self }
        var hidden = self
        hidden.attributes.addInner("visuallyHidden", "true")
        return hidden
    }
}
