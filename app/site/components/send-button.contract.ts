/**
 * What a form's send button (send-button.tsx) is marked with for its page script
 * (scripts/sending-forms.ts).
 */
export const SEND_BUTTON = {
  /** On the button: what it says while the form is sent. */
  sendingLabel: "data-sending-label",
  /** Set by the script: what it said before. */
  idleLabel: "data-idle-label",
  /** Set by the script on the form while it is sent. */
  sending: "data-sending",
} as const;
