// Where the tests find Chromium, PostgreSQL, redis-server, haproxy and libfaketime, proven on fake trees: a temporary
// directory laid out as Debian, Ubuntu or macOS with Homebrew lays them out, with a PATH the test sets.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  aptPackages,
  chromiumPath,
  installAdvice,
  libfaketimePath,
  locate,
  type Machine,
  missingTools,
  postgresBinDir,
  TOOLS,
  testChromiumPath,
} from '../support/machine-tools.js';

const trees: string[] = [];
afterEach(() => {
  for (const tree of trees.splice(0)) rmSync(tree, { recursive: true, force: true });
});

/** A fake root holding `executables` (runnable, `#!/bin/sh` with `script`) and `files`. */
function fakeTree(executables: Record<string, string>, files: string[] = []): string {
  const root = mkdtempSync(join(tmpdir(), 'fieldforce-machine-'));
  trees.push(root);
  for (const [path, script] of Object.entries(executables)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), `#!/bin/sh\n${script}\n`);
    chmodSync(join(root, path), 0o755);
  }
  for (const path of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), '');
  }
  return root;
}

const postgresIn = (dir: string) =>
  Object.fromEntries(['initdb', 'pg_ctl', 'postgres'].map((p) => [`${dir}/${p}`, '']));
const machine = (root: string, platform: NodeJS.Platform, path: string[], env: NodeJS.ProcessEnv = {}): Machine => ({
  platform,
  root,
  env: { PATH: path.map((dir) => join(root, dir)).join(':'), ...env },
});

describe('the tools of the tests on this machine', () => {
  it('finds Debian packages where Debian puts them, haproxy off a user PATH included', () => {
    const root = fakeTree(
      {
        ...postgresIn('/usr/lib/postgresql/13/bin'),
        ...postgresIn('/usr/lib/postgresql/15/bin'),
        '/usr/bin/chromium': '',
        '/usr/bin/redis-server': '',
        '/usr/sbin/haproxy': '',
        // A Python whose `import requests` succeeds (exit 0).
        '/usr/bin/python3': 'exit 0',
      },
      ['/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1', '/etc/os-release'],
    );
    const debian = machine(root, 'linux', ['/usr/bin', '/bin']);
    expect(TOOLS.map((tool) => locate(tool, debian))).toEqual([
      join(root, '/usr/bin/chromium'),
      join(root, '/usr/lib/postgresql/15/bin'),
      join(root, '/usr/bin/redis-server'),
      join(root, '/usr/sbin/haproxy'),
      join(root, '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1'),
      join(root, '/usr/bin/python3'),
    ]);
    expect(missingTools(debian)).toEqual([]);
  });

  it("finds Homebrew's on macOS without brew on the PATH: keg-only PostgreSQL, libfaketime, Chrome's app", () => {
    const root = fakeTree(
      {
        ...postgresIn('/opt/homebrew/opt/postgresql@16/bin'),
        ...postgresIn('/opt/homebrew/opt/postgresql@17/bin'),
        '/opt/homebrew/bin/redis-server': '',
        '/opt/homebrew/bin/haproxy': '',
        '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome': '',
        '/opt/homebrew/bin/python3': 'exit 0',
      },
      ['/opt/homebrew/lib/faketime/libfaketime.1.dylib'],
    );
    const mac = machine(root, 'darwin', ['/usr/bin', '/bin']);
    expect(TOOLS.map((tool) => locate(tool, mac))).toEqual([
      join(root, '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'),
      join(root, '/opt/homebrew/opt/postgresql@17/bin'),
      join(root, '/opt/homebrew/bin/redis-server'),
      join(root, '/opt/homebrew/bin/haproxy'),
      join(root, '/opt/homebrew/lib/faketime/libfaketime.1.dylib'),
      join(root, '/opt/homebrew/bin/python3'),
    ]);
  });

  it("finds an Intel Mac's /usr/local, Chromium.app, and a prefix only `brew --prefix` knows", () => {
    const root = fakeTree(
      {
        ...postgresIn('/usr/local/opt/postgresql@15/bin'),
        '/Applications/Chromium.app/Contents/MacOS/Chromium': '',
        '/usr/local/bin/redis-server': '',
        // A Python without requests: its import fails.
        '/usr/local/bin/python3': 'exit 1',
      },
      ['/usr/local/opt/libfaketime/lib/faketime/libfaketime.1.dylib'],
    );
    const intel = machine(root, 'darwin', ['/usr/bin']);
    expect(chromiumPath(intel)).toBe(join(root, '/Applications/Chromium.app/Contents/MacOS/Chromium'));
    expect(postgresBinDir(intel)).toBe(join(root, '/usr/local/opt/postgresql@15/bin'));
    expect(libfaketimePath(intel)).toBe(join(root, '/usr/local/opt/libfaketime/lib/faketime/libfaketime.1.dylib'));
    expect(missingTools(intel)).toEqual(['haproxy', 'python3-requests']);

    const custom = join(root, 'brew-prefix');
    mkdirSync(join(custom, 'sbin'), { recursive: true });
    writeFileSync(join(custom, 'sbin', 'haproxy'), '#!/bin/sh\n');
    chmodSync(join(custom, 'sbin', 'haproxy'), 0o755);
    const withBrew = fakeTree({ '/tools/brew': `echo ${custom}`, '/tools/python3': 'exit 0' });
    const brewOnPath = { ...intel, env: { PATH: `${join(withBrew, 'tools')}:${join(root, 'usr/bin')}` } };
    expect(locate('haproxy', brewOnPath)).toBe(join(custom, 'sbin', 'haproxy'));
    expect(locate('python3-requests', brewOnPath)).toBe(join(withBrew, 'tools', 'python3'));
    expect(missingTools(brewOnPath)).toEqual([]);
  });

  it('prefers the PATH, following a link to its directory, and CHROMIUM_PATH over all', () => {
    const root = fakeTree({
      ...postgresIn('/usr/lib/postgresql/16/bin'),
      ...postgresIn('/opt/pg/bin'),
      '/usr/bin/chromium': '',
      '/home/me/chrome': '',
    });
    mkdirSync(join(root, 'links'));
    symlinkSync(join(root, 'opt/pg/bin/initdb'), join(root, 'links/initdb'));
    const linked = machine(root, 'linux', ['/links', '/usr/bin'], { CHROMIUM_PATH: join(root, 'home/me/chrome') });
    expect(postgresBinDir(linked)).toBe(join(root, 'opt/pg/bin'));
    expect(chromiumPath(linked)).toBe(join(root, 'home/me/chrome'));
    const wrong = { ...linked, env: { ...linked.env, CHROMIUM_PATH: join(root, 'nowhere') } };
    expect(() => chromiumPath(wrong)).toThrow(/CHROMIUM_PATH=.*nowhere is not an executable file/);
  });

  it("drives Debian's headless shell when it is here, the whole Chromium otherwise, CHROMIUM_PATH over both", () => {
    const both = fakeTree({ '/usr/bin/chromium': '', '/usr/bin/chromium-headless-shell': '', '/home/me/chrome': '' });
    const debian = machine(both, 'linux', []);
    expect(testChromiumPath(debian)).toBe(join(both, '/usr/bin/chromium-headless-shell'));
    expect(chromiumPath(debian)).toBe(join(both, '/usr/bin/chromium'));
    const configured = machine(both, 'linux', [], { CHROMIUM_PATH: join(both, 'home/me/chrome') });
    expect(testChromiumPath(configured)).toBe(join(both, 'home/me/chrome'));
    const browserOnly = machine(fakeTree({ '/usr/bin/chromium': '' }), 'linux', []);
    expect(testChromiumPath(browserOnly)).toBe(chromiumPath(browserOnly));
  });

  it('says what to install: apt-get names (Ubuntu: chromium-browser), Homebrew lines on macOS', () => {
    const empty = fakeTree({}, ['/etc/os-release']);
    const debian = machine(empty, 'linux', ['/usr/bin']);
    expect(missingTools(debian)).toEqual(TOOLS);
    expect(aptPackages(TOOLS, debian)).toEqual([
      'chromium',
      'postgresql',
      'redis-server',
      'haproxy',
      'faketime',
      'python3-requests python3-pandas',
    ]);
    expect(installAdvice(['postgresql', 'faketime'], debian)).toContain('sudo apt-get install -y postgresql faketime');

    const ubuntu = fakeTree({});
    mkdirSync(join(ubuntu, 'etc'));
    writeFileSync(join(ubuntu, 'etc/os-release'), 'NAME="Ubuntu"\nID=ubuntu\nID_LIKE=debian\n');
    expect(aptPackages(['chromium', 'haproxy'], machine(ubuntu, 'linux', []))).toEqual(['chromium-browser', 'haproxy']);

    const advice = installAdvice(TOOLS, machine(empty, 'darwin', []));
    expect(advice).toContain('brew install postgresql@17 redis haproxy libfaketime coreutils python\n');
    expect(advice).toContain('brew install --cask chromium\n');
    expect(advice).not.toContain('apt-get');
  });
});
