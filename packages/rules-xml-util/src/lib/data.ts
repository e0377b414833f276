/**
 * What the rules reader (`@bidding/rules-xml-parse`) keeps in `data` beyond
 * the bdast fields, so the writer (`@bidding/rules-xml-stringify`) can give a
 * file back as it was. This is the one declaration.
 */

// An import, not only the augmentation below: without one, `tsc --build`
// resolves the augmented module to core's source and fails (TS6305).
import type {} from '@bidding/core'

/**
 * The prolog the game accepts: an XML declaration and a stylesheet
 * reference, as written. The reader sets it on every root it makes, empty
 * when the file had neither.
 */
export interface RulesXmlRootData {
  /** The XML declaration (`<?xml version="1.0"?>`). */
  declaration?: string | undefined
  /** The stylesheet reference (`<?xml-stylesheet type="text/xsl" href="rules.xsl"?>`). */
  stylesheet?: string | undefined
}

/** Things the game does not define, kept for the writer. */
export interface RulesXmlNodeData {
  /** Attributes of the node's element (the game defines none). */
  attributes?: Record<string, string> | undefined
  /** Attributes of the data elements that hold a field (`name`, `purpose`, `comparison` …), by field. */
  fields?: Record<string, Record<string, string>> | undefined
  /** Elements of a `<set>` other than one `<name>` and one `<value>`, as written. */
  extra?: string[] | undefined
}

declare module '@bidding/core' {
  interface RootData {
    rulesXml?: RulesXmlRootData | undefined
  }

  interface RuleSetData {
    rulesXml?: RulesXmlNodeData | undefined
  }

  interface RuleGroupData {
    rulesXml?: RulesXmlNodeData | undefined
  }

  interface RuleData {
    rulesXml?: RulesXmlNodeData | undefined
  }

  interface RuleAssignData {
    rulesXml?: RulesXmlNodeData | undefined
  }

  interface RuleCommentData {
    rulesXml?: RulesXmlNodeData | undefined
  }

  interface RuleBidData {
    rulesXml?: RulesXmlNodeData | undefined
  }
}
