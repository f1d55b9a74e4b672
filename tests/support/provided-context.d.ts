// What the global setups (tests/support/*.global.ts) provide to the test files through inject().
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** integration and e2e: the shared services server's origin and token */
    servicesUrl: string;
    servicesToken: string;
    /** integration and e2e: whether the services serve only the product description (strict mode) */
    servicesStrict: boolean;
    /** integration: where the loopback SMTP server keeps each received message (JSON) */
    mailDir: string;
    /** integration: the product's public URL the services were given (the invitation's sign-in link) */
    publicUrl: string;
    /** integration: the services' database engine in this run */
    databaseEngine: 'pglite' | 'postgresql';
    /** integration-postgres: the database the services run on ('' for PGlite) */
    databaseUrl: string;
    /** integration and e2e: the day (or the two days) the demo seed took as its today: the UTC date it ran on */
    seedDays: string[];
    /** e2e: the product's URL (gateway serving the built client) and the run's one Chromium to connect to */
    baseUrl: string;
    browserEndpoint: string;
    /** e2e: where the services write report e-mails (no SMTP server in that run) */
    outboxDir: string;
  }
}
