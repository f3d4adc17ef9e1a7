import { PROPERTY_TYPE_LABELS, type PropertyType } from "~/domain/property-type";
import { useTranslation } from "~/i18n/language-context";
import { SearchWords } from "./search-words";

/** The choices above the box, in the order house hunters look: to buy, to rent, land, hotels. */
const HOME_SEARCH_TYPES: PropertyType[] = ["houses", "rent", "land", "hotel"];

/**
 * The home page's search: a place, name or reference and the kind of listing, sent as a plain
 * GET form to the list with the list's own query parameters (`q`, `type`), so that it works
 * before or without any script. Fields left empty are tidied away by the list's redirect.
 */
export function HomeSearch() {
  const { t, localPath } = useTranslation();
  return (
    <form method="get" action={localPath("/properties")} className="search-form home-search" role="search">
      <fieldset className="home-search__types">
        <legend className="visually-hidden">{t("Type")}</legend>
        <label className="home-search__type">
          <input type="radio" name="type" value="" defaultChecked />
          <span>{t("All")}</span>
        </label>
        {HOME_SEARCH_TYPES.map((type) => (
          <label key={type} className="home-search__type">
            <input type="radio" name="type" value={type} />
            <span>{t(PROPERTY_TYPE_LABELS[type])}</span>
          </label>
        ))}
      </fieldset>
      <SearchWords id="home-search" />
    </form>
  );
}
