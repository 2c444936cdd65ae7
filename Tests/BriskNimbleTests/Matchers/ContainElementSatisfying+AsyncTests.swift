import Brisk
import BriskTestSupport
import Testing

private struct Boom: Error {}

private func isEven(_ value: Int) async -> Bool { value.isMultiple(of: 2) }

@Suite struct ContainElementSatisfyingAsyncTests {
  @Test func passesAndFails() async {
    await expectMessages([]) {
      await expecta([1, 2]).to(containElementSatisfying { await isEven($0) })
      await expecta([1, 3]).toNot(containElementSatisfying({ await isEven($0) }, "is even"))
    }
    await expectMessages([
      "expected to contain an element satisfying <is even>, got <[1, 3]>",
      "expected to not contain an element satisfying the predicate, got <[1, 2]>",
      "expected to contain an element satisfying the predicate, got <nil>",
      "expected to not contain an element satisfying <is even>, got <nil>",
      "expected to contain an element satisfying the predicate, "
        + "got unexpected error thrown: <Boom()>",
    ]) {
      await expecta([1, 3]).to(containElementSatisfying({ await isEven($0) }, "is even"))
      await expecta([1, 2]).toNot(containElementSatisfying { await isEven($0) })
      await expecta(nil as [Int]?).to(containElementSatisfying { await isEven($0) })
      await expecta(nil as [Int]?).toNot(
        containElementSatisfying({ await isEven($0) }, "is even"))
      await expecta([1]).to(
        containElementSatisfying { _ in try await Task { throw Boom() }.value })
    }
  }
}
