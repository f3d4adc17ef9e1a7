/** What the page script marks the page with once it has run, for the end-to-end tests to wait on. */
export const PAGE_SCRIPT = {
  /** On the body, "ran" once every enhancement is in place. */
  ran: "data-page-script",
} as const;
