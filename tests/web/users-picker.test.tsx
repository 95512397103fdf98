// @vitest-environment jsdom
/**
 * The Users page's list at an organisation's size: 1,400 users render only a window of buttons
 * (each still telling assistive technology its place in the whole list), sorted by name; the
 * search reaches a user far outside the window; the arrow keys, Home and End move between users,
 * bringing the next one into view; a click selects.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { UserPicker, VIRTUALISE_USERS_FROM, type UserListItem } from '../../web/src/features/users/user-picker.tsx';
import { installDomShims } from './support/dom-shims.ts';

installDomShims();

const SIZE = 1_400;
/** The list box's height in these tests (jsdom lays nothing out): about 11 users of 36 px. */
const VIEW_HEIGHT = 400;
const clientHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
const scrollHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight');
const scrollTo = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo');

beforeAll(() => {
  // The users' list box is as tall as a real one would be; every other element keeps jsdom's 0.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('aria-label') === 'Users' ? VIEW_HEIGHT : 0;
    },
  });
  // Its content is as tall as every user's row (36 px each), so it may scroll to the last one.
  Object.defineProperty(Element.prototype, 'scrollHeight', {
    configurable: true,
    get(this: Element) {
      return this.getAttribute('aria-label') === 'Users' ? SIZE * 36 : 0;
    },
  });
  // Scrolling by script moves the box and tells its listeners, as a browser does.
  Object.defineProperty(Element.prototype, 'scrollTo', {
    configurable: true,
    value(this: Element, options?: ScrollToOptions) {
      if (typeof options?.top === 'number') this.scrollTop = options.top;
      this.dispatchEvent(new Event('scroll'));
    },
  });
});

afterEach(cleanup);

afterAll(() => {
  if (clientHeight) Object.defineProperty(HTMLElement.prototype, 'clientHeight', clientHeight);
  if (scrollHeight) Object.defineProperty(Element.prototype, 'scrollHeight', scrollHeight);
  if (scrollTo) Object.defineProperty(Element.prototype, 'scrollTo', scrollTo);
});

/** User n is "User 0001" … "User 1400" (given out of order: the list sorts them). */
const users: UserListItem[] = Array.from({ length: SIZE }, (_, i) => {
  const n = ((i * 3) % SIZE) + 1;
  return { __typename: 'User', uid: `uid-${n}`, displayName: `User ${String(n).padStart(4, '0')}` };
});

function renderPicker(onSelect = vi.fn()) {
  render(
    <ChakraProvider value={defaultSystem}>
      <UserPicker users={users} selectedUid={null} onSelect={onSelect} />
    </ChakraProvider>,
  );
  return { list: screen.getByRole('list', { name: 'Users' }), onSelect };
}

const shownNames = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('Users list', () => {
  it('renders a window of 1,400 users, sorted, each with its place in the whole list', async () => {
    expect(SIZE).toBeGreaterThan(VIRTUALISE_USERS_FROM);
    const { list } = renderPicker();
    await waitFor(() => expect(shownNames(list).length).toBeGreaterThan(0));
    const names = shownNames(list);
    expect(names[0]).toBe('User 0001');
    expect(names.length).toBeLessThan(60);
    expect(names).toEqual([...names].sort());
    expect(screen.getByText('1,400 users')).toBeTruthy();
    const first = list.querySelector('li[aria-posinset="1"]');
    expect(first?.getAttribute('aria-setsize')).toBe(String(SIZE));

    // Scrolled to about user 700: those users are in the page, the first ones are not.
    act(() => {
      list.scrollTop = 700 * 36;
      fireEvent.scroll(list);
    });
    await waitFor(() => expect(shownNames(list)).toContain('User 0700'));
    expect(shownNames(list)).not.toContain('User 0001');
  });

  it('finds a user outside the window by name or uid, and selects them with a click', async () => {
    const { list, onSelect } = renderPicker();
    await waitFor(() => expect(shownNames(list).length).toBeGreaterThan(0));
    expect(shownNames(list)).not.toContain('User 1234');
    const search = screen.getByRole('searchbox', { name: 'Search users' });
    await userEvent.type(search, 'user 1234');
    await waitFor(() => expect(shownNames(list)).toEqual(['User 1234']));
    expect(screen.getByText('1 of 1,400 users')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'User 1234' }));
    expect(onSelect).toHaveBeenCalledWith('uid-1234');

    await userEvent.clear(search);
    await userEvent.type(search, 'uid-999');
    await waitFor(() => expect(shownNames(list)).toEqual(['User 0999']));
    await userEvent.clear(search);
    await userEvent.type(search, 'nobody');
    expect(await within(list).findByText('No users found.')).toBeTruthy();
  });

  it('moves between users with the arrow keys, Home and End, and Enter selects', async () => {
    const { list, onSelect } = renderPicker();
    const first = await within(list).findByRole('button', { name: 'User 0001' });
    first.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('User 0003'));
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('User 0002'));

    // End reaches the last user, far outside the first window.
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('User 1400'));
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('uid-1400');
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('User 0001'));
  });
});
