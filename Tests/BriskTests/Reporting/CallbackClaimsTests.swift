import Dispatch
import Testing

@testable import BriskCore

/// A failure raised on another thread inside a `waitUntil`'s closure waits for that wait's
/// `done()`, called from where the failure was raised, and is recorded on the waiting test.
@Suite struct CallbackClaimsTests {
  @Test func aFailureInTheCallbackIsTheWaitingTestsWhenDoneFollowsIt() async {
    let failures = await withFailureCollection {
      await waitUntil(timeout: .seconds(5)) { done in
        DispatchQueue.global().async {
          expect(1) == 2
          done()
        }
      }
    }
    #expect(failures.map(\.message) == ["expected to equal <2>, got <1>"])
  }

  @Test func aFailureInADetachedTaskThatCallsDoneIsTheWaitingTests() async {
    let failures = await withFailureCollection {
      await waitUntil(timeout: .seconds(5)) { done in
        Task.detached {
          await Task.yield()
          expect(3) == 4
          done()
        }
      }
    }
    #expect(failures.map(\.message) == ["expected to equal <4>, got <3>"])
  }

  private func failure(_ line: UInt) -> RecordedFailure {
    RecordedFailure(message: "m\(line)", location: location(line))
  }

  private func location(_ line: UInt, column: UInt = 1) -> CodeLocation {
    CodeLocation(
      fileID: "BriskTests/CallbackClaimsTests.swift", filePath: #filePath, line: line,
      column: column)
  }

  /// The registry itself, on a claims object of its own: which failures a region takes.
  @Test func onlyTheSameOriginsDoneClaimsAndTheRestAreOrphansAtTheEnd() async {
    let claims = CallbackClaims()
    // This function's first `waitUntil` below encloses `inside`.
    let (region, inside, outside) = WaitScope.run("waitUntil") {
      (
        CallbackClaims.Region(
          scope: WaitScope.innermost!, location: location(Self.waitLine, column: 5)),
        Self.waitLine + 1, Self.waitLine + 4
      )
    }
    claims.begin(region)
    let here = ExecutionOrigin.current
    let elsewhere = await Task.detached { ExecutionOrigin.current }.value
    #expect(claims.hold(failure(inside), from: here, waits: ["a"]))
    #expect(!claims.hold(failure(outside), from: here, waits: ["a"]))
    #expect(claims.hold(failure(inside), from: elsewhere, waits: ["b"]))
    #expect(claims.claim(for: region, from: here).map(\.message) == ["m\(inside)"])
    #expect(claims.claim(for: region, from: here).isEmpty)
    let orphans = claims.end(region)
    #expect(orphans.map(\.failure.message) == ["m\(inside)"])
    #expect(orphans.map(\.waits) == [["b"]])
    #expect(!claims.hold(failure(inside), from: here, waits: []))
  }

  private static let waitLine: UInt = #line + 2
  static func unused() {
    waitUntil { done in
      // inside
      done()
    }
    // outside
  }
}
