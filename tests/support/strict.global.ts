// The gateway's suite against the stand-in in strict mode: the bases serve only what the product
// description names (any other endpoint answers 404, any other parameter 400), as the distributor's own do.
import type { TestProject } from 'vitest/node';
import { provideServices } from './services.global.js';

export default function setup(project: TestProject) {
  return provideServices(project, undefined, true);
}
