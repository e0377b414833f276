/**
 * Opening and saving: the File System Access API where the browser has it
 * (files are then saved in place), a file input and a download elsewhere.
 */

export interface OpenedFile {
  path: string
  text: string
  /** Where to save it back, when the browser gave a handle. */
  handle?: FileSystemFileHandle | undefined
}

interface PickerWindow {
  showOpenFilePicker?: (options?: {multiple?: boolean}) => Promise<FileSystemFileHandle[]>
  showDirectoryPicker?: () => Promise<FileSystemDirectoryHandle>
  showSaveFilePicker?: (options?: {suggestedName?: string}) => Promise<FileSystemFileHandle>
}

const picker = window as unknown as PickerWindow
/** Files read from a folder at most (a folder of systems is small; this keeps a wrong pick from hanging the page). */
const maxFiles = 500
const readable = /\.(bml|bss|txt|xml|slam|bidspace|pbn)$/i

export async function openFiles(): Promise<OpenedFile[]> {
  if (picker.showOpenFilePicker) {
    try {
      const handles = await picker.showOpenFilePicker({multiple: true})
      return Promise.all(handles.map(async (handle) => ({path: handle.name, text: await (await handle.getFile()).text(), handle})))
    } catch {
      return []
    }
  }

  return fromInput(document.querySelector<HTMLInputElement>('#file-input')!)
}

export async function openFolder(): Promise<OpenedFile[]> {
  if (picker.showDirectoryPicker) {
    try {
      const directory = await picker.showDirectoryPicker()
      const files: OpenedFile[] = []
      await walk(directory, directory.name, files)
      return files
    } catch {
      return []
    }
  }

  return fromInput(document.querySelector<HTMLInputElement>('#folder-input')!)
}

async function walk(directory: FileSystemDirectoryHandle, prefix: string, files: OpenedFile[]): Promise<void> {
  for await (const entry of (directory as unknown as {values(): AsyncIterable<FileSystemHandle>}).values()) {
    if (files.length >= maxFiles) return
    if (entry.kind === 'directory') await walk(entry as FileSystemDirectoryHandle, prefix + '/' + entry.name, files)
    else if (readable.test(entry.name)) {
      const handle = entry as FileSystemFileHandle
      files.push({path: prefix + '/' + entry.name, text: await (await handle.getFile()).text(), handle})
    }
  }
}

function fromInput(input: HTMLInputElement): Promise<OpenedFile[]> {
  return new Promise((resolve) => {
    input.value = ''
    input.onchange = async () => {
      const chosen = [...(input.files ?? [])].filter((file) => readable.test(file.name)).slice(0, maxFiles)
      resolve(await Promise.all(chosen.map(async (file) => ({path: file.webkitRelativePath || file.name, text: await file.text()}))))
    }

    input.click()
  })
}

/** Save a file back where it came from, or as a download. */
export async function save(file: OpenedFile): Promise<string> {
  try {
    if (file.handle && 'createWritable' in file.handle) {
      const writable = await file.handle.createWritable()
      await writable.write(file.text)
      await writable.close()
      return 'Saved ' + file.path
    }
  } catch {
    // Permission refused: fall back to a download.
  }

  download(file.path.split('/').pop() ?? 'system.bml', file.text, 'text/plain')
  return 'Downloaded ' + file.path
}

export function download(name: string, text: string, mime: string): void {
  const url = URL.createObjectURL(new Blob([text], {type: mime + ';charset=utf-8'}))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
