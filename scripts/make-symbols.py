#!/usr/bin/env python3
"""Generate Trellis's SF Symbols sprite from Debian's bootstrap-icons.

    python3 scripts/make-symbols.py            # regenerate the committed resources
    python3 scripts/make-symbols.py --check    # exit 1 if the committed resources are stale
    python3 scripts/make-symbols.py --coverage # also list SF names used in ../shared that are not mapped

Inputs:  scripts/symbol-map.json (SF name -> bootstrap icon), /usr/share/bootstrap-icons/svg/*.svg
         (`apt-get install bootstrap-icons`), /usr/share/doc/bootstrap-icons/copyright.
Outputs: Sources/TrellisWeb/Resources/symbols.svg, symbols.json, LICENSE-bootstrap-icons.txt,
         and Sources/TrellisGraph/Idiom/SymbolCatalog.swift (the names, for the view graph).

The output depends only on the inputs (sorted, no timestamps), so re-running it is a no-op.
See docs/ICONS.md.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MAP_FILE = ROOT / "scripts" / "symbol-map.json"
RES_DIR = ROOT / "Sources" / "TrellisWeb" / "Resources"
SVG_OUT = RES_DIR / "symbols.svg"
JSON_OUT = RES_DIR / "symbols.json"
LICENSE_OUT = RES_DIR / "LICENSE-bootstrap-icons.txt"
SWIFT_OUT = ROOT / "Sources" / "TrellisGraph" / "Idiom" / "SymbolCatalog.swift"
ICON_DIR = Path(os.environ.get("BOOTSTRAP_ICONS_DIR", "/usr/share/bootstrap-icons/svg"))
COPYRIGHT = Path(os.environ.get("BOOTSTRAP_ICONS_COPYRIGHT", "/usr/share/doc/bootstrap-icons/copyright"))
SHARED = Path(os.environ.get("TRELLIS_SHARED", str(ROOT.parent / "shared")))

SVG_NS = "http://www.w3.org/2000/svg"
DROP_ATTRS = {"class", "width", "height", "xmlns"}
SF_NAME = re.compile(r"^[a-z0-9]+(\.[a-z0-9]+)*$")


def fail(msg: str) -> "NoReturn":  # type: ignore[name-defined]
    print(f"make-symbols: error: {msg}", file=sys.stderr)
    sys.exit(2)


def esc(value: str) -> str:
    return value.replace("&", "&amp;").replace("<", "&lt;").replace('"', "&quot;")


def load_map() -> tuple[dict[str, object], str]:
    def no_dupes(pairs):
        keys = [k for k, _ in pairs]
        dupes = sorted(k for k, n in Counter(keys).items() if n > 1)
        if dupes:
            fail(f"{MAP_FILE.name}: duplicate keys {dupes}")
        return dict(pairs)

    data = json.loads(MAP_FILE.read_text(encoding="utf-8"), object_pairs_hook=no_dupes)
    mapping: dict[str, object] = {}
    for group, entries in data["groups"].items():
        for name, target in entries.items():
            if name in mapping:
                fail(f"{name!r} is mapped in two groups (second: {group!r})")
            if not SF_NAME.match(name):
                fail(f"{name!r} does not look like an SF Symbol name")
            mapping[name] = target
    placeholder = data["placeholder"]
    if placeholder not in mapping:
        fail(f"placeholder {placeholder!r} is not mapped")
    return mapping, placeholder


_icon_cache: dict[str, list[ET.Element]] = {}


def icon_shapes(icon: str) -> list[ET.Element]:
    """The top-level shapes (path, circle, rect) of one bootstrap icon."""
    if icon not in _icon_cache:
        path = ICON_DIR / f"{icon}.svg"
        if not path.is_file():
            fail(f"bootstrap icon {icon!r} not found in {ICON_DIR} (apt-get install bootstrap-icons?)")
        root = ET.parse(path).getroot()
        if root.get("viewBox") != "0 0 16 16":
            fail(f"{icon}: unexpected viewBox {root.get('viewBox')!r}")
        shapes = list(root)
        for el in shapes:
            if len(el):
                fail(f"{icon}: nested elements are not supported")
        _icon_cache[icon] = shapes
    return _icon_cache[icon]


def element_xml(el: ET.Element, override_d: str | None = None) -> str:
    tag = el.tag.split("}", 1)[-1]
    attrs = []
    for key, value in el.attrib.items():
        key = key.split("}", 1)[-1]
        if key in DROP_ATTRS:
            continue
        if key == "d" and override_d is not None:
            value = override_d
        attrs.append(f' {key}="{esc(value)}"')
    return f"<{tag}{''.join(attrs)}/>"


def split_subpaths(d: str) -> list[str]:
    """Split path data at absolute moveto commands; each piece is self-contained."""
    starts = [m.start() for m in re.finditer(r"M", d)]
    if not starts or starts[0] != 0:
        fail(f"path data does not start with M: {d[:20]!r}")
    return [d[a:b] for a, b in zip(starts, starts[1:] + [len(d)])]


def render_part(part: object) -> str:
    if isinstance(part, str):
        return "".join(element_xml(el) for el in icon_shapes(part))
    if not isinstance(part, dict):
        fail(f"bad part {part!r}")
    if "d" in part:
        rule = f' fill-rule="{esc(part["fill-rule"])}"' if "fill-rule" in part else ""
        return f'<path{rule} d="{esc(part["d"])}"/>'
    shapes = icon_shapes(part["icon"])
    if "paths" in part:
        shapes = [shapes[i] for i in part["paths"]]
    out = []
    for el in shapes:
        if "subpaths" in part:
            start, stop = part["subpaths"]
            d = "".join(split_subpaths(el.get("d", ""))[start:stop])
            out.append(element_xml(el, override_d=d))
        else:
            out.append(element_xml(el))
    body = "".join(out)
    if "transform" in part:
        return f'<g transform="{esc(part["transform"])}">{body}</g>'
    return body


def build(mapping: dict[str, object], placeholder: str) -> tuple[str, str]:
    names = sorted(mapping)
    # Icons that two or more SF names use whole are drawn once, in <defs>, and referenced
    # with a same-document <use>. That resolves inside the sprite document when a page uses
    # it as an external reference (/_trellis/symbols.svg#name); Tests/browser/test_smoke.py
    # checks that every symbol draws in Chromium.
    whole = Counter(t for t in mapping.values() if isinstance(t, str))
    shared = sorted(icon for icon, n in whole.items() if n > 1)

    lines = [
        '<svg xmlns="http://www.w3.org/2000/svg">',
        "<!-- Generated by scripts/make-symbols.py from bootstrap-icons (MIT, The Bootstrap Authors;",
        "     see LICENSE-bootstrap-icons.txt). Do not edit: change scripts/symbol-map.json instead. -->",
        "<defs>",
    ]
    for icon in shared:
        lines.append(f'<g id="bi-{icon}">{render_part(icon)}</g>')
    lines.append("</defs>")
    for name in names:
        target = mapping[name]
        if isinstance(target, str) and target in shared:
            body = f'<use href="#bi-{target}"/>'
        elif isinstance(target, str):
            body = render_part(target)
        elif isinstance(target, list):
            body = "".join(render_part(p) for p in target)
        else:
            fail(f"{name}: bad target {target!r}")
        lines.append(f'<symbol id="{esc(name)}" viewBox="0 0 16 16" fill="currentColor">{body}</symbol>')
    lines.append("</svg>")
    svg = "\n".join(lines) + "\n"
    ET.fromstring(svg)  # well-formed
    js = json.dumps({"names": names, "placeholder": placeholder}, indent=1) + "\n"
    return svg, js


def build_swift(names: list[str], placeholder: str) -> str:
    """The names as a Swift set, so the view graph can log unknown names without TrellisWeb."""
    rows = []
    line = "       "
    for n in names:
        item = f' "{n}",'
        if len(line) + len(item) > 118:
            rows.append(line)
            line = "       "
        line += item
    rows.append(line)
    return (
        "// Generated by scripts/make-symbols.py from scripts/symbol-map.json. Do not edit.\n\n"
        "/// The SF Symbol names the bundled sprite draws (the same list as TrellisWeb's symbols.json),\n"
        "/// so the view graph can tell an unknown name without the web layer.\n"
        "extension SymbolCatalog {\n"
        f'    /// What an unknown name draws instead.\n    package static let placeholder = "{placeholder}"\n\n'
        "    package static let names: Set<String> = [\n" + "\n".join(rows) + "\n    ]\n}\n"
    )


def build_license() -> str:
    if not COPYRIGHT.is_file():
        fail(f"{COPYRIGHT} not found (apt-get install bootstrap-icons)")
    text = COPYRIGHT.read_text(encoding="utf-8")
    # DEP-5: the "Files: *" paragraph's Copyright, then the standalone "License: MIT" paragraph.
    holder = None
    for para in text.split("\n\n"):
        if para.startswith("Files: *"):
            m = re.search(r"^Copyright: (.+)$", para, re.M)
            holder = m.group(1).strip() if m else None
    m = re.search(r"^License: MIT\n((?: .*\n?)+)", text, re.M)
    if not holder or not m:
        fail(f"could not read the MIT license from {COPYRIGHT}")
    body = []
    for line in m.group(1).splitlines():
        line = line[1:] if line.startswith(" ") else line
        body.append("" if line == "." else line)
    return (
        "Bootstrap Icons (https://icons.getbootstrap.com), as packaged by Debian (bootstrap-icons).\n"
        "Used by Trellis for symbols.svg, which scripts/make-symbols.py generates from it.\n\n"
        "The MIT License (MIT)\n\n"
        f"Copyright (c) {holder}\n\n" + "\n".join(body).strip() + "\n"
    )


def shared_symbol_names() -> list[str]:
    """SF names that the seeds and API.md in ../shared mention (systemName:/systemImage: and enum tables)."""
    found: set[str] = set()
    files = sorted(SHARED.glob("seeds/*.txt")) + sorted(SHARED.glob("conformance/seeds/*.swift"))
    files += [SHARED / "API.md"]
    pattern = re.compile(r'(?:systemName|systemImage)\s*:\s*"([^"]+)"')
    for f in files:
        if not f.is_file():
            continue
        text = f.read_text(encoding="utf-8", errors="replace")
        found.update(pattern.findall(text))
        # `var icon: String { switch self { case .forest: "tree" … } }` tables (TabSeed.swift).
        for block in re.findall(r"var \w*(?:icon|symbol|image)\w*\s*:\s*String\s*\{(.*?)\n\s*\}\n",
                                text, re.S | re.I):
            found.update(re.findall(r'case \.\w+:\s*"([a-z0-9.]+)"', block))
    return sorted(found)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="fail if the committed outputs differ")
    ap.add_argument("--coverage", action="store_true", help="report SF names in ../shared that are not mapped")
    args = ap.parse_args()

    mapping, placeholder = load_map()
    svg, js = build(mapping, placeholder)
    lic = build_license()
    outputs = {SVG_OUT: svg, JSON_OUT: js, LICENSE_OUT: lic,
               SWIFT_OUT: build_swift(sorted(mapping), placeholder)}

    if args.check:
        stale = [p for p, text in outputs.items() if not p.is_file() or p.read_text(encoding="utf-8") != text]
        for p in stale:
            print(f"make-symbols: stale: {p.relative_to(ROOT)}", file=sys.stderr)
        sys.exit(1 if stale else 0)

    RES_DIR.mkdir(parents=True, exist_ok=True)
    SWIFT_OUT.parent.mkdir(parents=True, exist_ok=True)
    for p, text in outputs.items():
        if not p.is_file() or p.read_text(encoding="utf-8") != text:
            p.write_text(text, encoding="utf-8")
            print(f"wrote {p.relative_to(ROOT)}")

    icons = {t for t in mapping.values() if isinstance(t, str)}
    print(f"{len(mapping)} SF names -> {len(icons)} distinct bootstrap icons "
          f"(+{sum(1 for t in mapping.values() if not isinstance(t, str))} composed); "
          f"symbols.svg {len(svg.encode())} bytes")

    if args.coverage:
        used = shared_symbol_names()
        missing = [n for n in used if n not in mapping]
        print(f"shared/: {len(used)} SF names used, {len(used) - len(missing)} mapped")
        for n in missing:
            print(f"  not mapped: {n}")
        if missing:
            sys.exit(1)


if __name__ == "__main__":
    main()
