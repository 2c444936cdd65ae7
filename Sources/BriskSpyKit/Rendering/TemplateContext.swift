/// The values a template is filled with at one level: the file, a spy, or one of its members.
struct TemplateContext: Sendable {
  /// Placeholder names, without `<#` and `#>`, and their text.
  var values: [String: String] = [:]
  /// Placeholders whose text is a member's bare name. Standing alone, as in `case <#method#>`
  /// or `.<#method#>`, the name is written in backticks when Swift needs them; joined to other
  /// name characters or a backtick, as in `<#method#>Calls`, it is written bare.
  var identifiers: [String: String] = [:]
  /// Whether each `// brisk:if` condition of this level holds.
  var conditions: [TemplateCondition: Bool] = [:]
  /// The items of each `// brisk:each` collection of this level.
  var collections: [TemplateCollection: [TemplateContext]] = [:]
  /// A placeholder whose text can be written across several lines when its line would be too
  /// long, given the line's indentation.
  var wrappable: [String: SignaturePlan] = [:]

  /// This context with `other`'s entries added, `other` winning where both have one.
  func merging(_ other: TemplateContext) -> TemplateContext {
    var merged = self
    merged.values.merge(other.values) { _, new in new }
    merged.identifiers.merge(other.identifiers) { _, new in new }
    merged.conditions.merge(other.conditions) { _, new in new }
    merged.collections.merge(other.collections) { _, new in new }
    merged.wrappable.merge(other.wrappable) { _, new in new }
    return merged
  }
}
