import { z } from "zod";

export const MAX_PARAGRAPH_LENGTH = 5000;

/** The About text as saved: blank paragraphs dropped, at least one left, none too long. */
export const aboutParagraphsSchema = z
  .array(z.string())
  .transform((paragraphs) => paragraphs.map((paragraph) => paragraph.trim()).filter(Boolean))
  .pipe(
    z
      .array(z.string().max(MAX_PARAGRAPH_LENGTH, "Please keep each paragraph under 5,000 characters"))
      .min(1, "Please write at least one paragraph"),
  );

/** The buttons of the About editor, each of which re-renders the list without saving. */
export type AboutEdit =
  | { intent: "add" }
  | { intent: "remove"; index: number }
  | { intent: "move-up"; index: number }
  | { intent: "move-down"; index: number };

/** Reads an `intent` button value such as `remove:2`; null for Save or anything unknown. */
export function parseAboutEdit(value: unknown): AboutEdit | null {
  if (value === "add") return { intent: "add" };
  if (typeof value !== "string") return null;
  const match = /^(remove|move-up|move-down):(\d+)$/.exec(value);
  if (!match) return null;
  return { intent: match[1] as "remove" | "move-up" | "move-down", index: Number(match[2]) };
}

/** The paragraphs after one edit; an index out of range changes nothing. */
export function applyAboutEdit(paragraphs: string[], edit: AboutEdit): string[] {
  if (edit.intent === "add") return [...paragraphs, ""];
  const { index } = edit;
  if (index >= paragraphs.length) return paragraphs;
  if (edit.intent === "remove") return paragraphs.filter((_, i) => i !== index);
  const other = edit.intent === "move-up" ? index - 1 : index + 1;
  if (other < 0 || other >= paragraphs.length) return paragraphs;
  const moved = [...paragraphs];
  [moved[index], moved[other]] = [moved[other]!, moved[index]!];
  return moved;
}
