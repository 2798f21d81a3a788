import type { Config } from '../../config.ts';
import { inBackground, type Log } from '../../lib/background-work.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import type { MailOut, QueuedMail } from '../mail-out/mail-out.service.ts';

/**
 * The sign-in area's mails: each is put on the 'mail-out' job queue (mail-out.service.ts `queue`),
 * itself beside the answer (lib/background-work.ts), so neither the answer nor its time waits on the
 * mail server, and a mail outlives the process that wrote it.
 */

export function publicUrl(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

export type { Log };

function queue(mailOut: MailOut, log: Log, mail: QueuedMail) {
  inBackground(() => mailOut.queue(mail), log, 'account mail not queued', { kind: mail.kind });
}

function linkMail(title: string, intro: string, link: string, action: string, outro: string) {
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(
    link,
  )}</p><p>${escapeHtml(outro)}</p>`;
  const text = `${intro}\n\n${action}: ${link}\n\n${outro}`;
  return { subject: title, html, text };
}

export type AccountMailer = {
  verifyEmail(to: string, name: string, token: string): void;
  alreadyRegistered(to: string, name: string): void;
  resetPassword(to: string, name: string, token: string): void;
  passwordChanged(to: string, name: string): void;
  confirmNewEmail(to: string, name: string, token: string): void;
  emailChangeRequested(to: string, name: string, newEmail: string): void;
  emailAlreadyUsed(to: string): void;
  signInLocked(to: string, name: string, minutes: number): void;
  signInLink(to: string, name: string, token: string, minutes: number): void;
};

export function accountMailer(config: Config, mailOut: MailOut, log: Log): AccountMailer {
  const base = publicUrl(config);
  return {
    verifyEmail: (to, name, token) =>
      queue(mailOut, log, {
        kind: 'verify-email',
        to: [to],
        ...linkMail(
          'Confirm your e-mail address',
          `Hello ${name}, please confirm that this address is yours to finish creating your account.`,
          `${base}/pages/authentication/verify-email-v1?token=${token}`,
          'Confirm my e-mail address',
          'The link works once and expires in 24 hours. If you did not sign up, ignore this mail.',
        ),
      }),
    alreadyRegistered: (to, name) =>
      queue(mailOut, log, {
        kind: 'verify-email',
        to: [to],
        ...linkMail(
          'You already have an account',
          `Hello ${name}, someone tried to create an account with this address, which already has one.`,
          `${base}/forgot-password`,
          'Reset my password',
          'If it was you and you forgot your password, use the link above. Otherwise ignore this mail.',
        ),
      }),
    resetPassword: (to, name, token) =>
      queue(mailOut, log, {
        kind: 'password-reset',
        to: [to],
        ...linkMail(
          'Reset your password',
          `Hello ${name}, we received a request to reset the password of your account.`,
          `${base}/pages/authentication/reset-password-v1?token=${token}`,
          'Choose a new password',
          'The link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays as it is.',
        ),
      }),
    passwordChanged: (to, name) =>
      queue(mailOut, log, {
        kind: 'password-changed',
        to: [to],
        subject: 'Your password was changed',
        text: `Hello ${name}, the password of your account was just changed and your other sessions were signed out. If this was not you, reset your password at ${base}/forgot-password.`,
        html: `<p>Hello ${escapeHtml(name)}, the password of your account was just changed and your other sessions were signed out.</p><p>If this was not you, reset your password: <a href="${base}/forgot-password">${base}/forgot-password</a></p>`,
      }),
    confirmNewEmail: (to, name, token) =>
      queue(mailOut, log, {
        kind: 'verify-email',
        to: [to],
        ...linkMail(
          'Confirm your new e-mail address',
          `Hello ${name}, you asked to use this address for your account. It replaces the old one once you open the link.`,
          `${base}/pages/authentication/verify-email-v1?token=${token}`,
          'Confirm my new e-mail address',
          'The link works once and expires in 24 hours. If you did not ask for it, ignore this mail.',
        ),
      }),
    emailChangeRequested: (to, name, newEmail) =>
      queue(mailOut, log, {
        kind: 'email-change',
        to: [to],
        subject: 'A change of your e-mail address was requested',
        text: `Hello ${name}, someone signed in to your account asked to move it to ${newEmail}. Nothing changes until that address confirms. If this was not you, change your password at ${base}/pages/account-settings/security.`,
        html: `<p>Hello ${escapeHtml(name)}, someone signed in to your account asked to move it to ${escapeHtml(newEmail)}. Nothing changes until that address confirms.</p><p>If this was not you, change your password: <a href="${base}/pages/account-settings/security">${base}/pages/account-settings/security</a></p>`,
      }),
    emailAlreadyUsed: (to) =>
      queue(mailOut, log, {
        kind: 'email-change',
        to: [to],
        subject: 'Your address was offered for another account',
        text: `Someone asked to move another account to this address, which already has an account. Nothing was changed. If you did not expect this, you can ignore this mail.`,
        html: '<p>Someone asked to move another account to this address, which already has an account. Nothing was changed.</p><p>If you did not expect this, you can ignore this mail.</p>',
      }),
    signInLink: (to, name, token, minutes) =>
      queue(mailOut, log, {
        kind: 'sign-in-link',
        to: [to],
        ...linkMail(
          'Your sign-in link',
          `Hello ${name}, you asked for a link to sign in without your password.`,
          `${base}/pages/authentication/sign-in-link-v1?token=${token}`,
          'Sign me in',
          `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this mail: nobody can use it without access to your mailbox.`,
        ),
      }),
    signInLocked: (to, name, minutes) => {
      const intro = `Hello ${name}, someone entered the wrong password for your account several times in a row, so signing in with this address is paused for ${minutes} minute${minutes === 1 ? '' : 's'}.`;
      const device =
        'You can still sign in from a browser where you signed in before, with your password and your two-step code, or with a sign-in link mailed to this address ("Send me a sign-in link" on the sign-in page). Anyone else, including whoever tried, has to wait.';
      const advice =
        'If this was not you, your account may be under attack: choose a strong password you use nowhere else and turn on two-step sign-in.';
      const link = `${base}/pages/account-settings/security`;
      queue(mailOut, log, {
        kind: 'sign-in-locked',
        to: [to],
        subject: 'Repeated failed sign-ins to your account',
        text: `${intro}\n\n${device}\n\n${advice}\n\n${link}`,
        html: `<p>${escapeHtml(intro)}</p><p>${escapeHtml(device)}</p><p>${escapeHtml(advice)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      });
    },
  };
}
