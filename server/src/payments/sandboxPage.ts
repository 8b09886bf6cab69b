import { escapeHtml } from '../domain/html';
import type { Lang } from '../domain/language';
import type { ProviderName } from '../domain/payments';
import type { SandboxPayment } from './sandbox/store';

// The page a sandbox bank shows: the order, the amount, and the shopper's two choices. The amount is in
// GEL, as a bank writes it: the ₾ sign needs a font many phones lack, and this page has none of the shop's.

const BANK_NAMES: Record<ProviderName, string> = {
  bog: 'Bank of Georgia',
  tbc: 'TBC Bank',
  liberty: 'Liberty Bank',
};

const LABELS: Record<Lang, Record<'order' | 'amount' | 'months' | 'approve' | 'decline' | 'note', string>> = {
  en: {
    order: 'Order',
    amount: 'Amount',
    months: 'Months',
    approve: 'Approve',
    decline: 'Decline',
    note: 'Sandbox: no money moves. Approve to report a successful payment to the shop, Decline to report a failed one.',
  },
  ka: {
    order: 'შეკვეთა',
    amount: 'თანხა',
    months: 'თვე',
    approve: 'დადასტურება (Approve)',
    decline: 'უარყოფა (Decline)',
    note: 'სატესტო გარემო: თანხა არ ჩამოიჭრება. „დადასტურება“ მაღაზიას წარმატებულ გადახდას შეატყობინებს, „უარყოფა“ — წარუმატებელს.',
  },
};

export function sandboxPage(payment: SandboxPayment): string {
  const lang: Lang = payment.locale;
  const label = LABELS[lang];
  const bank = payment.bank;
  const months = payment.loan ? `<dt>${label.months}</dt><dd>${payment.loan.month}</dd>` : '';
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${BANK_NAMES[bank]} · sandbox</title>
<style>
  /* fits a 320 px phone: the card takes the width there is, the buttons stack when they must */
  *, *::before, *::after { box-sizing: border-box; }
  body { font-family: system-ui, sans-serif; background: #eef1f5; margin: 0; display: grid; place-items: center; min-height: 100vh; padding: 12px; }
  main { background: #fff; border-radius: 12px; padding: clamp(16px, 6vw, 32px); width: 100%; max-width: 420px; box-shadow: 0 4px 24px #0002; overflow-wrap: anywhere; }
  .badge { display: inline-block; background: #ffb300; border-radius: 4px; padding: 2px 8px; font-size: 12px; font-weight: 700; }
  h1 { font-size: clamp(24px, 7vw, 32px); }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; font-size: 18px; }
  dt { color: #667; } dd { margin: 0; font-weight: 600; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; } button { flex: 1 1 140px; min-height: 48px; padding: 12px; font-size: 16px; border: 0; border-radius: 8px; cursor: pointer; color: #fff; }
  .approve { background: #2e7d32; } .decline { background: #c62828; }
  p { color: #556; font-size: 14px; line-height: 1.5; }
</style>
</head>
<body>
<main>
  <span class="badge">SANDBOX</span>
  <h1>${BANK_NAMES[bank]}</h1>
  <dl>
    <dt>${label.order}</dt><dd data-testid="order-number">${escapeHtml(payment.orderNumber)}</dd>
    <dt>${label.amount}</dt><dd data-testid="amount">${(payment.amountTetri / 100).toFixed(2)} ${escapeHtml(payment.currency)}</dd>
    ${months}
  </dl>
  <form method="post" action="/sandbox/${bank}/decide">
    <input type="hidden" name="payment" value="${escapeHtml(payment.id)}">
    <div class="actions">
      <button class="approve" type="submit" name="decision" value="approved">${label.approve}</button>
      <button class="decline" type="submit" name="decision" value="declined">${label.decline}</button>
    </div>
  </form>
  <p>${label.note}</p>
</main>
</body>
</html>`;
}
