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

function setting(env: NodeJS.ProcessEnv, name: string, fallback: number, valid: (n: number) => boolean): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!valid(value)) throw new Error(`${name} must be a number in range, not ${raw}`);
  return value;
}

/** BOG_LOAN_MONTHS (3..24, default 12), BOG_LOAN_RATE (yearly percent, default 0), BOG_LOAN_MINIMUM (lari, default 100) */
export function loanTermsFromEnv(env: NodeJS.ProcessEnv): LoanTerms {
  return {
    months: setting(env, 'BOG_LOAN_MONTHS', 12, (n) => Number.isInteger(n) && n >= 3 && n <= 24),
    yearlyRatePercent: setting(env, 'BOG_LOAN_RATE', 0, (n) => n >= 0 && n <= 100),
    minimumTetri: Math.round(setting(env, 'BOG_LOAN_MINIMUM', 100, (n) => n >= 0) * 100),
  };
}

/** the monthly payment (tetri, rounded up) of an annuity loan of `tetri`, or null below the bank's minimum */
export function monthlyPayment(tetri: number, terms: LoanTerms): number | null {
  if (tetri < terms.minimumTetri || tetri <= 0) return null;
  const rate = terms.yearlyRatePercent / 100 / 12;
  const payment = rate === 0 ? tetri / terms.months : (tetri * rate) / (1 - (1 + rate) ** -terms.months);
  return Math.ceil(payment);
}
