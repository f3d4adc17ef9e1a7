/**
 * Puts a text the site writes into the page's language. The English wording is the key;
 * `values` fill its `{{name}}` places, and `count` also picks the singular or plural.
 */
export type Translate = (text: string, values?: Readonly<Record<string, string | number>>) => string;
