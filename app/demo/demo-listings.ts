/**
 * The content a fresh install shows: plain data, importable from anywhere
 * (end-to-end tests compute their expectations from it).
 */
import type { ListingDetails } from "~/domain/listing-details";
import type { ListingStatus } from "~/domain/listing-status";
import type { PropertyType } from "~/domain/property-type";
import type { SiteSettings } from "~/domain/settings";

/** The landscape a listing's pictures are set in. */
export type DemoSetting = "coast" | "city" | "highlands" | "lakeside" | "savanna" | "farmland";

/** What one picture shows: an exterior, a pool deck, a living room or a bare plot. */
export type DemoSubject =
  | "bungalow"
  | "villa"
  | "maisonettes"
  | "apartments"
  | "resort"
  | "hotel-tower"
  | "cottages"
  | "plot"
  | "pool"
  | "interior";

/** Everything needed to draw one demo picture, apart from the seed that varies its details. */
export interface DemoScene {
  subject: DemoSubject;
  setting: DemoSetting;
}

export interface DemoListing {
  /** Unique, as property names must be. */
  name: string;
  type: PropertyType;
  /** US dollars: the asking price, or the rent for `rent` listings (per month unless `details` says otherwise). */
  price: number;
  /** Percent off the price, or null when there is no discount. */
  discount: number | null;
  /** Estate or neighbourhood. */
  location: string;
  city: string;
  /** Plain text; paragraphs are separated by a blank line. */
  description: string;
  /** YYYY-MM-DD. */
  published: string;
  /** Shared by all of the listing's pictures. */
  setting: DemoSetting;
  /** One picture per entry, in order; the first is the cover. */
  pictures: DemoSubject[];
  /** Rooms, plot and tenure, rent terms: the details of the listing's type. */
  details: Partial<ListingDetails>;
  /** As shown, e.g. "Borehole". */
  amenities: string[];
  /** Published, available and not starred unless given. */
  status?: Partial<ListingStatus>;
}

export const DEMO_LISTINGS: DemoListing[] = [
  {
    name: "Modern 2-Bedroom Apartment, Kilimani",
    type: "rent",
    price: 1100,
    discount: null,
    location: "Kilimani",
    city: "Nairobi",
    description:
      "Bright two-bedroom apartment on the sixth floor of a new block off Argwings Kodhek Road, with an en-suite master bedroom and a balcony facing the Ngong Hills.\n\n" +
      "Open-plan kitchen with fitted cabinets and a gas cooker, two lifts, borehole water backed by a 20,000-litre reserve tank, a standby generator and 24-hour security. There is a gym and a heated pool on the podium.\n\n" +
      "Yaya Centre is a five-minute walk away and the CBD 15 minutes by car outside rush hour. One parking bay is included, and so is the service charge.",
    published: "2026-01-12",
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
    description:
      "A fully furnished studio for a professional who wants to move in with a suitcase: queen bed, sofa, smart TV, fibre internet and a kitchenette with fridge and microwave.\n\n" +
      "Water, Wi-Fi and weekly cleaning are included; electricity is on a prepaid Kenya Power meter. The building has a lift, CCTV and a manned gate.\n\n" +
      "Yaya Centre is a short walk away, with matatus to town along Argwings Kodhek Road.",
    published: "2026-02-03",
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
    description:
      "Single-storey cottage right on the beach, with three en-suite bedrooms, a wide veranda and a lawn that runs down to the sand.\n\n" +
      "It comes furnished, with ceiling fans throughout and air conditioning in the bedrooms. The pool is shared with two neighbouring cottages, and there is a DSQ for a housekeeper or askari.\n\n" +
      "Nyali Centre and City Mall are ten minutes away by car; Moi International Airport is about 40 minutes.",
    published: "2026-03-14",
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
    description:
      "Three-bedroom maisonette in a quiet gated compound of six units, each with its own garden, in Kisumu's leafy Milimani estate.\n\n" +
      "En-suite master bedroom upstairs, a guest cloakroom, a fitted kitchen with pantry, and a DSQ at the back. Water comes from the county supply with a 10,000-litre backup tank.\n\n" +
      "The lakefront at Dunga is a short drive away, and Kisumu International Airport about 20 minutes.",
    published: "2026-04-02",
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
    description:
      "A spacious four-bedroom townhouse in a gated community of twelve, all bedrooms en-suite, with a family lounge upstairs and a separate DSQ.\n\n" +
      "The compound has a heated pool, a children's play area and a borehole; every house has solar water heating and two covered parking spaces.\n\n" +
      "Valley Arcade and Lavington Mall are within walking distance, and several international schools within 15 minutes.",
    published: "2026-05-09",
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
    description:
      "A stone-built two-bedroom cottage with a fireplace and a wooden deck, looking across Lake Naivasha to the hills beyond.\n\n" +
      "Furnished and ready for a long let. Water comes from a borehole, power from solar panels with Kenya Power as backup, and a gardener is included in the rent.\n\n" +
      "Naivasha town is 25 minutes away, and Nairobi about two hours.",
    published: "2026-06-18",
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
    description:
      "A neat one-bedroom flat on the second floor of a four-storey block, with tiled floors, a fitted kitchen and a balcony over the garden.\n\n" +
      "Water is reliable, with a borehole and roof tanks. The compound has a secure gate, parking for one car and a caretaker on site.\n\n" +
      "Nakuru town centre is within walking distance, and the main gate of Lake Nakuru National Park a short drive away.",
    published: "2026-07-27",
    setting: "savanna",
    pictures: ["apartments", "interior"],
    details: { bedrooms: 1, bathrooms: 1, pricePeriod: "month", deposit: 840 },
    amenities: ["Borehole", "Parking", "Security"],
    status: { availability: "let" },
  },
  {
    name: "Sunny 3-Bedroom Villa, Diani",
    type: "houses",
    price: 385000,
    discount: 10,
    location: "Galu Beach",
    city: "Diani",
    description:
      "A whitewashed three-bedroom villa two minutes' walk from Galu Beach, in a quarter-acre garden of palms and frangipani.\n\n" +
      "All bedrooms are en-suite and air-conditioned; the living room opens onto a shaded terrace and a private pool. A one-bedroom DSQ, a borehole and solar water heating complete the house.\n\n" +
      "Freehold, with title deed. Ukunda airstrip is ten minutes away and the Likoni ferry about 40.",
    published: "2026-01-26",
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
    description:
      "A five-bedroom family home on a half-acre plot in Runda, with a double-height entrance hall, a study and a cinema room.\n\n" +
      "The garden has a heated pool and a gazebo. There is a two-bedroom DSQ, a borehole, an electric fence and a backup generator.\n\n" +
      "Freehold title. Village Market and Gigiri are five minutes away, and JKIA about 40 minutes on the Expressway.",
    published: "2026-02-20",
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
    description:
      "A four-bedroom bungalow on a half-acre plot with mature mango and avocado trees, in one of Thika's oldest and quietest estates.\n\n" +
      "En-suite master bedroom, a large lounge with a fireplace, a separate dining room and a DSQ. Water comes from the municipal supply with a 10,000-litre tank, and there is room for a borehole.\n\n" +
      "Clean title deed. Thika town is five minutes away, and Nairobi 45 minutes on the Thika Superhighway.",
    published: "2026-03-30",
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
    description:
      "A solidly built four-bedroom house in Elgon View, one of Eldoret's most sought-after estates, on an eighth of an acre with a lawn and a kitchen garden.\n\n" +
      "Two bedrooms are en-suite. Fitted kitchen, a fireplace in the lounge, and a detached DSQ with its own bathroom. Water from a borehole and the municipal supply.\n\n" +
      "Title deed ready for transfer. The town centre is ten minutes away and Eldoret International Airport about 20.",
    published: "2026-04-21",
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
    description:
      "A stone ranch house on five acres with open views of Mount Kenya: three bedrooms in the main house and a two-bedroom guest cottage.\n\n" +
      "Log fires, a farmhouse kitchen, a borehole with a solar pump, and stables with paddocks. The land is fenced, with a caretaker's house at the gate.\n\n" +
      "Freehold title. Nanyuki town and the airstrip are 15 minutes away on tarmac.",
    published: "2026-06-05",
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
    description:
      "A four-bedroom house above Kilifi Creek built in the Swahili way: thick coral-stone walls, carved Lamu doors and a rooftop baraza for the evening breeze.\n\n" +
      "The pool looks over the creek. There is a jetty for a small boat, a DSQ, a borehole and solar power.\n\n" +
      "Freehold title. Kilifi town is five minutes away, and Malindi airport about an hour.",
    published: "2026-08-11",
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
    description:
      "A new two-bedroom bungalow in a gated community of forty homes, a good first home or rental investment.\n\n" +
      "En-suite master bedroom, an open-plan kitchen and lounge, tiled floors throughout, and a small garden with a cabro driveway. The estate has a borehole and a perimeter wall with a manned gate.\n\n" +
      "Individual title deeds. Kitengela town is five minutes away, and the Nairobi Expressway 20 minutes along Namanga Road.",
    published: "2026-09-16",
    setting: "savanna",
    pictures: ["bungalow", "interior"],
    details: { bedrooms: 2, bathrooms: 2 },
    amenities: ["Gated community", "Borehole", "Security", "Garden", "Parking"],
  },
  {
    name: "Half-Acre Beach Plot, Vipingo",
    type: "land",
    price: 180000,
    discount: 10,
    location: "Vipingo",
    city: "Kilifi",
    description:
      "A half-acre plot in a gated beach estate at Vipingo, 200 metres from the ocean, with a shared path to the beach.\n\n" +
      "Water and Kenya Power are on site, and the estate maintains its own roads and security.\n\n" +
      "Freehold, with a ready title deed. Mombasa is an hour to the south and Kilifi town 30 minutes to the north.",
    published: "2026-02-11",
    setting: "coast",
    pictures: ["plot", "plot"],
    details: { plotSize: 0.5, plotSizeUnit: "acres", tenure: "freehold" },
    amenities: ["Security", "Gated community"],
  },
  {
    name: "5 Acres of Farmland near Eldoret",
    type: "land",
    price: 95000,
    discount: null,
    location: "Kapseret",
    city: "Eldoret",
    description:
      "Five acres of fertile red soil along a murram road in Kapseret, currently under maize and well suited to dairy or horticulture.\n\n" +
      "A seasonal stream runs along the back boundary, and power lines pass at the gate. The land is fenced with cedar posts and barbed wire.\n\n" +
      "Clean title deed, searched and ready for transfer. Eldoret town is 20 minutes away.",
    published: "2026-05-22",
    setting: "farmland",
    pictures: ["plot", "plot"],
    details: { plotSize: 5, plotSizeUnit: "acres", tenure: "freehold" },
    amenities: ["Fenced"],
  },
  {
    name: "Quarter-Acre Residential Plot, Kiamunyi",
    type: "land",
    price: 22000,
    discount: null,
    location: "Kiamunyi",
    city: "Nakuru",
    description:
      "A level quarter-acre plot among finished homes in an established part of Kiamunyi, with the beacons in place.\n\n" +
      "Water and electricity reach the boundary, and the murram access road is in good condition.\n\n" +
      "Ready title deed. Nakuru town is 15 minutes away and the Nairobi–Nakuru highway five.",
    published: "2026-07-08",
    setting: "savanna",
    pictures: ["plot", "plot"],
    details: { plotSize: 0.25, plotSizeUnit: "acres", tenure: "freehold" },
    amenities: [],
  },
  {
    name: "Ranch Land with River Frontage, Nanyuki",
    type: "land",
    price: 860000,
    discount: null,
    location: "Burguret",
    city: "Nanyuki",
    description:
      "Forty acres of open grassland on the slopes of Mount Kenya, with frontage on the Burguret River and views of the peaks.\n\n" +
      "Suitable for a private home, a lodge or cattle. A borehole site has been surveyed, and power runs along the road 400 metres away.\n\n" +
      "Freehold title deed, with the survey and beacons done. Nanyuki town is 25 minutes away.",
    published: "2026-10-03",
    setting: "highlands",
    pictures: ["plot", "plot", "plot"],
    details: { plotSize: 40, plotSizeUnit: "acres", tenure: "freehold" },
    amenities: ["River frontage"],
  },
  {
    name: "Commercial Plot on Kisumu–Kakamega Road",
    type: "land",
    price: 135000,
    discount: null,
    location: "Mamboleo",
    city: "Kisumu",
    description:
      "A 100 × 100 ft commercial plot with 30 metres of frontage on the busy Kisumu–Kakamega road at Mamboleo.\n\n" +
      "Zoned for commercial use: a petrol station, a showroom, or shops with flats above. Water, power and sewer connections are close by.\n\n" +
      "Leasehold title. Kisumu CBD is ten minutes away.",
    published: "2026-11-02",
    setting: "lakeside",
    pictures: ["plot", "plot"],
    details: { plotSize: 929, plotSizeUnit: "square-metres", tenure: "leasehold" },
    amenities: [],
    status: { publication: "draft" },
  },
  {
    name: "18-Room Boutique Hotel, Diani",
    type: "hotel",
    price: 2750000,
    discount: null,
    location: "Diani Beach Road",
    city: "Diani",
    description:
      "A trading eighteen-room boutique hotel on an acre of beachfront, with a restaurant and bar under a makuti roof, a spa and a large pool among the palms.\n\n" +
      "Every room has a sea or garden view, air conditioning and an en-suite bathroom. Occupancy averaged 71% last year; staff, furniture and licences transfer with the sale.\n\n" +
      "Freehold title. Ukunda airstrip is ten minutes away.",
    published: "2026-01-05",
    setting: "coast",
    pictures: ["resort", "pool", "interior"],
    details: {},
    amenities: ["Swimming pool", "Wi-Fi", "Restaurant", "Spa"],
  },
  {
    name: "Business Hotel in Westlands",
    type: "hotel",
    price: 7800000,
    discount: 5,
    location: "Westlands",
    city: "Nairobi",
    description:
      "A fourteen-storey business hotel with 96 rooms, a rooftop bar, three conference halls and a heated pool, a few minutes' walk from Sarit Centre.\n\n" +
      "Fully equipped and trading, with basement parking for 120 cars, two generators and a borehole. The management is willing to stay on through a handover.\n\n" +
      "Leasehold title. The CBD is ten minutes away and JKIA 35 minutes on the Expressway.",
    published: "2026-03-03",
    setting: "city",
    pictures: ["hotel-tower", "pool", "interior"],
    details: {},
    amenities: ["Swimming pool", "Parking", "Backup generator", "Borehole", "Conference halls"],
  },
  {
    name: "Lakeside Lodge with 12 Cottages, Naivasha",
    type: "hotel",
    price: 1900000,
    discount: 12.5,
    location: "Kongoni",
    city: "Naivasha",
    description:
      "Twelve stone cottages with thatched roofs on seven acres of lawn running down to Lake Naivasha, with a restaurant, a bar and a campfire circle.\n\n" +
      "Hippos graze on the shore at night, and boat trips to Crescent Island leave from the jetty. The lodge has a borehole, solar power and staff housing.\n\n" +
      "Freehold title. Naivasha town is 40 minutes away and Nairobi two and a half hours.",
    published: "2026-05-30",
    setting: "lakeside",
    pictures: ["cottages", "resort", "pool"],
    details: {},
    amenities: ["Borehole", "Garden", "Restaurant"],
    status: { featured: true },
  },
  {
    name: "Safari Lodge on 30 Acres, Nanyuki",
    type: "hotel",
    price: 3400000,
    discount: null,
    location: "Sweetwaters",
    city: "Nanyuki",
    description:
      "A safari lodge with fourteen thatched bandas and a main house on thirty acres bordering a private conservancy in Laikipia.\n\n" +
      "Elephants and giraffes come to the waterhole in front of the dining deck. The lodge runs on solar power, with two boreholes and staff housing.\n\n" +
      "Freehold title. Nanyuki airstrip is 40 minutes away by road.",
    published: "2026-08-28",
    setting: "savanna",
    pictures: ["cottages", "resort", "pool", "interior"],
    details: {},
    amenities: ["Borehole", "Restaurant"],
  },
  {
    name: "Lakefront Hotel & Conference Centre, Kisumu",
    type: "hotel",
    price: 4250000,
    discount: null,
    location: "Dunga",
    city: "Kisumu",
    description:
      "A six-storey hotel on the Dunga lakefront with 54 rooms, two restaurants, a conference centre for 400 and a garden pool facing Lake Victoria.\n\n" +
      "Most rooms have lake views and balconies. The hotel is trading, with steady conference business from NGOs and the county government.\n\n" +
      "Leasehold title. Kisumu CBD is five minutes away and the airport 15.",
    published: "2026-10-19",
    setting: "lakeside",
    pictures: ["hotel-tower", "pool", "interior"],
    details: {},
    amenities: ["Swimming pool", "Garden", "Conference centre"],
  },
];

export const DEMO_ABOUT: string[] = [
  "Makazi is a Nairobi-based property agency helping families, investors and businesses find homes, land and hotels across Kenya. Our office is in Westlands, and our agents know the estates of Nairobi and the towns beyond it street by street.",
  "Every listing on this site has been visited by one of us. We check the title deed at the Lands Registry, confirm that the beacons are where the seller says they are, and ask the questions a buyer should ask: where the water comes from, whether there is a borehole, how the road holds up in the long rains.",
  "Prices are shown in US dollars with the Kenyan shilling equivalent beside them, so that buyers at home and in the diaspora can compare at a glance. When you are ready to view, we arrange the visit, introduce you to a trusted advocate and stay with you until the keys are handed over.",
  "Send us a message or a WhatsApp, or drop in for a cup of chai: we are happy to help, whether you are renting your first flat or buying a lodge in Laikipia.",
];

/** The contact details and social links a fresh install shows; the exchange rate keeps its default. */
export const DEMO_SETTINGS: Omit<SiteSettings, "kesRate"> = {
  whatsappNumber: "+254 712 345 678",
  contactEmail: "hello@makazi.co.ke",
  contactPhone: "+254 712 345 678",
  contactAddress: "Westlands, Nairobi",
  facebookUrl: "https://www.facebook.com/makazi",
  instagramUrl: "https://www.instagram.com/makazi",
  xUrl: "https://x.com/makazi",
};
