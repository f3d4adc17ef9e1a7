import type { DemoListing } from "./types";

/** Houses for sale among the demo listings, in the order the seed stores them. */
export const DEMO_HOUSES: DemoListing[] = [
  {
    name: "Sunny 3-Bedroom Villa, Diani",
    type: "houses",
    price: 385000,
    discount: 10,
    location: "Galu Beach",
    city: "Diani",
    position: { latitude: -4.33298, longitude: 39.57603, precision: "approximate" },
    description:
      "A whitewashed three-bedroom villa two minutes' walk from Galu Beach, in a quarter-acre garden of palms and frangipani.\n\n" +
      "All bedrooms are en-suite and air-conditioned; the living room opens onto a shaded terrace and a private pool. A one-bedroom DSQ, a borehole and solar water heating complete the house.\n\n" +
      "Freehold, with title deed. Ukunda airstrip is ten minutes away and the Likoni ferry about 40.",
    listedOn: "2026-01-26",
    setting: "coast",
    pictures: ["villa", "pool", "interior"],
    details: { bedrooms: 3, bathrooms: 3 },
    amenities: ["Swimming pool", "DSQ", "Borehole", "Solar water heating", "Garden"],
    status: { availability: "under-offer" },
  },
  {
    name: "5-Bedroom Mansion with DSQ, Runda",
    type: "houses",
    price: 1450000,
    discount: null,
    location: "Runda",
    city: "Nairobi",
    position: { latitude: -1.21903, longitude: 36.81004, precision: "approximate" },
    description:
      "A five-bedroom family home on a half-acre plot in Runda, with a double-height entrance hall, a study and a cinema room.\n\n" +
      "The garden has a heated pool and a gazebo. There is a two-bedroom DSQ, a borehole, an electric fence and a backup generator.\n\n" +
      "Freehold title. Village Market and Gigiri are five minutes away, and JKIA about 40 minutes on the Expressway.",
    listedOn: "2026-02-20",
    setting: "city",
    pictures: ["villa", "pool", "interior", "villa"],
    details: { bedrooms: 5, bathrooms: 6 },
    amenities: ["DSQ", "Swimming pool", "Borehole", "Backup generator", "Garden", "Electric fence"],
    status: { featured: true },
  },
  {
    name: "Family Bungalow on Half an Acre, Thika",
    type: "houses",
    price: 145000,
    discount: null,
    location: "Section 9",
    city: "Thika",
    position: { latitude: -1.04502, longitude: 37.08005, precision: "approximate" },
    description:
      "A four-bedroom bungalow on a half-acre plot with mature mango and avocado trees, in one of Thika's oldest and quietest estates.\n\n" +
      "En-suite master bedroom, a large lounge with a fireplace, a separate dining room and a DSQ. Water comes from the municipal supply with a 10,000-litre tank, and there is room for a borehole.\n\n" +
      "Clean title deed. Thika town is five minutes away, and Nairobi 45 minutes on the Thika Superhighway.",
    listedOn: "2026-03-30",
    setting: "farmland",
    pictures: ["bungalow", "interior"],
    details: { bedrooms: 4, bathrooms: 2 },
    amenities: ["DSQ", "Garden"],
    status: { availability: "sold" },
  },
  {
    name: "Elgon View 4-Bedroom Home, Eldoret",
    type: "houses",
    price: 210000,
    discount: 12.5,
    location: "Elgon View",
    city: "Eldoret",
    position: { latitude: 0.50503, longitude: 35.28498, precision: "approximate" },
    description:
      "A solidly built four-bedroom house in Elgon View, one of Eldoret's most sought-after estates, on an eighth of an acre with a lawn and a kitchen garden.\n\n" +
      "Two bedrooms are en-suite. Fitted kitchen, a fireplace in the lounge, and a detached DSQ with its own bathroom. Water from a borehole and the municipal supply.\n\n" +
      "Title deed ready for transfer. The town centre is ten minutes away and Eldoret International Airport about 20.",
    listedOn: "2026-04-21",
    setting: "highlands",
    pictures: ["bungalow", "interior"],
    details: { bedrooms: 4, bathrooms: 3 },
    amenities: ["DSQ", "Borehole", "Garden"],
  },
  {
    name: "Ranch House with Mt. Kenya Views, Nanyuki",
    type: "houses",
    price: 520000,
    discount: null,
    location: "Likii",
    city: "Nanyuki",
    position: { latitude: 0.00503, longitude: 37.08502, precision: "approximate" },
    description:
      "A stone ranch house on five acres with open views of Mount Kenya: three bedrooms in the main house and a two-bedroom guest cottage.\n\n" +
      "Log fires, a farmhouse kitchen, a borehole with a solar pump, and stables with paddocks. The land is fenced, with a caretaker's house at the gate.\n\n" +
      "Freehold title. Nanyuki town and the airstrip are 15 minutes away on tarmac.",
    listedOn: "2026-06-05",
    setting: "highlands",
    pictures: ["bungalow", "cottages", "interior"],
    details: { bedrooms: 3, bathrooms: 2 },
    amenities: ["Borehole", "Garden", "Stables"],
  },
  {
    name: "Swahili-Style Beach House, Kilifi",
    type: "houses",
    price: 690000,
    discount: null,
    location: "Mnarani",
    city: "Kilifi",
    position: { latitude: -3.64497, longitude: 39.84802, precision: "approximate" },
    description:
      "A four-bedroom house above Kilifi Creek built in the Swahili way: thick coral-stone walls, carved Lamu doors and a rooftop baraza for the evening breeze.\n\n" +
      "The pool looks over the creek. There is a jetty for a small boat, a DSQ, a borehole and solar power.\n\n" +
      "Freehold title. Kilifi town is five minutes away, and Malindi airport about an hour.",
    listedOn: "2026-08-11",
    setting: "coast",
    pictures: ["villa", "pool", "interior"],
    details: { bedrooms: 4, bathrooms: 4 },
    amenities: ["Swimming pool", "DSQ", "Borehole", "Jetty"],
    status: { featured: true },
  },
  {
    name: "Starter 2-Bedroom Bungalow, Kitengela",
    type: "houses",
    price: 62000,
    discount: null,
    location: "New Valley",
    city: "Kitengela",
    position: { latitude: -1.48003, longitude: 36.96004, precision: "approximate" },
    description:
      "A new two-bedroom bungalow in a gated community of forty homes, a good first home or rental investment.\n\n" +
      "En-suite master bedroom, an open-plan kitchen and lounge, tiled floors throughout, and a small garden with a cabro driveway. The estate has a borehole and a perimeter wall with a manned gate.\n\n" +
      "Individual title deeds. Kitengela town is five minutes away, and the Nairobi Expressway 20 minutes along Namanga Road.",
    listedOn: "2026-09-16",
    setting: "savanna",
    pictures: ["bungalow", "interior"],
    details: { bedrooms: 2, bathrooms: 2 },
    amenities: ["Gated community", "Borehole", "Security", "Garden", "Parking"],
  },
];
