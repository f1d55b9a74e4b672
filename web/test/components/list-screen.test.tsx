// A list screen's frame: exactly one of loading, failure, empty or the rows, whatever the combination it is given,
// and its dialogs kept mounted through every state.
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ListScreen } from '../../src/platform/components/ListScreen';
import { renderInProduct } from './render';

type State = { loading: boolean; error: unknown; empty: boolean };

const frame = (state: State, onRetry = () => {}) => (
  <ListScreen
    {...state}
    filters={<span>Filter bar</span>}
    overlays={<span>Open dialog</span>}
    errorMessage="Failed to fetch stores"
    onRetry={onRetry}
    emptyTitle="No stores match these filters"
  >
    <span>The rows</span>
  </ListScreen>
);

/** Which of the four states is on screen. */
function shown(): string[] {
  return [
    page.getByRole('status', { name: 'Loading' }).elements().length > 0 && 'loading',
    page.getByRole('alert').elements().length > 0 && 'failure',
    page.getByRole('heading', { name: 'No stores match these filters' }).elements().length > 0 && 'empty',
    page.getByText('The rows').elements().length > 0 && 'rows',
  ].filter((state): state is string => Boolean(state));
}

describe('ListScreen', () => {
  test.each([
    [{ loading: true, error: undefined, empty: true }, 'loading'],
    [{ loading: false, error: undefined, empty: true }, 'empty'],
    [{ loading: false, error: undefined, empty: false }, 'rows'],
    // A failure wins over loading and over rows still held from before.
    [{ loading: true, error: new Error('offline'), empty: false }, 'failure'],
    [{ loading: false, error: new Error('offline'), empty: true }, 'failure'],
  ])('%o shows %s only, with the filters and dialogs kept', async (state, expected) => {
    await renderInProduct(frame(state));
    await expect.poll(shown).toEqual([expected]);
    await expect.element(page.getByText('Filter bar')).toBeVisible();
    await expect.element(page.getByText('Open dialog')).toBeVisible();
  });

  test('a failure that says nothing of itself shows the screen message, and Retry asks again', async () => {
    const onRetry = vi.fn();
    await renderInProduct(frame({ loading: false, error: new TypeError('Failed to fetch'), empty: true }, onRetry));
    await expect.element(page.getByRole('alert')).toBeVisible();
    expect(page.getByRole('alert').element().textContent).toContain('Failed to fetch stores');
    await page.getByRole('button', { name: 'Retry' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
