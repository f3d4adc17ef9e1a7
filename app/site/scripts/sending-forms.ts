/**
 * A form whose submit button has `data-sending-label` says so while it is sent, and is sent
 * once however often the button is pressed.
 */
export function enhanceSendingForms() {
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    const button = form.querySelector<HTMLButtonElement>("button[data-sending-label]");
    if (!button) return;
    if (form.dataset.sending) {
      event.preventDefault();
      return;
    }
    form.dataset.sending = "true";
    button.dataset.idleLabel = button.textContent ?? "";
    button.textContent = button.dataset.sendingLabel ?? "";
    button.setAttribute("aria-disabled", "true");
  });
  // A page shown again from the back-forward cache is ready to send again.
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const form of document.querySelectorAll<HTMLFormElement>("form[data-sending]")) {
      delete form.dataset.sending;
      const button = form.querySelector<HTMLButtonElement>("button[data-sending-label]");
      if (button) {
        button.textContent = button.dataset.idleLabel ?? button.textContent;
        button.removeAttribute("aria-disabled");
      }
    }
  });
}
