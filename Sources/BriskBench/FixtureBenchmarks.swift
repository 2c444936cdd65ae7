/// Figures for the fixtures issue (#4); this group is filled in with that issue.
enum FixtureBenchmarks {
  static func run() {
    print("fixtures: not measured yet; it lands with issue #4")
  }
}
