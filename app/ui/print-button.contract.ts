/** What the print button (print-button.tsx) is marked with for the page script (app/site/scripts/print-buttons.ts). */
export const PRINT_BUTTON = {
  /** The button, sent hidden: printing needs the browser. */
  root: "data-print",
} as const;
