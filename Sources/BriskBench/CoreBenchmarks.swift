import Brisk

/// ns per assertion for the expectation core: passing checks must build no string and allocate
/// nothing; a failing check renders its whole message.
enum CoreBenchmarks {
  static func run() {
    print("core: ns per assertion (release build, median of 15 batches)")
    let count = 1_000_000
    // Values come from an opaque call, so the optimizer cannot prove the checks pass.
    let values = opaque((0..<count).map { $0 &* 7 })
    let copies = opaque(values)
    let arrays = opaque((0..<count).map { [$0, $0 + 1, $0 + 2] })

    Measure.report(
      "passing expect(i).to(equal(i))",
      Measure.perOperation(operations: count) {
        var passed = 0
        for index in 0..<count
        where expect(values[index]).to(equal(copies[index])).status == .passed {
          passed += 1
        }
        blackHole(passed)
      }, unit: "ns", target: "target <= 50 ns; Nimble 14: 2,600 ns")

    Measure.report(
      "passing expect(array).to(haveCount(3))",
      Measure.perOperation(operations: count) {
        var passed = 0
        for index in 0..<count where expect(arrays[index]).to(haveCount(3)).status == .passed {
          passed += 1
        }
        blackHole(passed)
      }, unit: "ns", target: "target <= 50 ns; Nimble 14: 4,600 ns")

    Measure.report(
      "passing expect(x) == y (operator)",
      Measure.perOperation(operations: count) {
        for index in 0..<count { expect(values[index]) == copies[index] }
      }, unit: "ns")

    let failing = 200
    Measure.report(
      "failing equal, message rendered and collected",
      Measure.perOperation(batches: 25, operations: failing) {
        let failures = withFailureCollection {
          for index in 0..<failing { expect(values[index]).to(equal(values[index] + 1)) }
        }
        blackHole(failures)
      }, unit: "ns", target: "target <= 2,000 ns; Nimble 14: 5,900 ns")

    Measure.report(
      "failing equal on [Int] with a collection diff",
      Measure.perOperation(batches: 25, operations: failing) {
        let failures = withFailureCollection {
          for index in 0..<failing { expect(arrays[index]).to(equal([index])) }
        }
        blackHole(failures)
      }, unit: "ns")

    print()
    LargeValueBenchmarks.run()
  }
}
