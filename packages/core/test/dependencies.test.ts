import {addDependency, dependenciesOf} from '@bidding/core/files'
import {describe, expect, it} from 'vitest'
import {VFile} from 'vfile'

describe('addDependency', () => {
  it('should record each file read for a tree once, in the order read', () => {
    const file = new VFile({path: 'system.bml'})
    expect(dependenciesOf(file)).toEqual([])
    addDependency(file, '/notes/a.bml')
    addDependency(file, '/notes/b.bml')
    addDependency(file, '/notes/a.bml')
    expect(dependenciesOf(file)).toEqual(['/notes/a.bml', '/notes/b.bml'])
  })
})
