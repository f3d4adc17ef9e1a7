// When the office shows listings, set once at /settings: the slots visitors book come from it.

/** ISO weekday numbers: 1 is Monday, 7 Sunday. */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export const WEEKDAYS: readonly { day: Weekday; name: string }[] = [
  { day: 1, name: "Monday" },
  { day: 2, name: "Tuesday" },
  { day: 3, name: "Wednesday" },
  { day: 4, name: "Thursday" },
  { day: 5, name: "Friday" },
  { day: 6, name: "Saturday" },
  { day: 7, name: "Sunday" },
];

/** The office's viewing hours, in Nairobi time. */
export interface ViewingHours {
  /** The days of the week it shows listings; none turns booking off. */
  weekdays: Weekday[];
  /** `HH:MM`, the first slot's start and the last slot's latest end. */
  opensAt: string;
  closesAt: string;
  slotMinutes: number;
  /** How many viewings one slot takes (one per agent free at that time). */
  capacity: number;
  /** `YYYY-MM-DD` dates it is closed on (public holidays). */
  closedDays: string[];
}

export const DEFAULT_VIEWING_HOURS: ViewingHours = {
  weekdays: [1, 2, 3, 4, 5, 6],
  opensAt: "09:00",
  closesAt: "17:00",
  slotMinutes: 60,
  capacity: 1,
  closedDays: [],
};

export const VIEWING_HOURS_LIMITS = {
  slotMinutes: { min: 15, max: 240 },
  capacity: { min: 1, max: 20 },
  closedDays: 100,
} as const;

/** `HH:MM` as minutes after midnight. */
export function minutesOfTime(time: string): number {
  const [hours, minutes] = time.split(":").map(Number);
  return hours! * 60 + minutes!;
}
