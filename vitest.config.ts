import {defineConfig} from 'vitest/config'

export default defineConfig({
  // Tests resolve sibling packages from source, not from dist.
  ssr: {resolve: {conditions: ['@bidding/source']}},
  test: {
    include: ['packages/*/test/**/*.test.ts', 'examples/*/test/**/*.test.ts', 'scripts/test/**/*.test.ts', 'bench/test/**/*.test.ts'],
    testTimeout: 30_000,
    // FC_SEED pins fast-check's seed (CI sets it); unset, every run explores new inputs.
    setupFiles: ['test/fast-check-seed.ts'],
    // Type tests (`*.test-d.ts`) run through tsc with the source condition.
    typecheck: {enabled: true, include: ['packages/*/test/**/*.test-d.ts'], tsconfig: './tsconfig.typecheck.json'},
    coverage: {
      provider: 'v8',
      include: ['packages/*/src/**'],
      thresholds: {'packages/core/src/**': {lines: 95}}
    }
  }
})
