"""OWASP filter-evasion strings through every text-bearing API the showcase's Text Safety page uses:
Text, section headers, button, label, toggle, text-field and picker titles, prompts and values,
LabeledContent, menus (opened), the navigation title, a toolbar item, an alert, a confirmation dialog
(opened), tab names, accessibility labels, hints and values, `Link` labels, and the window title and app
name. Each renders literally; no script runs; no element the strings spell appears; the CSP reports
nothing. `Link`s to `javascript:`, `data:` and `vbscript:` URLs get no href and go nowhere."""
import pytest
from playwright.sync_api import expect

from conftest import OUTPUT_DIR, _free_port, _Server, goto, open_showcase_page, settle

HOSTILE = [
    "<script>alert('XSS')</script>",
    "<IMG SRC=\"javascript:alert('XSS');\">",
    "<img src=x onerror=alert(1)>",
    "<svg/onload=alert('XSS')>",
    "\"><script>alert(String.fromCharCode(88,83,83))</script>",
    "<a href=\"jav&#x09;ascript:alert('XSS');\">click</a>",
    "<iframe src=\"javascript:alert(1)\"></iframe>",
    "<BODY ONLOAD=alert('XSS')>",
    "';alert(String.fromCharCode(88,83,83))//",
    "<style>@import 'http://evil/xss.css';</style>",
    "<div style=\"background-image: url(javascript:alert(1))\">",
    "&lt;script&gt;alert(1)&lt;/script&gt;",
]

WATCH = """
window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));
"""


def no_injection(page, dialogs):
    assert dialogs == [], dialogs
    assert page.evaluate("document.querySelectorAll('script:not([src]), iframe, style, img[src], a[href^=\"jav\"], body [onload], [onerror]').length") == 0
    # The only hrefs on the page are the ones the runtime allows.
    hrefs = page.evaluate("Array.from(document.querySelectorAll('[href]'), (e) => e.getAttribute('href'))")
    assert all(h.startswith(("https://", "http://", "mailto:", "/_trellis/", "data:,")) for h in hrefs), hrefs
    assert page.evaluate("window.__violations") == []


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_hostile_strings_render_literally_everywhere(server, page, idiom):
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.add_init_script(WATCH)
    open_showcase_page(page, "Text Safety", idiom)
    for s in HOSTILE:
        expect(page.get_by_text(s, exact=True).first).to_be_attached()
    # Names too: the accessible names are the literal strings.
    expect(page.get_by_role("button", name=HOSTILE[3], exact=True)).to_be_visible()
    expect(page.get_by_role("textbox", name=HOSTILE[6], exact=True)).to_have_value(HOSTILE[0])
    # The alert: title, message and buttons.
    page.get_by_role("button", name=HOSTILE[3], exact=True).click()
    alert = page.get_by_role("alertdialog")
    expect(alert).to_be_visible()
    for s in (HOSTILE[6], HOSTILE[7], HOSTILE[8], HOSTILE[9]):
        expect(alert.get_by_text(s, exact=True)).to_be_visible()
    alert.get_by_role("button", name=HOSTILE[7], exact=True).click()
    expect(alert).to_be_hidden()
    # Typing markup into a field round-trips as text.
    field = page.get_by_role("textbox", name=HOSTILE[6], exact=True)
    field.fill(HOSTILE[2])
    settle(page)
    expect(field).to_have_value(HOSTILE[2])
    no_injection(page, dialogs)


HOSTILE_URLS = [
    "javascript:alert('XSS')",
    "JaVaScRiPt:alert(document.domain)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
]


def watch(page):
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.message), d.dismiss()))
    page.add_init_script(WATCH)
    return dialogs


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_the_menu_and_the_confirmation_dialog_render_literally_when_open(server, page, idiom):
    dialogs = watch(page)
    open_showcase_page(page, "Text Safety", idiom)
    page.get_by_role("button", name=HOSTILE[0], exact=True).click()
    menu = page.get_by_role("menu")
    expect(menu).to_be_visible()
    expect(menu.get_by_role("menuitem", name=HOSTILE[1], exact=True)).to_be_visible()
    menu.get_by_role("menuitem", name=HOSTILE[2], exact=True).click()
    dialog = page.get_by_role("alertdialog", name=HOSTILE[10], exact=True)
    expect(dialog).to_be_visible()
    expect(dialog.get_by_text(HOSTILE[10], exact=True)).to_be_visible()
    expect(dialog.get_by_role("button", name=HOSTILE[11], exact=True)).to_be_visible()
    dialog.get_by_role("button", name=HOSTILE[11], exact=True).click()
    expect(page.get_by_role("alertdialog")).to_have_count(0)
    no_injection(page, dialogs)


@pytest.mark.parametrize("idiom", ["mac", "phone"])
def test_tab_names_and_accessibility_text_render_literally(server, page, idiom):
    dialogs = watch(page)
    open_showcase_page(page, "Text Safety", idiom)
    expect(page.get_by_role("tab", name=HOSTILE[0], exact=True)).to_be_attached()
    page.get_by_role("tab", name=HOSTILE[2], exact=True).click()
    expect(page.get_by_role("tab", name=HOSTILE[2], exact=True)).to_have_attribute("aria-selected", "true")
    expect(page.get_by_text(HOSTILE[3], exact=True).last).to_be_visible()
    expect(page.get_by_role("img", name=HOSTILE[5], exact=True)).to_be_attached()
    button = page.get_by_role("button", name=HOSTILE[6], exact=True)
    expect(button).to_be_attached()
    # The hint is its aria-description, the value its aria-valuetext: both literal attribute values.
    expect(button).to_have_attribute("aria-description", HOSTILE[7])
    expect(button).to_have_attribute("aria-valuetext", HOSTILE[8])
    no_injection(page, dialogs)


def test_links_to_script_and_data_urls_go_nowhere(server, page):
    dialogs = watch(page)
    open_showcase_page(page, "Text Safety", "mac")
    start = page.url
    for url in HOSTILE_URLS:
        link = page.get_by_role("link", name=url, exact=True)
        expect(link).to_be_attached()
        assert link.get_attribute("href") is None, url
        link.click()
    settle(page)
    # A link to an https URL with a hostile label keeps both literal.
    safe = page.get_by_role("link", name=HOSTILE[4], exact=True)
    expect(safe).to_have_attribute("href", "https://example.com/?q=%3Cscript%3E")
    assert page.url == start and len(page.context.pages) == 1, "a hostile link navigated"
    no_injection(page, dialogs)


def test_a_hostile_window_title_and_app_name_render_literally(showcase_binary, page, monkeypatch):
    monkeypatch.setenv("TRELLIS_SHOWCASE_TITLE", HOSTILE[0])
    monkeypatch.setenv("TRELLIS_APP_NAME", HOSTILE[1])
    dialogs = watch(page)
    port = _free_port()
    srv = _Server([str(showcase_binary), "--host", "127.0.0.1", "--port", str(port)], OUTPUT_DIR / "hostile-title.log")
    try:
        goto(page, idiom="mac", base=srv.wait_for_url(60))
        assert page.title() == HOSTILE[0]
        expect(page.locator(".t-title")).to_have_text(HOSTILE[0])
        expect(page.get_by_role("main", name=HOSTILE[0], exact=True)).to_be_attached()
        # The app name travels in the page's meta data and names the app's menu: literal in both.
        expect(page.locator('meta[name="trellis-app"]')).to_have_attribute("content", HOSTILE[1])
        assert page.evaluate("(n) => Array.from(document.querySelectorAll('[aria-label]')).some((e) => e.getAttribute('aria-label') === n)", HOSTILE[1])
        no_injection(page, dialogs)
    finally:
        srv.stop()
