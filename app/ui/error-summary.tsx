import { type ReactNode, useEffect, useRef } from "react";

interface ErrorSummaryProps {
  children: ReactNode;
  /** The failed submission it answers: each new one brings the focus back to the summary. */
  submission: unknown;
}

/**
 * What went wrong with a form just sent, at its top. It takes the focus, so that whoever
 * pressed Save at the bottom of a long form, on a phone too, is brought up to it and a screen
 * reader reads it: `autofocus` in the server's page does it without scripts, and with them
 * the focus moves each time a submission fails.
 */
export function ErrorSummary({ children, submission }: ErrorSummaryProps) {
  const summary = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    summary.current?.focus();
  }, [submission]);
  return (
    <p ref={summary} className="notice notice--error error-summary" role="alert" tabIndex={-1} autoFocus>
      {children}
    </p>
  );
}
