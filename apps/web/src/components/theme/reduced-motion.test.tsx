import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppThemeProvider } from './app-theme-provider';

/** A device whose `prefers-reduced-motion` is `reduce` when `reduce` is true (and light, not dark). */
function deviceMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

function Page() {
  return (
    <>
      <Button>Save</Button>
      <Collapse in data-testid="panel">
        Details
      </Collapse>
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page in the app's theme, its Save button pressed once (MUI mounts the ripple at the first press). */
function pressSave(): HTMLElement {
  render(
    <AppThemeProvider>
      <Page />
    </AppThemeProvider>,
  );
  const button = screen.getByRole('button', { name: 'Save' });
  act(() => {
    fireEvent.mouseDown(button);
  });
  return button;
}

describe('the app theme and the device’s motion preference', () => {
  it('draws no ripple and no transition when the device asks for less motion', () => {
    deviceMotion(true);
    const button = pressSave();
    expect(button.querySelector('.MuiTouchRipple-root')).toBeNull();
    expect(getComputedStyle(screen.getByTestId('panel')).transition).toBe('none');
  });

  it('keeps the ripple and the transitions otherwise', () => {
    deviceMotion(false);
    const button = pressSave();
    expect(button.querySelector('.MuiTouchRipple-root')).not.toBeNull();
    expect(getComputedStyle(screen.getByTestId('panel')).transition).toMatch(/height \d+ms/);
  });
});
