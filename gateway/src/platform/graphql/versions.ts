// Lost updates: the version of a master record and the guard every update of one goes through.
// A record's version is the upstream's Version when the base keeps one (the `versions` extra), else
// derived here from the fields a form edits (the distributor's own bases have none). A derived version
// is an HMAC of those fields under a key from the session secret, so it reveals nothing of them: an
// unkeyed hash of a member's login, e-mail and mobile would give them back to a guess made offline.
// Inside the gateway a record carries both forms (`versionOf`); `EditGuard.shown` gives the one a client
// sees, by the field resolvers and in a CONFLICT's `current`. An update names the version its form was
// opened with. A version the base issued goes upstream as is: the base checks it in its UPDATE and
// answers 409 with the record as it is now (CONFLICT here), so no read comes first. A derived version
// is checked by re-reading the record. Updates of one record through one instance are serialised, so
// against a base without versions two concurrent saves from one version still cannot both win.
// Who made the change a CONFLICT reports is read from the audit trail (the product's store), so every
// instance names the same member: the change is recorded inside the record's lock, before the next save of it.
import { createHash, createHmac } from 'node:crypto';
import type { GraphQLError } from 'graphql';
import { changeRecorder } from '../../audit-scope.js';
import { UpstreamStatusError } from '../upstream/errors.js';
import { gatewayError } from './errors.js';
import { InputChecks, requiredId } from './validate.js';

/** A version as records carry it inside the gateway: `#<digest of the edited fields>#<the base's Version>`. */
const INSIDE = /^#([A-Za-z0-9_-]{43})#(.*)$/s;

/**
 * The version of an upstream row as the gateway keeps it: a digest of the fields a form edits, and the row's
 * own Version when the base sends one. Never shown as is: `EditGuard.shown` gives a client its form.
 */
export function versionOf(row: { Version?: string }, editable: readonly unknown[]): string {
  const digest = createHash('sha256').update(JSON.stringify(editable)).digest('base64url');
  const base = typeof row.Version === 'string' ? row.Version : '';
  return `#${digest}#${base}`;
}

/** Whether a version was derived here (the base keeps none), as opposed to issued by the base. */
const isDerivedVersion = (version: string) => /^g[0-9a-f]{32}$/.test(version);
/** Whether an upstream answer's data is the row of record `id` (its id in `field`). */
export const rowWithId =
  <Row>(field: string, id: number) =>
  (data: unknown): data is Row =>
    typeof data === 'object' && data !== null && (data as { [key: string]: unknown })[field] === id;

/** The Version parameter of an upstream update: only to a base that keeps versions. */
export const upstreamVersionParam = (version: string | undefined) => (version ? { Version: version } : {});

const VERSION = /^[A-Za-z0-9_-]+$/;

/** A version argument as a form sends it: required, short and printable. */
export function checkVersion(version: string): string {
  const checks = new InputChecks();
  const checked = checks.text('version', version, 64, { required: true, pattern: VERSION, hint: 'is not a version' });
  checks.done();
  return checked;
}

export interface GuardedUpdate<Row, Record> {
  /** 'store', 'product', 'brand', 'category' or 'member': the message's noun and the lock's key. */
  kind: string;
  id: number;
  /** The version the form was opened with. */
  version: string;
  /** A fresh read of the record (never a cached one); undefined when it does not exist. */
  read(): Promise<Row | undefined>;
  /** The row's version as the gateway keeps it (`versionOf`). */
  versionOf(row: Row): string;
  /** The record as the GraphQL type shows it, for the CONFLICT answer. */
  present(row: Row): Promise<Record>;
  /** Whether an upstream 409's data is this record (as opposed to a duplicate refusal). */
  isRow(data: unknown): data is Row;
  /** The upstream update; `upstreamVersion` is the record's Version when the base keeps one. */
  write(upstreamVersion: string | undefined): Promise<Row | undefined>;
}

const CAPITALS: Record<string, string> = {};
const capitalised = (kind: string) => (CAPITALS[kind] ??= kind.charAt(0).toUpperCase() + kind.slice(1));

/** Per instance: the locks that serialise updates of one record, and the versions' key. */
export class EditGuard {
  private readonly tails = new Map<string, Promise<unknown>>();
  private readonly baseKeepsVersions: boolean;
  /** The key of derived versions: from the session secret, so every instance derives the same. */
  private readonly key: Buffer;

  /** `baseKeepsVersions`: the bases are configured to check Version on updates (the `versions` extra). */
  constructor(options: { secret: string; baseKeepsVersions?: boolean }) {
    this.baseKeepsVersions = options.baseKeepsVersions ?? false;
    this.key = createHmac('sha256', options.secret).update('fieldforce record versions').digest();
  }

  /**
   * The version a client sees of one the gateway keeps (`versionOf`): the base's Version when the base keeps
   * versions, else the keyed digest of the edited fields. Anything else (already shown) is returned as is.
   */
  shown(version: string): string {
    const inside = INSIDE.exec(version);
    if (!inside) return version;
    const [, digest = '', base = ''] = inside;
    if (this.baseKeepsVersions && base !== '') return base;
    return `g${createHmac('sha256', this.key).update(digest).digest('hex').slice(0, 32)}`;
  }

  /** A copy of a record (nested records too) with every version as a client sees it. */
  private showVersions<T>(record: T): T {
    if (Array.isArray(record)) return record.map((item) => this.showVersions(item)) as T;
    if (typeof record !== 'object' || record === null) return record;
    return Object.fromEntries(
      Object.entries(record).map(([name, value]) => [
        name,
        name === 'version' && typeof value === 'string' ? this.shown(value) : this.showVersions(value),
      ]),
    ) as T;
  }

  async update<Row extends { Version?: string }, Record>(update: GuardedUpdate<Row, Record>): Promise<Row | undefined> {
    requiredId('id', update.id);
    const version = checkVersion(update.version);
    const key = `${update.kind}:${update.id}`;
    return this.serialised(key, async () => {
      // The contract has no one-record read: checking first would read a whole list on every update.
      const baseChecks = this.baseKeepsVersions && !isDerivedVersion(version);
      let before: Row | undefined;
      if (!baseChecks) {
        const current = await update.read();
        before = current;
        if (!current) {
          throw gatewayError('NOT_FOUND', `${capitalised(update.kind)} ${update.id} does not exist`, { field: 'id' });
        }
        if (this.shown(update.versionOf(current)) !== version) throw await this.conflict(update, current);
      }
      let saved: Row | undefined;
      try {
        saved = await update.write(baseChecks ? version : undefined);
      } catch (error) {
        // A base that keeps versions refused atomically: someone else's change landed in between.
        if (error instanceof UpstreamStatusError && error.status === 409 && update.isRow(error.data)) {
          throw await this.conflict(update, error.data);
        }
        throw error;
      }
      if (saved) {
        const shownVersion = this.shown(update.versionOf(saved));
        await changeRecorder()?.changed({
          kind: update.kind,
          id: update.id,
          before,
          after: saved,
          version: shownVersion,
        });
      }
      return saved;
    });
  }

  private async conflict<Row, Record>(update: GuardedUpdate<Row, Record>, current: Row): Promise<GraphQLError> {
    // The latest recorded change names its member only if the record still has the version it left.
    const last = await changeRecorder()?.lastChange(update.kind, update.id);
    const changedBy = last && last.version === this.shown(update.versionOf(current)) ? last.name : null;
    const noun = capitalised(update.kind);
    const message = changedBy
      ? `${noun} ${update.id} was changed by ${changedBy} since you opened it`
      : `${noun} ${update.id} was changed by someone else since you opened it`;
    // The record as it is now goes out here, not through the field resolvers: its versions are shown here.
    const shown = this.showVersions(await update.present(current));
    return gatewayError('CONFLICT', message, { field: 'version', current: shown, changedBy });
  }

  /**
   * Runs `work` after every earlier work of `key` through this instance has settled: writes of one thing that
   * has no version (a month's targets) read what is there and write in turn, never both from one reading.
   */
  exclusive<T>(key: string, work: () => Promise<T>): Promise<T> {
    return this.serialised(`exclusive:${key}`, work);
  }

  /** Runs `work` after every earlier work of the same key has settled. */
  private serialised<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const run = previous.then(work, work);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return run;
  }
}
