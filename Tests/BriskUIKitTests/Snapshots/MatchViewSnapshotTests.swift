import BriskTestSupport
import BriskUIKit
import Foundation
import Testing
import UIKit

private let folderName = "__Snapshots__/MatchViewSnapshotTests"

@MainActor
@Suite struct MatchViewSnapshotTests {
  private func banner() -> UIView {
    let banner = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let label = UIButton(frame: CGRect(x: 16, y: 16, width: 288, height: 24))
    label.accessibilityLabel = "Shipped"
    banner.addSubview(label)
    return banner
  }

  @Test func passesWhenTheGoldenFileBesideTheTestMatches() {
    SnapshotSettings.$environment.withValue([:]) {
      expectNoFailure {
        expect(banner()).to(matchSnapshot())
        let button = UIButton(frame: CGRect(x: 1, y: 2, width: 44, height: 44))
        expect(button).to(matchSnapshot(named: "button"))
      }
    }
  }

  @Test func aDifferenceShowsTheLineOfTheViewThatChanged() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let view = banner()
    folder.write(
      "\(folderName)/aDifferenceShowsTheLineOfTheViewThatChanged.1.txt",
      Data(viewTreeText(of: view).utf8))
    view.subviews[0].alpha = 0
    folder.run {
      expectMessage(
        """
        expected to match snapshot \(folderName)/aDifferenceShowsTheLineOfTheViewThatChanged.1.txt
        difference (- expected, + actual), first at line 2, column 42:
          UIView frame=(0, 0, 320, 200) alpha=1 hidden=false transform=identity background=nil cornerRadius=0
        -   UIButton frame=(16, 16, 288, 24) alpha=1 hidden=false transform=identity background=nil cornerRadius=0 label="Shipped"
        +   UIButton frame=(16, 16, 288, 24) alpha=0 hidden=false transform=identity background=nil cornerRadius=0 label="Shipped"
                                                   ^
        """
      ) {
        expect(view).to(matchSnapshot())
      }
    }
  }

  @Test func aMissingFileIsRecorded() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let file = "\(folderName)/aMissingFileIsRecorded.1.txt"
    folder.run {
      expectMessage(
        "expected to match snapshot \(file), got no file; it was recorded now: review it and run "
          + "the test again"
      ) {
        expect(banner()).to(matchSnapshot())
      }
    }
    #expect(folder.text(file) == viewTreeText(of: banner()) + "\n")
  }

  @Test func negation() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    folder.write("\(folderName)/negation.1.txt", Data(viewTreeText(of: banner()).utf8))
    folder.write("\(folderName)/negation.2.txt", Data("other".utf8))
    folder.run {
      expectMessage("expected to not match snapshot \(folderName)/negation.1.txt") {
        expect(banner()).toNot(matchSnapshot())
      }
      expectNoFailure { expect(banner()).toNot(matchSnapshot()) }
    }
  }

  @Test func nilActualFails() {
    expectMessage("expected to match a snapshot, got <nil>") {
      expect(nil as UIView?).to(matchSnapshot())
    }
  }
}
