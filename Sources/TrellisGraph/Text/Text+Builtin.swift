import Foundation
import TrellisCore
import TrellisHost

@MainActor extension Text: BuiltinView {
    package func build(_ inputs: NodeInputs, node: Node) -> NodeOutput {
        var properties: [String: String] = [:]
        let env = inputs.environment
        // A single run carries its style on the element; mixed runs become child spans.
        guard concatenated != nil else {
            FontProperties.apply(font ?? env.font, to: &properties)
            Self.apply(styles, to: &properties)
            for attribute in attributes { for (key, value) in EffectSpelling.properties(attribute) { properties[key] = value } }
            if let color = foreground?.hostValue ?? foregroundStyle?.style.hostPaint(in: env) ?? env._foregroundStyle?.hostValue {
                properties["foreground"] = color
            }
            var text = string
            if let dynamic {
                text = dynamic.spelled(locale: env.locale, timeZone: env.timeZone, now: Date())
                if let ticker = dynamic.ticker {
                    properties["timerStyle"] = ticker.style
                    properties["timerAnchor"] = formatNumber((ticker.anchor.timeIntervalSinceReferenceDate * 1000).rounded() / 1000)
                }
            }
            return NodeOutput(element: ElementSpec(role: .text, text: text, properties: properties))
        }
        let runs = flattenedRuns
        FontProperties.apply(env.font, to: &properties)
        if let color = env._foregroundStyle { properties["foreground"] = color.hostValue }
        properties["label"] = plainText
        let children = runs.enumerated().map { i, run in
            let text = Text(plain: run.string).styled(like: run)
            // A Markdown link is a `Link`: it opens through `\.openURL`, like SwiftUI's.
            let view: any View = run.link.map { url in Link(destination: url) { text } } ?? text
            return ChildSpec(key: AnyHashable(i), view: view, inputs: inputs.forElementChildren)
        }
        return NodeOutput(element: ElementSpec(role: .group, properties: properties.merging(["layout": "text"]) { $1 }), children: children)
    }

    static func apply(_ styles: Styles, to properties: inout [String: String]) {
        if styles.contains(.bold) { properties["bold"] = "true" }
        if styles.contains(.italic) { properties["italic"] = "true" }
        if styles.contains(.monospaced) { properties["monospaced"] = "true" }
        if styles.contains(.underline) { properties["underline"] = "true" }
        if styles.contains(.strikethrough) { properties["strikethrough"] = "true" }
    }

    func styled(like run: Run) -> Text {
        var copy = self
        copy.font = run.font
        copy.styles = run.styles
        copy.foreground = run.foreground
        copy.attributes = run.attributes
        copy.dynamic = run.dynamic
        copy.foregroundStyle = run.foregroundStyle
        return copy
    }
}

/// How a `Font` becomes element properties.
package enum FontProperties {
    package static func apply(_ font: Font?, to properties: inout [String: String]) {
        guard let font else { return }
        switch font.base {
        case let .style(style): properties["font"] = style.rawValue
        case let .system(size):
            properties["font"] = "system"
            properties["fontSize"] = formatNumber(size)
        }
        if let weight = font.weight { properties["fontWeight"] = weight.name }
        if let design = font.design, design != .default { properties["fontDesign"] = "\(design)" }
        if font.isItalic { properties["italic"] = "true" }
        if font.isMonospaced { properties["monospaced"] = "true" }
    }
}
