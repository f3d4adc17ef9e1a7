import { z } from "zod";
import { listField, textField } from "./form-fields";
import { formSchema } from "./form-schema";
import { minutesOfTime, VIEWING_HOURS_LIMITS, type ViewingHours, type Weekday } from "./viewing-hours";

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The viewing hours' form on /settings. */
export const viewingHoursFields = {
  weekdays: listField<ViewingHours>({
    name: "viewingWeekdays",
    label: "Days for viewings",
    format: (hours) => hours.weekdays.map(String),
  }),
  opensAt: textField<ViewingHours>({
    name: "viewingOpensAt",
    label: "First viewing at",
    required: "Please give the time of the first viewing, like 09:00",
    maxLength: 5,
    format: (hours) => hours.opensAt,
  }),
  closesAt: textField<ViewingHours>({
    name: "viewingClosesAt",
    label: "Last viewing ends by",
    required: "Please give the time the last viewing ends by, like 17:00",
    maxLength: 5,
    format: (hours) => hours.closesAt,
  }),
  slotMinutes: textField<ViewingHours>({
    name: "viewingSlotMinutes",
    label: "Minutes per viewing",
    inputMode: "numeric",
    required: "Please give how long a viewing takes, in minutes",
    maxLength: 3,
    format: (hours) => String(hours.slotMinutes),
  }),
  capacity: textField<ViewingHours>({
    name: "viewingCapacity",
    label: "Viewings at the same time",
    inputMode: "numeric",
    required: "Please give how many viewings the office takes at the same time",
    maxLength: 2,
    format: (hours) => String(hours.capacity),
  }),
  closedDays: textField<ViewingHours>({
    name: "viewingClosedDays",
    multiline: true,
    label: "Closed on (one date a line, like 2026-12-25)",
    maxLength: 1_200,
    format: (hours) => hours.closedDays.join("\n"),
  }),
};

const { slotMinutes, capacity, closedDays } = VIEWING_HOURS_LIMITS;
const time = (message: string) => z.string().regex(TIME, message);
const wholeNumber = (min: number, max: number, message: string) =>
  z.string().regex(/^\d+$/, message).transform(Number).pipe(z.number().min(min, message).max(max, message));

const isRealDate = (date: string) =>
  DATE.test(date) && new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) === date;

/** The office's viewing hours as typed; a closing time that leaves no slot is refused. */
export const viewingHoursSchema = formSchema(viewingHoursFields, {
  weekdays: z
    .array(z.enum(["1", "2", "3", "4", "5", "6", "7"], "Please tick days of the week only"))
    .transform((days) => [...new Set(days.map((day) => Number(day) as Weekday))].sort()),
  opensAt: time("Please give a time like 09:00"),
  closesAt: time("Please give a time like 17:00"),
  slotMinutes: wholeNumber(
    slotMinutes.min,
    slotMinutes.max,
    `Please give whole minutes from ${slotMinutes.min} to ${slotMinutes.max}`,
  ),
  capacity: wholeNumber(
    capacity.min,
    capacity.max,
    `Please give a number from ${capacity.min} to ${capacity.max}`,
  ),
  closedDays: z
    .string()
    .transform((text) => [...new Set(text.split(/[\s,]+/).filter(Boolean))].sort())
    .refine((dates) => dates.every(isRealDate), "Please give dates like 2026-12-25, one a line")
    .refine((dates) => dates.length <= closedDays, `Please give at most ${closedDays} dates`),
}).refine((hours) => minutesOfTime(hours.closesAt) - minutesOfTime(hours.opensAt) >= hours.slotMinutes, {
  message: "The last viewing must end at least one viewing's length after the first begins",
  path: ["closesAt"],
}) satisfies z.ZodType<ViewingHours, unknown>;

export type ViewingHoursField = keyof typeof viewingHoursFields;
