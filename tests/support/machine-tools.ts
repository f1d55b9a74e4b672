// Finds the programs the tests run beside the product (Chromium, PostgreSQL's initdb/pg_ctl/postgres, redis-server,
// haproxy, libfaketime, a Python 3 with requests and pandas for the analysts' guide) on the PATH or where Debian,
// Ubuntu and Homebrew (macOS, either prefix) put them, and says what to install when one is missing. The one list of
// places: the tests' support code asks it, and scripts/ensure-packages.sh and scripts/shifted-clock.sh run it
// (`tsx tests/support/machine-tools.ts missing|advice|path <tool>`). It never downloads anything.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where to look: the platform, the environment (PATH, CHROMIUM_PATH, HOME) and the root of the file system. */
export interface Machine {
  platform: NodeJS.Platform;
  env: NodeJS.ProcessEnv;
  /** `/`, or a fake tree's directory in the tests. */
  root: string;
}

export const thisMachine = (): Machine => ({ platform: process.platform, env: process.env, root: '/' });

export type Tool = 'chromium' | 'postgresql' | 'redis-server' | 'haproxy' | 'faketime' | 'python3-requests';
export const TOOLS: readonly Tool[] = [
  'chromium',
  'postgresql',
  'redis-server',
  'haproxy',
  'faketime',
  'python3-requests',
];

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

const pathDirs = (machine: Machine) =>
  (machine.env.PATH ?? '').split(machine.platform === 'win32' ? ';' : ':').filter(Boolean);

/** `name` on the machine's PATH, the first found. */
export function onPath(machine: Machine, name: string): string | undefined {
  return pathDirs(machine)
    .map((dir) => join(dir, name))
    .find(isExecutable);
}

/**
 * The paths an absolute pattern stands for, under the machine's root: `*` in a segment matches any name
 * (`/usr/lib/postgresql/*\/bin`), and the matches come highest version first (17 before 15, 15 before 9.6).
 */
export function expand(machine: Machine, pattern: string): string[] {
  let paths = [machine.root];
  for (const segment of pattern.split('/').filter(Boolean)) {
    if (!segment.includes('*')) {
      paths = paths.map((path) => join(path, segment)).filter((path) => existsSync(path));
      continue;
    }
    const matches = new RegExp(`^${segment.split('*').map(escapeRegExp).join('.*')}$`);
    paths = paths.flatMap((path) => {
      try {
        return readdirSync(path)
          .filter((name) => matches.test(name))
          .sort(byVersionDescending)
          .map((name) => join(path, name));
      } catch {
        return [];
      }
    });
  }
  return paths;
}

const escapeRegExp = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
const versionOf = (name: string) => Number(/(\d+(?:\.\d+)?)/.exec(name)?.[1] ?? -1);
const byVersionDescending = (a: string, b: string) => versionOf(b) - versionOf(a) || a.localeCompare(b);

/** Homebrew's prefixes: `brew --prefix` when brew is on the PATH, then Apple silicon's and Intel's defaults. */
export function homebrewPrefixes(machine: Machine): string[] {
  const prefixes: string[] = [];
  const brew = onPath(machine, 'brew');
  if (brew) {
    try {
      prefixes.push(execFileSync(brew, ['--prefix'], { encoding: 'utf8', env: machine.env, timeout: 10_000 }).trim());
    } catch {
      // A broken brew: its default prefixes below still count.
    }
  }
  prefixes.push(...['/opt/homebrew', '/usr/local', '/home/linuxbrew/.linuxbrew'].map((dir) => join(machine.root, dir)));
  return [...new Set(prefixes.filter(Boolean))];
}

/** The first of `paths` (absolute, under the machine's root; `*` allowed) that is an executable file. */
const firstExecutable = (machine: Machine, paths: string[]) =>
  paths.flatMap((path) => expand(machine, path)).find(isExecutable);

/** The Chromium (or Chrome) the end-to-end tests drive: CHROMIUM_PATH, else the PATH, else the usual places. */
export function chromiumPath(machine: Machine = thisMachine()): string | undefined {
  const configured = machine.env.CHROMIUM_PATH;
  if (configured) {
    if (!isExecutable(configured)) throw new Error(`CHROMIUM_PATH=${configured} is not an executable file.`);
    return configured;
  }
  const names = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];
  const apps = ['Chromium.app/Contents/MacOS/Chromium', 'Google Chrome.app/Contents/MacOS/Google Chrome'];
  const home = machine.env.HOME;
  return (
    names.map((name) => onPath(machine, name)).find(Boolean) ??
    firstExecutable(machine, [
      ...names.map((name) => `/usr/bin/${name}`),
      '/snap/bin/chromium',
      ...apps.map((app) => `/Applications/${app}`),
    ]) ??
    (home ? apps.map((app) => join(home, 'Applications', app)).find(isExecutable) : undefined)
  );
}

/**
 * Chromium's headless shell (Debian's chromium-headless-shell), which the tests drive when it is here: the same engine
 * without the browser's own interface, drawing a page for about a tenth less CPU. Never required.
 */
export function headlessShellPath(machine: Machine = thisMachine()): string | undefined {
  return (
    onPath(machine, 'chromium-headless-shell') ??
    firstExecutable(machine, ['/usr/bin/chromium-headless-shell', '/usr/lib/chromium/headless_shell'])
  );
}

/** The browser the test runs drive: CHROMIUM_PATH, else the headless shell, else the machine's Chromium. */
export const testChromiumPath = (machine: Machine = thisMachine()): string | undefined =>
  (machine.env.CHROMIUM_PATH ? undefined : headlessShellPath(machine)) ?? chromiumPath(machine);

const POSTGRES_PROGRAMS = ['initdb', 'pg_ctl', 'postgres'];
const hasPostgres = (dir: string) => POSTGRES_PROGRAMS.every((program) => isExecutable(join(dir, program)));

/**
 * The directory of initdb, pg_ctl and postgres: the PATH's, else the newest of Debian's (/usr/lib/postgresql/<v>/bin)
 * and Homebrew's (<prefix>/opt/postgresql@<v>/bin, or <prefix>/opt/postgresql/bin), else Postgres.app's.
 */
export function postgresBinDir(machine: Machine = thisMachine()): string | undefined {
  // A link on the PATH (Homebrew's `brew link`, a machine's own) stands for the directory it leads to.
  const onThePath = onPath(machine, 'initdb');
  if (onThePath && hasPostgres(dirname(realpathSync(onThePath)))) return dirname(realpathSync(onThePath));
  const homebrew = homebrewPrefixes(machine).flatMap((prefix) =>
    expand({ ...machine, root: prefix }, '/opt/postgresql@*/bin').concat(
      expand({ ...machine, root: prefix }, '/opt/postgresql/bin'),
    ),
  );
  const candidates = [
    ...expand(machine, '/usr/lib/postgresql/*/bin'),
    ...homebrew,
    ...expand(machine, '/Applications/Postgres.app/Contents/Versions/latest/bin'),
  ];
  // The newest major version wherever it is (`15` of Debian's, `postgresql@17` of Homebrew's).
  const major = (dir: string) => versionOf(basename(dirname(dir)));
  return candidates.sort((a, b) => major(b) - major(a)).find(hasPostgres);
}

/** A server program: the PATH's, else Debian's sbin (haproxy is not on a user's PATH there), else Homebrew's. */
function serverProgram(machine: Machine, name: string): string | undefined {
  return (
    onPath(machine, name) ??
    firstExecutable(machine, [`/usr/sbin/${name}`, `/usr/bin/${name}`, `/usr/local/sbin/${name}`]) ??
    homebrewPrefixes(machine)
      .flatMap((prefix) => [join(prefix, 'bin', name), join(prefix, 'sbin', name)])
      .find(isExecutable)
  );
}

export const redisServerPath = (machine: Machine = thisMachine()) => serverProgram(machine, 'redis-server');
export const haproxyPath = (machine: Machine = thisMachine()) => serverProgram(machine, 'haproxy');

/** libfaketime's preloaded library: Debian's and Ubuntu's (per architecture), a local build's, Homebrew's. */
export function libfaketimePath(machine: Machine = thisMachine()): string | undefined {
  const linux = [
    '/usr/lib/*-linux-gnu/faketime/libfaketime.so.1',
    '/usr/lib/faketime/libfaketime.so.1',
    '/usr/lib64/faketime/libfaketime.so.1',
    '/usr/local/lib/faketime/libfaketime.so.1',
  ].flatMap((pattern) => expand(machine, pattern));
  const homebrew = homebrewPrefixes(machine).flatMap((prefix) => [
    join(prefix, 'lib', 'faketime', 'libfaketime.1.dylib'),
    join(prefix, 'opt', 'libfaketime', 'lib', 'faketime', 'libfaketime.1.dylib'),
  ]);
  return [...linux, ...homebrew].find((path) => existsSync(path));
}

/** A Python 3 that imports requests and pandas (the analysts' guide's examples): the PATH's, else the system's. */
export function pythonWithRequests(machine: Machine = thisMachine()): string | undefined {
  const candidates = [
    onPath(machine, 'python3'),
    ...['/usr/bin/python3', '/opt/homebrew/bin/python3', '/usr/local/bin/python3'].map((path) =>
      join(machine.root, path),
    ),
  ];
  return candidates
    .filter((path): path is string => path !== undefined && isExecutable(path))
    .find((python) => {
      try {
        execFileSync(python, ['-c', 'import requests, pandas'], { stdio: 'ignore', timeout: 30_000 });
        return true;
      } catch {
        return false;
      }
    });
}

/** Where each tool is on this machine, or undefined. */
export function locate(tool: Tool, machine: Machine = thisMachine()): string | undefined {
  switch (tool) {
    case 'chromium':
      return chromiumPath(machine);
    case 'postgresql':
      return postgresBinDir(machine);
    case 'redis-server':
      return redisServerPath(machine);
    case 'haproxy':
      return haproxyPath(machine);
    case 'faketime':
      return libfaketimePath(machine);
    case 'python3-requests':
      return pythonWithRequests(machine);
  }
}

export const missingTools = (machine: Machine = thisMachine()) => TOOLS.filter((tool) => !locate(tool, machine));

/** Ubuntu's name for Chromium's package (a snap behind it); Debian's names for the rest. */
export function aptPackages(tools: readonly Tool[], machine: Machine = thisMachine()): string[] {
  let osRelease = '';
  try {
    osRelease = readFileSync(join(machine.root, 'etc', 'os-release'), 'utf8');
  } catch {
    // Not a Linux with os-release: Debian's names.
  }
  const ubuntu = /^ID=("?)ubuntu\1$/m.test(osRelease);
  return tools.map((tool) => {
    if (tool === 'chromium' && ubuntu) return 'chromium-browser';
    return tool === 'python3-requests' ? 'python3-requests python3-pandas' : tool;
  });
}

const HOMEBREW: Record<Tool, string> = {
  chromium: '--cask chromium',
  postgresql: 'postgresql@17',
  'redis-server': 'redis',
  haproxy: 'haproxy',
  // scripts/shifted-clock.sh reads dates with GNU date: coreutils' gdate.
  faketime: 'libfaketime coreutils',
  // Homebrew's Python, then `pip3 install requests pandas`.
  'python3-requests': 'python',
};

/** What to run to install the missing tools here: Homebrew's lines on macOS, apt-get's elsewhere. */
export function installAdvice(tools: readonly Tool[], machine: Machine = thisMachine()): string {
  const chromium =
    'or, for Chromium, set CHROMIUM_PATH to a Chromium or Chrome binary. npm test installs nothing else itself and ' +
    'never skips a test.';
  if (machine.platform === 'darwin') {
    const formulas = tools.filter((tool) => tool !== 'chromium').map((tool) => HOMEBREW[tool]);
    const lines = [
      ...(formulas.length > 0 ? [`  brew install ${formulas.join(' ')}`] : []),
      ...(tools.includes('chromium') ? [`  brew install ${HOMEBREW.chromium}`] : []),
    ];
    return `Missing for the tests: ${tools.join(', ')}. Install them with Homebrew:\n${lines.join('\n')}\n${chromium}`;
  }
  return (
    `Missing for the tests: ${tools.join(', ')}, and they cannot be installed from here (that needs root and ` +
    `apt-get). Install them (Debian/Ubuntu: sudo apt-get install -y ${aptPackages(tools, machine).join(' ')}), ` +
    chromium
  );
}

// `tsx tests/support/machine-tools.ts missing` (the Debian/Ubuntu packages to install, on one line), `advice`
// (what to install, for a person) or `path <tool>` (where it is; exit 1 and the advice when it is missing).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, tool] = process.argv.slice(2);
  try {
    if (command === 'missing') console.log(aptPackages(missingTools()).join(' '));
    else if (command === 'advice') {
      const missing = missingTools();
      if (missing.length > 0) console.error(installAdvice(missing));
    } else if (command === 'path' && TOOLS.includes(tool as Tool)) {
      const found = locate(tool as Tool);
      if (!found) throw new Error(installAdvice([tool as Tool]));
      console.log(found);
    } else throw new Error(`Usage: machine-tools.ts missing | advice | path <${TOOLS.join('|')}>`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
