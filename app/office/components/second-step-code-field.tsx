import { FormField } from "../../ui/form-field";

/** The field for a code from the authenticator app, or one of the recovery codes. */
export function SecondStepCodeField({ id, label }: { id: string; label: string }) {
  return (
    <FormField id={id} label={label}>
      {(control) => (
        <input
          {...control}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={16}
          required
        />
      )}
    </FormField>
  );
}
