// How a script runs npm, or a package's command from node_modules/.bin, on every platform: on Windows both are
// batch files (npm.cmd, tsx.cmd), which only a shell runs, so a script never hands their bare names to execFile.
import { join } from 'node:path';

/** A command for execFile/spawn: the file, its arguments, and whether it needs a shell. */
export interface Command {
  file: string;
  args: string[];
  shell: boolean;
}

interface Platform {
  platform: NodeJS.Platform;
  /** The node running this script (process.execPath). */
  execPath: string;
  /** The script of the package manager that runs this one (`npm_execpath`), if any. */
  npmExecPath: string | undefined;
}

const thisPlatform = (): Platform => ({
  platform: process.platform,
  execPath: process.execPath,
  npmExecPath: process.env.npm_execpath,
});

/** A file a shell runs as one word, spaces in the path included. */
const shellWord = (file: string) => (/\s/.test(file) ? `"${file}"` : file);

/**
 * `npm <args>`: under npm (`npm start`), the same npm-cli.js by this node, no shell; otherwise (npx sets its own
 * npx-cli.js, other package managers theirs) `npm` from the PATH, through a shell on Windows (npm.cmd).
 */
export function npmCommand(args: string[], { platform, execPath, npmExecPath } = thisPlatform()): Command {
  if (npmExecPath && /[\\/]npm-cli\.[cm]?js$/.test(npmExecPath))
    return { file: execPath, args: [npmExecPath, ...args], shell: false };
  return { file: 'npm', args, shell: platform === 'win32' };
}

/** A package's command from `<root>/node_modules/.bin`: `<name>.cmd` through a shell on Windows. */
export function binCommand(
  root: string,
  name: string,
  args: string[],
  { platform }: Pick<Platform, 'platform'> = thisPlatform(),
): Command {
  const file = join(root, 'node_modules', '.bin', name);
  if (platform === 'win32') return { file: shellWord(`${file}.cmd`), args, shell: true };
  return { file, args, shell: false };
}
