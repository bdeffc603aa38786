#!/usr/bin/env bash
# Builds pointfreeco's SnapshotTesting in this build folder with Trellis's SwiftUI, UIKit and AppKit modules
# out of its sight (README, "Snapshot tests"). Its `#if canImport(SwiftUI)` / `canImport(UIKit)` /
# `canImport(AppKit)` code would otherwise find those modules, built beside it, and fail to load them
# (`missing required module 'COpenCombineHelpers'`): whether they exist yet depends on build order.
# Compiled without them it has its Linux code only, and later builds never compile it again (nothing it
# depends on changes), so run this before `swift build` / `swift test`; when it is up to date it takes seconds.
#   scripts/build-snapshot-testing.sh [swift build options, e.g. --scratch-path .build-clean]
set -euo pipefail
modules="$(swift build "$@" --show-bin-path)/Modules"
hidden=()
restore() { for m in "${hidden[@]+"${hidden[@]}"}"; do mv "$modules/.hidden-$m" "$modules/$m"; done; }
trap restore EXIT
for m in SwiftUI.swiftmodule UIKit.swiftmodule AppKit.swiftmodule; do
    if [ -e "$modules/$m" ]; then mv "$modules/$m" "$modules/.hidden-$m"; hidden+=("$m"); fi
done
swift build "$@" --target SnapshotTesting
