/**
 * Loading libdds through koffi, once per process, and shutting it down
 * cleanly at exit.
 *
 * Results come back in plain buffers laid out as DDS's structs (`dll.h`),
 * read with `DataView`: no per-call struct conversion, so a batch costs what
 * the solver costs.
 */

import {createRequire} from 'node:module'
import type {LibraryHandle, TypeObject} from 'koffi'

type Koffi = typeof import('koffi')
type KoffiFunction = ReturnType<LibraryHandle['func']>

/** DDS's limits and struct sizes (`dll.h`, DDS 2.9). */
export const dds = {
  /** `MAXNOOFBOARDS`: boards per batch; a batch of full tables uses 5 per deal. */
  maxBoards: 200,
  /** Tables per `CalcAllTables` call with all five strains (`MAXNOOFBOARDS / 5`). */
  maxTables: 40,
  /** `struct ddTableDealPBN`: `char cards[80]`. */
  pbnLength: 80,
  /** `struct ddTableResults`: `int resTable[5][4]`. */
  tableBytes: 80,
  /** `struct parResultsDealer`: `int number; int score; char contracts[10][10]`. */
  dealerParBytes: 108,
  /** `struct futureTricks`: `int nodes, cards, suit[13], rank[13], equals[13], score[13]`. */
  futureTricksBytes: 216
} as const

/** libdds is not installed (or not loadable). */
export class DdsUnavailableError extends Error {
  constructor(reason: string) {
    super(
      'libdds (the DDS double-dummy solver) could not be loaded: ' +
        reason +
        '. Install it with `sudo apt-get install libdds0` (Debian, Ubuntu), or set BIDDING_LIBDDS to the path of libdds'
    )
    this.name = 'DdsUnavailableError'
  }
}

/** The libdds entry points this package uses. */
export interface DdsLibrary {
  calcAllTablesPbn: KoffiFunction
  calcDdTablePbn: KoffiFunction
  solveBoardPbn: KoffiFunction
  dealerPar: KoffiFunction
  setMaxThreads: KoffiFunction
  errorMessage: KoffiFunction
  /** `struct ddTableDealPBN` for koffi. */
  tableDealPbn: TypeObject
  /** `struct dealPBN` for koffi. */
  dealPbn: TypeObject
}

const candidates = ['libdds.so.0', 'libdds.so', 'libdds.dylib', 'dds.dll']

let loaded: DdsLibrary | DdsUnavailableError | undefined

/**
 * Load libdds (from `BIDDING_LIBDDS`, or the system's library path).
 *
 * @throws {DdsUnavailableError} when it cannot be loaded.
 */
export function loadDds(): DdsLibrary {
  loaded ??= open()
  if (loaded instanceof DdsUnavailableError) throw loaded
  return loaded
}

/** Whether libdds can be loaded. */
export function ddsAvailable(): boolean {
  try {
    loadDds()
    return true
  } catch {
    return false
  }
}

function open(): DdsLibrary | DdsUnavailableError {
  let koffi: Koffi
  try {
    // Loaded lazily so that importing this package never needs the native addon.
    koffi = createRequire(import.meta.url)('koffi') as Koffi
  } catch (error) {
    return new DdsUnavailableError('the koffi FFI addon failed to load (' + String(error) + ')')
  }

  const names = process.env.BIDDING_LIBDDS ? [process.env.BIDDING_LIBDDS] : candidates
  let library: LibraryHandle | undefined
  const failures: string[] = []
  for (const name of names) {
    try {
      library = koffi.load(name)
      break
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error))
    }
  }

  if (!library) return new DdsUnavailableError(failures.at(-1) ?? 'not found')

  const tableDealPbn = koffi.struct('bidding_ddTableDealPBN', {cards: koffi.array('char', dds.pbnLength, 'String')})
  const dealPbn = koffi.struct('bidding_dealPBN', {
    trump: 'int',
    first: 'int',
    currentTrickSuit: koffi.array('int', 3),
    currentTrickRank: koffi.array('int', 3),
    remainCards: koffi.array('char', dds.pbnLength, 'String')
  })

  const result: DdsLibrary = {
    calcAllTablesPbn: library.func('int CalcAllTablesPBN(void *deals, int mode, int *trumpFilter, void *results, void *par)'),
    calcDdTablePbn: library.func('int CalcDDtablePBN(bidding_ddTableDealPBN deal, void *results)'),
    solveBoardPbn: library.func('int SolveBoardPBN(bidding_dealPBN deal, int target, int solutions, int mode, void *future, int thread)'),
    dealerPar: library.func('int DealerPar(void *table, void *result, int dealer, int vulnerable)'),
    setMaxThreads: library.func('void SetMaxThreads(int threads)'),
    errorMessage: library.func('void ErrorMessage(int code, void *line)'),
    tableDealPbn,
    dealPbn
  }

  installExitGuard(koffi, library)
  return result
}

/**
 * Debian's libdds 2.9 frees its thread memory from a library destructor
 * (`FreeMemory` and `CloseDebugFiles`, looping over the configured threads).
 * For a library opened with `dlopen` that destructor runs after the C++
 * static destructors, so it walks a vector that is already gone and the
 * process dies with SIGSEGV at exit. At the `exit` event, while everything
 * is alive, free the memory ourselves and set the thread count the
 * destructor loops over to 0 (after checking that the field read back is
 * the one `System::NumThreads` reports), so the destructor has nothing left
 * to do. Builds without these symbols need no guard and are left alone.
 */
function installExitGuard(koffi: Koffi, library: LibraryHandle): void {
  const freeMemory = library.func('void FreeMemory()')
  let guard: (() => void) | undefined
  try {
    const head = koffi.struct('bidding_ddsSystemHead', {preferredSystem: 'int', numThreads: 'int'})
    const system = library.symbol('sysdep') as unknown
    const numThreads = library.func('int _ZNK6System10NumThreadsEv(void *self)')
    guard = () => {
      const value = koffi.decode(system, head) as {preferredSystem: number; numThreads: number}
      if (value.numThreads === numThreads(system)) koffi.encode(system, head, {...value, numThreads: 0})
    }
  } catch {
    guard = undefined
  }

  process.once('exit', () => {
    freeMemory()
    guard?.()
  })
}
