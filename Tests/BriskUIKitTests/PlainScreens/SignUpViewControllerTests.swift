#if !os(tvOS)
  import Brisk
  import BriskUIKit
  import Testing
  import UIKit

  @MainActor
  @Suite struct SignUpViewControllerTests {
    @available(iOS 14.0, tvOS 14.0, *)
    private func makeScreen() -> SignUpViewController {
      let screen = SignUpViewController()
      screen.loadViewIfNeeded()
      return screen
    }

    @available(iOS 14.0, tvOS 14.0, *)
    private func fillIn(_ screen: SignUpViewController, email: String = "ada@example.com") {
      type("Ada", into: screen.nameField)
      type(email, into: screen.emailField)
      type("correct horse", into: screen.passwordField)
      toggle(screen.termsSwitch)
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @Test func signUpIsDisabledUntilTheFormIsComplete() {
      let screen = makeScreen()
      expect(screen.signUpButton).toNot(beEnabled())
      type("Ada", into: screen.nameField)
      type("ada@example.com", into: screen.emailField)
      expect(screen.signUpButton).toNot(beEnabled())
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @Test func aCompleteFormEnablesSignUp() {
      let screen = makeScreen()
      fillIn(screen)
      expect(screen.signUpButton).to(beEnabled())
      expect(screen.signUpButton).to(haveTitle("Sign up"))
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @Test func aBadEmailShowsTheErrorAndKeepsSignUpDisabled() {
      let screen = makeScreen()
      fillIn(screen, email: "ada")
      expect(screen.errorLabel).to(beVisible())
      expect(screen.signUpButton).toNot(beEnabled())
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @Test func tappingSignUpSendsTheDetails() {
      let screen = makeScreen()
      var sent: [SignUpViewController.Details] = []
      screen.onSignUp = { sent.append($0) }
      fillIn(screen)
      tap(screen.signUpButton)
      expect(sent).to(equal([SignUpViewController.Details(name: "Ada", email: "ada@example.com")]))
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @Test func thePasswordIsHiddenAndTheErrorStartsHidden() {
      let screen = makeScreen()
      expect(screen.passwordField.isSecureTextEntry).to(beTrue())
      expect(screen.errorLabel).toNot(beVisible())
      expect(screen.title).to(equal("Sign up"))
    }

    @available(iOS 14.0, tvOS 14.0, *)
    @Test func theHelpBarButtonAsksForHelp() throws {
      let screen = makeScreen()
      var helps = 0
      screen.onHelp = { helps += 1 }
      let help = try unwrap(screen.navigationItem.rightBarButtonItem)
      tap(help)
      expect(helps).to(equal(1))
    }
  }
#endif
