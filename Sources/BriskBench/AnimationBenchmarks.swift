/// Figures for the animations issue (#5); this group is filled in with that issue.
enum AnimationBenchmarks {
  static func run() {
    print("animations: not measured yet; it lands with issue #5")
  }
}
