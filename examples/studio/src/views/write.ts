/**
 * Write: the BML editor beside the live notes. Every change goes to the
 * worker; the notes it sends back replace only the parts that changed, the
 * messages become squiggles (with their rule id) and a list, and the note
 * of the bid under the cursor is scrolled into view and highlighted.
 */

import {defaultKeymap, history, historyKeymap, indentWithTab} from '@codemirror/commands'
import {foldGutter, foldKeymap} from '@codemirror/language'
import {lintGutter, setDiagnostics, type Diagnostic} from '@codemirror/lint'
import {Compartment, EditorState} from '@codemirror/state'
import {drawSelection, EditorView, highlightActiveLine, keymap, lineNumbers} from '@codemirror/view'
import {bmlSupport} from '../bml-language.js'
import type {Client} from '../client.js'
import {download, openFiles, openFolder, save, type OpenedFile} from '../files.js'
import type {Anchor, ExportFormat, NotesUpdate, StudioMessage} from '../protocol.js'

const $ = <T extends HTMLElement>(selector: string) => document.querySelector<T>(selector)!

export class WriteView {
  readonly #client: Client
  readonly #view: EditorView
  readonly #readOnly = new Compartment()
  readonly #preview = $<HTMLElement>('[data-testid=preview]')
  readonly #messages = $<HTMLUListElement>('[data-testid=messages]')
  readonly #select = $<HTMLSelectElement>('#file-select')
  readonly #status = $<HTMLElement>('#status')
  /** The files of the open folder, by path. */
  #files = new Map<string, OpenedFile>()
  #path = ''
  #anchors: Anchor[] = []
  #highlighted: Element | undefined
  /** Parts of the notes by key, reused when the worker says they did not change. */
  #parts = new Map<string, Element>()
  /** Version of the last notes shown: older ones arriving late are dropped. */
  #shown = 0
  /** Called when a new version of the notes is on the page (for the bench and tests). */
  onRendered: (update: NotesUpdate) => void = () => {}

  constructor(client: Client) {
    this.#client = client
    client.onNotes = (update) => this.#render(update)
    this.#view = new EditorView({
      parent: $<HTMLElement>('[data-testid=editor]'),
      state: this.#state('')
    })
    this.#view.contentDOM.setAttribute('aria-label', 'BML source')
    // The scroller must be reachable by keyboard too (axe: scrollable-region-focusable).
    this.#view.scrollDOM.tabIndex = 0
    this.#view.scrollDOM.setAttribute('aria-label', 'BML source, scrollable')
    this.#bindToolbar()
  }

  #state(text: string, readOnly = false): EditorState {
    return EditorState.create({
      doc: text,
      extensions: [
        lineNumbers(),
        foldGutter(),
        lintGutter(),
        history(),
        drawSelection(),
        highlightActiveLine(),
        EditorView.lineWrapping,
        bmlSupport(),
        keymap.of([...defaultKeymap, ...historyKeymap, ...foldKeymap, indentWithTab]),
        this.#readOnly.of(EditorState.readOnly.of(readOnly)),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) {
            const file = this.#files.get(this.#path)
            if (file) file.text = update.state.doc.toString()
            void this.#client.request({type: 'edit', path: this.#path, text: update.state.doc.toString()})
          }

          if (update.selectionSet || update.docChanged) this.#follow()
        })
      ]
    })
  }

  /** Open a folder's files and show `main` (the first BML file when not given). */
  async load(files: OpenedFile[], main?: string): Promise<void> {
    this.#files = new Map(files.map((file) => [file.path, file]))
    const first = main ?? files.find((file) => /\.bml$/i.test(file.path))?.path ?? files[0]?.path
    const loaded = await this.#client.request({type: 'load', files: files.map(({path, text}) => ({path, text})), system: first ?? ''})
    for (const label of document.querySelectorAll('.system-name')) label.textContent = first ?? 'none'
    // The notes look as `bidding convert --to html` pages do: the writer's own stylesheet.
    if (loaded.type === 'loaded' && !document.getElementById('notes-style')) {
      const style = document.createElement('style')
      style.id = 'notes-style'
      style.textContent = loaded.stylesheet
      document.head.prepend(style)
    }

    this.#select.replaceChildren(
      ...files.map((file) => {
        const option = document.createElement('option')
        option.value = file.path
        option.textContent = file.path
        return option
      })
    )
    if (first) await this.show(first)
  }

  async show(path: string): Promise<void> {
    const file = this.#files.get(path)
    if (!file) return
    this.#path = path
    this.#select.value = path
    const editable = /\.bml$/i.test(path)
    this.#view.setState(this.#state(file.text, !editable))
    $<HTMLButtonElement>('#to-bml').hidden = editable
    this.#parts.clear()
    this.#preview.replaceChildren()
    this.#status.textContent = editable ? 'Reading…' : 'Read-only: ' + path + ' (convert it to BML to edit)'
    // The notes arrive through `onNotes`; the editor is usable meanwhile.
    void this.#client.request({type: 'open', path})
  }

  #render(update: NotesUpdate): void {
    if (update.version <= this.#shown) return
    this.#shown = update.version
    const parts = new Map<string, Element>()
    const children: Element[] = []
    for (const segment of update.segments) {
      let element = this.#parts.get(segment.key)
      if (!element || segment.html !== undefined) {
        element = document.createElement('div')
        element.className = 'part'
        element.innerHTML = segment.html ?? ''
      }

      parts.set(segment.key, element)
      children.push(element)
    }

    // Move only what moved: replaceChildren would lay out thousands of nodes again.
    const keep = new Set(children)
    for (const element of [...this.#preview.children]) if (!keep.has(element)) element.remove()
    let cursor = this.#preview.firstElementChild
    for (const child of children) {
      if (child === cursor) cursor = cursor.nextElementSibling
      else this.#preview.insertBefore(child, cursor)
    }

    while (cursor) {
      const next = cursor.nextElementSibling
      cursor.remove()
      cursor = next
    }

    this.#parts = parts
    this.#anchors = update.anchors
    this.#showMessages(update.messages)
    if (!this.#view.state.readOnly) {
      this.#status.textContent = (update.partial ? 'Updated' : 'Read') + ' in ' + Math.round(update.took) + ' ms'
    }

    this.#highlighted = undefined
    this.#follow()
    this.onRendered(update)
  }

  #showMessages(messages: StudioMessage[]): void {
    const doc = this.#view.state.doc
    const diagnostics: Diagnostic[] = []
    for (const message of messages) {
      if (message.file !== this.#path || message.line > doc.lines) continue
      const line = doc.line(Math.max(1, message.line))
      const from = Math.min(line.from + Math.max(0, message.column - 1), line.to)
      const endLine = doc.line(Math.min(Math.max(message.endLine, message.line), doc.lines))
      const to = Math.max(Math.min(endLine.from + Math.max(0, message.endColumn - 1), endLine.to), from)
      diagnostics.push({from, to: to === from ? Math.min(from + 1, line.to) : to, severity: message.severity, message: message.reason, source: message.ruleId})
    }

    this.#view.dispatch(setDiagnostics(this.#view.state, diagnostics))
    $<HTMLElement>('#message-count').textContent = '(' + messages.length + ')'
    this.#messages.replaceChildren(
      ...messages.slice(0, 500).map((message) => {
        const item = document.createElement('li')
        item.className = 'message ' + message.severity
        const button = document.createElement('button')
        button.type = 'button'
        button.textContent = message.file + ':' + message.line + ':' + message.column
        button.addEventListener('click', () => void this.#goTo(message))
        const text = document.createElement('span')
        text.textContent = ' ' + message.severity + ' ' + message.reason + ' '
        const rule = document.createElement('code')
        rule.className = 'rule'
        rule.textContent = message.source + ':' + message.ruleId
        item.append(button, text, rule)
        return item
      })
    )
  }

  async #goTo(message: StudioMessage): Promise<void> {
    if (message.file !== this.#path) await this.show(message.file)
    const doc = this.#view.state.doc
    const line = doc.line(Math.min(Math.max(1, message.line), doc.lines))
    this.#view.dispatch({selection: {anchor: Math.min(line.from + message.column - 1, line.to)}, scrollIntoView: true})
    this.#view.focus()
  }

  /** Scroll the note of the bid under the cursor into view and highlight it. */
  #follow(): void {
    const line = this.#view.state.doc.lineAt(this.#view.state.selection.main.head).number
    let best: Anchor | undefined
    for (const anchor of this.#anchors) {
      if (anchor.file !== this.#path || anchor.start > line || anchor.end < line) continue
      if (!best || anchor.start >= best.start) best = anchor
    }

    const element = best ? document.getElementById(best.id) : null
    if (element === this.#highlighted) return
    this.#highlighted?.classList.remove('studio-current')
    this.#highlighted = element ?? undefined
    if (!element) return
    element.classList.add('studio-current')
    const top = element.getBoundingClientRect().top - this.#preview.getBoundingClientRect().top + this.#preview.scrollTop
    this.#preview.scrollTo({top: Math.max(0, top - this.#preview.clientHeight / 3)})
  }

  #bindToolbar(): void {
    this.#select.addEventListener('change', () => void this.show(this.#select.value))
    $('#open-file').addEventListener('click', async () => {
      const files = await openFiles()
      if (files.length > 0) await this.load(files)
    })
    $('#open-folder').addEventListener('click', async () => {
      const files = await openFolder()
      if (files.length > 0) await this.load(files)
    })
    $('#save').addEventListener('click', async () => {
      const file = this.#files.get(this.#path)
      if (file) this.#status.textContent = await save(file)
    })
    $('#export').addEventListener('click', async () => {
      const format = $<HTMLSelectElement>('#export-format').value as ExportFormat
      const reply = await this.#client.request({type: 'export', format})
      if (reply.type === 'exported') download(reply.name, reply.text, reply.mime)
      else if (reply.type === 'failed') this.#status.textContent = reply.reason
    })
    $('#to-bml').addEventListener('click', async () => {
      const reply = await this.#client.request({type: 'to-bml'})
      if (reply.type !== 'exported') return
      const files = [...this.#files.values()]
      const name = this.#files.has(reply.name) ? reply.name.replace(/\.bml$/, '-converted.bml') : reply.name
      files.push({path: name, text: reply.text})
      await this.load(files, name)
    })
  }

  /** The editor, for tests and the bench. */
  get editor(): EditorView {
    return this.#view
  }
}
