/// Sharing and pasting (`ShareLink`, `PasteButton`; TrellisGraph/Controls/ShareLink+Builtin.swift).
extension HostVocabulary {
    static let transferProperties: [HostProperty] = [
        HostProperty("shareText", .text, isStyle: false, roles: [.button],
                     "`ShareLink`: the text a click shares (`navigator.share`), or copies to the clipboard where the browser can't share"),
        HostProperty("shareLink", .text, isStyle: false, roles: [.button],
                     "`ShareLink`: the URL a click shares or copies (`http`, `https`, `mailto`, `tel` only)"),
        HostProperty("shareImage", .text, isStyle: false, roles: [.button],
                     "`ShareLink` of an asset image: `/_trellis/asset/<token>`, fetched and shared as a file, or copied as PNG"),
        HostProperty("shareTitle", .text, isStyle: false, roles: [.button],
                     "`ShareLink`: the share's title (its `subject`, else its preview's title)"),
        HostProperty("shareMessage", .text, isStyle: false, roles: [.button],
                     "`ShareLink`: the share's `message`, before its text"),
        HostProperty("paste", .flag, isStyle: false, roles: [.button],
                     "`PasteButton`: a click reads the clipboard's text and sends it as `setText`"),
    ]
}
