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
body.bd-filtering > :not(.bd-header):not(.bd-toolbar):not(.tree):not(.bidtable):not(.bd-state-machine):not(.bd-convention):not(.bd-system):not(script) { display: none; }
.bd-filtering .tree[hidden], .bd-filtering .bidtable[hidden] { display: none; }

/* Bidding tables: list mode */
div.bidtable { max-width: 700px; padding: 0 0 20px 16px; }
div.bidtable ul { list-style: none; margin: 0; padding: 0; }
div.bidtable li ul { margin-left: 60px; }
div.bidtable li { position: relative; }
div.start { display: inline-block; vertical-align: top; width: 60px; }

/* Bidding tables: tree mode, connectors drawn with borders */
div.tree { padding: 0 0 20px 16px; }
div.tree ul { list-style: none; margin: 0 0 0 10px; padding: 0; }
div.tree > ul { margin-left: 0; }
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
button.bd-toggle {
  position: absolute;
  left: -6px;
  top: 4px;
  z-index: 1;
  width: 13px;
  height: 13px;
  padding: 0;
  border: 1px solid var(--bd-line);
  border-radius: 2px;
  background: var(--bd-bg);
  color: var(--bd-fg);
  font: 11px/11px ui-monospace, monospace;
  cursor: pointer;
}
div.bidtable button.bd-toggle, div.tree li.root > button.bd-toggle { left: -16px; }
button.bd-toggle::before { content: "\\2212"; }
li.bd-collapsed > button.bd-toggle::before { content: "+"; }
li.bd-collapsed > ul { display: none; }
.bd-filtering li.bd-collapsed > ul { display: block; }
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
  * { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  body { max-width: none; padding: 0; }
  .bd-toolbar, button.bd-toggle, a.bd-anchor { display: none !important; }
  li.bd-collapsed > ul { display: block !important; }
  div.tree li, div.bidtable li, table.bd-deal, table.bd-auction { break-inside: avoid; }
  h1, h2, h3, h4 { break-after: avoid; }
  a { color: inherit; text-decoration: none; }
}
`

/**
 * The page's script (what `bidding.js` holds): collapsing, expand and
 * collapse all, and the search box. It reads the page's text with
 * `textContent` and only toggles classes and `hidden`; it never writes
 * markup.
 */
export const script = `(function () {
  'use strict'
  var doc = document
  var toolbar = doc.querySelector('.bd-toolbar')
  var tables = doc.querySelectorAll('.tree, .bidtable')
  if (!toolbar || tables.length === 0) return
  var search = toolbar.querySelector('.bd-search')
  var count = toolbar.querySelector('.bd-count')
  var suits = {'\\u2663': 'c', '\\u2666': 'd', '\\u2665': 'h', '\\u2660': 's', '\\u2205': ''}
  var items = []
  var nodes

  // Controls are made here, so a page without script has none that do nothing.
  tables.forEach(function (table) {
    table.querySelectorAll('li').forEach(function (item) {
      items.push(item)
      if (item.querySelector(':scope > ul')) {
        var button = doc.createElement('button')
        button.type = 'button'
        button.className = 'bd-toggle'
        button.setAttribute('aria-expanded', 'true')
        button.setAttribute('aria-label', 'Collapse')
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

  function normalize(value) {
    return value
      .toLowerCase()
      .replace(/[\\u2663\\u2666\\u2665\\u2660\\u2205]/g, function (symbol) {
        return suits[symbol]
      })
      .replace(/\\s+/g, ' ')
      .trim()
  }

  // Text of an item without its continuations and controls.
  function ownText(item) {
    var text = ''
    item.childNodes.forEach(function (child) {
      if (child.nodeType === 1) {
        var element = child
        if (element.tagName === 'UL' || element.tagName === 'BUTTON' || element.classList.contains('bd-anchor')) return
      }

      text += ' ' + child.textContent
    })
    return text
  }

  // The calls of the tables. In list mode a call with several lines has an
  // item per line: the first has the call's id, the others follow it.
  function index() {
    var list = []
    var byItem = new Map()
    items.forEach(function (item) {
      var previous = item.previousElementSibling
      var node =
        item.id || !previous || item.classList.contains('bd-leaf') || previous.classList.contains('bd-leaf')
          ? undefined
          : byItem.get(previous)
      if (!node) {
        var parent = item.parentElement && item.parentElement.closest('li')
        node = {items: [], text: normalize(item.id), parent: parent ? byItem.get(parent) : undefined, table: item.closest('.tree, .bidtable')}
        list.push(node)
      }

      node.items.push(item)
      node.text += ' ' + normalize(ownText(item))
      byItem.set(item, node)
    })
    return list
  }

  function filter() {
    var query = normalize(search.value)
    nodes = nodes || index()
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
      return
    }

    doc.body.classList.add('bd-filtering')
    var matches = 0
    nodes.forEach(function (node) {
      node.match = node.text.indexOf(query) !== -1
      node.shown = false
    })
    nodes.forEach(function (node) {
      if (!node.match) return
      matches++
      for (var up = node; up && !up.shown; up = up.parent) up.shown = true
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
    count.textContent = matches + (matches === 1 ? ' call' : ' calls')
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
