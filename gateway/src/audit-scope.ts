// The change a mutation is making, as the audit trail records it, reachable from deep inside the mutation
// (the edit guard knows the record before and after an update and its new version) without passing it
// through every resolver: the audit module runs each audited mutation inside a scope of its own.
import { AsyncLocalStorage } from 'node:async_hooks';

/** A record changed by the running mutation, as the edit guard saw it. */
export interface RecordChange {
  kind: string;
  id: number;
  /** The record before the change, when it was read to check the version. */
  before?: unknown;
  /** The record as the base answered the change. */
  after?: unknown;
  /** The record's version after the change, as clients see it. */
  version: string;
}

/** Who last changed a record through the product, and the version their change left. */
export interface LastChange {
  name: string;
  version: string;
}

export interface ChangeRecorder {
  /** Records the change at once (inside the record's lock, so a CONFLICT right after it can name its author). */
  changed(change: RecordChange): Promise<void>;
  /** The latest recorded change of a record; undefined when none is recorded or it cannot be read. */
  lastChange(kind: string, id: number): Promise<LastChange | undefined>;
}

const scopes = new AsyncLocalStorage<ChangeRecorder>();

/** Runs `work` with `recorder` as the running mutation's recorder. */
export const withChangeRecorder = <T>(recorder: ChangeRecorder, work: () => T): T => scopes.run(recorder, work);

/** The running mutation's recorder, when it is audited. */
export const changeRecorder = (): ChangeRecorder | undefined => scopes.getStore();
