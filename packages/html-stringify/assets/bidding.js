/*
 * The page's script (html-stringify's `script`, what `bidding.js` holds):
 * the contents' current section; collapsing, expand and collapse all; the
 * breadcrumb of the row under the pointer or focus; and the search box,
 * which finds auctions in the spellings players type (`1N 2C`, `1NT-2♣`,
 * `(1H) X`) or words, lists them with their meaning and jumps to the first
 * on Enter. It reads the page's text with `textContent`, clones the page's
 * own nodes and sets `textContent`, classes and `hidden`; it never writes
 * markup.
 *
 * This is the readable source: `pnpm --filter @bidding/html-stringify
 * assets` minifies it into src/lib/assets.ts, which the page inlines.
 */
(function () {
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
  var suits = {'\u2663': 'c', '\u2666': 'd', '\u2665': 'h', '\u2660': 's', '\u2205': ''}
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

  // Lower case, suits as letters, `1NT` as `1n`, one space between words.
  function normalize(value) {
    return value
      .toLowerCase()
      .replace(/[\u2663\u2666\u2665\u2660\u2205]/g, function (symbol) {
        return suits[symbol]
      })
      .replace(/([1-7])\s*nt\b/g, '$1n')
      .replace(/\s+/g, ' ')
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
    return text.replace(/\s+/g, ' ').trim()
  }

  // The calls of an auction id (`1N-2C`, `(1H)-X`, `1M-2N`; `_2` marks a repeated id).
  function callsOf(id) {
    return id ? id.replace(/_\d+$/, '').split('-') : []
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
      if (at > 0) target.appendChild(doc.createTextNode(' \u2013 '))
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
  // A call as players type it: `1n`, `1nt`, `2c`, `p`, `pass`, `x`, `dbl`, `xx`, `rdbl`; theirs in parentheses.
  function callOfToken(token) {
    var theirs = /^\(.*\)$/.test(token)
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
      .replace(/\(\s*/g, '(')
      .replace(/\s*\)/g, ')')
      .split(/[\s,;\-\u2013\u2014]+/)
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

  // Whether a call of the page (`1N`, or a pattern: `1M`, `3oM`, `2X`, `3CD`) is the call typed (`1n`);
  // a suit variable takes one suit along an auction (`1M-3M` is `1H-3H` or `1S-3S`).
  function callMatches(written, typed, bound) {
    if (written.toLowerCase() === typed) return true
    var theirs = /^\(.*\)$/.test(written)
    if (theirs !== /^\(.*\)$/.test(typed)) return false
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
    // `oM` is the major `M` is not: bind the other one.
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
      meaning.textContent = text.length > 120 ? text.slice(0, 119) + '\u2026' : text
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
    // Words match in any order (`jacoby 2nt` finds `2NT Jacoby: …`).
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

  // Start deep levels collapsed when the page asks for it (`expandDepth`).
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
