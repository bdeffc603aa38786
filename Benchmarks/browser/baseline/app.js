// The vanilla js-framework-benchmark baseline, written the way the benchmark's own "vanilla"
// entry is (a cloned row template, event delegation, direct DOM edits), but building exactly the
// DOM that trellis.js builds for JSFrameworkBenchmarkApp: same elements, attributes and custom
// properties, styled by the same trellis.css. The harness (jsfb.py) checks the shapes agree.
(function () {
  "use strict";
  const adjectives = ["pretty", "large", "big", "small", "tall", "short", "long", "handsome", "plain", "quaint", "clean",
    "elegant", "easy", "angry", "crazy", "helpful", "mushy", "odd", "unsightly", "adorable", "important", "inexpensive",
    "cheap", "expensive", "fancy"];
  const colours = ["red", "yellow", "blue", "green", "pink", "brown", "purple", "brown", "white", "black", "orange"];
  const nouns = ["table", "chair", "house", "bbq", "desk", "car", "pony", "cookie", "sandwich", "burger", "pizza", "mouse",
    "keyboard"];
  let seed = 0x5eed;
  const random = (n) => { seed = (Math.imul(seed, 1103515245) + 12345) >>> 0; return (seed >>> 8) % n; };
  const label = () => adjectives[random(adjectives.length)] + " " + colours[random(colours.length)] + " " + nouns[random(nouns.length)];

  // Element ids as Trellis numbers them: unique, never reused.
  let nextElementID = 100;
  let nextRowID = 1;
  let data = []; // { id, label, el }
  let selected = null;
  const SELECTED = "accentColor/0.25";
  const SELECTED_BG = "color-mix(in srgb, var(--t-color-accentColor) 25%, transparent)";

  const tbody = document.querySelector('[data-id="30"]');
  const outer = document.querySelector('[data-id="15"]');
  // What trellis.js's adopt() does for the first paint: exact padding through custom properties.
  for (const name of ["--t-pt", "--t-pl", "--t-pb", "--t-pr"]) outer.style.setProperty(name, "16px");

  // ?shape=ordinary builds the DOM of OrdinaryBenchmarkApp's rows (a Text, a plain-style Button,
  // a Spacer and an icon-only Button, no frame on the id); the default is JSFrameworkBenchmarkApp's.
  const ordinary = new URLSearchParams(location.search).get("shape") === "ordinary";
  const ROWS = {
    tuned: '<div data-role="generic" data-id="" data-background="clear" data-layout="hstack" data-spacing="8">' +
      '<span data-role="text" data-id="" data-frame-alignment="leading" data-width="60" style="--t-w: 60px;"> </span>' +
      '<button type="button" data-role="button" data-id="" data-style="bordered"><span data-role="text" data-id=""> </span></button>' +
      '<div data-role="generic" data-id="" data-layout="spacer"></div>' +
      '<button type="button" data-role="button" data-id="" data-style="bordered"><span data-role="text" data-id="">×</span></button></div>',
    ordinary: '<div data-role="generic" data-id="" data-background="clear" data-layout="hstack">' +
      '<span data-role="text" data-id=""> </span>' +
      '<button type="button" data-role="button" data-id="" data-style="plain"><span data-role="text" data-id=""> </span></button>' +
      '<div data-role="generic" data-id="" data-layout="spacer"></div>' +
      '<button type="button" data-role="button" data-id="" data-style="bordered"><span role="img" data-role="img" data-id="" aria-label="xmark">' +
      '<svg aria-hidden="true" data-part="symbol" focusable="false"><use href="/_trellis/symbols.svg#xmark"></use></svg></span></button></div>',
  };
  const template = document.createElement("template");
  template.innerHTML = ordinary ? ROWS.ordinary : ROWS.tuned;
  const rowTemplate = template.content.firstChild;
  // Every element of a row takes a fresh id, as Trellis numbers them; the id and the label are
  // the first text of the row's first child and of its second child.
  const descendants = [...rowTemplate.getElementsByTagName("*")];
  const idSlots = descendants.map((el, i) => (el.hasAttribute("data-id") ? i : -1)).filter((i) => i >= 0);

  function buildRow(item) {
    const row = rowTemplate.cloneNode(true);
    row.setAttribute("data-id", nextElementID++);
    const all = row.getElementsByTagName("*");
    for (let i = 0; i < idSlots.length; i++) all[idSlots[i]].setAttribute("data-id", nextElementID++);
    const idSpan = row.firstChild, labelButton = idSpan.nextSibling;
    idSpan.firstChild.data = String(item.id);
    labelButton.firstChild.firstChild.data = item.label;
    row.__item = item;  // event delegation finds the row's item without a search
    item.el = row;
    return row;
  }

  function makeData(count) {
    const items = new Array(count);
    for (let i = 0; i < count; i++) items[i] = { id: nextRowID++, label: label(), el: null };
    return items;
  }

  function unselect() {
    if (!selected) return;
    selected.el.setAttribute("data-background", "clear");
    selected.el.style.removeProperty("--t-bg");
    selected = null;
  }

  function run(count) {
    clear();
    data = makeData(count);
    for (const item of data) tbody.appendChild(buildRow(item));
  }

  function add() {
    const items = makeData(1000);
    data = data.concat(items);
    for (const item of items) tbody.appendChild(buildRow(item));
  }

  function update() {
    for (let i = 0; i < data.length; i += 10) {
      const item = data[i];
      item.label += " !!!";
      item.el.childNodes[1].firstChild.firstChild.data = item.label;
    }
  }

  function clear() {
    data = [];
    selected = null;
    tbody.textContent = "";
  }

  function swapRows() {
    if (data.length <= 998) return;
    const a = data[1], b = data[998];
    const afterB = b.el.nextSibling;
    tbody.insertBefore(b.el, a.el);
    tbody.insertBefore(a.el, afterB);
    data[1] = b;
    data[998] = a;
  }

  function select(item) {
    unselect();
    selected = item;
    item.el.setAttribute("data-background", SELECTED);
    item.el.style.setProperty("--t-bg", SELECTED_BG);
  }

  function remove(item) {
    const index = data.indexOf(item);
    if (index < 0) return;
    if (selected === item) selected = null;
    data.splice(index, 1);
    item.el.remove();
  }

  const actions = {
    "Create 1,000 rows": () => run(1000),
    "Create 10,000 rows": () => run(10000),
    "Append 1,000 rows": add,
    "Update every 10th row": update,
    "Clear": clear,
    "Swap Rows": swapRows,
  };
  document.querySelector('[data-id="17"]').addEventListener("click", (e) => {
    const button = e.target.closest("button");
    const action = button && actions[button.textContent];
    if (action) action();
  });
  tbody.addEventListener("click", (e) => {
    const button = e.target.closest("button");
    if (!button) return;
    const row = button.parentNode;
    const item = row.__item;
    if (!item || item.el !== row) return;
    if (button === row.childNodes[1]) select(item); else remove(item);
  });
})();
