import Brisk

extension Harness {
  static func exerciseFilledTemplates() async {
    check("NavigationDelegateSpy template records each destination") {
      let spy = RecipeNavigatingSpy()
      spy.showRecipe(for: Recipe(name: "Soup"))
      spy.showFavorites()
      expect(spy.log).to(haveReceived(.showRecipe(recipe: Recipe(name: "Soup"))))
      expect(spy.log).to(haveReceived(.showFavorites, times: 1))
      expect(spy.log.calls) == [.showRecipe(recipe: Recipe(name: "Soup")), .showFavorites]
      spy.canCloseReturnValue = true
      expect(spy.canClose()) == true
    }

    check("NavigationDelegateSpy template reports an unstubbed answer where it was made") {
      let line: UInt = #line + 1
      let spy = RecipeNavigatingSpy()
      var answer = true
      let failures = withFailureCollection { answer = spy.canClose() }
      expect(answer) == false
      expect(failures.map(\.message)) == [
        "RecipeNavigatingSpy.canClose() was called, but no return value was stubbed; "
          + "set canCloseReturnValue"
      ]
      expect(failures.first?.location.line) == line
    }

    check("ControllerPresenterFake template presents and pushes at once") {
      let fake = ScreenPresenterFake()
      let first = ScreenController(title: "first")
      let second = ScreenController(title: "second")
      var completions = 0
      fake.present(first, animated: true) { completions += 1 }
      fake.push(second, animated: false)
      expect(fake.presentedController === first) == true
      expect(fake.pushed.count) == 1
      fake.dismiss(animated: true) { completions += 1 }
      fake.pop(animated: false)
      expect(completions) == 2
      expect(fake.presentedController == nil) == true
      expect(fake.log).to(haveReceived(.present(first, animated: true)))
      expect(fake.log.calls.count) == 4
    }

    check("ControllerPresenterFake template reports removing what is not there") {
      let line: UInt = #line + 1
      let fake = ScreenPresenterFake()
      var completed = false
      let failures = withFailureCollection {
        fake.dismiss(animated: false) { completed = true }
        fake.pop(animated: true)
      }
      expect(failures.map(\.message)) == [
        "ScreenPresenterFake.dismiss(animated:completion:) was called, but nothing is presented",
        "ScreenPresenterFake.pop(animated:) was called, but nothing is pushed",
      ]
      expect(failures.map(\.location.line)) == [line, line]
      expect(completed) == true
    }

    check("AnimationsFake template runs animations at once and records them") {
      let card = CardView(animations: CardAnimationsFake.self)
      let log = CardAnimationsFake.record { card.flip(duration: 0.25) }
      expect(card.isFlipped) == true
      expect(card.finishedFlips) == 1
      expect(log).to(haveReceived(.animate(duration: 0.25, delay: 0)))
      card.flip()
      expect(log.count) == 1
      expect(card.finishedFlips) == 2
    }

    await check("AnimationsFake template records across an await") {
      let card = CardView(animations: CardAnimationsFake.self)
      let log = await CardAnimationsFake.record {
        await Task.yield()
        card.flip()
      }
      expect(log.calls) == [.animate(duration: 0.3, delay: 0)]
    }

    check("AnimationsFake template reports a negative duration where it records") {
      let card = CardView(animations: CardAnimationsFake.self)
      let line: UInt = #line + 2
      let failures = withFailureCollection {
        _ = CardAnimationsFake.record { card.flip(duration: -1) }
      }
      expect(failures.map(\.message)) == [
        "CardAnimationsFake.animate was called with a negative duration (-1.0) or delay (0.0)"
      ]
      expect(failures.first?.location.line) == line
    }

    check("AlertPresenterFake template records each alert and taps its buttons") {
      let fake = AlbumAlertsFake()
      let screen = AlbumScreen(alerts: fake)
      screen.deleteTapped("Holiday")
      expect(fake.alerts).to(haveShownAlert(title: "Delete Holiday?", message: nil))
      expect(fake.alerts).to(haveShownAlert(withActions: ["Keep", "Delete"]))
      fake.alerts.tap("Keep")
      expect(screen.albums) == ["Holiday", "Work"]
      screen.deleteTapped("Holiday")
      fake.alerts.tap("Delete")
      expect(screen.albums) == ["Work"]
      screen.saveFailed()
      expect(fake.alerts).to(haveShownAlert(title: "Could not save", message: "The disk is full."))
      expect(fake.alerts.alerts.count) == 3
    }

    check("AlertPresenterFake template reports a tap no person could make at the tap") {
      let fake = AlbumAlertsFake()
      let line: UInt = #line + 1
      let failures = withFailureCollection { fake.alerts.tap("Delete") }
      expect(failures.map(\.message)) == [#"tap("Delete") was called, but no alert was presented"#]
      expect(failures.first?.location.line) == line
    }
  }
}
