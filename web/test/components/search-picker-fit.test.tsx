// A member picker narrower than a member's name and login: the chosen "name · login" that does not fit ends with
// "…", and the whole of it stays readable on hover (a title). Its options wrap, whole.
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { SearchPicker } from '../../src/platform/components/SearchPicker';
import { renderInProduct } from './render';

const members = [
  {
    id: 1,
    name: 'Mohammad Abdur Rahman Chowdhury',
    code: 'mohammad.abdur.rahman.chowdhury',
    detail: 'Promoter · Dhaka',
  },
  { id: 2, name: 'Lima Rahman', code: 'lima.rahman' },
];
const whole = 'Mohammad Abdur Rahman Chowdhury · mohammad.abdur.rahman.chowdhury';

function MemberPicker() {
  const [value, setValue] = useState(1);
  return <SearchPicker label="Team member" value={value} options={members} onChange={setValue} width="40" />;
}

/** How a text box shows what does not fit: cut with an ellipsis, and the whole text in its title. */
const fit = (element: Element) => {
  const style = getComputedStyle(element);
  return {
    cut: element.scrollWidth > element.clientWidth + 1,
    ellipsis: style.textOverflow === 'ellipsis' && style.overflowX !== 'visible' && style.whiteSpace === 'nowrap',
    title: element.getAttribute('title') ?? element.closest('[title]')?.getAttribute('title') ?? '',
  };
};

describe('SearchPicker too narrow for a name', () => {
  test('ends the chosen name with an ellipsis and keeps it whole in a title', async () => {
    await renderInProduct(<MemberPicker />);
    const input = page.getByRole('combobox', { name: 'Team member' });
    await expect.element(input).toHaveValue(whole);
    expect(fit(input.element())).toEqual({ cut: true, ellipsis: true, title: whole });
  });
});
