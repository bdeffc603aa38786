"""Smoke test: the showcase serves a Trellis window with the security headers.

Skips (with the reason) while TrellisShowcase is not built; scripts/test.sh builds it first.
"""

from conftest import goto, page_errors, save_screenshot


def test_page_loads_with_window_meta_and_csp(server, page):
    response = goto(page, "/")
    assert response is not None, "no response for /"
    assert response.status == 200, f"GET / answered {response.status}"

    csp = response.headers.get("content-security-policy", "")
    assert "default-src 'self'" in csp, f"CSP on / is {csp!r}"

    meta = page.locator('meta[name="trellis-window"]')
    assert meta.count() == 1, "no <meta name=\"trellis-window\"> in the page"
    assert meta.get_attribute("content"), "<meta name=\"trellis-window\"> has an empty content"

    save_screenshot(page, "smoke-home")
    assert page_errors(page) == [], f"the page logged errors: {page_errors(page)}"


def test_every_symbol_in_the_sprite_draws(page):
    """symbols.svg used as an external sprite (`<use href="/_trellis/symbols.svg#name">`, as the
    renderer emits it) draws every mapped name and the placeholder, shared <defs> included.
    Needs no showcase: the sprite is served from the resource file by a Playwright route."""
    import json
    from pathlib import Path

    res = Path(__file__).resolve().parents[2] / "Sources" / "TrellisWeb" / "Resources"
    meta = json.loads((res / "symbols.json").read_text(encoding="utf-8"))
    names = meta["names"]
    assert meta["placeholder"] in names
    assert names == sorted(names) and len(names) >= 250

    origin = "http://trellis.test"
    icons = "".join(
        f'<svg width="16" height="16" data-name="{n}"><use href="/_trellis/symbols.svg#{n}"/></svg>'
        for n in names
    )
    page.route(f"{origin}/", lambda route: route.fulfill(
        content_type="text/html", body=f"<!doctype html><html><body>{icons}</body></html>"))
    page.route(f"{origin}/_trellis/symbols.svg", lambda route: route.fulfill(
        content_type="image/svg+xml", body=(res / "symbols.svg").read_bytes()))
    page.goto(f"{origin}/", wait_until="load")
    page.wait_for_load_state("networkidle")

    # getBBox() of a <use> is the box of what it drew; empty when the reference did not resolve.
    empty = page.evaluate("""() => [...document.querySelectorAll('svg[data-name]')]
        .filter(s => { const b = s.querySelector('use').getBBox(); return !(b.width > 0.5 && b.height > 0.5); })
        .map(s => s.dataset.name)""")
    assert empty == [], f"{len(empty)} symbols draw nothing: {empty[:20]}"
