import Synchronization

extension UTType {
    /// The system's declared types (the common part of Apple's UTType catalogue) and the app's own.
    package enum Catalog {
        static let system: [UTType] = [
            UTType(identifier: "public.item", parents: []),
            UTType(identifier: "public.content", parents: []),
            UTType(identifier: "public.composite-content", parents: ["public.content"]),
            UTType(identifier: "public.data", parents: ["public.item"], mimeTypes: ["application/octet-stream"]),
            UTType(identifier: "public.directory", parents: ["public.item"]),
            UTType(identifier: "public.folder", parents: ["public.directory"]),
            UTType(identifier: "com.apple.package", parents: ["public.directory"]),
            UTType(identifier: "com.apple.bundle", parents: ["public.directory"]),
            UTType(identifier: "com.apple.application-bundle", parents: ["com.apple.bundle", "com.apple.package"], extensions: ["app"]),
            UTType(identifier: "public.url", parents: ["public.data"]),
            UTType(identifier: "public.file-url", parents: ["public.url"]),
            UTType(identifier: "public.text", parents: ["public.data", "public.content"]),
            UTType(identifier: "public.plain-text", parents: ["public.text"], extensions: ["txt", "text"], mimeTypes: ["text/plain"]),
            UTType(identifier: "public.utf8-plain-text", parents: ["public.plain-text"]),
            UTType(identifier: "public.utf16-plain-text", parents: ["public.plain-text"]),
            UTType(identifier: "public.utf16-external-plain-text", parents: ["public.plain-text"]),
            UTType(identifier: "public.utf8-tab-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"]),
            UTType(identifier: "public.delimited-values-text", parents: ["public.text"]),
            UTType(identifier: "public.comma-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["csv"], mimeTypes: ["text/csv"]),
            UTType(identifier: "public.tab-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"]),
            UTType(identifier: "public.rtf", parents: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf"]),
            UTType(identifier: "public.html", parents: ["public.text"], extensions: ["html", "htm"], mimeTypes: ["text/html"]),
            UTType(identifier: "public.xml", parents: ["public.text"], extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"]),
            UTType(identifier: "public.json", parents: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"]),
            UTType(identifier: "public.yaml", parents: ["public.text"], extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml"]),
            UTType(identifier: "net.daringfireball.markdown", parents: ["public.plain-text"], extensions: ["md", "markdown"], mimeTypes: ["text/markdown"]),
            UTType(identifier: "public.source-code", parents: ["public.plain-text"]),
            UTType(identifier: "public.swift-source", parents: ["public.source-code"], extensions: ["swift"]),
            UTType(identifier: "public.script", parents: ["public.source-code"]),
            UTType(identifier: "com.netscape.javascript-source", parents: ["public.script"], extensions: ["js"], mimeTypes: ["text/javascript"]),
            UTType(identifier: "public.shell-script", parents: ["public.script"], extensions: ["sh"]),
            UTType(identifier: "public.python-script", parents: ["public.script"], extensions: ["py"]),
            UTType(identifier: "com.apple.property-list", parents: ["public.data"], extensions: ["plist"]),
            UTType(identifier: "public.vcard", parents: ["public.text"], extensions: ["vcf", "vcard"], mimeTypes: ["text/vcard"]),
            UTType(identifier: "public.calendar-event", parents: ["public.item"]),
            UTType(identifier: "public.contact", parents: ["public.item"]),
            UTType(identifier: "public.message", parents: ["public.item"]),
            UTType(identifier: "com.apple.mail.email", parents: ["public.message", "public.data"], extensions: ["eml"], mimeTypes: ["message/rfc822"]),
            UTType(identifier: "public.image", parents: ["public.data", "public.content"]),
            UTType(identifier: "public.png", parents: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"]),
            UTType(identifier: "public.jpeg", parents: ["public.image"], extensions: ["jpg", "jpeg"], mimeTypes: ["image/jpeg"]),
            UTType(identifier: "com.compuserve.gif", parents: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"]),
            UTType(identifier: "org.webmproject.webp", parents: ["public.image"], extensions: ["webp"], mimeTypes: ["image/webp"]),
            UTType(identifier: "public.heic", parents: ["public.image"], extensions: ["heic"], mimeTypes: ["image/heic"]),
            UTType(identifier: "public.heif", parents: ["public.image"], extensions: ["heif"], mimeTypes: ["image/heif"]),
            UTType(identifier: "public.tiff", parents: ["public.image"], extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"]),
            UTType(identifier: "com.microsoft.bmp", parents: ["public.image"], extensions: ["bmp"], mimeTypes: ["image/bmp"]),
            UTType(identifier: "com.microsoft.ico", parents: ["public.image"], extensions: ["ico"], mimeTypes: ["image/x-icon"]),
            UTType(identifier: "public.svg-image", parents: ["public.image", "public.xml"], extensions: ["svg"], mimeTypes: ["image/svg+xml"]),
            UTType(identifier: "public.avif", parents: ["public.image"], extensions: ["avif"], mimeTypes: ["image/avif"]),
            UTType(identifier: "public.camera-raw-image", parents: ["public.image"]),
            UTType(identifier: "com.adobe.pdf", parents: ["public.data", "public.composite-content"], extensions: ["pdf"], mimeTypes: ["application/pdf"]),
            UTType(identifier: "org.idpf.epub-container", parents: ["public.zip-archive"], extensions: ["epub"], mimeTypes: ["application/epub+zip"]),
            UTType(identifier: "public.audiovisual-content", parents: ["public.data", "public.content"]),
            UTType(identifier: "public.movie", parents: ["public.audiovisual-content"]),
            UTType(identifier: "public.video", parents: ["public.movie"]),
            UTType(identifier: "public.audio", parents: ["public.audiovisual-content"]),
            UTType(identifier: "public.mpeg-4", parents: ["public.movie"], extensions: ["mp4"], mimeTypes: ["video/mp4"]),
            UTType(identifier: "com.apple.quicktime-movie", parents: ["public.movie"], extensions: ["mov"], mimeTypes: ["video/quicktime"]),
            UTType(identifier: "public.mp3", parents: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg"]),
            UTType(identifier: "public.mpeg-4-audio", parents: ["public.audio"], extensions: ["m4a"], mimeTypes: ["audio/mp4"]),
            UTType(identifier: "com.microsoft.waveform-audio", parents: ["public.audio"], extensions: ["wav"], mimeTypes: ["audio/wav"]),
            UTType(identifier: "public.archive", parents: ["public.data"]),
            UTType(identifier: "public.zip-archive", parents: ["public.archive"], extensions: ["zip"], mimeTypes: ["application/zip"]),
            UTType(identifier: "org.gnu.gnu-zip-archive", parents: ["public.archive"], extensions: ["gz"], mimeTypes: ["application/gzip"]),
            UTType(identifier: "public.spreadsheet", parents: ["public.content"]),
            UTType(identifier: "public.presentation", parents: ["public.composite-content"]),
            UTType(identifier: "public.font", parents: ["public.data", "public.content"]),
            UTType(identifier: "public.executable", parents: ["public.item"]),
            UTType(identifier: "public.unix-executable", parents: ["public.data", "public.executable"]),
            UTType(identifier: "public.database", parents: ["public.item"]),
            UTType(identifier: "public.log", parents: ["public.plain-text"], extensions: ["log"]),
            UTType(identifier: "public.symlink", parents: ["public.item"]),
            UTType(identifier: "public.volume", parents: ["public.folder"]),
        ]

        private static let declared = Mutex<[String: UTType]>([:])
        private static let index: [String: UTType] = Dictionary(system.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })

        static var all: [UTType] { system + declared.withLock { Array($0.values) } }

        static func type(identifier: String) -> UTType? {
            index[identifier] ?? declared.withLock { $0[identifier] }
        }

        static func declare(_ type: UTType) {
            guard index[type.identifier] == nil else { return }
            declared.withLock { $0[type.identifier] = type }
        }

        /// A built-in type; the table above has it.
        static func builtin(_ identifier: String) -> UTType {
            index[identifier] ?? UTType(identifier: identifier, parents: ["public.data"])
        }
    }
}

extension UTType {
    public static let item = Catalog.builtin("public.item")
    public static let content = Catalog.builtin("public.content")
    public static let compositeContent = Catalog.builtin("public.composite-content")
    public static let data = Catalog.builtin("public.data")
    public static let directory = Catalog.builtin("public.directory")
    public static let folder = Catalog.builtin("public.folder")
    public static let package = Catalog.builtin("com.apple.package")
    public static let bundle = Catalog.builtin("com.apple.bundle")
    public static let applicationBundle = Catalog.builtin("com.apple.application-bundle")
    public static let url = Catalog.builtin("public.url")
    public static let fileURL = Catalog.builtin("public.file-url")
    public static let text = Catalog.builtin("public.text")
    public static let plainText = Catalog.builtin("public.plain-text")
    public static let utf8PlainText = Catalog.builtin("public.utf8-plain-text")
    public static let utf16PlainText = Catalog.builtin("public.utf16-plain-text")
    public static let utf16ExternalPlainText = Catalog.builtin("public.utf16-external-plain-text")
    public static let delimitedText = Catalog.builtin("public.delimited-values-text")
    public static let commaSeparatedText = Catalog.builtin("public.comma-separated-values-text")
    public static let tabSeparatedText = Catalog.builtin("public.tab-separated-values-text")
    public static let utf8TabSeparatedText = Catalog.builtin("public.utf8-tab-separated-values-text")
    public static let rtf = Catalog.builtin("public.rtf")
    public static let html = Catalog.builtin("public.html")
    public static let xml = Catalog.builtin("public.xml")
    public static let json = Catalog.builtin("public.json")
    public static let yaml = Catalog.builtin("public.yaml")
    public static let sourceCode = Catalog.builtin("public.source-code")
    public static let swiftSource = Catalog.builtin("public.swift-source")
    public static let script = Catalog.builtin("public.script")
    public static let javaScript = Catalog.builtin("com.netscape.javascript-source")
    public static let shellScript = Catalog.builtin("public.shell-script")
    public static let pythonScript = Catalog.builtin("public.python-script")
    public static let propertyList = Catalog.builtin("com.apple.property-list")
    public static let vCard = Catalog.builtin("public.vcard")
    public static let calendarEvent = Catalog.builtin("public.calendar-event")
    public static let contact = Catalog.builtin("public.contact")
    public static let message = Catalog.builtin("public.message")
    public static let emailMessage = Catalog.builtin("com.apple.mail.email")
    public static let image = Catalog.builtin("public.image")
    public static let png = Catalog.builtin("public.png")
    public static let jpeg = Catalog.builtin("public.jpeg")
    public static let gif = Catalog.builtin("com.compuserve.gif")
    public static let webP = Catalog.builtin("org.webmproject.webp")
    public static let heic = Catalog.builtin("public.heic")
    public static let heif = Catalog.builtin("public.heif")
    public static let tiff = Catalog.builtin("public.tiff")
    public static let bmp = Catalog.builtin("com.microsoft.bmp")
    public static let ico = Catalog.builtin("com.microsoft.ico")
    public static let svg = Catalog.builtin("public.svg-image")
    public static let rawImage = Catalog.builtin("public.camera-raw-image")
    public static let pdf = Catalog.builtin("com.adobe.pdf")
    public static let epub = Catalog.builtin("org.idpf.epub-container")
    public static let audiovisualContent = Catalog.builtin("public.audiovisual-content")
    public static let movie = Catalog.builtin("public.movie")
    public static let video = Catalog.builtin("public.video")
    public static let audio = Catalog.builtin("public.audio")
    public static let mpeg4Movie = Catalog.builtin("public.mpeg-4")
    public static let quickTimeMovie = Catalog.builtin("com.apple.quicktime-movie")
    public static let mp3 = Catalog.builtin("public.mp3")
    public static let mpeg4Audio = Catalog.builtin("public.mpeg-4-audio")
    public static let wav = Catalog.builtin("com.microsoft.waveform-audio")
    public static let archive = Catalog.builtin("public.archive")
    public static let zip = Catalog.builtin("public.zip-archive")
    public static let gzip = Catalog.builtin("org.gnu.gnu-zip-archive")
    public static let spreadsheet = Catalog.builtin("public.spreadsheet")
    public static let presentation = Catalog.builtin("public.presentation")
    public static let font = Catalog.builtin("public.font")
    public static let executable = Catalog.builtin("public.executable")
    public static let unixExecutable = Catalog.builtin("public.unix-executable")
    public static let database = Catalog.builtin("public.database")
    public static let log = Catalog.builtin("public.log")
    public static let symbolicLink = Catalog.builtin("public.symlink")
    public static let volume = Catalog.builtin("public.volume")
}
