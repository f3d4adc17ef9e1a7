import type { DemoListing } from "./types";

/** Homes to rent among the demo listings, in the order the seed stores them. */
export const DEMO_RENTALS: DemoListing[] = [
  {
    name: "Modern 2-Bedroom Apartment, Kilimani",
    type: "rent",
    price: 1100,
    discount: null,
    location: "Kilimani",
    city: "Nairobi",
    position: { latitude: -1.29004, longitude: 36.78302, precision: "approximate" },
    description:
      "Bright two-bedroom apartment on the sixth floor of a new block off Argwings Kodhek Road, with an en-suite master bedroom and a balcony facing the Ngong Hills.\n\n" +
      "Open-plan kitchen with fitted cabinets and a gas cooker, two lifts, borehole water backed by a 20,000-litre reserve tank, a standby generator and 24-hour security. There is a gym and a heated pool on the podium.\n\n" +
      "Yaya Centre is a five-minute walk away and the CBD 15 minutes by car outside rush hour. One parking bay is included, and so is the service charge.",
    listedOn: "2026-01-12",
    setting: "city",
    pictures: ["apartments", "interior", "pool"],
    details: { bedrooms: 2, bathrooms: 2, pricePeriod: "month", deposit: 2200 },
    amenities: ["Borehole", "Backup generator", "Security", "Swimming pool", "Parking", "Lift", "Gym"],
    status: { featured: true },
  },
  {
    name: "Furnished Studio near Yaya Centre",
    type: "rent",
    price: 650,
    discount: 10,
    location: "Hurlingham",
    city: "Nairobi",
    position: { latitude: -1.29351, longitude: 36.78748, precision: "approximate" },
    description:
      "A fully furnished studio for a professional who wants to move in with a suitcase: queen bed, sofa, smart TV, fibre internet and a kitchenette with fridge and microwave.\n\n" +
      "Water, Wi-Fi and weekly cleaning are included; electricity is on a prepaid Kenya Power meter. The building has a lift, CCTV and a manned gate.\n\n" +
      "Yaya Centre is a short walk away, with matatus to town along Argwings Kodhek Road.",
    listedOn: "2026-02-03",
    setting: "city",
    pictures: ["apartments", "interior"],
    details: { bedrooms: 0, bathrooms: 1, pricePeriod: "month", deposit: 650 },
    amenities: ["Furnished", "Wi-Fi", "Security", "Lift", "CCTV"],
  },
  {
    name: "Beachfront 3-Bedroom Cottage, Nyali",
    type: "rent",
    price: 2400,
    discount: null,
    location: "Nyali",
    city: "Mombasa",
    position: { latitude: -4.02452, longitude: 39.71903, precision: "approximate" },
    description:
      "Single-storey cottage right on the beach, with three en-suite bedrooms, a wide veranda and a lawn that runs down to the sand.\n\n" +
      "It comes furnished, with ceiling fans throughout and air conditioning in the bedrooms. The pool is shared with two neighbouring cottages, and there is a DSQ for a housekeeper or askari.\n\n" +
      "Nyali Centre and City Mall are ten minutes away by car; Moi International Airport is about 40 minutes.",
    listedOn: "2026-03-14",
    setting: "coast",
    pictures: ["bungalow", "pool", "interior"],
    details: { bedrooms: 3, bathrooms: 3, pricePeriod: "month", deposit: 4800 },
    amenities: ["Furnished", "Swimming pool", "DSQ", "Garden"],
  },
  {
    name: "Garden Maisonette in Milimani, Kisumu",
    type: "rent",
    price: 1250.5,
    discount: 5,
    location: "Milimani",
    city: "Kisumu",
    position: { latitude: -0.10004, longitude: 34.75797, precision: "approximate" },
    description:
      "Three-bedroom maisonette in a quiet gated compound of six units, each with its own garden, in Kisumu's leafy Milimani estate.\n\n" +
      "En-suite master bedroom upstairs, a guest cloakroom, a fitted kitchen with pantry, and a DSQ at the back. Water comes from the county supply with a 10,000-litre backup tank.\n\n" +
      "The lakefront at Dunga is a short drive away, and Kisumu International Airport about 20 minutes.",
    listedOn: "2026-04-02",
    setting: "lakeside",
    pictures: ["maisonettes", "interior"],
    details: { bedrooms: 3, bathrooms: 2, pricePeriod: "month", deposit: 2500 },
    amenities: ["Gated community", "Garden", "DSQ", "Parking"],
  },
  {
    name: "4-Bedroom Townhouse, Lavington",
    type: "rent",
    price: 3800,
    discount: 12.5,
    location: "Lavington",
    city: "Nairobi",
    position: { latitude: -1.27702, longitude: 36.76905, precision: "approximate" },
    description:
      "A spacious four-bedroom townhouse in a gated community of twelve, all bedrooms en-suite, with a family lounge upstairs and a separate DSQ.\n\n" +
      "The compound has a heated pool, a children's play area and a borehole; every house has solar water heating and two covered parking spaces.\n\n" +
      "Valley Arcade and Lavington Mall are within walking distance, and several international schools within 15 minutes.",
    listedOn: "2026-05-09",
    setting: "city",
    pictures: ["maisonettes", "interior", "pool"],
    details: { bedrooms: 4, bathrooms: 5, pricePeriod: "month", deposit: 7600 },
    amenities: ["Gated community", "DSQ", "Swimming pool", "Borehole", "Solar water heating", "Parking"],
  },
  {
    name: "Lakeview Cottage, Naivasha",
    type: "rent",
    price: 900,
    discount: null,
    location: "Moi South Lake Road",
    city: "Naivasha",
    position: { latitude: -0.79497, longitude: 36.38012, precision: "approximate" },
    description:
      "A stone-built two-bedroom cottage with a fireplace and a wooden deck, looking across Lake Naivasha to the hills beyond.\n\n" +
      "Furnished and ready for a long let. Water comes from a borehole, power from solar panels with Kenya Power as backup, and a gardener is included in the rent.\n\n" +
      "Naivasha town is 25 minutes away, and Nairobi about two hours.",
    listedOn: "2026-06-18",
    setting: "lakeside",
    pictures: ["cottages", "interior"],
    details: { bedrooms: 2, bathrooms: 1, pricePeriod: "month", deposit: 1800 },
    amenities: ["Furnished", "Borehole", "Garden", "Fireplace"],
  },
  {
    name: "1-Bedroom Flat with Parking, Section 58",
    type: "rent",
    price: 420,
    discount: null,
    location: "Section 58",
    city: "Nakuru",
    position: { latitude: -0.28402, longitude: 36.08801, precision: "approximate" },
    description:
      "A neat one-bedroom flat on the second floor of a four-storey block, with tiled floors, a fitted kitchen and a balcony over the garden.\n\n" +
      "Water is reliable, with a borehole and roof tanks. The compound has a secure gate, parking for one car and a caretaker on site.\n\n" +
      "Nakuru town centre is within walking distance, and the main gate of Lake Nakuru National Park a short drive away.",
    listedOn: "2026-07-27",
    setting: "savanna",
    pictures: ["apartments", "interior"],
    details: { bedrooms: 1, bathrooms: 1, pricePeriod: "month", deposit: 840 },
    amenities: ["Borehole", "Parking", "Security"],
    status: { availability: "let" },
  },
];
