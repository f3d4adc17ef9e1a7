import type { ReactNode } from "react";
import type { FieldControlAttributes, FieldDefinition } from "~/domain/form-fields";
import { useTranslation } from "~/i18n/language-context";

/** What a form control needs to be tied to its label and its error message. */
export interface FieldControlProps extends Partial<FieldControlAttributes> {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

type LabelOrField =
  /** A defined field: its label, and the name, limits and kind of input its control takes. */
  | { field: Pick<FieldDefinition, "label" | "control">; label?: never }
  /** A control that is no field of the form's, such as a figure worked out as one types. */
  | { label: string; field?: never };

type FormFieldProps = LabelOrField & {
  id: string;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled form control with its error message shown beneath it. */
export function FormField({ id, label, field, error, children }: FormFieldProps) {
  const errorId = `${id}-error`;
  const { t } = useTranslation();
  return (
    <div className="form__field">
      <label htmlFor={id}>{t(field?.label ?? label ?? "")}</label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": error ? errorId : undefined,
        ...field?.control,
      })}
      {error && (
        <p id={errorId} className="form__error">
          {t(error)}
        </p>
      )}
    </div>
  );
}
