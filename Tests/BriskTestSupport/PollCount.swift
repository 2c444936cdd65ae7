import Foundation

/// Replaces the poll count in a timeout message with `N`: how many polls fit in a timeout
/// depends on the machine's load, while the rest of the message does not.
public func pollCountAsN(_ message: String) -> String {
  message.replacingOccurrences(
    of: #"timed out after (\S+ \S+): \d+ polls?"#, with: "timed out after $1: N polls",
    options: .regularExpression)
}
