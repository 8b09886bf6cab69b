// The monthly price of a Bank of Georgia installment loan, from the shop's loan terms. The bank's
// calculator (payments/bogSdk.ts) opens on the same months and, at 0 %, the same amount / months.

export interface LoanTerms {
  /** the months a card's "from X ₾/month" assumes (the calculator's default choice) */
  months: number;
  /** the yearly interest, percent; 0 for the shop's interest-free installments */
  yearlyRatePercent: number;
  /** the least amount (tetri) the bank lends */
  minimumTetri: number;
}

/** the monthly payment (tetri, rounded up) of an annuity loan of `tetri`, or null below the bank's minimum */
export function monthlyPayment(tetri: number, terms: LoanTerms): number | null {
  if (tetri < terms.minimumTetri || tetri <= 0) return null;
  const rate = terms.yearlyRatePercent / 100 / 12;
  const payment = rate === 0 ? tetri / terms.months : (tetri * rate) / (1 - (1 + rate) ** -terms.months);
  return Math.ceil(payment);
}
