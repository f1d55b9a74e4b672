// Writing the audit trail: every mutation of AUDITED runs inside a recorder of its own, and once it has
// succeeded upstream one entry goes to the product's store: the member, the operation, the record, the
// record before (when a version check read it) and after (as the base answered, else what was sent), and
// the request id. A trail that cannot be written never undoes or fails the member's change: it is logged.
// Nothing password-like ever reaches an entry.
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { type ChangeRecorder, type LastChange, type RecordChange, withChangeRecorder } from '../../audit-scope.js';
import type { Context } from '../../platform/graphql/context.js';
import { addAuditEntry, fetchAuditEntries } from './audit.rest.js';
import { AUDITED, type AuditedMutation } from './audited.js';

/** The contract's longest Before and After: a longer record keeps its fields and the size of its lists. */
const MAX_JSON = 3000;
const SECRET = /pass(word)?|secret|token|otp|credential/i;

/** A copy without password-like fields, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !SECRET.test(name))
      .map(([name, inner]) => [name, withoutSecrets(inner)]),
  );
}

/** A long list as its first items and its length. */
const shortened = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.length > 10 ? { first: value.slice(0, 10), count: value.length } : value;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, shortened(inner)]));
};

/** The JSON an entry keeps of a record (without secrets, within the store's limit); undefined when unknown. */
export function entryJson(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const clean = withoutSecrets(value);
  const json = JSON.stringify(clean);
  if (json.length <= MAX_JSON) return json;
  const short = JSON.stringify(shortened(clean));
  return short.length <= MAX_JSON ? short : JSON.stringify({ omitted: `${json.length} characters` });
}

const recordIdOf = (id: unknown): string => (typeof id === 'number' || typeof id === 'string' ? String(id) : '');

/** One audited mutation's recorder: the edit guard writes its entry early; otherwise it is written at the end. */
class MutationAudit implements ChangeRecorder {
  private written = false;

  constructor(
    private readonly ctx: Context,
    private readonly operation: string,
    private readonly declared: AuditedMutation,
    private readonly args: Record<string, unknown>,
  ) {}

  changed(change: RecordChange): Promise<void> {
    return this.write(String(change.id), change.before, change.after ?? this.args, change.version);
  }

  /** After the mutation succeeded: the entry, unless the edit guard wrote it already. */
  finished(result: unknown): Promise<void> {
    if (this.written) return Promise.resolve();
    const id = recordIdOf(this.declared.record?.(this.args, result));
    // What was sent, with the id of a record it created.
    return this.write(id, undefined, id === '' ? this.args : { id, ...this.args }, '');
  }

  async lastChange(kind: string, id: number): Promise<LastChange | undefined> {
    try {
      const { rows } = await fetchAuditEntries(this.ctx, { RecordKind: kind, RecordID: String(id), Limit: 1 });
      const [last] = rows;
      return last ? { name: last.TeamMemberName, version: last.Version } : undefined;
    } catch (error) {
      this.ctx.log.warn({ err: error, kind, id }, 'the audit trail could not be read for the last editor');
      return undefined;
    }
  }

  private async write(recordId: string, before: unknown, after: unknown, version: string): Promise<void> {
    this.written = true;
    const session = this.ctx.session;
    if (!session) return;
    const beforeJson = entryJson(before);
    const afterJson = entryJson(after);
    try {
      await addAuditEntry(this.ctx, {
        TeamMemberID: session.id,
        TeamMemberName: session.name,
        Operation: this.operation,
        RecordKind: this.declared.kind,
        RecordID: recordId,
        ...(beforeJson === undefined ? {} : { Before: beforeJson }),
        ...(afterJson === undefined ? {} : { After: afterJson }),
        Version: version,
        RequestID: String(this.ctx.reply.request.id),
      });
    } catch (error) {
      // The change is made and stays made: a missing entry is for the operator to see, not the member.
      this.ctx.log.error(
        { err: error, operation: this.operation, recordKind: this.declared.kind, recordId },
        'the audit entry of a change could not be written',
      );
    }
  }
}

/**
 * Wraps the resolvers of the audited mutations of `schema` (in place): each runs inside its recorder, and its
 * entry is written after it succeeded, before its answer goes out. Fails at start for a name AUDITED lists
 * that the schema lacks.
 */
export function auditMutations(schema: GraphQLSchema): GraphQLSchema {
  const fields = schema.getMutationType()?.getFields() ?? {};
  for (const [operation, declared] of Object.entries(AUDITED)) {
    const field = fields[operation];
    if (!field) throw new Error(`audited mutation ${operation} is not in the schema`);
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = async (source, args: Record<string, unknown>, ctx: Context, info) => {
      if (declared.readOnly?.(args)) return resolve(source, args, ctx, info);
      const audit = new MutationAudit(ctx, operation, declared, args);
      const result: unknown = await withChangeRecorder(audit, () => resolve(source, args, ctx, info));
      await audit.finished(result);
      return result;
    };
  }
  return schema;
}
