import { PRINT_BUTTON } from "~/ui/print-button.contract";

/** The print buttons, sent hidden: shown, each opens the browser's print dialog. */
export function enhancePrintButtons() {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`[${PRINT_BUTTON.root}]`)) {
    button.hidden = false;
    button.addEventListener("click", () => window.print());
  }
}
