// The `brisk` command lands with the spy-generator issue.
print("brisk: the spy generator is not built yet")
