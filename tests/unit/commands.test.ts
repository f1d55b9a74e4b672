// The commands scripts run npm and node_modules' commands by: on Windows they are batch files, run through a shell.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { binCommand, npmCommand } from '../../scripts/commands.js';

describe('npmCommand', () => {
  it('runs the npm that runs the script, by the same node, without a shell', () => {
    for (const platform of ['linux', 'win32'] as const) {
      const npmExecPath =
        platform === 'win32'
          ? 'C:\\Program Files\\nodejs\\node_modules\\npm\\bin\\npm-cli.js'
          : '/usr/lib/node_modules/npm/bin/npm-cli.js';
      expect(npmCommand(['run', 'build', '-w', 'web'], { platform, execPath: '/node', npmExecPath })).toEqual({
        file: '/node',
        args: [npmExecPath, 'run', 'build', '-w', 'web'],
        shell: false,
      });
    }
  });

  it('runs npm from the PATH otherwise, through a shell on Windows only (npm.cmd)', () => {
    const args = ['run', 'build', '-w', 'web'];
    expect(npmCommand(args, { platform: 'win32', execPath: 'node.exe', npmExecPath: undefined })).toEqual({
      file: 'npm',
      args,
      shell: true,
    });
    expect(npmCommand(args, { platform: 'linux', execPath: '/node', npmExecPath: undefined })).toEqual({
      file: 'npm',
      args,
      shell: false,
    });
    // npx names its own script, which would run `npx run build`.
    const underNpx = { platform: 'darwin', execPath: '/node', npmExecPath: '/npm/bin/npx-cli.js' } as const;
    expect(npmCommand(args, underNpx)).toEqual({ file: 'npm', args, shell: false });
  });
});

describe('binCommand', () => {
  it("runs a package's command directly, or its .cmd through a shell on Windows", () => {
    const root = join('/work', 'my repo');
    const file = join(root, 'node_modules', '.bin', 'tsx');
    expect(binCommand(root, 'tsx', ['x.ts'], { platform: 'linux' })).toEqual({ file, args: ['x.ts'], shell: false });
    expect(binCommand(root, 'tsx', ['x.ts'], { platform: 'win32' })).toEqual({
      file: `"${file}.cmd"`,
      args: ['x.ts'],
      shell: true,
    });
  });
});
