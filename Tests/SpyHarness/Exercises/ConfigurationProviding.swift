import Brisk

extension Harness {
  static func exerciseConfigurationProviding() {
    check("18 ConfigurationProvidingSpy: init takes what cannot be made up") {
      let spy = ConfigurationProvidingSpy(
        configuration: Configuration(name: "a"), fallback: Configuration(name: "b"),
        currentReturnValue: Configuration(name: "c"), namedReturnValue: Configuration(name: "d"))
      expect(spy.configuration.name) == "a"
      spy.fallback = Configuration(name: "e")
      expect(spy.fallback.name) == "e"
      expect(spy.current().name) == "c"
      spy.namedHandler = { Configuration(name: $0.uppercased()) }
      expect(spy.named("x").name) == "X"
    }
  }
}
