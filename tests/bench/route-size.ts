/**
 * Route JS size (issue 3: each route under 170 KB gzip). Figures only: nothing here passes or fails. The e2e
 * suite holds the same figures to their goals (tests/e2e/route-size.spec.ts, on the build its server runs).
 *
 * The sign-in route is '/' signed out: the built web app's Remix manifest (the server build's `assets`,
 * read from its client copy)
 * says which JS the browser loads for it: the entry module and its imports, then for each route of the
 * match chain (root, routes/_index) its module and its imports, de-duplicated (what Remix's <Scripts>
 * preloads and imports). With v3_lazyRouteDiscovery the manifest itself is inline in the HTML, so
 * `assets.url` is counted only when that flag is off. Each file is gzipped with node:zlib at level 9.
 *
 * `npx tsx tests/bench/route-size.ts` builds the web app (`npm run build -w @roombook/web`, which writes
 * apps/web/build) and prints the sign-in route; BENCH_SKIP_WEB_BUILD=1 measures the existing build.
 * tests/bench/ui.ts calls the same functions (and measures the calendar page it builds itself).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const webDir = path.join(root, 'apps/web');

/** Issue 3's goal for the JS a route loads, in KB (1 KB = 1024 bytes) of gzip. */
export const ROUTE_GOAL_KB = 170;

export interface FileSize {
  /** The file as the browser requests it (URL path) or its path in the build. */
  file: string;
  bytes: number;
  gzip: number;
}

const gzipSize = (content: Buffer): number => gzipSync(content, { level: 9 }).length;

export function sizeOf(file: string, absolutePath: string): FileSize {
  const content = readFileSync(absolutePath);
  return { file, bytes: content.length, gzip: gzipSize(content) };
}

/** The gzip bytes of files. */
export const gzipTotal = (files: readonly FileSize[]): number => files.reduce((sum, f) => sum + f.gzip, 0);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints each file (raw and gzip) and the total gzip, next to the 170 KB goal when it is a route's first load. */
export function printSizes(title: string, files: readonly FileSize[], isFirstLoad = true): void {
  const width = Math.max(...files.map((f) => f.file.length), 4);
  console.log(`${title}:`);
  for (const f of files) console.log(`  ${f.file.padEnd(width)}  ${kb(f.bytes).padStart(9)} raw  ${kb(f.gzip).padStart(8)} gzip`);
  const raw = files.reduce((sum, f) => sum + f.bytes, 0);
  const gzip = gzipTotal(files);
  const goal = isFirstLoad ? `   (goal: under ${ROUTE_GOAL_KB} KB gzip)` : '';
  console.log(`  ${'total'.padEnd(width)}  ${kb(raw).padStart(9)} raw  ${kb(gzip).padStart(8)} gzip${goal}`);
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
  url: string;
}

/**
 * The web build's manifest and settings. The server build's `assets` is the same object as the client
 * manifest (build/client/assets/manifest-<version>.js, `window.__remixManifest = {…}`); it is read from
 * there because importing the server build runs the app's modules (which want SESSION_SECRET and the
 * like). publicPath, assetsBuildDirectory and the future flags are the server build's constants.
 */
function readWebBuild(): { manifest: Manifest; clientDir: string; publicPath: string; lazyRouteDiscovery: boolean } {
  const serverBuild = path.join(webDir, 'build/server/index.js');
  if (!existsSync(serverBuild)) throw new Error(`${serverBuild} does not exist: build the web app first`);
  // index.js re-exports them from its chunk when a route imports a module on demand (build/server/assets).
  const serverAssets = path.join(webDir, 'build/server/assets');
  const server = [serverBuild, ...(existsSync(serverAssets) ? readdirSync(serverAssets).map((file) => path.join(serverAssets, file)) : [])]
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const constant = (name: string) => {
    const match = new RegExp(`^const ${name} = (.+);$`, 'm').exec(server);
    if (!match?.[1]) throw new Error(`The server build has no constant ${name}`);
    return JSON.parse(match[1]) as unknown;
  };
  const publicPath = constant('publicPath') as string;
  const clientDir = path.resolve(webDir, constant('assetsBuildDirectory') as string);
  const future = constant('future') as Record<string, boolean | undefined>;
  const assetsDir = path.join(clientDir, 'assets');
  const manifests = readdirSync(assetsDir).filter((file) => /^manifest-[\w-]+\.js$/.test(file));
  if (manifests.length !== 1) throw new Error(`Expected one manifest-*.js in ${assetsDir}, found ${manifests.length}`);
  const text = readFileSync(path.join(assetsDir, manifests[0]!), 'utf8').trim();
  const prefix = 'window.__remixManifest=';
  if (!text.startsWith(prefix)) throw new Error(`${manifests[0]!} does not start with ${prefix}`);
  const manifest = JSON.parse(text.slice(prefix.length).replace(/;$/, '')) as Manifest;
  return { manifest, clientDir, publicPath, lazyRouteDiscovery: future.v3_lazyRouteDiscovery === true };
}

/** Builds the web app with its own build script (apps/web/build/client and build/server). */
function buildWeb(): void {
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', '@roombook/web'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`npm run build -w @roombook/web failed (exit ${String(result.status)}):\n${result.stdout}\n${result.stderr}`);
  }
  console.log(`built the web app in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The JS files the browser loads for the match chain ending in `routeId`, in load order, each once. */
function webRouteFiles(routeId: string): FileSize[] {
  const { manifest, clientDir, publicPath, lazyRouteDiscovery } = readWebBuild();
  const chain: ManifestRoute[] = [];
  for (let route = manifest.routes[routeId]; route; route = route.parentId ? manifest.routes[route.parentId] : undefined) {
    chain.unshift(route);
  }
  if (chain.length === 0) throw new Error(`The web app has no route ${routeId}`);
  const urls = [
    ...(lazyRouteDiscovery ? [] : [manifest.url]),
    manifest.entry.module,
    ...manifest.entry.imports,
    ...chain.flatMap((route) => [route.module, ...(route.imports ?? [])]),
  ];
  return [...new Set(urls)].map((url) => {
    if (!url.startsWith(publicPath)) throw new Error(`${url} is not under ${publicPath}`);
    return sizeOf(url, path.join(clientDir, url.slice(publicPath.length)));
  });
}

interface ViteChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The chunks a route module imports on demand whose names match `chunkName`, each with the chunks it
 * imports, as the browser loads them (files not already in `loaded`). Read from Vite's manifest of the
 * client build, which the web app's vite.config.ts keeps in build/.vite/client-manifest.json.
 */
function onDemandFiles(routeId: string, chunkName: RegExp, loaded: readonly FileSize[]): FileSize[] {
  const { manifest, clientDir, publicPath } = readWebBuild();
  const viteManifestPath = path.join(webDir, 'build/.vite/client-manifest.json');
  if (!existsSync(viteManifestPath)) throw new Error(`${viteManifestPath} does not exist: the web build keeps no Vite manifest`);
  const chunks = JSON.parse(readFileSync(viteManifestPath, 'utf8')) as Record<string, ViteChunk>;
  const routeModule = manifest.routes[routeId]?.module;
  const route = Object.values(chunks).find((chunk) => publicPath + chunk.file === routeModule);
  if (!route) throw new Error(`No chunk of the Vite manifest is the module of ${routeId}`);
  const wanted = (route.dynamicImports ?? []).filter((key) => chunkName.test(key));
  if (wanted.length === 0) throw new Error(`${routeId} loads no chunk named like ${String(chunkName)} on demand`);
  const files = new Set(loaded.map((f) => f.file));
  const found: FileSize[] = [];
  const visit = (key: string) => {
    const chunk = chunks[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk ${key}`);
    const url = publicPath + chunk.file;
    if (files.has(url)) return;
    files.add(url);
    found.push(sizeOf(url, path.join(clientDir, chunk.file)));
    (chunk.imports ?? []).forEach(visit);
  };
  wanted.forEach(visit);
  return found;
}

/**
 * The calendar route's goal (issue 28, on react-big-calendar; issue 8's was 230 KB): the JS of '/' signed in,
 * the dialogs and the drag-and-drop code loaded on demand, in KB of gzip.
 */
export const CALENDAR_GOAL_KB = 300;

/**
 * The JS of '/' signed out (the sign-in route: root + routes/_index) and of the calendar page that the same route
 * loads at once for a signed-in user (its chunk, and the chunks it imports that the sign-in route has not), read
 * from the existing apps/web/build.
 */
export function signedInAndOutFiles(): { signIn: FileSize[]; calendar: FileSize[] } {
  const signIn = webRouteFiles('routes/_index');
  return { signIn, calendar: onDemandFiles('routes/_index', /__calendar/, signIn) };
}

/**
 * Builds the web app (unless BENCH_SKIP_WEB_BUILD=1) and prints the JS of '/' signed out (the sign-in
 * route) and signed in (the calendar: the same route and its calendar page chunk, which the route loads at
 * once when the user is signed in).
 */
export function reportWebRoutes(): void {
  if (process.env.BENCH_SKIP_WEB_BUILD === '1') console.log('BENCH_SKIP_WEB_BUILD=1: measuring the existing apps/web/build');
  else buildWeb();
  const { signIn, calendar } = signedInAndOutFiles();
  printSizes("sign-in route ('/' signed out: root + routes/_index), web app build", signIn);
  printSizes("  + the calendar page ('/' signed in), loaded at once for a signed-in user", calendar, false);
  const total = gzipTotal([...signIn, ...calendar]);
  console.log(`  calendar route ('/' signed in) total: ${kb(total)} gzip   (goal: at most ${CALENDAR_GOAL_KB} KB gzip)`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    reportWebRoutes();
  } catch (error: unknown) {
    console.error(error);
    process.exitCode = 1;
  }
}
