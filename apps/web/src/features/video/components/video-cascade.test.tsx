import type { VideoClass } from '@app/contracts/video';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoCascade } from './video-cascade';

const node = (id: number, pid: number, level: number, name: string): VideoClass => ({
  id,
  pid,
  level,
  name,
  position: id,
  children: 0,
  videos: 0,
  version: 1,
});
const CLASSES = [
  node(1, 0, 1, 'Engineering'),
  node(2, 0, 1, 'Company'),
  node(3, 1, 2, 'Frontend'),
  node(4, 1, 2, 'Backend'),
  node(5, 3, 3, 'React'),
  node(6, 5, 4, 'Hooks series'),
  node(7, 2, 2, 'Onboarding'),
];

function setup(path?: string) {
  const onChange = vi.fn();
  render(<VideoCascade classes={CLASSES} path={path} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

const select = (name: string) => screen.getByRole('combobox', { name });
const optionsOf = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(select(name));
  const names = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);
  await user.keyboard('{Escape}');
  return names;
};

describe('the video cascade', () => {
  afterEach(cleanup);

  it('offers the categories first and keeps the lower levels shut until the one above is chosen', async () => {
    const { user } = setup();
    expect(await optionsOf(user, 'Category')).toEqual(['All', 'Engineering', 'Company']);
    expect(select('Sub-category').getAttribute('aria-disabled')).toBe('true');
    expect(select('Series').getAttribute('aria-disabled')).toBe('true');
  });

  it('lists at each level only the children of the choice above', async () => {
    const { user } = setup('1,3,0,0');
    expect(await optionsOf(user, 'Sub-category')).toEqual(['All', 'Frontend', 'Backend']);
    expect(await optionsOf(user, 'Topic')).toEqual(['All', 'React']);
  });

  it('resets the levels below when a level changes', async () => {
    const { user, onChange } = setup('1,3,5,6');
    await user.click(select('Category'));
    await user.click(screen.getByRole('option', { name: 'Company' }));
    expect(onChange).toHaveBeenCalledWith('2,0,0,0');
  });

  it('clears the whole selection', async () => {
    const { user, onChange } = setup('1,3,0,0');
    await user.click(screen.getByRole('button', { name: 'Clear the selection' }));
    expect(onChange).toHaveBeenCalledWith('0,0,0,0');
  });
});
