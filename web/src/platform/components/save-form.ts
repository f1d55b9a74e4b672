// One form submission: stop at the browser's own checks, else save; on success a toast and close,
// on failure the server's problems bound to their fields (a toast when none can be bound).
import { toaster } from '../app/toaster';
import { type VersionConflict, versionConflictOf } from './edit-conflict';
import { type CallFailure, describeFailure } from './graphql-errors';

export interface SaveFormOptions<E extends object> {
  /** The browser's checks: nothing is sent while any field has a problem. */
  problems: E;
  setErrors: (errors: E) => void;
  save: () => Promise<unknown>;
  /** The success toast's title; a function reads it after the save (from what the server answered). */
  success: string | (() => string);
  failure: string;
  /** The server's refusal as field errors ({} when it names no field of this form). */
  bind: (failure: CallFailure) => E;
  onDone: () => void;
  /** Someone else changed the record since the form opened it (the form offers reload or overwrite). */
  onConflict?: (conflict: VersionConflict) => void;
}

export async function saveForm<E extends object>(options: SaveFormOptions<E>): Promise<void> {
  options.setErrors(options.problems);
  if (Object.keys(options.problems).length > 0) return;
  try {
    await options.save();
    toaster.create({
      type: 'success',
      title: typeof options.success === 'function' ? options.success() : options.success,
    });
    options.onDone();
  } catch (error) {
    const conflict = options.onConflict ? versionConflictOf(error) : null;
    if (conflict && options.onConflict) {
      options.onConflict(conflict);
      return;
    }
    const failure = describeFailure(error, options.failure);
    const bound = options.bind(failure);
    options.setErrors(bound);
    if (Object.keys(bound).length === 0) toaster.create({ type: 'error', title: failure.message });
  }
}
