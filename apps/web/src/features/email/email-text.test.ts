import type { EmailReply } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { isAddress, splitAddresses } from './email-address';
import { plainText, prefixed, replyRecipients } from './email-text';

const reply = (patch: Partial<EmailReply>) =>
  ({
    from: { email: 'ann@x.io', name: 'Ann', avatar: '' },
    to: [
      { email: 'me@x.io', name: 'Me' },
      { email: 'bob@x.io', name: 'Bob' },
    ],
    cc: ['carl@x.io', 'me@x.io'],
    ...patch,
  }) as EmailReply;

describe('mail text helpers', () => {
  it('previews the words of the HTML, not its tags or styles', () => {
    expect(plainText('<style>p{color:red}</style><p>Hello <b>there</b></p>\n<p>again</p>')).toBe(
      'Hello there again',
    );
    expect(
      plainText(
        '<p>Hi,</p><p>Please find</p><div>the draft<br>attached</div><ul><li>one</li><li>two</li></ul>',
      ),
    ).toBe('Hi, Please find the draft attached one two');
  });
  it('prefixes Re and Fwd once', () => {
    expect(prefixed('Re', 'Re: RE: Budget')).toBe('Re: Budget');
    expect(prefixed('Fwd', 'Fw: Budget')).toBe('Fwd: Budget');
  });
  it('replies to the sender, and to everyone but me on reply all', () => {
    expect(replyRecipients(reply({}), 'me@x.io', false)).toEqual({ to: ['ann@x.io'], cc: [] });
    expect(replyRecipients(reply({}), 'ME@x.io', true)).toEqual({
      to: ['ann@x.io'],
      cc: ['bob@x.io', 'carl@x.io'],
    });
  });
  it('replies on my own sent mail to its recipients', () => {
    const mine = reply({
      from: { email: 'me@x.io', name: 'Me', avatar: '' },
      to: [{ email: 'ann@x.io', name: 'Ann' }],
      cc: [],
    });
    expect(replyRecipients(mine, 'me@x.io', false)).toEqual({ to: ['ann@x.io'], cc: [] });
  });
  it('splits pasted address lists and checks them', () => {
    expect(splitAddresses('a@x.io, Bea <b@y.io>; c@z.io d@w.io')).toEqual([
      'a@x.io',
      'b@y.io',
      'c@z.io',
      'd@w.io',
    ]);
    expect(isAddress('a@x.io')).toBe(true);
    expect(isAddress('not an address')).toBe(false);
    expect(isAddress('a@x')).toBe(false);
  });
});
