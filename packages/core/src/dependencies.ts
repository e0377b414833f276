/**
 * `@bidding/core/dependencies`: deprecated name of `@bidding/core/files`,
 * kept so existing imports work.
 */

export * from './files.js'
