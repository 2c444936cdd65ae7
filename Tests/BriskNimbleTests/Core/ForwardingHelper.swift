import Brisk
import Testing

struct Stock {
  var counts: [String: Int] = [:]
}

// A helper that takes the caller's location and hands it to `expect`, so that a failure is
// reported at the line that called the helper, not inside it.
func expectInStock(
  _ item: String,
  in stock: Stock,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  expect(fileID: fileID, filePath: filePath, line: line, column: column, stock.counts[item])
    .to(beGreaterThan(0))
}

@Test func restockedItemsAreInStock() {
  let stock = Stock(counts: ["apple": 3])
  expectInStock("apple", in: stock)  // a failure is reported at this line
}
