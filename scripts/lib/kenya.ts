/** Places listings are spread over; the weights make Nairobi and the coast the busiest markets. */
export interface City {
  name: string;
  weight: number;
  locations: readonly string[];
  /** The town's middle, in decimal degrees: listings are spread a few kilometres around it. */
  centre: { latitude: number; longitude: number };
}

export const CITIES: readonly City[] = [
  {
    name: "Nairobi",
    weight: 30,
    locations: [
      "Karen",
      "Kilimani",
      "Westlands",
      "Lavington",
      "Runda",
      "Kileleshwa",
      "Parklands",
      "South B",
      "Langata",
      "Muthaiga",
      "Gigiri",
      "Embakasi",
    ],
    centre: { latitude: -1.2864, longitude: 36.8172 },
  },
  {
    name: "Mombasa",
    weight: 12,
    locations: ["Nyali", "Bamburi", "Shanzu", "Tudor", "Kizingo", "Mtwapa", "Likoni"],
    centre: { latitude: -4.0435, longitude: 39.6682 },
  },
  {
    name: "Kisumu",
    weight: 7,
    locations: ["Milimani", "Riat Hills", "Nyalenda", "Mamboleo", "Dunga"],
    centre: { latitude: -0.0917, longitude: 34.768 },
  },
  {
    name: "Nakuru",
    weight: 7,
    locations: ["Milimani", "Section 58", "Lanet", "Kiamunyi", "Free Area"],
    centre: { latitude: -0.3031, longitude: 36.08 },
  },
  {
    name: "Eldoret",
    weight: 5,
    locations: ["Elgon View", "Kapsoya", "Annex", "Pioneer", "Langas"],
    centre: { latitude: 0.5143, longitude: 35.2698 },
  },
  {
    name: "Malindi",
    weight: 5,
    locations: ["Casuarina", "Silversands", "Mayungu", "Shella", "Gede"],
    centre: { latitude: -3.2192, longitude: 40.1169 },
  },
  {
    name: "Diani",
    weight: 5,
    locations: ["Galu", "Kinondo", "Ukunda", "Tiwi", "Msambweni"],
    centre: { latitude: -4.3167, longitude: 39.5667 },
  },
  {
    name: "Naivasha",
    weight: 5,
    locations: ["Moi South Lake Road", "Kongoni", "Kinamba", "Karagita"],
    centre: { latitude: -0.7167, longitude: 36.4333 },
  },
  {
    name: "Nanyuki",
    weight: 4,
    locations: ["Likii", "Sweetwaters", "Burguret", "Timau", "Majengo"],
    centre: { latitude: 0.0167, longitude: 37.0733 },
  },
  {
    name: "Kilifi",
    weight: 4,
    locations: ["Mnarani", "Bofa", "Takaungu", "Vipingo", "Watamu"],
    centre: { latitude: -3.6305, longitude: 39.8499 },
  },
  {
    name: "Thika",
    weight: 4,
    locations: ["Section 9", "Landless", "Makongeni", "Ngoingwa", "Kiganjo"],
    centre: { latitude: -1.0333, longitude: 37.0693 },
  },
  {
    name: "Nyeri",
    weight: 3,
    locations: ["Ruring'u", "Kamakwa", "Skuta", "Mweiga", "Othaya"],
    centre: { latitude: -0.4201, longitude: 36.9476 },
  },
  {
    name: "Machakos",
    weight: 3,
    locations: ["Athi River", "Syokimau", "Mlolongo", "Katoloni", "Kangundo Road"],
    centre: { latitude: -1.5177, longitude: 37.2634 },
  },
  {
    name: "Lamu",
    weight: 3,
    locations: ["Shela", "Manda Island", "Mokowe", "Kipungani"],
    centre: { latitude: -2.2717, longitude: 40.902 },
  },
  {
    name: "Kericho",
    weight: 2,
    locations: ["Brooke", "Ainamoi", "Kapsoit", "Chelimo"],
    centre: { latitude: -0.3689, longitude: 35.2863 },
  },
  {
    name: "Kitale",
    weight: 2,
    locations: ["Milimani", "Kiminini", "Matisi", "Sirende"],
    centre: { latitude: 1.0157, longitude: 35.0062 },
  },
];
