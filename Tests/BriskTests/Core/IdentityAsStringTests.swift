import Brisk
import BriskTestSupport
import Foundation
import Testing

private final class Screen {}

@Suite struct IdentityAsStringTests {
  @Test func anObjectIsItsAddressAsPercentPWritesIt() {
    let screen = Screen()
    let written = String(format: "<%p>", unsafeBitCast(screen, to: Int.self))
    #expect(identityAsString(screen) == written)
    #expect(identityAsString(screen as Screen?) == written)
    #expect(identityAsString(screen as Any) == written)
  }

  @Test func theSameInstanceReadsTheSameAndAnotherDiffers() {
    let (one, two) = (Screen(), Screen())
    #expect(identityAsString(one) == identityAsString(one))
    #expect(identityAsString(one) != identityAsString(two))
  }

  @Test func nilIsNil() {
    #expect(identityAsString(nil) == "nil")
    #expect(identityAsString(nil as Screen?) == "nil")
  }

  @Test func beIdenticalToWritesBothInstancesWithIt() {
    let (one, two) = (Screen(), Screen())
    expectNoFailure {
      expect(one).to(beIdenticalTo(one))
      expect(one).toNot(beIdenticalTo(two))
    }
    let (first, second) = (
      String(format: "<%p>", unsafeBitCast(one, to: Int.self)),
      String(format: "<%p>", unsafeBitCast(two, to: Int.self))
    )
    expectMessages([
      "expected to be identical to \(first), got \(second)",
      "expected to not be identical to \(first), got \(first)",
      "expected to be identical to \(first), got nil",
    ]) {
      expect(two).to(beIdenticalTo(one))
      expect(one).toNot(beIdenticalTo(one))
      expect(nil as Screen?).to(beIdenticalTo(one))
    }
  }
}
