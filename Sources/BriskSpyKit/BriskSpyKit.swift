// BriskSpyKit parses Swift protocol declarations and renders spies from the templates in
// `Templates/`. The parser and renderer land with the spy-generator issue.
