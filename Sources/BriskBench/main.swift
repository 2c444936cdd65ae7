import Brisk
import Foundation

@inline(never) func run(_ n: Int) -> Int {
  withFailureCollection { for i in 0..<n { expect(i).to(equal(i + 1)) } }.count
}
_ = run(100)
var best = Double.infinity
for _ in 0..<50 {
  let t = DispatchTime.now().uptimeNanoseconds
  _ = run(200)
  best = min(best, Double(DispatchTime.now().uptimeNanoseconds - t) / 200)
}
print(best, "ns per failure (best of 50 batches of 200)")
