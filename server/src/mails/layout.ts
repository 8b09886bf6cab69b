import { escapeHtml } from '../domain/html';
import type { Lang } from '../domain/language';
import type { RenderedMail } from './orderMail';

// The frame every order mail shares, and the pieces mails are written in. Each piece is written once for
// both parts, so the plain-text part says what the HTML says. Styles are inline (mail readers drop
// <style> and external sheets), in one column of at most 600 px that a phone shows whole.

/** a piece of a mail, as HTML and as plain text */
export interface Block {
  html: string;
  text: string;
}

const TEXT = 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2430';

/** a paragraph of plain text, quoted as it is */
export const paragraph = (text: string): Block => ({ html: `<p style="${TEXT}">${escapeHtml(text)}</p>`, text });

/** a button-like link; in the text part the label and the address */
export const button = (label: string, url: string): Block => ({
  html: `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#1a237e;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(label)}</a></p>`,
  text: `${label}:\n${url}`,
});

const GREETING: Record<Lang, (name: string | null) => string> = {
  en: (name) => (name ? `Hello ${name},` : 'Hello,'),
  ka: (name) => (name ? `გამარჯობა, ${name}!` : 'გამარჯობა!'),
};

const FOOTER: Record<Lang, string> = {
  en: 'AstroShop, telescopes and astronomy products, Tbilisi. You receive this mail because an order was placed with us at this address.',
  ka: 'AstroShop — ტელესკოპები და ასტრონომიის პროდუქტები, თბილისი. ეს წერილი მიიღეთ, რადგან ამ მისამართით ჩვენთან შეკვეთა გაფორმდა.',
};

/** a whole mail: the greeting, the blocks in order, the shop's footer */
export function layout(lang: Lang, subject: string, greetName: string | null, blocks: Block[]): RenderedMail {
  const body = [paragraph(GREETING[lang](greetName)), ...blocks];
  const html = `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background:#eef1f5;font-family:'Noto Sans Georgian','Noto Sans',Arial,sans-serif">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<div style="background:#ffffff;border-radius:12px;padding:24px">
<p style="margin:0 0 24px;font-size:22px;font-weight:700;color:#1a237e">AstroShop</p>
${body.map((block) => block.html).join('\n')}
</div>
<p style="margin:16px 0 0;font-size:12px;line-height:1.5;color:#667085">${escapeHtml(FOOTER[lang])}</p>
</div>
</body>
</html>
`;
  const text = `${[...body.map((block) => block.text), `--\n${FOOTER[lang]}`].join('\n\n')}\n`;
  return { subject, html, text };
}
