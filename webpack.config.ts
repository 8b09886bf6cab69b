import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { TsconfigPathsPlugin } from 'tsconfig-paths-webpack-plugin';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const root = __dirname;
/** what is worth compressing ahead: text, above the size where the headers cost more than they save; not what only the server reads */
const precompressed = {
  test: /\.(js|css|html|svg|json|txt|webmanifest)$/,
  exclude: /^server\//,
  threshold: 1024,
  minRatio: 0.9,
};
// Where `npm run dev` sends API, image and sandbox requests: the server started by `npm run dev:server` (or `serve`).
const devApi = process.env.DEV_API ?? 'http://localhost:8080';
const apiUrl = process.env.API_URL ?? '';
/** the render entry's file in the build, which our server requires (server/src/render/pageRenderer.ts) */
const RENDERER_FILE = 'server/renderPage.js';
/** the back office's own build (admin/), in a folder of the storefront's output that the server sends at /admin */
const ADMIN_FOLDER = 'admin';

// One index.html per language (the server sends a page path's own): <html lang>, title and description
// in that language, and preloads of what its first paint needs, the translations and the webfonts. Beside
// each, for our server alone, its page template: the same page with named slots where the server puts
// each page it renders (server/src/render/pageTemplate.ts).
const pageLanguages = [
  { lang: 'ka', filename: 'index.html', template: 'server/page.ka.html' },
  { lang: 'en', filename: 'index.en.html', template: 'server/page.en.html' },
] as const;
// the translation files src/shared/i18n loads at start, preloaded beside the script
const shellNamespaces = JSON.parse(
  fs.readFileSync(path.join(root, 'src/shared/i18n/shellNamespaces.json'), 'utf8'),
) as string[];
const commonTexts = (lang: string) =>
  JSON.parse(fs.readFileSync(path.join(root, 'locales', lang, 'common.json'), 'utf8')) as {
    shop_name: string;
    meta_description: string;
  };
/** public/index.html's parameters for a language's page */
const pageParameters = (lang: string) => ({
  lang,
  apiUrl,
  namespaces: shellNamespaces,
  title: commonTexts(lang).shop_name,
  description: commonTexts(lang).meta_description,
});
/** html-webpack-plugin's own minifier settings in production, here to add to them */
const MINIFY_HTML = {
  collapseWhitespace: true,
  keepClosingSlash: true,
  removeComments: true,
  removeRedundantAttributes: true,
  removeScriptTypeAttributes: true,
  removeStyleLinkTypeAttributes: true,
  useShortDoctype: true,
};
// Latin (any page) and Georgian (Georgian pages) faces, regular and bold: without the preload a face is
// only requested once text using it is laid out, and the text then shifts when it arrives.
const firstPaintFonts = {
  ka: /^assets\/noto-sans-(latin|georgian-georgian)-(400|700)-normal\.[0-9a-f]+\.woff2$/,
  en: /^assets\/noto-sans-latin-(400|700)-normal\.[0-9a-f]+\.woff2$/,
};

class PreloadFonts {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap('PreloadFonts', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadFonts', (data) => {
        const lang =
          pageLanguages.find((page) => page.filename === data.outputName || page.template === data.outputName)?.lang ??
          'ka';
        const fonts = Object.keys(compilation.assets)
          .filter((name) => firstPaintFonts[lang].test(name))
          .sort();
        const links = fonts.map((name) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', {
            rel: 'preload',
            href: `${compilation.outputOptions.publicPath}${name}`,
            as: 'font',
            type: 'font/woff2',
            crossorigin: '',
          }),
        );
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}

// V8's explicit compile hint (Chrome 136 and later; to other engines a plain comment): nearly every function
// of the entry script runs while the page is hydrated, so V8 compiles them all on a background thread as
// the script streams in, rather than on the main thread at each first call, which was about half of the
// script's evaluation task on a phone (bench/web.md). Added after minification, first in the file, as V8
// asks; webpack then hashes the file's final content.
class EagerCompileHint {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('EagerCompileHint', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EagerCompileHint', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of compilation.entrypoints.get('main')?.getEntrypointChunk().files ?? []) {
            if (file.endsWith('.js'))
              compilation.updateAsset(
                file,
                (source) => new webpack.sources.ConcatSource('//# allFunctionsCalledOnLoad\n', source),
              );
          }
        },
      );
    });
  }
}

/**
 * The storefront's packages, left to Node in the render entry: `require` of the file node_modules holds, by its
 * absolute path (as Node resolves it from here), so the built renderer runs from any DIST_DIR (the browser suite's
 * is a temp dir, with no node_modules above it). A build thus belongs to this checkout, as its node_modules do.
 */
function installedPackages(
  { request }: { request?: string },
  callback: (error?: Error | null, result?: string) => void,
) {
  // bare names only: relative files and `@/` aliases are bundled, built-ins left to Node by externalsPresets
  if (!request || request.startsWith('.') || request.startsWith('/') || request.startsWith('@/') || isBuiltin(request))
    return callback();
  try {
    return callback(null, `commonjs ${require.resolve(request, { paths: [root] })}`);
  } catch {
    return callback(); // no file for `require` (a package exporting `import` alone): bundled
  }
}

export default (
  env: { WEBPACK_SERVE?: boolean },
  argv: { mode?: Configuration['mode'] },
): Configuration | Configuration[] => {
  const production = argv.mode !== 'development';
  const mode = production ? 'production' : 'development';
  // DIST_DIR lets the browser suite build beside, not over, the shop's own dist/
  const outputDir = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');
  const resolve = {
    extensions: ['.tsx', '.ts', '.js'],
    // the path aliases (@/shared/...) are tsconfig.json's
    plugins: [new TsconfigPathsPlugin({ configFile: path.join(root, 'tsconfig.json') })],
  };
  // Types are checked once by `tsc --noEmit` (CI); the bundler only strips them.
  const typescript = {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: { loader: 'ts-loader', options: { transpileOnly: true, onlyCompileBundledFiles: true } },
  };
  // Build-time settings (src/shared/config), one set for both targets: the server's HTML and the page the
  // browser hydrates name the same API and image addresses, whatever the server's environment at run time.
  const defines = () =>
    new webpack.DefinePlugin({
      'process.env.API_URL': JSON.stringify(apiUrl),
      'process.env.BOG_SDK_URL': JSON.stringify(process.env.BOG_SDK_URL ?? ''),
    });

  // each text file's brotli and gzip forms, made once here at the highest settings; the server
  // (@fastify/static, preCompressed) sends the one a browser takes
  const compressed = () =>
    production
      ? [
          new CompressionPlugin<zlib.BrotliOptions>({
            ...precompressed,
            filename: '[path][base].br',
            algorithm: 'brotliCompress',
            compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
          }),
          new CompressionPlugin({
            ...precompressed,
            filename: '[path][base].gz',
            algorithm: 'gzip',
            compressionOptions: { level: 9 },
          }),
        ]
      : [];
  const extractedCss = () =>
    new MiniCssExtractPlugin({
      filename: production ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
      chunkFilename: production ? 'css/[name].[contenthash:8].css' : 'css/[name].css',
    });
  const browserOutput = {
    publicPath: '/',
    filename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
    chunkFilename: production ? 'js/[name].[contenthash:8].js' : 'js/[name].js',
    assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
  };
  const browserModules = {
    rules: [
      typescript,
      { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
      { test: /\.(woff2?|png|svg|webp|ico)$/, type: 'asset/resource' as const },
    ],
  };

  const browser: Configuration & { devServer?: DevServerConfiguration } = {
    name: 'browser',
    mode,
    entry: { main: path.join(root, 'src/app/entrypoint/index.tsx') },
    output: {
      ...browserOutput,
      path: outputDir,
      chunkLoadTimeout: 120_000,
      // the render entry's file and the back office are the other builds', written beside this one's at the same time
      clean: { keep: (file: string) => file === RENDERER_FILE || file.startsWith(`${ADMIN_FOLDER}/`) },
    },
    // production maps are written for our own tools (bench:bundle) but named in no file, and the server
    // does not serve them (server/src/modules/uploads/files.routes.ts)
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve,
    module: browserModules,
    plugins: [
      defines(),
      // the static pages (any host; our server too when it does not render a page)
      ...pageLanguages.map(
        ({ lang, filename }) =>
          new HtmlWebpackPlugin({
            template: path.join(root, 'public/index.html'),
            filename,
            scriptLoading: 'defer',
            templateParameters: { ...pageParameters(lang), slots: false },
          }),
      ),
      // the pages' templates, for our server alone (under server/, which it never serves): the build's tags
      // are put where the template says, and the minifiers keep the slots
      ...pageLanguages.map(
        ({ lang, template }) =>
          new HtmlWebpackPlugin({
            template: path.join(root, 'public/index.html'),
            filename: template,
            scriptLoading: 'defer',
            inject: false,
            templateParameters: { ...pageParameters(lang), slots: true },
            minify: production && { ...MINIFY_HTML, ignoreCustomComments: [/^slot:/] },
          }),
      ),
      new PreloadFonts(),
      ...(production ? [new EagerCompileHint()] : []),
      extractedCss(),
      new CopyPlugin({
        patterns: [
          { from: path.join(root, 'locales'), to: 'locales' },
          {
            from: path.join(root, 'public'),
            to: '.',
            globOptions: { ignore: ['**/index.html'] },
            noErrorOnMissing: true,
          },
        ],
      }),
      ...compressed(),
    ],
    optimization: {
      // a page's code in at most 4 files: over HTTP/1.1 each further file can cost a round trip
      splitChunks: { maxAsyncRequests: 4 },
      // the page templates' slots are the only comments an HTML file keeps
      minimizeOptions: { html: { comments: /^slot:/ } },
    },
    performance: { hints: false }, // the bundle budget is checked by its own script, per route
    devServer: {
      port: Number(process.env.DEV_PORT ?? 3000),
      hot: true,
      // the back office's addresses get its own page (the admin build, served beside this one)
      historyApiFallback: { rewrites: [{ from: /^\/admin(\/|$)/, to: `/${ADMIN_FOLDER}/index.html` }] },
      static: [{ directory: path.join(root, 'locales'), publicPath: '/locales' }],
      proxy: [{ context: ['/api', '/storage', '/sandbox'], target: devApi }],
    },
  };

  // The render entry our server loads (server/src/render/pageRenderer.ts): the storefront's own code, with
  // the same aliases and defines, in one CommonJS file; its packages stay in node_modules.
  const renderer: Configuration = {
    name: 'renderer',
    mode,
    target: 'node24',
    entry: { renderPage: path.join(root, 'src/app/ssr/renderPage.tsx') },
    // beside the browser's files, which that build's clean empties the folder of
    output: { path: outputDir, filename: RENDERER_FILE, library: { type: 'commonjs2' }, clean: false },
    // not minified: a render's error names the storefront's own functions and lines in the server's log
    devtool: false,
    optimization: { minimize: false },
    resolve,
    module: { rules: [typescript] },
    externalsPresets: { node: true },
    externals: [installedPackages],
    // the pages' lazy code too: the server needs every page, so one file
    plugins: [defines(), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
  };

  // The back office (admin/, issue 23): a build of its own, so the storefront's chunks and their weight
  // (npm run bench:bundle) do not change with it. Its files live under /admin/, where the server sends its
  // one page for every other address (server/src/routes/adminApp.ts); the same theme, fonts and settings.
  const admin: Configuration = {
    name: 'admin',
    mode,
    entry: { admin: path.join(root, 'admin/index.tsx') },
    output: {
      ...browserOutput,
      path: path.join(outputDir, ADMIN_FOLDER),
      publicPath: `/${ADMIN_FOLDER}/`,
      clean: true,
    },
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve,
    module: browserModules,
    plugins: [
      defines(),
      new HtmlWebpackPlugin({ template: path.join(root, 'admin/index.html'), scriptLoading: 'defer' }),
      extractedCss(),
      ...compressed(),
    ],
    performance: { hints: false },
  };

  // `webpack serve` (npm run dev): the storefront and the back office, in the browser
  return env.WEBPACK_SERVE ? [browser, admin] : [browser, renderer, admin];
};
