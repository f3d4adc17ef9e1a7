import type { ReactNode } from "react";
import { MAX_SEARCH_LENGTH } from "~/domain/listing-query";
import { useTranslation } from "~/i18n/language-context";
import { PLACE_SUGGESTIONS, PLACE_SUGGESTIONS_PATH } from "./search-words.contract";

/**
 * The box for a place, a feature or a reference and its Search button, as the home page and
 * the list show it; `children` are the fields the search keeps beside the words. The page script
 * suggests places in the box's `datalist` as the hunter types; without it the box takes words
 * as it always does.
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
  const listId = `${id}-places`;
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
          placeholder={t("Place, feature or reference: Kilimani pool, MK-1042")}
          maxLength={MAX_SEARCH_LENGTH}
          className="search-form__input"
          list={listId}
          {...{ [PLACE_SUGGESTIONS.source]: PLACE_SUGGESTIONS_PATH }}
        />
        <datalist id={listId} />
        {children}
        <button type="submit" className="button">
          {t("Search")}
        </button>
      </div>
    </>
  );
}
