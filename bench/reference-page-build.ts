// Builds the reference page (bench/reference-page/) as the client is built: the web package's own Vite, with the
// plugins and build settings of web/vite.config.ts (React's plugin, every asset beside its .br and .gz, no module
// preload polyfill, a manifest) and its public files, into bench/reference-page/dist, which a gateway serves as it
// serves web/dist (WEB_DIST). The page's bare imports (react, @chakra-ui/react, react/jsx-runtime) are resolved as
// web/src/main.tsx's are, so the page gets the very packages the client does, never a copy bench/ has installed.
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

const webDir = fileURLToPath(new URL('../web/', import.meta.url));
const pageDir = fileURLToPath(new URL('reference-page/', import.meta.url));
/** Where the page is built: WEB_DIST of the gateway that serves it. */
export const REFERENCE_DIST = fileURLToPath(new URL('reference-page/dist/', import.meta.url));

/** The page's bare imports resolved from the client's entry, as its own are. */
function resolveFromWeb(webEntry: string): Plugin {
  return {
    name: 'resolve-from-web',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (!importer?.startsWith(pageDir) || /^[./\0]/.test(source) || source.includes(':')) return null;
      return this.resolve(source, webEntry, { ...options, skipSelf: true });
    },
  };
}

/** Builds the page with the web's Vite and configuration; returns the directory built (REFERENCE_DIST). */
export async function buildReferencePage(): Promise<string> {
  const fromWeb = createRequire(`${webDir}package.json`);
  const vite = (await import(pathToFileURL(fromWeb.resolve('vite')).href)) as typeof import('vite');
  const loaded = await vite.loadConfigFromFile(
    { command: 'build', mode: 'production' },
    `${webDir}vite.config.ts`,
    webDir,
    'warn',
  );
  if (!loaded) throw new Error('web/vite.config.ts did not load');
  const { config } = loaded;
  await vite.build({
    ...config,
    configFile: false,
    root: pageDir,
    publicDir: `${webDir}public`,
    logLevel: 'warn',
    plugins: [resolveFromWeb(`${webDir}src/main.tsx`), ...(config.plugins ?? [])],
    build: {
      ...config.build,
      outDir: REFERENCE_DIST,
      emptyOutDir: true,
      rollupOptions: { ...config.build?.rollupOptions, input: { main: `${pageDir}index.html` } },
    },
  });
  return REFERENCE_DIST;
}
