// Starts one services server (in-memory PGlite, demo seed) for the whole integration run and hands
// its address and token to the test files through vitest's provide/inject.
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { startServices } from '@fieldforce/services';


export default async function setup(project: TestProject) {
  const token = randomBytes(24).toString('base64url');
  const services = await startServices({ port: 0, token, logger: false });
  project.provide('servicesUrl', services.url);
  project.provide('servicesToken', token);
  return () => services.close();
}
