// A plain UIKit screen, written as an app team writes one: no Brisk, nothing for the stand-in.
// It compiles against Apple's SDK and, unchanged, against the stand-in.
// tvOS has no UISwitch.
#if !os(tvOS)
  import UIKit

  /// A sign-up form: name, email, password and the terms; "Sign up" is enabled once all are
  /// filled in, a bad email shows an error, and a "Help" bar button asks for help.
  @available(iOS 14.0, tvOS 14.0, *)
  final class SignUpViewController: UIViewController {
    struct Details: Equatable {
      var name: String
      var email: String
    }

    let nameField = UITextField(frame: .zero)
    let emailField = UITextField(frame: .zero)
    let passwordField = UITextField(frame: .zero)
    let termsSwitch = UISwitch(frame: .zero)
    let signUpButton = UIButton(type: .system)
    let errorLabel = UILabel(frame: .zero)

    var onSignUp: (Details) -> Void = { _ in }
    var onHelp: () -> Void = {}

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Sign up"
      nameField.placeholder = "Name"
      emailField.placeholder = "Email"
      passwordField.placeholder = "Password"
      passwordField.isSecureTextEntry = true
      signUpButton.setTitle("Sign up", for: .normal)
      signUpButton.isEnabled = false
      errorLabel.text = "Enter a valid email address"
      errorLabel.isHidden = true
      for field in [nameField, emailField, passwordField] {
        field.addAction(UIAction { [weak self] _ in self?.validate() }, for: .editingChanged)
        view.addSubview(field)
      }
      termsSwitch.addAction(UIAction { [weak self] _ in self?.validate() }, for: .valueChanged)
      signUpButton.addAction(UIAction { [weak self] _ in self?.signUp() }, for: .touchUpInside)
      for subview in [termsSwitch, signUpButton, errorLabel] as [UIView] {
        view.addSubview(subview)
      }
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Help", primaryAction: UIAction { [weak self] _ in self?.onHelp() })
    }

    private var emailLooksValid: Bool {
      let email = emailField.text ?? ""
      return email.contains("@") && email.contains(".")
    }

    private func validate() {
      let email = emailField.text ?? ""
      errorLabel.isHidden = email.isEmpty || emailLooksValid
      signUpButton.isEnabled =
        !(nameField.text ?? "").isEmpty && emailLooksValid
        && (passwordField.text ?? "").count >= 8 && termsSwitch.isOn
    }

    private func signUp() {
      onSignUp(Details(name: nameField.text ?? "", email: emailField.text ?? ""))
    }
  }
#endif
