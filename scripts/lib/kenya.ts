/** Places listings are spread over; the weights make Nairobi and the coast the busiest markets. */
export interface City {
  name: string;
  weight: number;
  locations: readonly string[];
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
  },
  {
    name: "Mombasa",
    weight: 12,
    locations: ["Nyali", "Bamburi", "Shanzu", "Tudor", "Kizingo", "Mtwapa", "Likoni"],
  },
  { name: "Kisumu", weight: 7, locations: ["Milimani", "Riat Hills", "Nyalenda", "Mamboleo", "Dunga"] },
  { name: "Nakuru", weight: 7, locations: ["Milimani", "Section 58", "Lanet", "Kiamunyi", "Free Area"] },
  { name: "Eldoret", weight: 5, locations: ["Elgon View", "Kapsoya", "Annex", "Pioneer", "Langas"] },
  { name: "Malindi", weight: 5, locations: ["Casuarina", "Silversands", "Mayungu", "Shella", "Gede"] },
  { name: "Diani", weight: 5, locations: ["Galu", "Kinondo", "Ukunda", "Tiwi", "Msambweni"] },
  { name: "Naivasha", weight: 5, locations: ["Moi South Lake Road", "Kongoni", "Kinamba", "Karagita"] },
  { name: "Nanyuki", weight: 4, locations: ["Likii", "Sweetwaters", "Burguret", "Timau", "Majengo"] },
  { name: "Kilifi", weight: 4, locations: ["Mnarani", "Bofa", "Takaungu", "Vipingo", "Watamu"] },
  { name: "Thika", weight: 4, locations: ["Section 9", "Landless", "Makongeni", "Ngoingwa", "Kiganjo"] },
  { name: "Nyeri", weight: 3, locations: ["Ruring'u", "Kamakwa", "Skuta", "Mweiga", "Othaya"] },
  {
    name: "Machakos",
    weight: 3,
    locations: ["Athi River", "Syokimau", "Mlolongo", "Katoloni", "Kangundo Road"],
  },
  { name: "Lamu", weight: 3, locations: ["Shela", "Manda Island", "Mokowe", "Kipungani"] },
  { name: "Kericho", weight: 2, locations: ["Brooke", "Ainamoi", "Kapsoit", "Chelimo"] },
  { name: "Kitale", weight: 2, locations: ["Milimani", "Kiminini", "Matisi", "Sirende"] },
];
