// Builds the client into web/dist (served by the gateway); in development proxies the API to it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { type PluginObj, transformAsync, types } from '@babel/core';
import react from '@vitejs/plugin-react';
import { parse } from 'graphql';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { SIGN_IN_PATHS } from './src/platform/app/sign-in-page';

const gqlDirectory = `${import.meta.dirname}/src/gql`;
const require = createRequire(import.meta.url);

/** Each generated document of src/gql/graphql.ts as JSON, by its first definition ("query Me", "fragment X"). */
function generatedDocuments(): Map<string, string> {
  const documents = new Map<string, string>();
  for (const line of readFileSync(`${gqlDirectory}/graphql.ts`, 'utf8').split('\n')) {
    const json = /^export const \w+ = (\{"kind":"Document".*\}) as unknown as /.exec(line)?.[1];
    if (!json) continue;
    const first = (JSON.parse(json) as { definitions: { operation?: string; name?: { value: string } }[] })
      .definitions[0];
    if (first?.name) documents.set(`${first.operation ?? 'fragment'} ${first.name.value}`, json);
  }
  return documents;
}

/**
 * Each `graphql(`...`)` call becomes its generated document inline. The client preset's `graphql()` holds a map of
 * every document of the client, and its own Babel plugin imports from src/gql/graphql.ts, one module that then
 * lands whole in a chunk shared by every route: either way about 9 kB gzip loaded before sign-in. Inline, a
 * route's chunk carries only its own documents (tsc still checks the source as written).
 */
function graphqlDocuments(): Plugin {
  let documents = new Map<string, string>();
  const inline: PluginObj = {
    visitor: {
      CallExpression(path) {
        const [argument] = path.node.arguments;
        const callee = path.node.callee;
        if (callee.type !== 'Identifier' || callee.name !== 'graphql' || argument?.type !== 'TemplateLiteral') return;
        if (argument.expressions.length > 0) return;
        const first = parse(argument.quasis[0]?.value.cooked ?? '').definitions[0];
        if (!first || !('name' in first) || !first.name) return;
        const key = `${first.kind === 'OperationDefinition' ? first.operation : 'fragment'} ${first.name.value}`;
        const json = documents.get(key);
        if (!json) throw path.buildCodeFrameError(`${key} is not in src/gql/graphql.ts: run npm run generate`);
        path.replaceWith(types.valueToNode(JSON.parse(json)));
      },
    },
  };
  return {
    name: 'graphql-documents',
    enforce: 'pre',
    buildStart() {
      documents = generatedDocuments();
    },
    async transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.startsWith(gqlDirectory) || !code.includes('graphql(`')) return null;
      const result = await transformAsync(code, {
        filename: id,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [inline],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/** In development, the sign-in addresses answer the sign-in page, as the gateway does (platform/http/web.ts). */
function signInPage(): Plugin {
  return {
    name: 'sign-in-page',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = request.url?.split('?')[0];
        if (path && SIGN_IN_PATHS.includes(path)) request.url = `/signin.html${request.url?.slice(path.length) ?? ''}`;
        next();
      });
    },
  };
}

/**
 * React Router's production build in a production build. Its package exports only its development build (upstream
 * remix-run/react-router#14102, open), whose one difference is `ENABLE_DEV_WARNINGS = true`: development warnings
 * kept in every chunk that routes and printed in production. Both builds ship in the package.
 */
const reactRouterBuild = (mode: string) => {
  if (mode !== 'production') return [];
  const dist = `${dirname(require.resolve('react-router/package.json'))}/dist/production`;
  return [
    { find: /^react-router$/, replacement: `${dist}/index.mjs` },
    { find: /^react-router\/dom$/, replacement: `${dist}/dom-export.mjs` },
  ];
};

export default defineConfig(({ mode }) => ({
  root: import.meta.dirname,
  resolve: { alias: reactRouterBuild(mode) },
  plugins: [
    graphqlDocuments(),
    signInPage(),
    react(),
    // Each script, style and SVG also as .br and .gz at build time; the gateway serves the one the browser accepts.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|svg|json)$/,
      threshold: 0,
      // Every script has its .br, even a tiny chunk that brotli cannot shrink (a 160-byte re-export came out
      // a few bytes larger, was skipped, and went out gzip: a clean-clone run of the wire e2e test).
      skipIfLargerOrEqual: false,
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    manifest: true,
    // The polyfill only preloads in browsers without <link rel="modulepreload"> (all current ones have it), and as a
    // chunk shared by the entries it cost every route a request and the sign-in page a quarter of its script.
    modulePreload: { polyfill: false },
    // The app; the sign-in page (served at /login and /auth/signin-1), without React, Chakra or Apollo; and the
    // analysts' GraphQL explorer (served by the gateway at /explorer to signed-in members).
    rollupOptions: { input: { main: 'index.html', signin: 'signin.html', explorer: 'explorer.html' } },
  },
  server: {
    proxy: {
      '/graphql': 'http://localhost:4000',
      '/healthz': 'http://localhost:4000',
      '/api': 'http://localhost:4000',
    },
  },
}));
