import type { LoanTerms } from '../domain/installments';

// The stand-in for Bank of Georgia's loan calculator script, with the real interface:
// BOG.Calculator.open({ amount, onRequest(selected, successCb, closeCb), onComplete({ redirectUrl }) }).
// It lets the shopper choose 3 to 24 months, asks the shop for an order through onRequest, then plays
// the bank (approve or decline) and hands back where to go. Browser code, kept to plain ES2017. Its
// dialog takes the page's font (the shop's has the ₾ sign) and fits a 320 px phone.
// It opens on the shop's loan terms (BOG_LOAN_MONTHS, BOG_LOAN_RATE), so its monthly payment is the
// "from X ₾/month" of the product cards: the same annuity as domain/installments.ts, in tetri, rounded up.
// Its bank is the sandbox beside the script, as the sandbox serves it (/sandbox/bog-sdk.js), or `bank`:
// BOG's own script comes from one origin and its window talks to another, and a stand-in served that
// way (e2e/bogCalculator.test.ts) shows what the page's CSP must allow for it (BOG_SDK_URL, BOG_SDK_ORIGINS).
export const bogSdkScript = ({ months, yearlyRatePercent }: LoanTerms, bank?: string) => String.raw`(function () {
  'use strict';
  var terms = ${JSON.stringify({ months, yearlyRatePercent })};
  var script = document.currentScript;
  var bank = ${JSON.stringify(bank ?? null)} || (script && script.src ? new URL(script.src).origin : '') + '/sandbox/bog';
  var ka = (document.documentElement.lang || '').indexOf('ka') === 0;
  var t = ka
    ? { title: 'საქართველოს ბანკი · განვადება (სატესტო)', months: 'თვეების რაოდენობა', monthly: 'ყოველთვიური შენატანი', request: 'განაცხადის გაგზავნა', cancel: 'გაუქმება', order: 'შეკვეთა', amount: 'თანხა', approve: 'დადასტურება (Approve)', decline: 'უარყოფა (Decline)', wait: 'გთხოვთ, მოიცადოთ…', failed: 'მოთხოვნა ვერ შესრულდა.' }
    : { title: 'Bank of Georgia · installments (sandbox)', months: 'Months', monthly: 'Monthly payment', request: 'Request the loan', cancel: 'Cancel', order: 'Order', amount: 'Amount', approve: 'Approve', decline: 'Decline', wait: 'Please wait…', failed: 'The request failed.' };

  function el(tag, props, children) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (key) {
      if (key === 'style') node.style.cssText = props.style; else node[key] = props[key];
    });
    (children || []).forEach(function (child) { node.append(child); });
    return node;
  }
  function button(text, color, onclick) {
    return el('button', { type: 'button', textContent: text, onclick: onclick,
      style: 'flex:1;padding:12px;border:0;border-radius:8px;color:#fff;font-size:16px;cursor:pointer;background:' + color });
  }
  function money(value) { return (Math.round(value * 100) / 100).toFixed(2) + ' ₾'; }

  function open(options) {
    var amount = Number(options.amount) || 0;
    var overlay = el('div', { style: 'position:fixed;inset:0;background:#0008;display:grid;place-items:center;z-index:2147483647;font-family:inherit' });
    var box = el('div', { role: 'dialog', 'ariaModal': 'true', style: 'background:#fff;border-radius:12px;box-sizing:border-box;padding:clamp(16px,5vw,24px);width:min(420px,calc(100vw - 24px));color:#223' });
    overlay.append(box);
    document.body.append(overlay);
    function close() { overlay.remove(); }
    function show(nodes) { box.replaceChildren.apply(box, [el('h2', { textContent: t.title, style: 'margin-top:0' })].concat(nodes)); }
    function fail(message) { show([el('p', { textContent: message || t.failed }), el('div', { style: 'display:flex' }, [button(t.cancel, '#667', close)])]); }

    var select = el('select', { style: 'width:100%;padding:8px;font-size:16px', ariaLabel: t.months });
    for (var month = 3; month <= 24; month++) select.append(el('option', { value: String(month), textContent: String(month) }));
    select.value = String(terms.months);
    var monthly = el('strong');
    function monthlyPayment(months) {
      var tetri = Math.round(amount * 100), rate = terms.yearlyRatePercent / 100 / 12;
      return Math.ceil(rate === 0 ? tetri / months : (tetri * rate) / (1 - Math.pow(1 + rate, -months))) / 100;
    }
    function update() { monthly.textContent = money(monthlyPayment(Number(select.value))); }
    select.onchange = update;
    update();

    function decide(orderId, decision) {
      show([el('p', { textContent: t.wait })]);
      fetch(bank + '/calculator/decide', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: orderId, decision: decision }) })
        .then(function (response) { return response.json().then(function (body) { if (!response.ok) throw new Error(body.message); return body; }); })
        .then(function (body) {
          close();
          if (options.onComplete) options.onComplete({ redirectUrl: body.redirectUrl });
          else window.location.href = body.redirectUrl;
        })
        .catch(function (error) { fail(error.message); });
    }

    function successCb(orderId) {
      show([el('p', { textContent: t.wait })]);
      fetch(bank + '/calculator/payment?order_id=' + encodeURIComponent(orderId))
        .then(function (response) { return response.json().then(function (body) { if (!response.ok) throw new Error(body.message); return body; }); })
        .then(function (payment) {
          show([
            el('dl', { style: 'display:grid;grid-template-columns:auto 1fr;gap:8px 16px;font-size:18px' }, [
              el('dt', { textContent: t.order }), el('dd', { textContent: payment.order_number, style: 'margin:0;font-weight:600' }),
              el('dt', { textContent: t.amount }), el('dd', { textContent: money(Number(payment.amount)), style: 'margin:0;font-weight:600' }),
              el('dt', { textContent: t.months }), el('dd', { textContent: payment.month, style: 'margin:0;font-weight:600' }),
            ]),
            el('div', { style: 'display:flex;gap:12px' }, [
              button(t.approve, '#2e7d32', function () { decide(orderId, 'approved'); }),
              button(t.decline, '#c62828', function () { decide(orderId, 'declined'); }),
            ]),
          ]);
        })
        .catch(function (error) { fail(error.message); });
    }

    show([
      el('label', { textContent: t.months, style: 'display:block;margin-bottom:8px' }), select,
      el('p', {}, [t.monthly + ': ', monthly]),
      el('div', { style: 'display:flex;gap:12px' }, [
        button(t.request, '#f26522', function () {
          show([el('p', { textContent: t.wait })]);
          var month = Number(select.value);
          var selected = { amount: monthlyPayment(month), month: month, discount_code: 'STANDARD' };
          try { options.onRequest(selected, successCb, close); } catch (error) { fail(error && error.message); }
        }),
        button(t.cancel, '#667', close),
      ]),
    ]);
  }

  window.BOG = window.BOG || {};
  window.BOG.Calculator = { open: open };
})();
`;
