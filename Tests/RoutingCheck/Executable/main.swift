import Brisk
import Dispatch
import RoutingSupport

// A plain executable: no test framework runs, so every failure is written to standard error and
// kept in FallbackFailures, on the main thread or off it.

expect("executable: main thread") == "a passing value"

let detached = DispatchSemaphore(value: 0)
Task.detached {
  expect("executable: detached task") == "a passing value"
  detached.signal()
}
detached.wait()

onAQueueAndWait { expect("executable: queue and semaphore") == "a passing value" }

waitUntil(timeout: .seconds(30)) { done in
  DispatchQueue.global().async {
    expect("executable: gcd inside waitUntil") == "a passing value"
    done()
  }
}

do {
  try require(1).to(equal(2))
} catch {
  print("thrown: \(error)")
}

print("FallbackFailures.all.count: \(FallbackFailures.all.count)")
