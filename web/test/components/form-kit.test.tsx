// The form kit as a person meets it: the create/edit frame, its fields, the confirmation and the record picker,
// used with the keyboard.
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ConfirmDialog } from '../../src/platform/components/ConfirmDialog';
import { TextField } from '../../src/platform/components/FormFields';
import { FormDialog } from '../../src/platform/components/FormShell';
import { SearchPicker, SHOWN_OPTIONS } from '../../src/platform/components/SearchPicker';
import { renderInProduct } from './render';

/** A one-field form as a screen holds it: open, its value, its error and whether it is saving. */
function BrandForm(props: { onSubmit: (name: string) => Promise<void>; onClose: () => void; error?: string }) {
  const [name, setName] = useState('');
  const [open, setOpen] = useState(true);
  const [saving, setSaving] = useState(false);
  return (
    <FormDialog
      open={open}
      title="New brand"
      saveLabel="Add brand"
      saving={saving}
      onClose={() => {
        setOpen(false);
        props.onClose();
      }}
      onSubmit={async () => {
        setSaving(true);
        await props.onSubmit(name);
        setSaving(false);
      }}
    >
      <TextField label="Brand name" required value={name} error={props.error} onChange={setName} />
    </FormDialog>
  );
}

describe('FormDialog and its fields', () => {
  test('Enter in a field sends the form once, and Save is disabled while it saves', async () => {
    let finish = () => {};
    const onSubmit = vi.fn((_name: string) => new Promise<void>((resolve) => (finish = resolve)));
    await renderInProduct(<BrandForm onSubmit={onSubmit} onClose={() => {}} />);
    await page.getByRole('textbox', { name: 'Brand name' }).fill('Walton');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => onSubmit.mock.calls).toEqual([['Walton']]);
    await expect.element(page.getByRole('button', { name: 'Add brand' })).toBeDisabled();
    finish();
    await expect.element(page.getByRole('button', { name: 'Add brand' })).toBeEnabled();
  });

  test('a field with an error is marked invalid and required, and points to its message', async () => {
    await renderInProduct(<BrandForm onSubmit={async () => {}} onClose={() => {}} error="Brand name is required" />);
    const input = page.getByRole('textbox', { name: 'Brand name' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toBeRequired();
    // ARIA 1.2's error message: the input names the element that says what is wrong, read out when it changes.
    const message = document.getElementById(input.element().getAttribute('aria-errormessage') ?? '');
    expect(message?.textContent).toBe('Brand name is required');
    expect(message?.getAttribute('aria-live')).toBe('polite');
  });

  test('Escape closes an untouched form at once', async () => {
    const onClose = vi.fn();
    await renderInProduct(<BrandForm onSubmit={async () => {}} onClose={onClose} />);
    await expect.element(page.getByRole('textbox', { name: 'Brand name' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => onClose.mock.calls.length).toBe(1);
    await expect.element(page.getByRole('heading', { name: 'Discard your changes?' })).not.toBeInTheDocument();
  });

  test('Escape on an edited form asks first: keeping on edits keeps what was typed, discarding closes', async () => {
    const onClose = vi.fn();
    await renderInProduct(<BrandForm onSubmit={async () => {}} onClose={onClose} />);
    await page.getByRole('textbox', { name: 'Brand name' }).fill('Half typed');
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('heading', { name: 'Discard your changes?' })).toBeVisible();
    await page.getByRole('button', { name: 'Keep editing' }).click();
    await expect.element(page.getByRole('heading', { name: 'Discard your changes?' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('textbox', { name: 'Brand name' })).toHaveValue('Half typed');
    expect(onClose).not.toHaveBeenCalled();
    await page.getByRole('textbox', { name: 'Brand name' }).click();
    await userEvent.keyboard('{Escape}');
    await page.getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => onClose.mock.calls.length).toBe(1);
  });

  test('Cancel is the explicit way out and never asks', async () => {
    const onClose = vi.fn();
    await renderInProduct(<BrandForm onSubmit={async () => {}} onClose={onClose} />);
    await page.getByRole('textbox', { name: 'Brand name' }).fill('Typed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => onClose.mock.calls.length).toBe(1);
    await expect.element(page.getByRole('heading', { name: 'Discard your changes?' })).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  test('opens with the way back focused, so Enter never confirms a destructive action by accident', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    await renderInProduct(
      <ConfirmDialog
        open
        title="Remove brand Walton?"
        body="Walton leaves the brand list."
        confirmLabel="Remove"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    await expect.element(page.getByRole('alertdialog', { name: 'Remove brand Walton?' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

const stores = Array.from({ length: 120 }, (_, index) => ({
  id: index + 1,
  name: index === 76 ? 'Gulshan Électronique' : `Store ${index + 1}`,
  code: `ST${String(index + 1).padStart(5, '0')}`,
}));

function StorePicker({ onChange }: { onChange: (id: number) => void }) {
  const [value, setValue] = useState(0);
  return (
    <SearchPicker
      label="Store"
      value={value}
      options={stores}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

describe('SearchPicker', () => {
  test('opened, it draws the first options and says how many there are to narrow', async () => {
    await renderInProduct(<StorePicker onChange={() => {}} />);
    await page.getByRole('button', { name: 'Show store options' }).click();
    await expect.element(page.getByText(`${SHOWN_OPTIONS} of 120 shown: type to narrow`)).toBeVisible();
    expect(page.getByRole('option').elements()).toHaveLength(SHOWN_OPTIONS);
  });

  test('finds a store by part of its name, whatever the case and accents, and picks it with the keyboard', async () => {
    const onChange = vi.fn();
    await renderInProduct(<StorePicker onChange={onChange} />);
    await page.getByRole('combobox', { name: 'Store' }).click();
    await userEvent.keyboard('electro');
    await expect
      .poll(() =>
        page
          .getByRole('option')
          .elements()
          .map((option) => option.textContent),
      )
      .toEqual(['Gulshan Électronique · ST00077']);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(77);
    await expect.element(page.getByRole('combobox', { name: 'Store' })).toHaveValue('Gulshan Électronique · ST00077');
  });

  test('finds a store by its code', async () => {
    const onChange = vi.fn();
    await renderInProduct(<StorePicker onChange={onChange} />);
    await page.getByRole('combobox', { name: 'Store' }).click();
    await userEvent.keyboard('st00012');
    await expect.poll(() => page.getByRole('option').elements().length).toBe(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(12);
  });
});
