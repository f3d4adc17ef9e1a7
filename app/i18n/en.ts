/** English needs only the singular forms of the texts that count something. */
export const english: Record<string, string> = {
  "{{count}} bedrooms_one": "{{count}} bedroom",
  "{{count}} bathrooms_one": "{{count}} bathroom",
  "Availability checked {{count}} days ago_one": "Availability checked {{count}} day ago",
  "{{size}} acres_one": "{{size}} acre",
  "{{size}} hectares_one": "{{size}} hectare",
  "{{count}} properties_one": "{{formatted}} property",
  "{{count}} properties_other": "{{formatted}} properties",
  "about {{count}} minutes_one": "about a minute",
  "Today's {{count}} new listings: {{search}}_one": "Today's {{count}} new listing: {{search}}",
  "{{count}} new listings: {{search}}_one": "{{count}} new listing: {{search}}",
  "{{count}} new listings for your {{site}} alert: {{search}}._one":
    "{{count}} new listing for your {{site}} alert: {{search}}.",
  "{{count}} saved listings are no longer available and were removed from your list._one":
    "1 saved listing is no longer available and was removed from your list.",
  "You already have {{count}} viewings waiting for the office's answer. Please wait for the office to answer them, or cancel one, before booking another._one":
    "You already have a viewing waiting for the office's answer. Please wait for the office to answer it, or cancel it, before booking another.",
  "{{count}} years_one": "{{count}} year",
  "{{count}} months_one": "{{count}} month",
  "{{count}} days_one": "{{count}} day",
};
