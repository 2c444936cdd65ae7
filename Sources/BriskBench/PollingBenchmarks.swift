/// Figures for the polling issue (#3); this group is filled in with that issue.
enum PollingBenchmarks {
  static func run() {
    print("polling: not measured yet; it lands with issue #3")
  }
}
