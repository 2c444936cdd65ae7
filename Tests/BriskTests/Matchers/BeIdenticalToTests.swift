import Brisk
import BriskTestSupport
import Foundation
import Testing

private protocol Routing: AnyObject {}
private final class Screen {}
private final class Detail {}
private final class Router: Routing {}
private struct Point { var x: Int }

/// `<0x…>`, as Nimble's tests write an instance: `%p` of its address.
private func address(_ object: AnyObject) -> String {
  String(format: "<%p>", unsafeBitCast(object, to: Int.self))
}

@Suite struct BeIdenticalToTests {
  @Test func passesForTheSameInstance() {
    let screen = Screen()
    expectNoFailure {
      expect(screen).to(beIdenticalTo(screen))
      expect(screen) === screen
      expect(nil as Screen?).to(beIdenticalTo(nil))
    }
  }

  @Test func failsForAnotherInstanceShowingBothAddresses() {
    let (one, two) = (Screen(), Screen())
    expectMessage(
      "expected to be identical to \(address(one)), got \(address(two))"
    ) {
      expect(two).to(beIdenticalTo(one))
    }
  }

  @Test func negation() {
    let (one, two) = (Detail(), Detail())
    expectNoFailure {
      expect(one).toNot(beIdenticalTo(two))
      expect(one) !== two
    }
    expectMessage(
      "expected to not be identical to \(address(one)), got \(address(one))"
    ) {
      expect(one).toNot(beIdenticalTo(one))
    }
  }

  @Test func nilActualFails() {
    let screen = Screen()
    expectMessage("expected to be identical to \(address(screen)), got nil") {
      expect(nil as Screen?).to(beIdenticalTo(screen))
    }
  }

  @Test func nilIsNotIdenticalToAnObject() async {
    let screen = Screen()
    expectNoFailure {
      expect(nil as Screen?).toNot(beIdenticalTo(screen))
      expect(nil as Screen?) !== screen
      expect(screen).toNot(beIdenticalTo(nil))
    }
    await expectMessages([]) {
      await expect(nil as Screen?).toNever(beIdenticalTo(screen), until: .milliseconds(20))
    }
  }

  @Test func beIsNimblesSpelling() {
    let screen = Screen()
    expectNoFailure {
      expect(screen).to(be(screen))
      expect(Screen()).toNot(be(screen))
    }
    expectMessage("expected to be identical to \(address(screen)), got nil") {
      expect(nil as Screen?).to(be(screen))
    }
  }

  @Test func classBoundExistentials() {
    let router: any Routing = Router()
    let other: any Routing = Router()
    expectNoFailure {
      expect(router).to(beIdenticalTo(router))
      expect(router).to(be(router))
      expect(router).toNot(beIdenticalTo(other))
      expect(nil as (any Routing)?).toNot(beIdenticalTo(router))
    }
    expectMessages([
      "expected to be identical to \(address(other)), got \(address(router))",
      "expected to not be identical to \(address(router)), got \(address(router))",
      "expected to be identical to \(address(router)), got nil",
    ]) {
      expect(router).to(beIdenticalTo(other))
      expect(router).toNot(beIdenticalTo(router))
      expect(nil as (any Routing)?).to(beIdenticalTo(router))
    }
  }

  @Test func valuesAreNeverIdenticalAndSaySo() {
    let point = Point(x: 1)
    expectMessages([
      "expected to be identical to <Point(x: 1)>, got <Point(x: 1)>\nbeIdenticalTo compares class instances; Point is not a class",
      "expected to not be identical to <Point(x: 1)>, got <Point(x: 1)>\nbeIdenticalTo compares class instances; Point is not a class",
    ]) {
      expect(point).to(beIdenticalTo(point))
      expect(point).toNot(beIdenticalTo(point))
    }
  }
}
