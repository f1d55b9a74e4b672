// The one date field as a person meets it: the day in the business's words (never the browser's mm/dd/yyyy),
// typed in that style or ISO, an impossible day refused with the reason and the value left as it was, and a
// calendar opened and used with the keyboard. What the field hands on is always YYYY-MM-DD.
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { DateField } from '../../src/platform/components/DateField';
import { numberFormats } from '../../src/platform/components/reports/format';
import { renderInProduct } from './render';

// No gateway answers here: the field writes the default business format (en-BD) until the calendar arrives.
const { date } = numberFormats();
const DAY = '2026-11-27';
const NEXT_DAY = '2026-11-28';

function Held({ onChange }: { onChange: (day: string) => void }) {
  const [value, setValue] = useState(DAY);
  return (
    <>
      <DateField
        label="From date"
        value={value}
        onChange={(day) => {
          setValue(day);
          onChange(day);
        }}
      />
      <output aria-label="Held value">{value}</output>
    </>
  );
}

describe('DateField', () => {
  test("shows the day in the business's words, labelled, as a text field", async () => {
    await renderInProduct(<Held onChange={() => {}} />);
    const input = page.getByRole('textbox', { name: 'From date' });
    await expect.element(input).toHaveValue(date(DAY));
    expect(input.element().getAttribute('type')).toBe('text');
  });

  test('takes a day typed in the business style or ISO and hands on YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    await renderInProduct(<Held onChange={onChange} />);
    const input = page.getByRole('textbox', { name: 'From date' });
    await input.fill(date(NEXT_DAY));
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByLabelText('Held value')).toHaveTextContent(NEXT_DAY);
    await input.fill(DAY);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByLabelText('Held value')).toHaveTextContent(DAY);
    await expect.element(input).toHaveValue(date(DAY));
  });

  test('refuses an impossible day with the reason and keeps the value it had', async () => {
    const onChange = vi.fn();
    await renderInProduct(<Held onChange={onChange} />);
    const input = page.getByRole('textbox', { name: 'From date' });
    await input.fill('2026-02-30');
    await userEvent.keyboard('{Tab}');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    const message = document.getElementById(input.element().getAttribute('aria-errormessage') ?? '');
    expect(message?.textContent).toBe('February 2026 has 28 days');
    expect(onChange).not.toHaveBeenCalled();
    await expect.element(page.getByLabelText('Held value')).toHaveTextContent(DAY);
  });

  test('opens a calendar on the day, moved and chosen with the keyboard', async () => {
    const onChange = vi.fn();
    await renderInProduct(<Held onChange={onChange} />);
    await page.getByRole('button', { name: 'Choose From date from a calendar' }).click();
    const grid = page.getByRole('grid');
    await expect.element(grid).toBeVisible();
    await expect.poll(() => document.activeElement?.textContent).toBe('27');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByLabelText('Held value')).toHaveTextContent(NEXT_DAY);
    await expect.element(page.getByRole('textbox', { name: 'From date' })).toHaveValue(date(NEXT_DAY));
    expect(onChange).toHaveBeenLastCalledWith(NEXT_DAY);
    await expect.element(grid).not.toBeInTheDocument();
  });

  test('Escape closes the calendar without a change, back on its button', async () => {
    const onChange = vi.fn();
    await renderInProduct(<Held onChange={onChange} />);
    const button = page.getByRole('button', { name: 'Choose From date from a calendar' });
    await button.click();
    await expect.element(page.getByRole('grid')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('grid')).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });
});
