/**
 * What the language switch (language-switch.tsx) is marked with for its page script
 * (scripts/language-choice.ts).
 */
export const LANGUAGE_SWITCH = {
  /** On each link: the language it leads to. */
  language: "data-choose-language",
} as const;

export function readChosenLanguage(link: Element): string {
  return link.getAttribute(LANGUAGE_SWITCH.language) ?? "";
}
