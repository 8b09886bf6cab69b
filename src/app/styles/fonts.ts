// The webfonts' faces; the ones the first paint needs are preloaded by index.html (see webpack.config.ts).
import './fonts.css';
