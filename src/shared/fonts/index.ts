// The webfonts' faces; the ones the first paint needs are preloaded by index.html (see webpack.config.ts).
import './fonts.css';
// the lari sign alone (scripts/lari-font.mjs): every price needs it, and many devices lack it
import './lari.css';
