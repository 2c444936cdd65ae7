import BriskCore
import BriskTestSupport
import Foundation
import Testing

private let noon = Date(timeIntervalSince1970: 1_700_000_000)

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
private struct Request: Equatable {
  var timeout: Duration
  var sent: Date
  var url: URL
  var id: UUID
  var price: Decimal
  var distance: Measurement<UnitLength>
  var window: ClosedRange<Date>
  var retry: Duration?
}

@available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
private func request(_ seconds: Int) -> Request {
  Request(
    timeout: .seconds(seconds), sent: noon.addingTimeInterval(Double(seconds)),
    url: URL(string: "https://example.com/\(seconds)")!,
    id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5\(seconds)")!,
    price: Decimal(seconds) / 4, distance: Measurement(value: Double(seconds), unit: .meters),
    window: noon...noon.addingTimeInterval(Double(seconds) * 60), retry: .milliseconds(seconds))
}

// Duration, and so the values these tests read, exists from iOS 16 on.
@Suite struct StandardValuesTests {
  @Test @available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
  func eachReadsAsAPersonWritesItAndDiffsAsOneValue() {
    expectMessages([
      "expected to equal <10.0 seconds>, got <5.0 seconds>",
      "expected to equal <2023-11-14T22:13:21Z>, got <2023-11-14T22:13:20.25Z>",
      "expected to equal <https://example.com/a>, got <https://example.com/a?b=1>",
      "expected to equal <E621E1F8-C36C-495A-93FC-0C247A3E6E5E>, got <E621E1F8-C36C-495A-93FC-0C247A3E6E5F>",
      "expected to equal <2.25>, got <1.5>",
      "expected to equal <6.0 m>, got <5.0 m>",
      "expected to equal <1..<4>, got <1..<3>",
      "expected to equal <2023-11-14T22:13:20Z...2023-11-14T22:14:20Z>, got <2023-11-14T22:13:20Z...2023-11-14T22:13:20Z>",
      "expected to equal <2023-11-14T22:13:20Z..<2023-11-14T22:13:20.000001Z>, got <2023-11-14T22:13:20Z..<2023-11-14T22:13:20.5Z>",
    ]) {
      expect(Duration.seconds(5)) == .seconds(10)
      expect(noon.addingTimeInterval(0.25)) == noon.addingTimeInterval(1)
      expect(URL(string: "https://example.com/a?b=1")) == URL(string: "https://example.com/a")
      expect(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        == UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5E")
      expect(Decimal(string: "1.5")) == Decimal(string: "2.25")
      expect(Measurement(value: 5, unit: UnitLength.meters))
        == Measurement(value: 6, unit: UnitLength.meters)
      expect(1..<3) == 1..<4
      expect(noon...noon) == noon...noon.addingTimeInterval(60)
      expect(noon..<noon.addingTimeInterval(0.5)) == noon..<noon.addingTimeInterval(0.000_001)
    }
  }

  @Test @available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
  func optionalsShowTheWrappedValueAndNil() {
    expectMessages([
      "expected to equal <2.0 seconds>, got <1.0 seconds>",
      "expected to equal <2023-11-14T22:13:20Z>, got <nil>\n(use beNil() to match nil)",
      "expected to be nil, got <https://example.com>",
    ]) {
      expect(Duration?.some(.seconds(1))) == .seconds(2)
      expect(Date?.none) == noon
      expect(URL(string: "https://example.com")).to(beNil())
    }
  }

  @Test @available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
  func negationReadsTheSame() {
    expectMessages(["expected to not equal <5.0 seconds>, got <5.0 seconds>"]) {
      expect(Duration.seconds(5)) != .seconds(5)
    }
  }

  @Test @available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
  func insideAStructEachFieldDiffersAsOneValue() {
    expectMessages([
      "expected to equal <Request(timeout: 2.0 seconds, sent: 2023-11-14T22:13:22Z, url: https://example.com/2, id: E621E1F8-C36C-495A-93FC-0C247A3E6E52, price: 0.5, distance: 2.0 m, window: 2023-11-14T22:13:20Z...2023-11-14T22:15:20Z, retry: 0.002 seconds)>, got <Request(timeout: 1.0 seconds, sent: 2023-11-14T22:13:21Z, url: https://example.com/1, id: E621E1F8-C36C-495A-93FC-0C247A3E6E51, price: 0.25, distance: 1.0 m, window: 2023-11-14T22:13:20Z...2023-11-14T22:14:20Z, retry: 0.001 seconds)>\n"
        + "differences:\n"
        + "  .timeout: expected <2.0 seconds>, got <1.0 seconds>\n"
        + "  .sent: expected <2023-11-14T22:13:22Z>, got <2023-11-14T22:13:21Z>\n"
        + "  .url: expected <https://example.com/2>, got <https://example.com/1>\n"
        + "  .id: expected <E621E1F8-C36C-495A-93FC-0C247A3E6E52>, got <E621E1F8-C36C-495A-93FC-0C247A3E6E51>\n"
        + "  .price: expected <0.5>, got <0.25>\n"
        + "  .distance: expected <2.0 m>, got <1.0 m>\n"
        + "  .window: expected <2023-11-14T22:13:20Z...2023-11-14T22:15:20Z>, got <2023-11-14T22:13:20Z...2023-11-14T22:14:20Z>\n"
        + "  .retry: expected <0.002 seconds>, got <0.001 seconds>"
    ]) {
      expect(request(1)) == request(2)
    }
  }

  @Test @available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
  func insideAnArrayTheDifferingElementIsNamed() {
    expectMessages([
      "expected to equal <[1.0 seconds, 3.0 seconds]>, got <[1.0 seconds, 2.0 seconds]>\n"
        + "first difference at index 1: expected <3.0 seconds>, got <2.0 seconds>\n"
        + "missing: <[3.0 seconds]>\n"
        + "extra: <[2.0 seconds]>"
    ]) {
      expect([Duration.seconds(1), .seconds(2)]) == [.seconds(1), .seconds(3)]
    }
  }

  @Test @available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
  func aSnapshotDumpShowsThemAsPeopleReadThem() {
    #expect(
      snapshotDump(request(1)) == """
        Request(
          timeout: 1.0 seconds,
          sent: 2023-11-14T22:13:21Z,
          url: https://example.com/1,
          id: E621E1F8-C36C-495A-93FC-0C247A3E6E51,
          price: 0.25,
          distance: 1.0 m,
          window: 2023-11-14T22:13:20Z...2023-11-14T22:14:20Z,
          retry: 0.001 seconds,
        )
        """)
  }

  @Test @available(macOS 13, iOS 16, tvOS 16, watchOS 9, visionOS 1, *)
  func datesBeforeTheEpochAndFarAwayStillRead() {
    expectMessages([
      "expected to equal <1969-12-31T23:59:59.5Z>, got <1970-01-01T00:00:00Z>",
      "expected to equal <4001-01-01T00:00:00Z>, got <0001-01-01T00:00:00Z>",
    ]) {
      expect(Date(timeIntervalSince1970: 0)) == Date(timeIntervalSince1970: -0.5)
      expect(Date.distantPast) == Date.distantFuture
    }
  }
}
