/**
 * Bidding Studio: the page. Four views behind tabs; all the work happens in
 * the worker (src/worker/). The example system (examples/sayc) is built in,
 * so the app shows something useful offline on first open.
 */

import {Client} from './client.js'
import type {NotesUpdate} from './protocol.js'
import {compareView} from './views/compare.js'
import {exploreView} from './views/explore.js'
import {practiseView} from './views/practise.js'
import {WriteView} from './views/write.js'
import './style.css'

const examples = import.meta.glob<string>('../../sayc/*.bml', {query: '?raw', import: 'default'})

const client = new Client()
const write = new WriteView(client)
exploreView(client)
practiseView(client)
compareView(client)
bindTabs()

/** For the tests and the bench: the editor, and a promise for the next notes on the page. */
const rendered: Array<(update: NotesUpdate) => void> = []
write.onRendered = (update) => {
  for (const resolve of rendered.splice(0)) resolve(update)
}

Object.assign(window, {
  studio: {
    editor: write.editor,
    nextNotes: () => new Promise<NotesUpdate>((resolve) => rendered.push(resolve))
  }
})

const files = await Promise.all(
  Object.entries(examples).map(async ([path, load]) => ({path: path.replace('../../', ''), text: await load()}))
)
await write.load(files, 'sayc/sayc.bml')
document.body.dataset['ready'] = 'true'

if ('serviceWorker' in navigator && import.meta.env.PROD && location.protocol !== 'file:') {
  void navigator.serviceWorker.register('./sw.js')
}

function bindTabs(): void {
  const tabs = [...document.querySelectorAll<HTMLButtonElement>('[role=tab]')]
  const select = (tab: HTMLButtonElement, focus: boolean) => {
    for (const other of tabs) {
      const selected = other === tab
      other.setAttribute('aria-selected', String(selected))
      other.tabIndex = selected ? 0 : -1
      document.getElementById(other.getAttribute('aria-controls')!)!.hidden = !selected
    }

    if (focus) tab.focus()
    history.replaceState(null, '', '#' + tab.getAttribute('aria-controls'))
  }

  for (const [index, tab] of tabs.entries()) {
    tab.addEventListener('click', () => select(tab, false))
    tab.addEventListener('keydown', (event) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
      if (step === 0) return
      event.preventDefault()
      select(tabs[(index + step + tabs.length) % tabs.length]!, true)
    })
  }

  const start = tabs.find((tab) => '#' + tab.getAttribute('aria-controls') === location.hash)
  if (start) select(start, false)
}
