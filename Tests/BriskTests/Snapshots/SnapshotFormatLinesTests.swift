import BriskCore
import BriskTestSupport
import Foundation
import Testing

private let folderName = "__Snapshots__/SnapshotFormatLinesTests"
private let receipt = "RECEIPT\n2 x Apple @ 2.50\n1 x Pear @ 1.20\nTOTAL 6.20"

@Suite struct SnapshotFormatLinesTests {
  @Test func aStringIsStoredAsItsOwnTextByDefault() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let file = "\(folderName)/aStringIsStoredAsItsOwnTextByDefault"
    folder.run {
      _ = failureMessages {
        expect(receipt).to(matchSnapshot())
        expect(receipt.dropFirst(8)).to(matchSnapshot())
        expect(receipt).to(matchSnapshot(named: "lines", as: .lines))
        expect(receipt).to(matchSnapshot(named: "dump", as: .dump))
      }
    }
    #expect(folder.text("\(file).1.txt") == receipt + "\n")
    #expect(folder.text("\(file).2.txt") == "2 x Apple @ 2.50\n1 x Pear @ 1.20\nTOTAL 6.20\n")
    #expect(folder.text("\(file).lines.txt") == receipt + "\n")
    #expect(
      folder.text("\(file).dump.txt")
        == #""RECEIPT\n2 x Apple @ 2.50\n1 x Pear @ 1.20\nTOTAL 6.20""# + "\n")
  }

  @Test func aGoldenFileMatchesItsStringWithBlankLinesAndLineEnds() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let file = "\(folderName)/aGoldenFileMatchesItsStringWithBlankLinesAndLineEnds"
    let cases = [("", "\n"), ("\n", "\n\n"), ("a\n\nb\n", "a\n\nb\n\n"), ("a\r\nb", "a\nb\n")]
    for (index, (_, golden)) in cases.enumerated() {
      folder.write("\(file).\(index).txt", Data(golden.utf8))
    }
    folder.run {
      expectNoFailure {
        for (index, (text, _)) in cases.enumerated() {
          expect(text).to(matchSnapshot(named: "\(index)"))
        }
      }
    }
  }

  @Test func aDifferenceShowsALineDiff() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let file = "\(folderName)/aDifferenceShowsALineDiff.1.txt"
    folder.write(file, Data((receipt + "\n").utf8))
    let changed = receipt.replacingOccurrences(of: "2 x", with: "3 x")
    folder.run {
      expectMessage(
        """
        expected to match snapshot \(file)
        difference (- expected, + actual), first at line 2, column 1:
          RECEIPT
        - 2 x Apple @ 2.50
        + 3 x Apple @ 2.50
          ^
          1 x Pear @ 1.20
          TOTAL 6.20
        """
      ) {
        expect(changed).to(matchSnapshot())
      }
    }
  }

  @Test func aUserDefinedFormatIsOneLine() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let shouted = SnapshotFormat<String> { $0.uppercased() }
    folder.run {
      _ = failureMessages { expect("quiet").to(matchSnapshot(as: shouted)) }
    }
    #expect(folder.text("\(folderName)/aUserDefinedFormatIsOneLine.1.txt") == "QUIET\n")
  }
}
