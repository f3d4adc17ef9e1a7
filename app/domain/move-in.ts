import { isRentPeriod, type ListingDetails, type PricePeriod, type RentPeriod } from "./listing-details";

/**
 * The cash a tenant pays to move in: the first month's rent, the deposit (a number of months'
 * rent, or an amount), the agency fee (a percentage of one month's rent), the first month's
 * service charge and the utility deposits. Every amount is in the listing's currency, to the cent.
 */

/** How many months one period's rent pays for. */
const MONTHS_PER_PERIOD: Record<RentPeriod, number> = { month: 1, week: 12 / 52, year: 12 };

export const MAX_DEPOSIT_MONTHS = 12;
export const MAX_AGENCY_FEE_PERCENT = 200;

export type MoveInTerms = Pick<
  ListingDetails,
  "deposit" | "depositMonths" | "agencyFeePercent" | "serviceCharge" | "utilityDeposit"
>;

export interface MoveInCost {
  firstMonthRent: number;
  deposit: number | null;
  agencyFee: number | null;
  serviceCharge: number | null;
  utilityDeposit: number | null;
  total: number;
}

const toCents = (amount: number) => Math.round(amount * 100) / 100;

/** A rent paid each `period` as a month's rent: a week's rent × 52 / 12, a year's / 12. */
export function monthlyRent(rent: number, period: RentPeriod): number {
  return rent / MONTHS_PER_PERIOD[period];
}

/**
 * What moving in costs at `rent` (the rent a visitor sees) paid each `period`; null when the
 * price is no rent. A blank term is not asked for; the total is the sum of the parts shown.
 */
export function moveInCost(rent: number, period: PricePeriod | null, terms: MoveInTerms): MoveInCost | null {
  if (!isRentPeriod(period)) return null;
  const month = monthlyRent(rent, period);
  const parts = {
    firstMonthRent: toCents(month),
    deposit:
      terms.depositMonths !== null
        ? toCents(month * terms.depositMonths)
        : terms.deposit !== null
          ? toCents(terms.deposit)
          : null,
    agencyFee: terms.agencyFeePercent === null ? null : toCents((month * terms.agencyFeePercent) / 100),
    serviceCharge: terms.serviceCharge === null ? null : toCents(terms.serviceCharge),
    utilityDeposit: terms.utilityDeposit === null ? null : toCents(terms.utilityDeposit),
  };
  const total = toCents(Object.values(parts).reduce<number>((sum, part) => sum + (part ?? 0), 0));
  return { ...parts, total };
}
