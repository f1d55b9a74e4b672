// What tests/support/services.global.ts provides to integration files (declared there too).
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    servicesUrl: string;
    servicesToken: string;
  }
}
