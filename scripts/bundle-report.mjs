#!/usr/bin/env node
// The storefront's JavaScript weight, gzipped the way a server would send it (zlib level 9).
//
//   node scripts/bundle-report.mjs [--check] [stats.json] [--dist <dir>]
//
// Without a stats file it builds for production into a temp dir (webpack --json) and reads that.
// Writes bench/bundle.md. The JS loaded before the home page is interactive (the entry's initial chunks +
// the page-home chunk group) is compared with two figures: TARGET_KB, issue 16's budget, which the report
// says is met or not; and CEILING_KB, with which --check (CI) exits 1. The ceiling sits just above what is
// measured today because the fixed stack's libraries alone (react-dom, react-router, RTK, i18next, MUI core)
// weigh about 177 KB gz, more than the target: CI stops the weight from growing while the target stays
// open. Lower the ceiling whenever the bundle shrinks. Page chunks above PAGE_WARN_KB gzipped are flagged
// (printed and marked in the report) but do not fail the check.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const TARGET_KB = 180;
// 224 until the header's search became a combobox with suggestions (MUI Autocomplete and Popper in
// every page's initial JS, +22 KB gz); loading the combobox only when the search field is first
// focused would win that back. 231 -> 232 with each page owning its route (shared/routing and the pages'
// route modules in the initial script), the 404 page's categories and the reset link's check: +1.5 KB gz.
// 232 -> 233 with two more pages, the order page and compare: their route modules (address, arguments, head)
// are in the route table every first paint needs, their code in their own chunks (+0.3 KB gz); and the
// checkout's loader, which asks for the delivery on offer with the page (+0.6 KB gz): 232.8 measured.
// 233 -> 234: the compare list as a lazily injected Redux slice (combineSlices), the query put in the server's
// order before hydration (no #418 on list addresses), the delivery terms' wording in entities/delivery (the
// checkout's route module imports it) and the observe page's route: 233.4-233.6 measured (issue 37 allows 2 KB).
// 234 -> 235: the server's payment settings asked with every page and its "test mode" notice (issue 34: every
// page says so while the sandbox plays a bank), and the privacy notice among the policies' routes: 234.2 measured.
const CEILING_KB = 235;
const PAGE_WARN_KB = 60;
const KB = 1024;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const check = args.includes('--check');
const distArg = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : undefined;
const statsArg = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--dist');

const kb = (bytes) => (bytes / KB).toFixed(1);

function build() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'astroshop-bundle-'));
  const statsFile = path.join(tmp, 'stats.json');
  const distDir = path.join(tmp, 'dist');
  console.log(`building (webpack --mode production) into ${distDir} …`);
  // the browser's code alone: the server's renderer (the other build of webpack.config.ts) is no shopper's download
  const webpackArgs = ['--mode', 'production', '--config-name', 'browser', `--json=${statsFile}`];
  execFileSync(process.execPath, [path.join(root, 'node_modules/webpack/bin/webpack.js'), ...webpackArgs], {
    cwd: root,
    env: { ...process.env, DIST_DIR: distDir },
    stdio: ['ignore', 'ignore', 'inherit'],
    maxBuffer: 1 << 30,
  });
  return { statsFile, distDir, cleanup: () => fs.rmSync(tmp, { recursive: true, force: true }) };
}

// --- source maps: attribute each minified byte to the package it came from (as source-map-explorer does) ---

const B64 = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64[char];
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** bytes of the minified file per source (index into map.sources; -1 = no mapping) */
function bytesPerSource(code, map) {
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  const bytes = new Map();
  const add = (source, n) => bytes.set(source, (bytes.get(source) ?? 0) + n);
  let source = 0;
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l];
    const segments = (mappingLines[l] ?? '').split(',').filter(Boolean);
    let col = 0;
    let previousCol = 0;
    let previousSource = -1;
    for (const segment of segments) {
      const fields = decodeVlq(segment);
      col += fields[0];
      add(previousSource, Buffer.byteLength(line.slice(previousCol, col)));
      if (fields.length >= 4) {
        source += fields[1];
        previousSource = source;
      } else {
        previousSource = -1;
      }
      previousCol = col;
    }
    add(previousSource, Buffer.byteLength(line.slice(previousCol)) + 1);
  }
  return bytes;
}

function packageOf(file) {
  const p = file.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const at = p.lastIndexOf('node_modules/');
  if (at >= 0) {
    const parts = p.slice(at + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (p.startsWith('src/')) return `(app) src/${p.split('/')[1]}`;
  if (p.startsWith('webpack/')) return '(webpack runtime)';
  return `(other) ${p.split('/')[0]}`;
}

/** stats' module sizes (after loaders, before minification), per package, for the given chunk ids */
function statsSizesPerPackage(stats, chunkIds) {
  const sizes = new Map();
  const visit = (module) => {
    if (module.modules) return module.modules.forEach(visit); // a concatenated module: count its parts
    const name = module.nameForCondition ?? module.identifier ?? module.name ?? '';
    const pkg = name.includes('node_modules/')
      ? packageOf(name)
      : packageOf(path.relative(root, name.split('|')[0].split('!').pop()));
    sizes.set(pkg, (sizes.get(pkg) ?? 0) + (module.size ?? 0));
  };
  for (const module of stats.modules ?? []) {
    if ((module.chunks ?? []).some((id) => chunkIds.has(id))) visit(module);
  }
  return sizes;
}

// --- main ---

let built;
let statsFile = statsArg;
let distDir = distArg;
if (!statsFile) {
  built = build();
  statsFile = built.statsFile;
  distDir = built.distDir;
}

try {
  // webpack.config.ts names several builds: --config-name picks one, and webpack still writes them as `children`
  const written = JSON.parse(fs.readFileSync(statsFile, 'utf8'));
  const stats = written.children?.find((child) => child.name === 'browser') ?? written;
  distDir ??= stats.outputPath;
  const chunks = new Map(stats.chunks.map((chunk) => [chunk.id, chunk]));
  const gzCache = new Map();
  const fileSizes = (file) => {
    if (!gzCache.has(file)) {
      const buffer = fs.readFileSync(path.join(distDir, file));
      gzCache.set(file, { raw: buffer.length, gz: zlib.gzipSync(buffer, { level: 9 }).length });
    }
    return gzCache.get(file);
  };
  const jsFiles = (chunkIds) => [
    ...new Set([...chunkIds].flatMap((id) => chunks.get(id).files.filter((f) => f.endsWith('.js')))),
  ];
  const total = (files) =>
    files.reduce(
      (sum, file) => {
        const { raw, gz } = fileSizes(file);
        return { raw: sum.raw + raw, gz: sum.gz + gz };
      },
      { raw: 0, gz: 0 },
    );

  const entryName = Object.keys(stats.entrypoints)[0];
  const initialChunks = new Set(stats.entrypoints[entryName].chunks);
  const groups = stats.namedChunkGroups;
  if (!groups['page-home'])
    throw new Error(
      'no chunk group "page-home" in the stats: is the home page still lazy with webpackChunkName "page-home"?',
    );
  const homeChunks = new Set([...initialChunks, ...groups['page-home'].chunks]);
  const initialFiles = jsFiles(initialChunks);
  const homeFiles = jsFiles(homeChunks);
  const initial = total(initialFiles);
  const home = total(homeFiles);

  const routes = Object.keys(groups)
    .filter((name) => name.startsWith('page-'))
    .sort()
    .map((name) => {
      const own = groups[name].chunks.filter((id) => !initialChunks.has(id));
      const files = jsFiles(own);
      const chunkFiles = files.map((file) => ({ file, ...fileSizes(file) }));
      const big = chunkFiles.filter((c) => c.gz > PAGE_WARN_KB * KB);
      return { name, files, ...total(files), withInitial: initial.gz + total(files).gz, big };
    });

  // the largest packages of the initial chunks: minified bytes from the source maps, stats sizes beside them
  const minified = new Map();
  let mapped = true;
  for (const file of initialFiles) {
    const mapFile = path.join(distDir, `${file}.map`);
    if (!fs.existsSync(mapFile)) {
      mapped = false;
      continue;
    }
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
    for (const [index, bytes] of bytesPerSource(fs.readFileSync(path.join(distDir, file), 'utf8'), map)) {
      const pkg = index < 0 ? '(unmapped: runtime glue, licence comment)' : packageOf(map.sources[index]);
      minified.set(pkg, (minified.get(pkg) ?? 0) + bytes);
    }
  }
  const statSizes = statsSizesPerPackage(stats, initialChunks);
  const rank = mapped ? minified : statSizes;
  const packages = [...rank]
    .filter(([pkg]) => !pkg.startsWith('('))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15);
  const appCode = [...rank].filter(([pkg]) => pkg.startsWith('(')).sort((a, b) => b[1] - a[1]);

  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  const over = home.gz > TARGET_KB * KB;
  const overCeiling = home.gz > CEILING_KB * KB;
  const flagged = routes.flatMap((route) => route.big.map((c) => ({ route: route.name, ...c })));

  const md = [
    '# Bundle report',
    '',
    `Generated ${new Date().toISOString().slice(0, 10)} at commit \`${commit}\` by \`node scripts/bundle-report.mjs\` (\`npm run bench:bundle\`; \`--check\` for CI).`,
    `Production build (webpack ${stats.version}); sizes in KB = 1024 bytes; "gz" = gzip level 9 of each emitted .js file. CSS, fonts, images and locales are not counted.`,
    '',
    '## Before the home page is interactive',
    '',
    '| what | chunks | min KB | gz KB |',
    '|---|---|--:|--:|',
    `| initial (entry \`${entryName}\`) | ${initialFiles.map((f) => `\`${path.basename(f)}\``).join(', ')} | ${kb(initial.raw)} | ${kb(initial.gz)} |`,
    `| + \`page-home\` group | ${homeFiles
      .filter((f) => !initialFiles.includes(f))
      .map((f) => `\`${path.basename(f)}\``)
      .join(', ')} | ${kb(home.raw - initial.raw)} | ${kb(home.gz - initial.gz)} |`,
    `| **initial + home** | | **${kb(home.raw)}** | **${kb(home.gz)}** |`,
    '',
    `Target (issue 6): ${TARGET_KB} KB gz for initial + home → **${over ? `OVER by ${kb(home.gz - TARGET_KB * KB)} KB` : `within (${kb(TARGET_KB * KB - home.gz)} KB left)`}**.`,
    `CI ceiling (\`--check\`): ${CEILING_KB} KB gz → ${overCeiling ? `**exceeded by ${kb(home.gz - CEILING_KB * KB)} KB**` : `within (${kb(CEILING_KB * KB - home.gz)} KB left)`}.`,
    '',
    '## Per route (lazy `page-*` chunk groups, JS not already in the initial chunks)',
    '',
    `A route's JS = its own chunk plus the shared async chunks it needs (which a previous route may already have loaded). ⚠ marks a chunk above ${PAGE_WARN_KB} KB gz.`,
    '',
    '| route chunk group | files | min KB | gz KB | initial + route gz KB |',
    '|---|---|--:|--:|--:|',
    ...routes.map(
      (r) =>
        `| ${r.name}${r.big.length ? ' ⚠' : ''} | ${r.files.map((f) => `\`${path.basename(f)}\``).join(', ')} | ${kb(r.raw)} | ${kb(r.gz)} | ${kb(r.withInitial)} |`,
    ),
    '',
    `## The 15 largest packages in the initial chunks`,
    '',
    mapped
      ? 'Minified bytes attributed through the source maps (as source-map-explorer does); "stats KB" is webpack\'s module size after loaders, before minification.'
      : "No source maps were found: ranked by webpack's module sizes (after loaders, before minification).",
    '',
    '| # | package | min KB | share of initial | stats KB |',
    '|--:|---|--:|--:|--:|',
    ...packages.map(
      ([pkg, bytes], i) =>
        `| ${i + 1} | ${pkg} | ${mapped ? kb(bytes) : '–'} | ${((bytes / (mapped ? initial.raw : [...statSizes.values()].reduce((a, b) => a + b, 0))) * 100).toFixed(1)}% | ${kb(statSizes.get(pkg) ?? 0)} |`,
    ),
    '',
    `Not packages: ${appCode.map(([pkg, bytes]) => `${pkg} ${kb(bytes)} KB`).join(', ')}.`,
    '',
  ].join('\n');
  fs.mkdirSync(path.join(root, 'bench'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/bundle.md'), md);

  console.log(
    `initial JS: ${kb(initial.gz)} KB gz; initial + page-home: ${kb(home.gz)} KB gz (target ${TARGET_KB}, CI ceiling ${CEILING_KB} KB gz)`,
  );
  for (const r of routes) console.log(`  ${r.name.padEnd(22)} ${kb(r.gz).padStart(7)} KB gz`);
  for (const f of flagged)
    console.warn(`warning: ${f.route} loads ${path.basename(f.file)} of ${kb(f.gz)} KB gz (> ${PAGE_WARN_KB} KB gz)`);
  console.log(
    `largest packages in the initial chunks: ${packages
      .slice(0, 5)
      .map(([p, b]) => `${p} ${kb(b)} KB`)
      .join(', ')}, …`,
  );
  console.log('wrote bench/bundle.md');
  if (check && overCeiling) {
    console.error(
      `bundle ceiling exceeded: initial + home JS is ${kb(home.gz)} KB gz, the CI ceiling is ${CEILING_KB} KB gz`,
    );
    process.exitCode = 1;
  } else if (check) {
    console.log(
      `bundle ceiling ok: initial + home JS is ${kb(home.gz)} KB gz (CI ceiling ${CEILING_KB}, target ${TARGET_KB} KB gz)`,
    );
  }
} finally {
  built?.cleanup();
}
