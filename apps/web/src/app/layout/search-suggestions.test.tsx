import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/i18n';
import { sessionStore } from '@/lib/session/session-store';
import { useSearchSuggestions } from './search-suggestions';

const userData = { id: 1, fullName: 'Ada', username: 'ada', avatar: null, email: 'a@x.io', role: 'admin' };
const titles = () => renderHook(() => useSearchSuggestions()).result.current.map((o) => o.title);

describe('search suggestions', () => {
  afterEach(() => sessionStore.clear());

  it("offers the menu's pages the user may open, with their menu titles and addresses", () => {
    sessionStore.set({ accessToken: 't', userData, rules: [{ action: 'manage', subject: 'all' }] });
    const suggestions = renderHook(() => useSearchSuggestions()).result.current;
    expect(suggestions).toContainEqual(
      expect.objectContaining({ url: '/access-control', title: 'Access Control' }),
    );
  });

  it('leaves out the pages whose rule the user lacks', () => {
    sessionStore.set({ accessToken: 't', userData, rules: [{ action: 'read', subject: 'Order' }] });
    expect(titles()).not.toContain('Access Control');
  });
});
