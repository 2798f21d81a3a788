import { afterEach, describe, expect, it } from 'vitest';
import { holdPresses } from './hold-presses';

/** A server's account form as the page has it before the sign-in entry ran (`hydrating`: marked so). */
function page(hydrating: boolean) {
  document.body.innerHTML = `<div id="root"${hydrating ? ' data-hydrate' : ''}><form>
    <input name="email"><label><input type="checkbox" name="terms"> I agree</label>
    <button type="button">Admin</button><button type="submit">Login</button></form></div>`;
  holdPresses();
  const form = document.querySelector('form') as HTMLFormElement;
  const [demo, login] = document.querySelectorAll('button');
  const terms = document.querySelector<HTMLInputElement>('input[type="checkbox"]') as HTMLInputElement;
  return { form, demo, login, terms };
}

const submit = (form: HTMLFormElement) => {
  const event = new Event('submit', { bubbles: true, cancelable: true });
  form.dispatchEvent(event);
  return event;
};

describe('presses before the sign-in page is hydrated', () => {
  afterEach(() => {
    window.yunkongHeld?.take();
    document.body.innerHTML = '';
  });

  it('keeps the browser from sending the form (the password would go into the URL) and holds it once', () => {
    const { form } = page(true);
    expect(submit(form).defaultPrevented).toBe(true);
    expect(submit(form).defaultPrevented).toBe(true);
    expect(window.yunkongHeld?.take()).toEqual([form]);
  });

  it('holds a press on a demo account, in order with the submit', () => {
    const { form, demo } = page(true);
    demo.click();
    submit(form);
    expect(window.yunkongHeld?.take()).toEqual([demo, form]);
  });

  it('holds a press on a checkbox (or its label) and leaves it unticked until it is given back', () => {
    const { form, terms } = page(true);
    terms.click();
    submit(form);
    (document.querySelector('label') as HTMLLabelElement).click();
    expect(terms.checked).toBe(false);
    expect(window.yunkongHeld?.take()).toEqual([terms, form, terms]);
    terms.click();
    expect(terms.checked).toBe(true);
  });

  it('marks a field typed into while the page waits, so that its label is drawn above the text', () => {
    page(true);
    const email = document.querySelector('input[name="email"]') as HTMLInputElement;
    const type = (value: string) => {
      email.value = value;
      email.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('ada@');
    expect(email.hasAttribute('data-typed')).toBe(true);
    type('');
    expect(email.hasAttribute('data-typed')).toBe(false);
    document.getElementById('root')?.removeAttribute('data-hydrate');
    type('ada@');
    expect(email.hasAttribute('data-typed')).toBe(false);
  });

  it('leaves the page to React once the entry has taken what was held', () => {
    const { form, demo } = page(true);
    window.yunkongHeld?.take();
    demo.click();
    expect(submit(form).defaultPrevented).toBe(false);
    expect(window.yunkongHeld?.take()).toEqual([]);
  });

  it('holds nothing on a page that is not waiting to be hydrated', () => {
    const { form, demo } = page(false);
    demo.click();
    expect(submit(form).defaultPrevented).toBe(false);
    expect(window.yunkongHeld?.take()).toEqual([]);
  });
});
