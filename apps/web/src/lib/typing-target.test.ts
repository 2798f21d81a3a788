import { afterEach, describe, expect, it } from 'vitest';
import { isKeyForSomethingElse } from './typing-target';

/** A key pressed on the element (focused first when it can be), as the window's listener sees it. */
function keyOn(html: string, selector: string, init: KeyboardEventInit = { key: 'j' }) {
  document.body.innerHTML = html;
  const target = document.querySelector(selector) as HTMLElement;
  target.focus();
  let answer: boolean | undefined;
  const listen = (e: KeyboardEvent) => {
    answer = isKeyForSomethingElse(e);
  };
  window.addEventListener('keydown', listen);
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, composed: true, ...init }));
  window.removeEventListener('keydown', listen);
  return answer;
}

describe('single-key shortcuts leave keys alone', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it.each([
    ['a text field', '<input id="t">', '#t'],
    ['a search field', '<input type="search" id="t">', '#t'],
    ['a text area', '<textarea id="t"></textarea>', '#t'],
    ['a select', '<select id="t"><option>a</option></select>', '#t'],
    ['a contenteditable editor, in its paragraph', '<div contenteditable="true"><p id="t">x</p></div>', '#t'],
    ['a ProseMirror editor', '<div class="ProseMirror" role="textbox" tabindex="0" id="t"></div>', '#t'],
    ['a button inside a form being written', '<form><button id="t">Send</button></form>', '#t'],
    ['a dialog', '<div role="dialog"><button id="t">OK</button></div>', '#t'],
    ['a menu', '<ul role="menu"><li tabindex="0" id="t">Move</li></ul>', '#t'],
  ])('in %s', (_, html, selector) => {
    expect(keyOn(html, selector)).toBe(true);
  });

  it('when the focus is in a field, even if the key reaches the window from elsewhere', () => {
    document.body.innerHTML = '<input id="t"><div id="other"></div>';
    (document.getElementById('t') as HTMLInputElement).focus();
    let answer: boolean | undefined;
    const listen = (e: KeyboardEvent) => {
      answer = isKeyForSomethingElse(e);
    };
    window.addEventListener('keydown', listen);
    document
      .getElementById('other')
      ?.dispatchEvent(new KeyboardEvent('keydown', { key: '#', bubbles: true }));
    window.removeEventListener('keydown', listen);
    expect(answer).toBe(true);
  });

  it('with a modifier, or while composing', () => {
    expect(keyOn('<button id="t">x</button>', '#t', { key: 'j', ctrlKey: true })).toBe(true);
    expect(keyOn('<button id="t">x</button>', '#t', { key: 'j', isComposing: true })).toBe(true);
  });

  it('but not on the page, a list button or a checkbox', () => {
    expect(keyOn('<div id="t"></div>', '#t')).toBe(false);
    expect(keyOn('<button id="t">Open</button>', '#t')).toBe(false);
    expect(keyOn('<input type="checkbox" id="t">', '#t', { key: '#' })).toBe(false);
  });
});
