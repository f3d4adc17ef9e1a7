// What visitors see of the person who looks after a listing, and the numbers it is reached on.

/** The listing's person as its page and window card show them. */
export interface ListingAgentCard {
  name: string;
  /** Their photo's address, null for none. */
  photoUrl: string | null;
  earbNumber: string | null;
  /** International digits, `254…`; null for none of their own. */
  phone: string | null;
  whatsapp: string | null;
}

/**
 * The numbers a listing is reached on: its person's own where they gave one, the office's
 * otherwise (empty when the office has none either).
 */
export function listingNumbers(
  agent: Pick<ListingAgentCard, "phone" | "whatsapp"> | null,
  office: { whatsappNumber: string; contactPhone: string },
): { whatsapp: string; phone: string } {
  return {
    whatsapp: agent?.whatsapp ?? office.whatsappNumber,
    phone: agent?.phone ?? office.contactPhone,
  };
}
