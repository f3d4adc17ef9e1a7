import type { ReactNode } from "react";
import { MAX_SEARCH_LENGTH } from "~/domain/listing-query";
import { useTranslation } from "~/i18n/language-context";

/**
 * The box for a name, place or reference and its Search button, as the home page and the list
 * show it; `children` are the fields the search keeps beside the words.
 */
export function SearchWords({
  id,
  defaultValue,
  children,
}: {
  id: string;
  defaultValue?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={id} className="search-form__label">
        {t("Search")}
      </label>
      <div className="search-form__row">
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue}
          placeholder={t("Name, place or reference (MK-1042)")}
          maxLength={MAX_SEARCH_LENGTH}
          className="search-form__input"
        />
        {children}
        <button type="submit" className="button">
          {t("Search")}
        </button>
      </div>
    </>
  );
}
