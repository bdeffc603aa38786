import HTTPTypes

/// The headers every HTML response carries.
///
/// The CSP forbids inline script and style: the page loads `/_trellis/*.js`
/// and `*.css` only. Setting `element.style.x` from script (CSSOM) is still
/// allowed by `style-src 'self'`, which the DOM runtime relies on; the server
/// never emits `style=` attributes.
package enum SecurityHeaders {
    package static let contentSecurityPolicy =
        "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; connect-src 'self'; "
        + "frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

    /// Adds the CSP, `nosniff`, `no-referrer` and `no-store` headers.
    package static func applyToHTML(_ headers: inout HTTPFields) {
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        applyToAll(&headers)
        headers[.cacheControl] = "no-store"
    }

    /// Adds the headers every response carries, HTML or not.
    package static func applyToAll(_ headers: inout HTTPFields) {
        headers[.xContentTypeOptions] = "nosniff"
        headers[.referrerPolicy] = "no-referrer"
    }
}

extension HTTPField.Name {
    static let xContentTypeOptions = Self("X-Content-Type-Options")!
    static let referrerPolicy = Self("Referrer-Policy")!
}
