import type { ReactNode } from "react";
import { PRINT_BUTTON } from "./print-button.contract";

/**
 * Opens the browser's print dialog. It is sent hidden, and the page script shows it and
 * listens to it (`app/site/scripts/print-buttons.ts`), so that a page sent without the app
 * can have one.
 */
export function PrintButton({ children }: { children: ReactNode }) {
  return (
    <button type="button" className="button" hidden {...{ [PRINT_BUTTON.root]: true }}>
      {children}
    </button>
  );
}
