import Brisk
import BriskTestSupport
import Testing

@Suite struct GatherExpectationsTests {
  @Test func silentlyReturnsTheFailuresWithoutReportingThem() {
    var gathered: [AssertionRecord] = []
    let reported = withFailureCollection {
      gathered = gatherFailingExpectations(silently: true) {
        expect(1).to(equal(1))
        expect(1).to(equal(2))
        expect(3).toNot(equal(3))
      }
    }
    #expect(reported.isEmpty)
    #expect(
      gathered.map(\.message.stringValue) == [
        "expected to equal <2>, got <1>", "expected to not equal <3>, got <3>",
      ])
    #expect(gathered.allSatisfy { !$0.success })
  }

  @Test func byDefaultTheFailuresAreStillReported() {
    var gathered: [AssertionRecord] = []
    let reported = withFailureCollection {
      gathered = gatherFailingExpectations { expect(1).to(equal(2)) }
    }
    #expect(reported.map(\.message) == ["expected to equal <2>, got <1>"])
    #expect(gathered.map(\.location) == reported.map(\.location))
  }

  @Test func gatherExpectationsReturnsTheFailures() {
    var gathered: [AssertionRecord] = []
    let reported = withFailureCollection {
      gathered = gatherExpectations(silently: true) {
        expect(1).to(equal(1))
        expect(nil as Int?).to(beNil())
        fail()
      }
    }
    #expect(reported.isEmpty)
    #expect(gathered.map(\.message.stringValue) == ["fail() always fails"])
    #expect(gathered.map(\.message.description) == ["fail() always fails"])
  }

  @Test func nothingFailedGathersNothing() {
    #expect(gatherFailingExpectations(silently: true) { expect(1).to(equal(1)) }.isEmpty)
  }

  @Test func asyncFormsGatherToo() async {
    var gathered: [AssertionRecord] = []
    let reported = await withFailureCollection {
      gathered = await gatherFailingExpectations(silently: true) {
        await expect { () async -> Int in 1 }.to(equal(2))
      }
      _ = await gatherExpectations { await expect { () async -> Int in 1 }.toNot(equal(1)) }
    }
    #expect(gathered.map(\.message.stringValue) == ["expected to equal <2>, got <1>"])
    #expect(reported.map(\.message) == ["expected to not equal <1>, got <1>"])
  }

  @Test func aRecordPrintsAsNimblesDoes() {
    let location = CodeLocation(fileID: "App/A.swift", filePath: "/A.swift", line: 3, column: 5)
    let record = AssertionRecord(RecordedFailure(message: "boom", location: location))
    #expect(
      record.description
        == "AssertionRecord { success=false, message='boom', location=App/A.swift:3:5 }")
    #expect(FailureMessage(stringValue: "boom") == record.message)
  }
}
