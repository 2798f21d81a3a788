import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, SETTING_KEYS, settingsStore } from './settings-store';

const store = (key: keyof typeof SETTING_KEYS, value: unknown) =>
  localStorage.setItem(SETTING_KEYS[key], JSON.stringify(value));
const storeRaw = (key: keyof typeof SETTING_KEYS, raw: string) =>
  localStorage.setItem(SETTING_KEYS[key], raw);

describe('settings store', () => {
  beforeEach(() => {
    localStorage.clear();
    settingsStore.reload();
  });

  it('starts from the spec defaults when nothing is stored', () => {
    expect(settingsStore.get()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({
      theme: 'system',
      skin: 'default',
      contentWidth: 'boxed',
      navLayout: 'vertical',
      navCollapsed: false,
      semiDarkNav: false,
      language: 'en',
      primaryColor: '#7367F0',
    });
  });

  it('keeps every setting under a key prefixed with the application title', () => {
    for (const key of Object.values(SETTING_KEYS)) expect(key).toMatch(/^yunkong-/);
  });

  it('restores what was stored on the last visit', () => {
    store('theme', 'dark');
    store('navLayout', 'horizontal');
    store('navCollapsed', true);
    store('language', 'ar');
    store('primaryColor', '#0D9394');
    settingsStore.reload();
    expect(settingsStore.get()).toMatchObject({
      theme: 'dark',
      navLayout: 'horizontal',
      navCollapsed: true,
      language: 'ar',
      primaryColor: '#0D9394',
    });
  });

  it('falls back to the default for a stored value it does not know', () => {
    store('theme', 'purple');
    storeRaw('skin', '{not json');
    store('navCollapsed', 'yes');
    store('primaryColor', 'red');
    store('language', 'de');
    settingsStore.reload();
    const s = settingsStore.get();
    expect(s.theme).toBe('system');
    expect(s.skin).toBe('default');
    expect(s.navCollapsed).toBe(false);
    expect(s.primaryColor).toBe('#7367F0');
    expect(s.language).toBe('en');
  });

  it('stores a change so that it survives a reload', () => {
    settingsStore.set({ contentWidth: 'fluid', semiDarkNav: true });
    expect(localStorage.getItem(SETTING_KEYS.contentWidth)).toBe('"fluid"');
    settingsStore.reload();
    expect(settingsStore.get()).toMatchObject({ contentWidth: 'fluid', semiDarkNav: true });
  });

  it('un-collapses the vertical nav when the layout switches to horizontal', () => {
    settingsStore.set({ navCollapsed: true });
    settingsStore.set({ navLayout: 'horizontal' });
    expect(settingsStore.get().navCollapsed).toBe(false);
    expect(localStorage.getItem(SETTING_KEYS.navCollapsed)).toBe('false');
  });

  it('tells subscribers about a change and forgets everything on reset', () => {
    let calls = 0;
    const unsubscribe = settingsStore.subscribe(() => {
      calls += 1;
    });
    settingsStore.set({ theme: 'dark' });
    settingsStore.reset();
    unsubscribe();
    expect(calls).toBe(2);
    expect(settingsStore.get()).toEqual(DEFAULT_SETTINGS);
    expect(localStorage.getItem(SETTING_KEYS.theme)).toBeNull();
  });
});
