export type {RulesXmlNodeData, RulesXmlRootData} from './lib/data.js'
