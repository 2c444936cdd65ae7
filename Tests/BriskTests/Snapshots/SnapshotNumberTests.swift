import BriskCore
import Testing

@Suite struct SnapshotNumberTests {
  @Test func roundsToThousandthsWithoutTrailingZeros() {
    #expect(SnapshotNumber.text(412) == "412")
    #expect(SnapshotNumber.text(0.1 + 0.2) == "0.3")
    #expect(SnapshotNumber.text(-3.25) == "-3.25")
    #expect(SnapshotNumber.text(1.0 / 3) == "0.333")
    #expect(SnapshotNumber.text(-0.0001) == "0")
    #expect(SnapshotNumber.text(.infinity) == "inf")
  }

  @Test func progressKeepsOneDecimal() {
    #expect(SnapshotNumber.progress(0) == "0.0")
    #expect(SnapshotNumber.progress(1) == "1.0")
    #expect(SnapshotNumber.progress(0.3) == "0.3")
    #expect(SnapshotNumber.progress(0.25) == "0.25")
  }
}

@Suite struct SnapshotNumberEdgeTests {
  @Test func keepsLeadingZerosOfTheFraction() {
    #expect(SnapshotNumber.text(0.05) == "0.05")
    #expect(SnapshotNumber.text(-1.005) == "-1.005")
    #expect(SnapshotNumber.text(2.0004) == "2")
    #expect(SnapshotNumber.text(1e20) == "1e+20")
    #expect(SnapshotNumber.text(.nan) == "nan")
  }
}
