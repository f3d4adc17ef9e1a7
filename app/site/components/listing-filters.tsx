import { COMMON_AMENITIES } from "~/domain/amenities";
import { CURRENCIES } from "~/domain/currency";
import { BEDROOM_CHOICES, FILTER_PARAMS, hasAmount, type ListingQuery } from "~/domain/listing-query";
import { useTranslation } from "~/i18n/language-context";
import { FOLLOWS_CHOICE, LISTING_FILTERS } from "./listing-filters.contract";

/** How many of the finer filters are set, for the panel's summary. */
function finerFilterCount(query: ListingQuery): number {
  return (
    Number(query.minPrice !== null || query.maxPrice !== null) +
    Number(query.maxMoveIn !== null) +
    Number(query.minBedrooms !== null) +
    Number(query.minArea !== null) +
    query.amenities.length +
    Number(query.includeClosed)
  );
}

interface AmountFieldProps {
  id: string;
  name: string;
  form: string;
  label: string;
  placeholder: string;
  value: number | null;
}

/** A labelled box for an amount, in the currency chosen beside the price range. */
function AmountField({ id, name, form, label, placeholder, value }: AmountFieldProps) {
  return (
    <div className="listing-filters__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        form={form}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        defaultValue={value ?? ""}
        maxLength={20}
      />
    </div>
  );
}

/**
 * Price range, the most a rental takes to move into, bedrooms, the smallest floor area, amenities and sold listings: fields of the search form (`form`, its
 * id), so that searching keeps them and they work as a plain GET form. The panel is open
 * while any of them is set.
 */
export function ListingFilters({ query, form }: { query: ListingQuery; form: string }) {
  const count = finerFilterCount(query);
  const { t } = useTranslation();
  return (
    <details className="listing-filters" open={count > 0}>
      <summary className="listing-filters__summary">
        {t("More filters")}
        {count > 0 && ` (${count})`}
      </summary>
      <div className="listing-filters__panel">
        <fieldset className="listing-filters__group listing-filters__price">
          <legend>{t("Price")}</legend>
          <div className="listing-filters__field">
            <label htmlFor="price-currency">{t("Currency")}</label>
            {/* Without a range the page script may set the visitor's currency here. */}
            <select
              id="price-currency"
              name={FILTER_PARAMS.priceCurrency}
              form={form}
              defaultValue={query.priceCurrency}
              {...{
                [LISTING_FILTERS.priceCurrency]: true,
                [LISTING_FILTERS.priceCurrencyFollowsChoice]: hasAmount(query) ? undefined : FOLLOWS_CHOICE,
              }}
            >
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          </div>
          <AmountField
            id="min-price"
            name={FILTER_PARAMS.minPrice}
            form={form}
            label={t("Minimum price")}
            placeholder={t("No minimum")}
            value={query.minPrice}
          />
          <AmountField
            id="max-price"
            name={FILTER_PARAMS.maxPrice}
            form={form}
            label={t("Maximum price")}
            placeholder={t("No maximum")}
            value={query.maxPrice}
          />
        </fieldset>
        <div className="listing-filters__group">
          <AmountField
            id="max-move-in"
            name={FILTER_PARAMS.maxMoveIn}
            form={form}
            label={t("Most to move in (rentals)")}
            placeholder={t("No maximum")}
            value={query.maxMoveIn}
          />
        </div>
        <div className="listing-filters__group">
          <label htmlFor="min-bedrooms">{t("Bedrooms")}</label>
          <select
            id="min-bedrooms"
            name={FILTER_PARAMS.minBedrooms}
            form={form}
            defaultValue={query.minBedrooms ?? ""}
          >
            <option value="">{t("Any")}</option>
            {BEDROOM_CHOICES.map((bedrooms) => (
              <option key={bedrooms} value={bedrooms}>
                {t("{{count}} or more", { count: bedrooms })}
              </option>
            ))}
          </select>
        </div>
        <div className="listing-filters__group">
          <label htmlFor="min-area">{t("Smallest floor area (m²)")}</label>
          <input
            id="min-area"
            name={FILTER_PARAMS.minArea}
            form={form}
            inputMode="numeric"
            autoComplete="off"
            placeholder={t("No minimum")}
            defaultValue={query.minArea ?? ""}
            maxLength={9}
          />
        </div>
        <fieldset className="listing-filters__group listing-filters__amenities">
          <legend>{t("Amenities")}</legend>
          {COMMON_AMENITIES.map((amenity) => (
            <label key={amenity.key} className="check">
              <input
                type="checkbox"
                name={FILTER_PARAMS.amenity}
                form={form}
                value={amenity.key}
                defaultChecked={query.amenities.includes(amenity.key)}
              />
              {t(amenity.name)}
            </label>
          ))}
        </fieldset>
        <label className="check listing-filters__closed">
          <input
            type="checkbox"
            name={FILTER_PARAMS.includeClosed}
            form={form}
            value="1"
            defaultChecked={query.includeClosed}
          />
          {t("Include sold and let")}
        </label>
        <button type="submit" form={form} className="button">
          {t("Apply filters")}
        </button>
      </div>
    </details>
  );
}
