import BriskCore
import BriskTestSupport
import Foundation
import Testing

private let folderName = "__Snapshots__/SnapshotFormatJSONTests"

private struct Order: Encodable {
  var id = 7
  var placed = Date(timeIntervalSince1970: 1_764_581_400.25)
  var total = 12.5
  var url = "https://shop.example/orders/7"
  var lines = [Line(sku: "A-1", quantity: 2, weight: 0.1)]
  var note: String?
}

private struct Line: Encodable {
  var sku: String
  var quantity: Int
  var weight: Float
}

private struct Pair: Encodable {
  var b = "x/y"
  var a = [1, 2]
}

private struct Broken: Encodable {
  struct Refusal: Error, CustomStringConvertible {
    var description: String { "no wire form for Broken" }
  }

  func encode(to encoder: any Encoder) throws { throw Refusal() }
}

@Suite struct SnapshotFormatJSONTests {
  @Test func anEncodableIsSortedPrettyPrintedJSON() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    folder.run {
      _ = failureMessages { expect(Order()).to(matchSnapshot(as: .json)) }
    }
    #expect(
      folder.text("\(folderName)/anEncodableIsSortedPrettyPrintedJSON.1.txt") == """
        {
          "id" : 7,
          "lines" : [
            {
              "quantity" : 2,
              "sku" : "A-1",
              "weight" : 0.1
            }
          ],
          "placed" : "2025-12-01T09:30:00Z",
          "total" : 12.5,
          "url" : "https://shop.example/orders/7"
        }

        """)
  }

  @Test func numbersKeepTheirShortestForm() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let numbers: [String: Double] = ["big": 1e21, "one": 1, "small": 1e-7, "tenth": 0.1]
    folder.run {
      _ = failureMessages { expect(numbers).to(matchSnapshot(as: .json)) }
    }
    #expect(
      folder.text("\(folderName)/numbersKeepTheirShortestForm.1.txt") == """
        {
          "big" : 1e+21,
          "one" : 1,
          "small" : 1e-07,
          "tenth" : 0.1
        }

        """)
  }

  @Test func theGoldenTextMatchesTheSameValue() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    folder.write(
      "\(folderName)/theGoldenTextMatchesTheSameValue.1.txt",
      Data("{\n  \"a\" : [\n    1,\n    2\n  ],\n  \"b\" : \"x/y\"\n}\n".utf8))
    folder.run {
      expectNoFailure { expect(Pair()).to(matchSnapshot(as: .json)) }
    }
  }

  @Test func aValueJSONCannotHoldFailsWithThePathToIt() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    folder.run {
      expectMessage(
        "expected to match snapshot \(folderName)/aValueJSONCannotHoldFailsWithThePathToIt.1.txt, "
          + "got no snapshot: the value could not be encoded as JSON at scores.b[1]: Unable to "
          + "encode Double.nan directly in JSON."
      ) {
        expect(["scores": ["b": [1, Double.nan]]]).to(matchSnapshot(as: .json))
      }
    }
  }

  @Test func anEncodableThatThrowsFailsWithItsError() {
    let folder = SnapshotFolder()
    defer { folder.remove() }
    let line: UInt = #line + 3
    let failures = folder.run {
      withFailureCollection {
        expect(Broken()).to(matchSnapshot(as: .json))
      }
    }
    #expect(
      failures.map(\.message) == [
        "expected to match snapshot \(folderName)/anEncodableThatThrowsFailsWithItsError.1.txt, "
          + "got no snapshot: the value could not be encoded as JSON: no wire form for Broken"
      ])
    #expect(failures.map(\.location.line) == [line])
    #expect(folder.text("\(folderName)/anEncodableThatThrowsFailsWithItsError.1.txt") == nil)
  }
}
