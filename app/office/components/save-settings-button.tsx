/**
 * Saves the whole settings page, whichever section it stands in: an edit typed in one section is
 * saved with the others, never dropped.
 */
export function SaveSettingsButton({ saving }: { saving: boolean }) {
  return (
    <button type="submit" className="button" disabled={saving}>
      {saving ? "Saving…" : "Save settings"}
    </button>
  );
}
