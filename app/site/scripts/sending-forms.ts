import { SEND_BUTTON } from "~/site/components/send-button.contract";

/**
 * A form with a SendButton says so while it is sent, and is sent once however often the button
 * is pressed.
 */
export function enhanceSendingForms() {
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    const button = form.querySelector(`button[${SEND_BUTTON.sendingLabel}]`);
    if (!button) return;
    if (form.hasAttribute(SEND_BUTTON.sending)) {
      event.preventDefault();
      return;
    }
    form.setAttribute(SEND_BUTTON.sending, "true");
    button.setAttribute(SEND_BUTTON.idleLabel, button.textContent ?? "");
    button.textContent = button.getAttribute(SEND_BUTTON.sendingLabel) ?? "";
    button.setAttribute("aria-disabled", "true");
  });
  // A page shown again from the back-forward cache is ready to send again.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const form of document.querySelectorAll(`form[${SEND_BUTTON.sending}]`)) {
      form.removeAttribute(SEND_BUTTON.sending);
      const button = form.querySelector(`button[${SEND_BUTTON.sendingLabel}]`);
      if (button) {
        button.textContent = button.getAttribute(SEND_BUTTON.idleLabel) ?? button.textContent;
        button.removeAttribute("aria-disabled");
      }
    }
  });
}
