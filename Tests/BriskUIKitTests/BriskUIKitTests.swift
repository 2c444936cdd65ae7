// Scenario tests run against the UIKit stand-in land with the presenter and window issue.
