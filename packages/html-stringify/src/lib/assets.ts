/**
 * The page's stylesheet and script. Both are inlined by default; with
 * `includeExternalFiles: false` the page links `bidding.css` and
 * `bidding.js`, which a user saves from these exports.
 *
 * The stylesheet keeps the class names of bml.css (`div.tree`, `li.node`,
 * `td.node`, `div.bidtable`, `div.start`, `ccolor` …), so pages styled for
 * bml2html still work, and draws the tree's connectors with borders instead
 * of images. Everything this project adds is under `bd-` classes.
 */

/** The stylesheet of the page (what `bidding.css` holds). */
export const stylesheet = `:root {
  color-scheme: light dark;
  --bd-fg: #1f2328;
  --bd-bg: #ffffff;
  --bd-muted: #59636e;
  --bd-line: #8c959f;
  --bd-accent: #0969da;
  --bd-soft: #f6f8fa;
  --bd-mark: #fff8c5;
  --bd-clubs: #1a7f37;
  --bd-diamonds: #d4700a;
  --bd-hearts: #cf222e;
  --bd-spades: #1f2328;
}

@media (prefers-color-scheme: dark) {
  :root {
    --bd-fg: #e6edf3;
    --bd-bg: #0d1117;
    --bd-muted: #9198a1;
    --bd-line: #656c76;
    --bd-accent: #4493f8;
    --bd-soft: #161b22;
    --bd-mark: #3b2e00;
    --bd-clubs: #3fb950;
    --bd-diamonds: #f0883e;
    --bd-hearts: #ff7b72;
    --bd-spades: #e6edf3;
  }
}

body {
  margin: 0 auto;
  max-width: 62rem;
  padding: 0 1rem 2rem;
  font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  line-height: 1.45;
  color: var(--bd-fg);
  background: var(--bd-bg);
}

a { color: var(--bd-accent); }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.92em; }

/* Suits */
.ccolor { color: var(--bd-clubs); }
.dcolor { color: var(--bd-diamonds); }
.hcolor { color: var(--bd-hearts); }
.scolor { color: var(--bd-spades); }

/* Title and toolbar */
.bd-header { padding-top: 1rem; }
.bd-title { margin-bottom: 0.2rem; }
.bd-byline, .bd-summary, .bd-metadata { margin: 0.2rem 0; color: var(--bd-muted); }
.bd-metadata dt { display: inline; font-weight: 600; }
.bd-metadata dd { display: inline; margin: 0 1rem 0 0.3rem; }
.bd-toolbar {
  position: sticky;
  top: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  padding: 0.5rem 0;
  background: var(--bd-bg);
  border-bottom: 1px solid var(--bd-line);
}
.bd-toolbar[hidden] { display: none; }
.bd-search { flex: 1 1 14rem; min-width: 10rem; padding: 0.3rem 0.5rem; font: inherit; }
.bd-toolbar button { padding: 0.3rem 0.7rem; font: inherit; cursor: pointer; }
.bd-count { color: var(--bd-muted); font-size: 0.9em; }
body.bd-filtering > :not(.bd-header):not(.bd-contents):not(.bd-toolbar):not(.tree):not(.bidtable):not(.bd-state-machine):not(.bd-convention):not(.bd-system):not(script) { display: none; }
.bd-filtering .tree[hidden], .bd-filtering .bidtable[hidden] { display: none; }

/* Bidding tables: list mode */
div.bidtable { max-width: 700px; padding: 0 0 20px; }
div.bidtable > ul { padding-left: 16px; }
div.bidtable ul { list-style: none; margin: 0; padding: 0; }
div.bidtable li ul { margin-left: 60px; }
div.bidtable li { position: relative; }
div.start { display: inline-block; vertical-align: top; width: 60px; }

/* Bidding tables: tree mode, connectors drawn with borders */
div.tree { padding: 0 0 20px; }
div.tree ul { list-style: none; margin: 0 0 0 10px; padding: 0; }
div.tree > ul { margin-left: 0; padding-left: 16px; }
/* A wide table scrolls inside its box, never the page. */
div.tree > ul, div.bidtable > ul { overflow-x: auto; overflow-y: hidden; }
div.tree li { position: relative; margin: 0; padding: 0 0 0 14px; line-height: 20px; }
div.tree li.root { padding-left: 0; }
div.tree li.node::before {
  content: "";
  position: absolute;
  left: 0;
  top: 0;
  bottom: 0;
  border-left: 1px solid var(--bd-line);
}
div.tree li.last::before { bottom: auto; height: 10px; }
div.tree li.node::after {
  content: "";
  position: absolute;
  left: 0;
  top: 10px;
  width: 11px;
  border-top: 1px solid var(--bd-line);
}
div.tree table { border-collapse: collapse; }
div.tree td { padding: 0 0.4em 0 0; vertical-align: top; }
div.tree td.node { width: 60px; white-space: nowrap; }

/* Collapsing, anchors, the current sequence */
/* The button is the tap target; the box drawn inside it is what shows. */
button.bd-toggle {
  position: absolute;
  left: -6px;
  top: 4px;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 13px;
  height: 13px;
  padding: 0;
  border: 0;
  background: transparent;
  color: var(--bd-fg);
  font: 11px/11px ui-monospace, monospace;
  cursor: pointer;
}
div.bidtable button.bd-toggle, div.tree li.root > button.bd-toggle { left: -16px; }
button.bd-toggle::before {
  content: "\\2212";
  box-sizing: border-box;
  display: block;
  flex: none;
  width: 13px;
  height: 13px;
  border: 1px solid var(--bd-line);
  border-radius: 2px;
  background: var(--bd-bg);
}
li.bd-collapsed > button.bd-toggle::before { content: "+"; }
li.bd-collapsed > ul { display: none; }
li:focus { outline: 2px solid var(--bd-accent); outline-offset: 1px; }
/* A heading or call scrolled to stays clear of the sticky toolbar. */
h1[id], h2[id], h3[id], h4[id], h5[id], h6[id], li[id] { scroll-margin-top: 4.5rem; }

/* Where am I: the auction of the row under the pointer or focus, at the top of its table */
.bd-crumb {
  position: sticky;
  top: var(--bd-toolbar-height, 3rem);
  z-index: 1;
  min-height: 1.45em;
  margin: 0 0 0.2rem;
  padding: 0.1rem 0.5rem;
  background: var(--bd-soft);
  border-bottom: 1px solid var(--bd-line);
  font-weight: 600;
  visibility: hidden;
}
.bd-crumb.bd-crumb-shown { visibility: visible; }

/* Search results: the auctions found with their meaning */
ol.bd-results {
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  z-index: 3;
  max-height: 60vh;
  overflow: auto;
  margin: 0;
  padding: 0.2rem 0;
  list-style: none;
  background: var(--bd-bg);
  border: 1px solid var(--bd-line);
  box-shadow: 0 4px 12px rgb(0 0 0 / 0.2);
}
ol.bd-results[hidden] { display: none; }
ol.bd-results a { display: block; padding: 0.25rem 0.6rem; color: var(--bd-fg); text-decoration: none; }
ol.bd-results a:hover, ol.bd-results a:focus, ol.bd-results li.bd-first a { background: var(--bd-soft); }
.bd-result-auction { font-weight: 600; margin-right: 0.6rem; white-space: nowrap; }
.bd-result-meaning { color: var(--bd-muted); }

/* Contents: a sidebar on wide screens, a menu on narrow ones */
nav.bd-contents ol { list-style: none; margin: 0; padding: 0; }
nav.bd-contents a { display: block; padding: 0.15rem 0.5rem; color: var(--bd-fg); text-decoration: none; border-left: 3px solid transparent; }
nav.bd-contents a:hover { background: var(--bd-soft); }
nav.bd-contents a[aria-current] { border-left-color: var(--bd-accent); background: var(--bd-soft); font-weight: 600; }
nav.bd-contents .bd-contents-2 a { padding-left: 1.2rem; font-size: 0.95em; }
nav.bd-contents .bd-contents-3 a { padding-left: 2rem; font-size: 0.9em; }
nav.bd-contents summary { cursor: pointer; font-weight: 600; }
.bd-current { display: none; }
@media (min-width: 75rem) {
  body.bd-has-contents { margin-left: 17rem; max-width: min(62rem, calc(100vw - 19rem)); }
  nav.bd-contents {
    position: fixed;
    top: 0;
    bottom: 0;
    left: 0;
    width: 16rem;
    overflow-y: auto;
    padding: 1rem 0.5rem;
    box-sizing: border-box;
    border-right: 1px solid var(--bd-line);
    background: var(--bd-bg);
    font-size: 0.92em;
  }
  nav.bd-contents summary { padding: 0 0.5rem 0.5rem; list-style: none; }
}
@media (max-width: 74.99rem) {
  nav.bd-contents {
    position: fixed;
    right: 0.75rem;
    bottom: 0.75rem;
    z-index: 4;
    max-width: calc(100vw - 1.5rem);
  }
  nav.bd-contents details {
    background: var(--bd-bg);
    border: 1px solid var(--bd-line);
    border-radius: 0.5rem;
    box-shadow: 0 4px 12px rgb(0 0 0 / 0.25);
  }
  nav.bd-contents summary { min-height: 44px; padding: 0 1rem; display: flex; align-items: center; gap: 0.5rem; }
  nav.bd-contents details[open] summary { border-bottom: 1px solid var(--bd-line); }
  nav.bd-contents ol { max-height: 65vh; overflow-y: auto; width: min(22rem, calc(100vw - 1.5rem)); }
  nav.bd-contents a { min-height: 40px; box-sizing: border-box; padding-top: 0.55rem; padding-bottom: 0.55rem; }
  .bd-current { display: inline; max-width: 50vw; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; color: var(--bd-muted); font-weight: normal; }
  details[open] .bd-current { display: none; }
}

/* Phones: nothing wider than the screen, tap targets of 40 px */
@media (max-width: 40rem) {
  body { overflow-wrap: anywhere; }
  div.tree td.node { width: 48px; }
  div.tree > ul, div.bidtable > ul { padding-left: 24px; }
  button.bd-toggle { width: 40px; height: 40px; left: -20px; top: 0; }
  div.bidtable button.bd-toggle, div.tree li.root > button.bd-toggle { left: -24px; }
  button.bd-toggle::before { width: 18px; height: 18px; line-height: 16px; }
  li.bd-parent > table tr:first-child > td, li.bd-parent > div.start { height: 40px; vertical-align: middle; }
  .bd-toolbar button, .bd-search { min-height: 40px; }
  /* One line: the search takes what the two buttons leave; the count, when there is one, goes below. */
  .bd-toolbar { gap: 0.4rem; }
  .bd-search { flex: 1 1 0; min-width: 6rem; }
  .bd-toolbar button { flex: none; padding: 0 0.45rem; font-size: 0.85em; white-space: nowrap; }
  .bd-count { flex: 1 0 100%; }
  .bd-count:empty { display: none; }
  ol.bd-results a { min-height: 40px; }
  a.bd-anchor { display: none; }
  pre { white-space: pre-wrap; }
}
a.bd-anchor {
  position: absolute;
  right: 0;
  top: 0;
  padding: 0 0.3em;
  color: var(--bd-muted);
  text-decoration: none;
  opacity: 0;
}
li:hover > a.bd-anchor, a.bd-anchor:focus { opacity: 1; }
li:target > table, li:target > div.start, li:target { background: var(--bd-mark); }
li.bd-match > table, li.bd-match > div.start { background: var(--bd-mark); }

/* What bdast holds beyond the meaning */
.bd-conditions { margin: 0 0 0.2rem; }
.bd-info { margin-left: 0.4em; color: var(--bd-muted); font-size: 0.9em; }
.bd-constraint { font-style: italic; }
.bd-badge {
  display: inline-block;
  margin: 0 0 0 0.3em;
  padding: 0 0.45em;
  border: 1px solid var(--bd-line);
  border-radius: 0.7em;
  font-size: 0.8em;
  line-height: 1.4;
  color: var(--bd-muted);
  background: var(--bd-soft);
}
.bd-alert { border-color: var(--bd-hearts); color: var(--bd-hearts); }
.bd-reference, .bd-opaque { color: var(--bd-muted); }

/* Other blocks */
table.bd-table, table.bd-states { border-collapse: collapse; margin: 0.5rem 0 1rem; }
table.bd-table td, table.bd-states td, table.bd-states th { border: 1px solid var(--bd-line); padding: 0.15rem 0.5rem; }
tr.bd-rule td { padding: 0; border-top: 2px solid var(--bd-fg); }
table.bd-states caption { text-align: left; font-weight: 600; }
table.bd-auction { border-collapse: collapse; margin: 0.5rem 0 1rem; }
table.bd-auction th, table.bd-auction td { min-width: 3.5em; padding: 0.1rem 0.5rem; text-align: left; }
table.bd-auction caption { text-align: left; color: var(--bd-muted); }
.bd-notes { margin-top: 0; font-size: 0.9em; }
table.bd-deal { margin: 0.5rem 0 1rem; border-collapse: collapse; }
table.bd-deal td { padding: 0.2rem 0.6rem; vertical-align: middle; }
.bd-seat-name { color: var(--bd-muted); font-size: 0.8em; }
.bd-facts { color: var(--bd-muted); font-size: 0.9em; }
.bd-compass-box {
  position: relative;
  width: 4.5em;
  height: 4.5em;
  border: 1px solid var(--bd-line);
  color: var(--bd-muted);
  font-size: 0.8em;
}
.bd-compass-box span { position: absolute; }
.bd-compass-n { top: 0.1em; left: 50%; transform: translateX(-50%); }
.bd-compass-s { bottom: 0.1em; left: 50%; transform: translateX(-50%); }
.bd-compass-w { left: 0.3em; top: 50%; transform: translateY(-50%); }
.bd-compass-e { right: 0.3em; top: 50%; transform: translateY(-50%); }
.bd-outline ul { list-style: none; margin: 0 0 0 1.2em; padding: 0; border-left: 1px solid var(--bd-line); }
.bd-outline > ul { margin-left: 0; }
.bd-outline li { padding-left: 0.8em; }
.bd-test { font-weight: 600; }
.bd-comment { font-style: italic; color: var(--bd-muted); }
details.bd-opaque pre { overflow-x: auto; background: var(--bd-soft); padding: 0.5rem; }

/* Print: everything expanded, colours kept, no controls */
@media print {
  :root {
    --bd-fg: #000000;
    --bd-bg: #ffffff;
    --bd-muted: #444444;
    --bd-line: #888888;
    --bd-spades: #000000;
    --bd-clubs: #1a7f37;
    --bd-diamonds: #d4700a;
    --bd-hearts: #cf222e;
  }
  @page { margin: 14mm 12mm; }
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  body, body.bd-has-contents { max-width: none; margin: 0; padding: 0; }
  .bd-toolbar, .bd-contents, .bd-crumb, button.bd-toggle, a.bd-anchor { display: none !important; }
  li.bd-collapsed > ul, li[hidden], .tree[hidden], .bidtable[hidden] { display: block !important; }
  div.tree > ul, div.bidtable > ul { overflow: visible; }
  /* Denser than on screen: the notes of a whole system are long. */
  body { font-size: 9.5pt; line-height: 1.3; }
  div.tree li { line-height: 1.3; }
  div.tree li.node::after { top: 0.65em; }
  div.tree li.last::before { height: 0.65em; }
  .bd-header { padding-top: 0; }
  /* A row stays whole; a table does not break between its root and what follows it. */
  div.tree li > table, div.bidtable li > div.start, table.bd-deal, table.bd-auction { break-inside: avoid; }
  div.tree li.root > table, div.bidtable > ul > li:first-child { break-after: avoid; }
  h1, h2, h3, h4, .bd-conditions { break-after: avoid; }
  a { color: inherit; text-decoration: none; }
}
`

/**
 * The page's script (what `bidding.js` holds): the contents' current
 * section; collapsing, expand and collapse all; the breadcrumb of the row
 * under the pointer or focus; and the search box, which finds auctions in
 * the spellings players type (`1N 2C`, `1NT-2♣`, `(1H) X`) or words, lists
 * them with their meaning and jumps to the first on Enter. It reads the
 * page's text with `textContent`, clones the page's own nodes and sets
 * `textContent`, classes and `hidden`; it never writes markup.
 */
export const script = `(function () {
  'use strict'
  var doc = document
  var narrow = window.matchMedia('(max-width: 74.99rem)')

  // ---- Contents: open as a sidebar on wide screens, a menu on narrow ones; mark the current section.
  var contents = doc.querySelector('.bd-contents')
  if (contents) {
    var details = contents.querySelector('details')
    var links = Array.prototype.slice.call(contents.querySelectorAll('a'))
    var current = contents.querySelector('.bd-current')
    var targets = links.map(function (link) {
      return doc.getElementById(decodeURIComponent(link.getAttribute('href').slice(1)))
    })
    details.open = !narrow.matches
    narrow.addEventListener('change', function () {
      details.open = !narrow.matches
    })
    contents.addEventListener('click', function (event) {
      if (narrow.matches && event.target instanceof Element && event.target.closest('a')) details.open = false
    })
    var marked
    var mark = function () {
      var offset = 80
      var index = -1
      targets.forEach(function (target, at) {
        if (target && target.getBoundingClientRect().top <= offset) index = at
      })
      if (index === -1) index = 0
      var link = links[index]
      if (link === marked) return
      if (marked) marked.removeAttribute('aria-current')
      marked = link
      link.setAttribute('aria-current', 'location')
      current.textContent = link.textContent
      // Keep the current section in sight in the sidebar (scrolling the sidebar only).
      if (!narrow.matches && contents.scrollHeight > contents.clientHeight) {
        var box = link.getBoundingClientRect()
        if (box.top < 0 || box.bottom > window.innerHeight) contents.scrollTop += box.top - window.innerHeight / 2
      }
    }
    var pending = false
    window.addEventListener('scroll', function () {
      if (pending) return
      pending = true
      window.requestAnimationFrame(function () {
        pending = false
        mark()
      })
    }, {passive: true})
    mark()
  }

  var toolbar = doc.querySelector('.bd-toolbar')
  var tables = doc.querySelectorAll('.tree, .bidtable')
  if (!toolbar || tables.length === 0) return
  var search = toolbar.querySelector('.bd-search')
  var count = toolbar.querySelector('.bd-count')
  var results = toolbar.querySelector('.bd-results')
  var suits = {'\\u2663': 'c', '\\u2666': 'd', '\\u2665': 'h', '\\u2660': 's', '\\u2205': ''}
  var items = []
  var nodes
  var byItem = new Map()

  // Controls are made here, so a page without script has none that do nothing.
  tables.forEach(function (table) {
    var crumb = doc.createElement('div')
    crumb.className = 'bd-crumb'
    crumb.setAttribute('aria-live', 'off')
    table.insertBefore(crumb, table.firstChild)
    table.querySelectorAll('li').forEach(function (item) {
      items.push(item)
      if (item.querySelector(':scope > ul')) {
        var button = doc.createElement('button')
        button.type = 'button'
        button.className = 'bd-toggle'
        button.setAttribute('aria-expanded', 'true')
        button.setAttribute('aria-label', 'Collapse')
        item.classList.add('bd-parent')
        item.insertBefore(button, item.firstChild)
      }

      if (item.id) {
        var link = doc.createElement('a')
        link.className = 'bd-anchor'
        link.href = '#' + encodeURIComponent(item.id)
        link.textContent = '#'
        link.setAttribute('aria-label', 'Link to ' + item.id)
        item.appendChild(link)
      }
    })
  })
  toolbar.hidden = false
  // The breadcrumbs stick below the toolbar.
  function measure() {
    doc.documentElement.style.setProperty('--bd-toolbar-height', toolbar.offsetHeight + 'px')
  }
  measure()
  window.addEventListener('resize', measure)

  function collapse(item, collapsed) {
    item.classList.toggle('bd-collapsed', collapsed)
    var button = item.querySelector(':scope > .bd-toggle')
    if (button) {
      button.setAttribute('aria-expanded', String(!collapsed))
      button.setAttribute('aria-label', collapsed ? 'Expand' : 'Collapse')
    }
  }

  function all(collapsed) {
    doc.querySelectorAll('.bd-toggle').forEach(function (button) {
      collapse(button.parentElement, collapsed)
    })
  }

  // Lower case, suits as letters, \`1NT\` as \`1n\`, one space between words.
  function normalize(value) {
    return value
      .toLowerCase()
      .replace(/[\\u2663\\u2666\\u2665\\u2660\\u2205]/g, function (symbol) {
        return suits[symbol]
      })
      .replace(/([1-7])\\s*nt\\b/g, '$1n')
      .replace(/\\s+/g, ' ')
      .trim()
  }

  function skipped(element) {
    return element.tagName === 'UL' || element.tagName === 'BUTTON' || element.classList.contains('bd-anchor')
  }

  // Text of an item without its continuations and controls.
  function ownText(item) {
    var text = ''
    item.childNodes.forEach(function (child) {
      if (child.nodeType === 1 && skipped(child)) return
      text += ' ' + child.textContent
    })
    return text
  }

  // The call of an item: its label cell, or what comes before its notes.
  function labelNodes(item) {
    var cell = item.querySelector(':scope > table td.node, :scope > div.start')
    if (cell) return Array.prototype.slice.call(cell.childNodes)
    var label = []
    for (var child = item.firstChild; child; child = child.nextSibling) {
      if (child.nodeType === 1 && (skipped(child) || child.classList.contains('bd-info'))) {
        if (child.tagName === 'BUTTON') continue
        break
      }
      label.push(child)
    }
    return label
  }

  // The meaning of an item: its cells but the label, without the notes.
  function meaningText(item) {
    var text = ''
    var parts = item.querySelectorAll(':scope > table td:not(.node)')
    if (parts.length === 0) parts = [item]
    Array.prototype.forEach.call(parts, function (part) {
      part.childNodes.forEach(function (child) {
        if (child.nodeType === 1 && (skipped(child) || child.classList.contains('bd-info') || child.classList.contains('start'))) return
        text += ' ' + child.textContent
      })
    })
    return text.replace(/\\s+/g, ' ').trim()
  }

  // The calls of an auction id (\`1N-2C\`, \`(1H)-X\`, \`1M-2N\`; \`_2\` marks a repeated id).
  function callsOf(id) {
    return id ? id.replace(/_\\d+$/, '').split('-') : []
  }

  // The calls of the tables. In list mode a call with several lines has an
  // item per line: the first has the call's id, the others follow it.
  function index() {
    var list = []
    items.forEach(function (item) {
      var previous = item.previousElementSibling
      var node =
        item.id || !previous || item.classList.contains('bd-leaf') || previous.classList.contains('bd-leaf')
          ? undefined
          : byItem.get(previous)
      if (!node) {
        var parent = item.parentElement && item.parentElement.closest('li')
        node = {
          items: [],
          id: item.id,
          calls: callsOf(item.id),
          text: normalize(item.id),
          parent: parent ? byItem.get(parent) : undefined,
          table: item.closest('.tree, .bidtable'),
          order: list.length
        }
        list.push(node)
      }

      node.items.push(item)
      node.text += ' ' + normalize(ownText(item))
      byItem.set(item, node)
    })
    return list
  }

  function allNodes() {
    nodes = nodes || index()
    return nodes
  }

  // ---- Breadcrumb: the auction of the row under the pointer or focus.
  function pathOf(node) {
    var path = []
    for (var up = node; up; up = up.parent) if (up.id || up.parent) path.unshift(up)
    return path
  }

  function fillPath(target, node) {
    target.textContent = ''
    pathOf(node).forEach(function (step, at) {
      if (at > 0) target.appendChild(doc.createTextNode(' \\u2013 '))
      var part = doc.createElement('span')
      part.className = 'bd-crumb-call'
      labelNodes(step.items[0]).forEach(function (child) {
        part.appendChild(child.cloneNode(true))
      })
      target.appendChild(part)
    })
  }

  var shownCrumb
  function crumbFor(event) {
    if (!(event.target instanceof Element)) return
    var item = event.target.closest('.tree li, .bidtable li')
    if (!item) return
    allNodes()
    var node = byItem.get(item)
    if (!node || node === shownCrumb) return
    shownCrumb = node
    var crumb = node.table.querySelector(':scope > .bd-crumb')
    fillPath(crumb, node)
    crumb.classList.add('bd-crumb-shown')
  }
  doc.addEventListener('mouseover', crumbFor)
  doc.addEventListener('focusin', crumbFor)

  // ---- Search.
  // A call as players type it: \`1n\`, \`1nt\`, \`2c\`, \`p\`, \`pass\`, \`x\`, \`dbl\`, \`xx\`, \`rdbl\`; theirs in parentheses.
  function callOfToken(token) {
    var theirs = /^\\(.*\\)$/.test(token)
    var bare = theirs ? token.slice(1, -1) : token
    var call
    var bid = /^([1-7])(c|d|h|s|n)$/.exec(bare)
    if (bid) call = bid[1] + bid[2]
    else if (/^(p|pass|pas|nb|-)$/.test(bare)) call = 'p'
    else if (/^(x|d|dbl|double)$/.test(bare)) call = 'x'
    else if (/^(xx|r|rdbl|redouble)$/.test(bare)) call = 'xx'
    else return undefined
    return theirs ? '(' + call + ')' : call
  }

  // The auction a query spells, or undefined when it is words.
  function auctionOf(query) {
    var tokens = query
      .replace(/\\(\\s*/g, '(')
      .replace(/\\s*\\)/g, ')')
      .split(/[\\s,;\\-\\u2013\\u2014]+/)
      .filter(Boolean)
    if (tokens.length === 0) return undefined
    var calls = []
    for (var at = 0; at < tokens.length; at++) {
      var call = callOfToken(tokens[at])
      if (!call) return undefined
      calls.push(call)
    }
    return calls
  }

  var variables = {M: 'hs', oM: 'hs', m: 'cd', om: 'cd', X: 'cdhs', Y: 'cdhs', Z: 'cdhs', red: 'dh', black: 'cs'}
  var bindings = {M: 'major', oM: 'major', m: 'minor', om: 'minor', X: 'X', Y: 'Y', Z: 'Z'}

  // Whether a call of the page (\`1N\`, or a pattern: \`1M\`, \`3oM\`, \`2X\`, \`3CD\`) is the call typed (\`1n\`);
  // a suit variable takes one suit along an auction (\`1M-3M\` is \`1H-3H\` or \`1S-3S\`).
  function callMatches(written, typed, bound) {
    if (written.toLowerCase() === typed) return true
    var theirs = /^\\(.*\\)$/.test(written)
    if (theirs !== /^\\(.*\\)$/.test(typed)) return false
    var pattern = /^([1-7])(oM|om|M|m|X|Y|Z|red|black|[CDHSN]+)$/.exec(theirs ? written.slice(1, -1) : written)
    var bid = /^([1-7])([cdhsn])$/.exec(theirs ? typed.slice(1, -1) : typed)
    if (!pattern || !bid || pattern[1] !== bid[1]) return false
    var name = pattern[2]
    var strain = bid[2]
    var suits = variables[name]
    if (!suits) return name.toLowerCase().indexOf(strain) !== -1
    if (suits.indexOf(strain) === -1) return false
    var key = bindings[name]
    if (!key) return true
    // \`oM\` is the major \`M\` is not: bind the other one.
    var other = name === 'oM' || name === 'om'
    var value = other ? suits.replace(strain, '') : strain
    if (bound[key] === undefined) bound[key] = value
    return bound[key] === value
  }

  // Whether the auction of a node starts with the calls typed.
  function startsWith(node, calls) {
    if (node.calls.length < calls.length) return false
    var bound = {}
    for (var at = 0; at < calls.length; at++) if (!callMatches(node.calls[at], calls[at], bound)) return false
    return true
  }

  function showResults(found) {
    results.textContent = ''
    found.slice(0, 60).forEach(function (node, at) {
      var entry = doc.createElement('li')
      var link = doc.createElement('a')
      link.href = '#' + encodeURIComponent(node.id)
      var auction = doc.createElement('span')
      auction.className = 'bd-result-auction'
      fillPath(auction, node)
      var meaning = doc.createElement('span')
      meaning.className = 'bd-result-meaning'
      var text = node.items.map(meaningText).join(' ')
      meaning.textContent = text.length > 120 ? text.slice(0, 119) + '\\u2026' : text
      link.appendChild(auction)
      link.appendChild(meaning)
      entry.appendChild(link)
      if (at === 0) entry.className = 'bd-first'
      results.appendChild(entry)
    })
    results.hidden = found.length === 0
  }

  var found = []
  function filter() {
    var query = normalize(search.value)
    allNodes()
    // What the list answers, for whoever drives the page.
    results.setAttribute('data-query', search.value)
    if (!query) {
      doc.body.classList.remove('bd-filtering')
      nodes.forEach(function (node) {
        node.items.forEach(function (item) {
          item.hidden = false
          item.classList.remove('bd-match')
        })
      })
      tables.forEach(function (table) {
        table.hidden = false
      })
      count.textContent = ''
      found = []
      showResults(found)
      return
    }

    doc.body.classList.add('bd-filtering')
    var calls = auctionOf(query)
    // Words match in any order (\`jacoby 2nt\` finds \`2NT Jacoby: …\`).
    var words = query.split(' ')
    nodes.forEach(function (node) {
      node.match = calls ? Boolean(node.id) && startsWith(node, calls) : words.every(function (word) {
        return node.text.indexOf(word) !== -1
      })
      node.shown = false
    })
    found = []
    nodes.forEach(function (node) {
      if (!node.match) return
      found.push(node)
      for (var up = node; up && !up.shown; up = up.parent) {
        up.shown = true
        // The way to a match is open, and so is the match (its toggles say so).
        up.items.forEach(function (item) {
          if (item.classList.contains('bd-collapsed')) collapse(item, false)
        })
      }
    })
    // What follows a match is shown too: its continuations.
    nodes.forEach(function (node) {
      for (var up = node.parent; up; up = up.parent) {
        if (up.match) {
          node.shown = true
          break
        }
      }
    })
    var shownTables = new Set()
    nodes.forEach(function (node) {
      node.items.forEach(function (item) {
        item.hidden = !node.shown
        item.classList.toggle('bd-match', node.match)
      })
      if (node.shown) shownTables.add(node.table)
    })
    tables.forEach(function (table) {
      table.hidden = !shownTables.has(table)
    })
    // Shortest auctions first (the call itself before its continuations), then page order.
    found.sort(function (a, b) {
      return (calls ? a.calls.length - b.calls.length : 0) || a.order - b.order
    })
    found = found.filter(function (node) {
      return node.id
    })
    showResults(found)
    count.textContent = found.length + (found.length === 1 ? ' call' : ' calls')
  }

  // Go to a call: open the way to it and its continuations, scroll to it, focus it.
  function go(id) {
    var target = doc.getElementById(id)
    if (!target) return
    results.hidden = true
    if (location.hash !== '#' + encodeURIComponent(id)) history.pushState(null, '', '#' + encodeURIComponent(id))
    reveal()
    target.setAttribute('tabindex', '-1')
    target.focus({preventScroll: true})
    // The row, not the item: an item holds its whole branch, taller than the screen.
    var row = target.querySelector(':scope > table, :scope > div.start') || target
    row.scrollIntoView({block: 'center'})
  }

  var timer
  search.addEventListener('input', function () {
    clearTimeout(timer)
    timer = setTimeout(filter, nodes ? 60 : 0)
  })
  search.addEventListener('keydown', function (event) {
    if (event.key === 'Escape') {
      search.value = ''
      filter()
    }
    if (event.key === 'Enter') {
      event.preventDefault()
      clearTimeout(timer)
      filter()
      if (found.length > 0) go(found[0].id)
    }
  })
  search.addEventListener('focus', function () {
    if (found.length > 0) results.hidden = false
  })
  results.addEventListener('click', function (event) {
    var link = event.target instanceof Element && event.target.closest('a')
    if (!link) return
    event.preventDefault()
    go(decodeURIComponent(link.getAttribute('href').slice(1)))
  })
  doc.addEventListener('keydown', function (event) {
    var target = event.target
    if (event.key === '/' && !(target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA'))) {
      event.preventDefault()
      search.focus()
    }
  })
  doc.addEventListener('click', function (event) {
    var target = event.target
    if (!(target instanceof Element)) return
    if (!target.closest('.bd-toolbar')) results.hidden = true
    var button = target.closest('.bd-toggle')
    if (button) collapse(button.parentElement, !button.parentElement.classList.contains('bd-collapsed'))
    if (target.closest('.bd-expand-all')) all(false)
    if (target.closest('.bd-collapse-all')) all(true)
  })

  // Open the way to the call a link points at.
  function reveal() {
    var id = decodeURIComponent(location.hash.slice(1))
    var target = id && doc.getElementById(id)
    for (var item = target; item; item = item.parentElement && item.parentElement.closest('li')) {
      if (item.classList.contains('bd-collapsed')) collapse(item, false)
    }
  }

  // Start deep levels collapsed when the page asks for it (\`expandDepth\`).
  var depth = toolbar.getAttribute('data-expand-depth')
  if (depth !== null) {
    doc.querySelectorAll('.bd-toggle').forEach(function (button) {
      var level = 0
      for (var list = button.parentElement.parentElement.closest('ul'); list; list = list.parentElement.closest('ul')) level++
      if (level > Number(depth)) collapse(button.parentElement, true)
    })
  }

  window.addEventListener('hashchange', reveal)
  reveal()
})()
`
