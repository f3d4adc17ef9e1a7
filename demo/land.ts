import type { DemoListing } from "./types";

/** Plots of land among the demo listings, in the order the seed stores them. */
export const DEMO_LAND: DemoListing[] = [
  {
    name: "Half-Acre Beach Plot, Vipingo",
    type: "land",
    price: 180000,
    discount: 10,
    location: "Vipingo",
    city: "Kilifi",
    position: { latitude: -3.80512, longitude: 39.81507, precision: "exact" },
    description:
      "A half-acre plot in a gated beach estate at Vipingo, 200 metres from the ocean, with a shared path to the beach.\n\n" +
      "Water and Kenya Power are on site, and the estate maintains its own roads and security.\n\n" +
      "Freehold, with a ready title deed. Mombasa is an hour to the south and Kilifi town 30 minutes to the north.",
    listedOn: "2026-02-11",
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
    position: { latitude: 0.48006, longitude: 35.23011, precision: "exact" },
    description:
      "Five acres of fertile red soil along a murram road in Kapseret, currently under maize and well suited to dairy or horticulture.\n\n" +
      "A seasonal stream runs along the back boundary, and power lines pass at the gate. The land is fenced with cedar posts and barbed wire.\n\n" +
      "Clean title deed, searched and ready for transfer. Eldoret town is 20 minutes away.",
    listedOn: "2026-05-22",
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
    position: { latitude: -0.26509, longitude: 36.03004, precision: "exact" },
    description:
      "A level quarter-acre plot among finished homes in an established part of Kiamunyi, with the beacons in place.\n\n" +
      "Water and electricity reach the boundary, and the murram access road is in good condition.\n\n" +
      "Ready title deed. Nakuru town is 15 minutes away and the Nairobi–Nakuru highway five.",
    listedOn: "2026-07-08",
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
    position: { latitude: 0.11002, longitude: 37.03013, precision: "exact" },
    description:
      "Forty acres of open grassland on the slopes of Mount Kenya, with frontage on the Burguret River and views of the peaks.\n\n" +
      "Suitable for a private home, a lodge or cattle. A borehole site has been surveyed, and power runs along the road 400 metres away.\n\n" +
      "Freehold title deed, with the survey and beacons done. Nanyuki town is 25 minutes away.",
    listedOn: "2026-10-03",
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
    position: { latitude: -0.06201, longitude: 34.78204, precision: "exact" },
    description:
      "A 100 × 100 ft commercial plot with 30 metres of frontage on the busy Kisumu–Kakamega road at Mamboleo.\n\n" +
      "Zoned for commercial use: a petrol station, a showroom, or shops with flats above. Water, power and sewer connections are close by.\n\n" +
      "Leasehold title. Kisumu CBD is ten minutes away.",
    listedOn: "2026-11-02",
    setting: "lakeside",
    pictures: ["plot", "plot"],
    details: { plotSize: 929, plotSizeUnit: "square-metres", tenure: "leasehold" },
    amenities: [],
    status: { publication: "draft" },
  },
];
