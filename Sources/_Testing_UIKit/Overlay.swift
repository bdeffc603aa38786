// Swift Testing declares a cross-import overlay `_Testing_UIKit` for files that import both Testing
// and UIKit. On Linux the toolchain ships the declaration but not the module, so a test file with
// `import Testing` and `import UIKit` would fail with "no such module". This empty module stands in.
