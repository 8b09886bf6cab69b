// Writes src/shared/fonts/lari-{400,700}.woff2 and lari.css: the lari sign ₾ (U+20BE) alone, cut from
// Noto Sans's latin-ext faces (both weights the theme uses), about 700 bytes each. Many devices have no
// font with the sign (Debian's Chromium, many Linux and older Android devices) and draw it badly or as an
// empty box in every price; the whole latin-ext face would cost 113 KB for this one character. (Files,
// not data URLs: the Content-Security-Policy allows fonts from our origin only.) Rerun after a
// @fontsource/noto-sans upgrade:
//   node scripts/lari-font.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const LARI = '\u20be';

const faces = [];
for (const weight of [400, 700]) {
  const source = fs.readFileSync(
    path.join(root, `node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-${weight}-normal.woff2`),
  );
  const face = await subsetFont(source, LARI, { targetFormat: 'woff2' });
  fs.writeFileSync(path.join(root, `src/shared/fonts/lari-${weight}.woff2`), face);
  // block: the sign waits for its face (a few hundred bytes) rather than moving the price when it arrives
  faces.push(`@font-face {
  font-family: 'Noto Sans';
  font-style: normal;
  font-display: block;
  font-weight: ${weight};
  src: url('./lari-${weight}.woff2') format('woff2');
  unicode-range: U+20BE;
}`);
}
const css = `/* Written by scripts/lari-font.mjs: the lari sign ₾ from Noto Sans (OFL), both weights. Do not edit. */\n${faces.join('\n')}\n`;
fs.writeFileSync(path.join(root, 'src/shared/fonts/lari.css'), css);
console.log('wrote src/shared/fonts/lari.css and its two faces');
