import type { NewPhoto, NewProperty } from "~/data/property-writes.server";
import { COMMON_AMENITIES } from "~/domain/amenities";
import type { MapPosition } from "~/domain/coordinates";
import type { ListingDetails } from "~/domain/listing-details";
import { type Availability, closingAvailability } from "~/domain/listing-status";
import type { PropertyType } from "~/domain/property-type";
import { nameKey } from "~/domain/slug";
import { CITIES, type City } from "./kenya";
import type { Random } from "../../demo/random";

export interface ListingGeneratorOptions {
  random: Random;
  /** Stored photos the listings point at; each listing gets one to three of them. */
  photos: readonly NewPhoto[];
  /** Names already in the database; the generator also remembers the names it made. */
  isNameTaken(name: string): boolean;
  today: Date;
}

const PUBLISHED_WITHIN_DAYS = 730;
const DISCOUNT_SHARE = 0.2;
const DISCOUNTS = [5, 7.5, 10, 12, 15, 20, 25];
const NAME_ATTEMPTS = 10;
/** Shares of listings under offer, and sold or let, as on a live site that keeps gone listings a while. */
const UNDER_OFFER_SHARE = 0.05;
const CLOSED_SHARE = 0.05;
const FEATURED_SHARE = 0.03;
const DAY_MS = 24 * 60 * 60 * 1000;

const TYPE_WEIGHTS: readonly { value: PropertyType; weight: number }[] = [
  { value: "houses", weight: 35 },
  { value: "rent", weight: 35 },
  { value: "land", weight: 18 },
  { value: "hotel", weight: 12 },
];

const ADJECTIVES = [
  "Sunny",
  "Spacious",
  "Modern",
  "Elegant",
  "Charming",
  "Cosy",
  "Bright",
  "Stylish",
  "Serene",
  "Leafy",
  "Secure",
  "Airy",
  "Classic",
  "Contemporary",
  "Luxurious",
  "Gated",
  "Quiet",
  "Breezy",
  "Newly Built",
  "Restored",
];
const HOUSE_KINDS = ["Villa", "Bungalow", "Maisonette", "Townhouse", "Family Home", "Cottage", "Mansion"];
const RENTAL_KINDS = ["Apartment", "Flat", "Maisonette", "Townhouse", "Penthouse", "Bungalow", "Cottage"];
const HOTEL_WORDS = [
  "Acacia",
  "Baobab",
  "Jacaranda",
  "Savannah",
  "Sunrise",
  "Coral",
  "Flamingo",
  "Safari",
  "Mvuli",
  "Kijani",
  "Twiga",
  "Simba",
  "Msitu",
  "Palm",
  "Crested Crane",
];
const HOTEL_PREFIXES = ["", "The ", "Royal ", "Grand ", "New "];
const HOTEL_KINDS = ["Hotel", "Lodge", "Resort", "Guest House", "Boutique Hotel", "Suites", "Inn", "Camp"];
const LAND_SIZES = [
  { label: "1/8-Acre", acres: 0.125 },
  { label: "1/4-Acre", acres: 0.25 },
  { label: "1/2-Acre", acres: 0.5 },
  { label: "1-Acre", acres: 1 },
  { label: "2-Acre", acres: 2 },
  { label: "5-Acre", acres: 5 },
  { label: "10-Acre", acres: 10 },
  { label: "20-Acre", acres: 20 },
  { label: "50-Acre", acres: 50 },
];
const LAND_ADJECTIVES = [
  "Prime",
  "Fenced",
  "Titled",
  "Serviced",
  "Corner",
  "Hilltop",
  "Riverside",
  "Roadside",
  "Quiet",
  "Affordable",
];
const LAND_KINDS = ["Plot", "Residential Plot", "Commercial Plot", "Farm", "Agricultural Land", "Ranch Land"];

const HOUSE_FEATURES = [
  "The master bedroom is en suite with a walk-in wardrobe.",
  "An open-plan kitchen looks onto a private garden.",
  "A separate servant's quarter (DSQ) has its own entrance.",
  "Solar water heating keeps running costs low.",
  "The living room opens onto a covered veranda.",
  "Floors are hardwood upstairs and tiled below.",
  "There is a study that doubles as a guest room.",
  "The roof terrace catches the evening breeze.",
];
const RENTAL_FEATURES = [
  "Rent is payable monthly with a two-month deposit.",
  "The unit comes fully furnished, ready to move in.",
  "A lift serves every floor.",
  "Service charge covers cleaning of common areas and garbage collection.",
  "The balcony has a view over the neighbourhood.",
  "Tenants share a gym and a swimming pool.",
  "Water is metered separately for each unit.",
  "Short and long leases are both possible.",
];
const HOTEL_FEATURES = [
  "The hotel has a restaurant, a bar and a conference hall.",
  "Every room has its own bathroom, air conditioning and Wi-Fi.",
  "Occupancy has stayed high thanks to repeat corporate guests.",
  "The sale includes furniture, kitchen equipment and the trading name.",
  "A swimming pool sits in landscaped gardens.",
  "Staff quarters and a laundry are on site.",
  "Bookings come through the major travel sites and local tour operators.",
];
const LAND_FEATURES = [
  "The title deed is ready for transfer.",
  "The plot is fenced with a gate and beacons in place.",
  "Electricity and piped water run along the road frontage.",
  "The soil is red and fertile, suited to crops and dairy.",
  "The land is flat and easy to build on.",
  "Zoning allows residential or mixed use.",
  "It is a short drive from the tarmac road.",
];
const COMMON_FEATURES = [
  "Borehole water backs up the county supply.",
  "A backup generator keeps the lights on during outages.",
  "Security is round the clock with a manned gate.",
  "Fibre internet is available in the area.",
  "Schools, a shopping centre and a hospital are within ten minutes' drive.",
  "There is parking for two cars.",
  "The compound has mature trees and a lawn.",
  "Public transport stops a short walk away.",
];
const CLOSINGS = [
  "Viewing is by appointment. Chat with us on WhatsApp for more photos and details.",
  "Contact us to arrange a viewing at a time that suits you.",
  "Serious buyers and tenants only, please. Agents welcome.",
  "Send us a message for the full brochure and floor plans.",
];

interface Place {
  city: string;
  location: string;
  centre: City["centre"];
}

/** What differs between types: the name, the price, the details and the opening of the description. */
interface Draft {
  name: string;
  price: number;
  intro: string;
  features: readonly string[];
  details: Partial<ListingDetails>;
  /** The amenities a listing of the type may have. */
  amenities: readonly string[];
}

const amenityNames = (...keys: (typeof COMMON_AMENITIES)[number]["key"][]) =>
  COMMON_AMENITIES.filter((amenity) => keys.includes(amenity.key)).map((amenity) => amenity.name);

const HOME_AMENITIES = amenityNames(
  "borehole",
  "dsq",
  "backup-generator",
  "parking",
  "security",
  "swimming-pool",
  "garden",
  "gated-community",
  "solar-water-heating",
);
const RENTAL_AMENITIES = [...amenityNames("wifi", "furnished"), ...HOME_AMENITIES, "Lift", "Gym"];
const HOTEL_AMENITIES = [
  ...amenityNames("borehole", "backup-generator", "parking", "security", "swimming-pool", "garden", "wifi"),
  "Restaurant",
  "Conference hall",
];
const LAND_AMENITIES = ["Electricity on site", "Piped water", "Fenced", "Title deed ready", "Tarmac access"];

function roundTo(amount: number, step: number): number {
  return Math.max(step, Math.round(amount / step) * step);
}

const DRAFTERS: Record<PropertyType, (random: Random, place: Place) => Draft> = {
  houses(random, { city, location }) {
    const bedrooms = random.integer(2, 6);
    const kind = random.pick(HOUSE_KINDS);
    const adjective = random.pick(ADJECTIVES);
    return {
      name: `${adjective} ${bedrooms}-Bedroom ${kind} in ${location}`,
      price: roundTo(bedrooms * random.integer(25_000, 180_000), 5_000),
      intro: `This ${adjective.toLowerCase()} ${bedrooms}-bedroom ${kind.toLowerCase()} is for sale in ${location}, ${city}.`,
      features: HOUSE_FEATURES,
      details: { bedrooms, bathrooms: random.integer(Math.max(1, bedrooms - 2), bedrooms + 1) },
      amenities: HOME_AMENITIES,
    };
  },
  rent(random, { city, location }) {
    const bedrooms = random.integer(1, 5);
    const kind = random.pick(RENTAL_KINDS);
    const adjective = random.pick(ADJECTIVES);
    const price = roundTo(bedrooms * random.integer(150, 900), 10);
    return {
      name: `${adjective} ${bedrooms}-Bedroom ${kind} to Let in ${location}`,
      price,
      intro: `This ${adjective.toLowerCase()} ${bedrooms}-bedroom ${kind.toLowerCase()} is to let in ${location}, ${city}; the price is per month.`,
      features: RENTAL_FEATURES,
      details: {
        bedrooms,
        bathrooms: random.integer(1, bedrooms),
        pricePeriod: "month",
        deposit: price * random.integer(1, 3),
      },
      amenities: RENTAL_AMENITIES,
    };
  },
  hotel(random, { city, location }) {
    const rooms = random.integer(8, 120);
    const kind = random.pick(HOTEL_KINDS);
    return {
      name: `${random.pick(HOTEL_PREFIXES)}${random.pick(HOTEL_WORDS)} ${kind}, ${location}`,
      price: roundTo(rooms * random.integer(20_000, 80_000), 10_000),
      intro: `A going-concern ${kind.toLowerCase()} with ${rooms} rooms in ${location}, ${city}.`,
      features: HOTEL_FEATURES,
      details: {},
      amenities: HOTEL_AMENITIES,
    };
  },
  land(random, { city, location }) {
    const size = random.pick(LAND_SIZES);
    const kind = random.pick(LAND_KINDS);
    return {
      name: `${random.pick(LAND_ADJECTIVES)} ${size.label} ${kind} in ${location}`,
      price: roundTo(size.acres * random.integer(8_000, 120_000), 500),
      intro: `A ${size.label.toLowerCase()} ${kind.toLowerCase()} for sale in ${location}, ${city}.`,
      features: LAND_FEATURES,
      details: {
        plotSize: size.acres,
        plotSizeUnit: "acres",
        tenure: random.chance(0.7) ? "freehold" : "leasehold",
      },
      amenities: LAND_AMENITIES,
    };
  },
};

const CITY_WEIGHTS = CITIES.map((city) => ({ value: city, weight: city.weight }));

function randomPlace(random: Random): Place {
  const city = random.weighted(CITY_WEIGHTS);
  return { city: city.name, location: random.pick(city.locations), centre: city.centre };
}

/** About 6 km either way: the listings of a town spread over its estates. */
const TOWN_SPREAD_DEGREES = 0.06;

/** A point somewhere in the town, approximate for most homes as administrators would set it. */
function randomPosition(random: Random, { centre }: Place, type: PropertyType): MapPosition {
  const spread = () => (random.next() * 2 - 1) * TOWN_SPREAD_DEGREES;
  return {
    latitude: Number((centre.latitude + spread()).toFixed(6)),
    longitude: Number((centre.longitude + spread()).toFixed(6)),
    precision: type === "hotel" || type === "land" || random.chance(0.3) ? "exact" : "approximate",
  };
}

function description(random: Random, draft: Draft): string {
  const opening = [draft.intro, ...random.sample(draft.features, random.integer(2, 3))].join(" ");
  const surroundings = random.sample(COMMON_FEATURES, random.integer(2, 4)).join(" ");
  return [opening, surroundings, random.pick(CLOSINGS)].join("\n\n");
}

function listingDate(random: Random, today: Date): string {
  const daysAgo = random.integer(0, PUBLISHED_WITHIN_DAYS - 1);
  return new Date(today.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/** Returns a function that makes one plausible listing, with a name no other listing has, per call. */
export function createListingGenerator(options: ListingGeneratorOptions): () => NewProperty {
  const { random, photos, today } = options;
  if (photos.length === 0) throw new Error("Listings need at least one stored image to point at");
  const madeNames = new Set<string>();
  const isFree = (name: string) => !options.isNameTaken(name) && !madeNames.has(nameKey(name));

  function numbered(name: string): string {
    let candidate = name;
    for (let number = 2; !isFree(candidate); number++) candidate = `${name} No. ${number}`;
    return candidate;
  }

  function draftWithFreeName(type: PropertyType): Draft & Place {
    let draft: Draft & Place;
    let attempts = 0;
    do {
      const place = randomPlace(random);
      draft = { ...place, ...DRAFTERS[type](random, place) };
      attempts++;
    } while (!isFree(draft.name) && attempts < NAME_ATTEMPTS);
    // The combinations run short after tens of thousands of listings: number the repeats.
    const name = numbered(draft.name);
    madeNames.add(nameKey(name));
    return { ...draft, name };
  }

  function availability(type: PropertyType): Availability {
    const draw = random.next();
    if (draw < CLOSED_SHARE) return closingAvailability(type);
    return draw < CLOSED_SHARE + UNDER_OFFER_SHARE ? "under-offer" : "available";
  }

  return () => {
    const type = random.weighted(TYPE_WEIGHTS);
    const draft = draftWithFreeName(type);
    return {
      name: draft.name,
      price: draft.price,
      discount: random.chance(DISCOUNT_SHARE) ? random.pick(DISCOUNTS) : null,
      location: draft.location,
      city: draft.city,
      description: description(random, draft),
      type,
      listedOn: listingDate(random, today),
      photos: random.sample(photos, random.integer(1, 3)),
      ...draft.details,
      amenities: random.sample(draft.amenities, random.integer(0, 5)),
      // Every listing is published: the filler stands in for what visitors browse.
      availability: availability(type),
      featured: random.chance(FEATURED_SHARE),
      position: randomPosition(random, draft, type),
    };
  };
}
