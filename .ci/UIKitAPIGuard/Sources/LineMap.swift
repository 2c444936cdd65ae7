import Foundation

/// Lines and columns of byte offsets in a file, as the dump's ranges give them.
struct LineMap {
  /// The offset each line starts at.
  private let starts: [Int]

  init(path: String) {
    let data = FileManager.default.contents(atPath: path) ?? Data()
    starts = [0] + data.indices.filter { data[$0] == 0x0A }.map { $0 - data.startIndex + 1 }
  }

  /// The 1-based line of `offset`.
  func line(_ offset: Int) -> Int {
    var (low, high) = (0, starts.count - 1)
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low + 1
  }

  /// The 1-based column of `offset`, in bytes.
  func column(_ offset: Int) -> Int { offset - starts[line(offset) - 1] + 1 }
}
