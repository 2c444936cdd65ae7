import BriskSeams
import Testing

@Suite struct AlertRequestTextFieldTests {
  @Test func defaultsAreEmptyAndVisible() {
    let field = AlertRequest.TextField()
    #expect(field.placeholder == nil)
    #expect(field.text == nil)
    #expect(!field.isSecureTextEntry)
  }

  @Test func keepsWhatItWasGiven() {
    let field = AlertRequest.TextField(placeholder: "Password", text: "x", isSecureTextEntry: true)
    #expect(field.placeholder == "Password")
    #expect(field.text == "x")
    #expect(field.isSecureTextEntry)
    #expect(field != AlertRequest.TextField(placeholder: "Password"))
  }
}
