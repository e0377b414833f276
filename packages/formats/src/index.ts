import {createRegistry, type Format, type Registry} from '@bidding/core'
import {format as json} from '@bidding/json'

/** Every format of the project, readers and writers. */
export const formats: readonly Format[] = [json]

/** A registry of every format. */
export const registry: Registry = createRegistry(formats)
