import type { PayMethod } from './payments';

// Installments are refunded at the bank, by hand: neither bank refunds a loan by its API (BOG's refund
// API takes card, Apple Pay, Google Pay and BOG authorization payments only). The operator does it in the
// bank's own office and records it here with the bank's reference: a manual refund, so the books balance.

/** the methods whose refunds are made at the bank and recorded by hand */
export const INSTALLMENT_METHODS: readonly PayMethod[] = ['BOG_LOAN', 'TBC_LOAN'];

export const isInstallment = (method: PayMethod) => INSTALLMENT_METHODS.includes(method);

/** what a manual refund keeps as the bank's answer: who said it was done, and the bank's reference */
export const manualAnswer = (operatorEmail: string, reference: string) =>
  JSON.stringify({ manual: true, refundedAtBankBy: operatorEmail, reference });

/** a refund recorded by hand (its bank answer is manualAnswer's) */
export const isManualAnswer = (answer: string | null) => answer?.startsWith('{"manual":true') ?? false;
