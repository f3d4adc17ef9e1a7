import type { DemoListing } from "./types";

/** Hotels and lodges among the demo listings, in the order the seed stores them. */
export const DEMO_HOTELS: DemoListing[] = [
  {
    name: "18-Room Boutique Hotel, Diani",
    type: "hotel",
    price: 2750000,
    discount: null,
    location: "Diani Beach Road",
    city: "Diani",
    position: { latitude: -4.29905, longitude: 39.58198, precision: "exact" },
    description:
      "A trading eighteen-room boutique hotel on an acre of beachfront, with a restaurant and bar under a makuti roof, a spa and a large pool among the palms.\n\n" +
      "Every room has a sea or garden view, air conditioning and an en-suite bathroom. Occupancy averaged 71% last year; staff, furniture and licences transfer with the sale.\n\n" +
      "Freehold title. Ukunda airstrip is ten minutes away.",
    listedOn: "2026-01-05",
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
    position: { latitude: -1.26402, longitude: 36.80297, precision: "exact" },
    description:
      "A fourteen-storey business hotel with 96 rooms, a rooftop bar, three conference halls and a heated pool, a few minutes' walk from Sarit Centre.\n\n" +
      "Fully equipped and trading, with basement parking for 120 cars, two generators and a borehole. The management is willing to stay on through a handover.\n\n" +
      "Leasehold title. The CBD is ten minutes away and JKIA 35 minutes on the Expressway.",
    listedOn: "2026-03-03",
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
    position: { latitude: -0.81003, longitude: 36.33008, precision: "exact" },
    description:
      "Twelve stone cottages with thatched roofs on seven acres of lawn running down to Lake Naivasha, with a restaurant, a bar and a campfire circle.\n\n" +
      "Hippos graze on the shore at night, and boat trips to Crescent Island leave from the jetty. The lodge has a borehole, solar power and staff housing.\n\n" +
      "Freehold title. Naivasha town is 40 minutes away and Nairobi two and a half hours.",
    listedOn: "2026-05-30",
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
    position: { latitude: 0.03011, longitude: 36.94006, precision: "exact" },
    description:
      "A safari lodge with fourteen thatched bandas and a main house on thirty acres bordering a private conservancy in Laikipia.\n\n" +
      "Elephants and giraffes come to the waterhole in front of the dining deck. The lodge runs on solar power, with two boreholes and staff housing.\n\n" +
      "Freehold title. Nanyuki airstrip is 40 minutes away by road.",
    listedOn: "2026-08-28",
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
    position: { latitude: -0.14402, longitude: 34.73796, precision: "exact" },
    description:
      "A six-storey hotel on the Dunga lakefront with 54 rooms, two restaurants, a conference centre for 400 and a garden pool facing Lake Victoria.\n\n" +
      "Most rooms have lake views and balconies. The hotel is trading, with steady conference business from NGOs and the county government.\n\n" +
      "Leasehold title. Kisumu CBD is five minutes away and the airport 15.",
    listedOn: "2026-10-19",
    setting: "lakeside",
    pictures: ["hotel-tower", "pool", "interior"],
    details: {},
    amenities: ["Swimming pool", "Garden", "Conference centre"],
  },
];
