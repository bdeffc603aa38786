// Swift Testing declares a cross-import overlay `_Testing_AppKit` for files that import both Testing
// and AppKit. On Linux the toolchain ships the declaration but not the module, so a test file with
// `import Testing` and `import AppKit` would fail with "no such module". This empty module stands in.
