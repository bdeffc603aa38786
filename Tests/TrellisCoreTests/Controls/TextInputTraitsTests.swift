import SwiftUI
import Testing
import TrellisTesting

private struct SignUp: View {
    @State private var email = ""
    @State private var code = ""
    @State private var age = ""
    var body: some View {
        Form {
            TextField("Email", text: $email)
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
            TextField("Code", text: $code)
                .keyboardType(.numberPad)
                .textContentType(.oneTimeCode)
                .autocapitalization(.none)
                .disableAutocorrection(true)
            TextField("Age", text: $age).keyboardType(.decimalPad)
            SecureField("Password", text: .constant("")).textContentType(.newPassword)
        }
    }
}

@MainActor
@Suite struct TextInputTraitsTests {
    @Test func traitsBecomeInputModeAutocompleteAutocapitalizeAndAutocorrect() throws {
        let host = ViewHost(SignUp(), idiom: .phone)
        let email = try host.find(.textbox, "Email").properties
        #expect(email["keyboard"] == "email")
        #expect(email["autocomplete"] == "email")
        #expect(email["autocapitalize"] == "none")
        #expect(email["autocorrect"] == "off")
        let code = try host.find(.textbox, "Code").properties
        #expect(code["keyboard"] == "numeric")
        #expect(code["autocomplete"] == "one-time-code")
        #expect(code["autocapitalize"] == "none")
        #expect(code["autocorrect"] == "off")
        let age = try host.find(.textbox, "Age").properties
        #expect(age["keyboard"] == "decimal")
        #expect(age["autocorrect"] == nil)
        #expect(try host.find(.textbox, "Password").properties["autocomplete"] == "new-password")
    }
}
