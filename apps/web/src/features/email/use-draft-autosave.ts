import type { EmailAttachment, EmailComposeBody } from '@app/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ComposeAnswer, useComposeEmail } from './api/email-mutations';
import { plainText } from './email-text';

export type ComposeValues = {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  message: string;
  attachments: EmailAttachment[];
};

export type ComposeLinks = { draftId?: number; replyTo?: number; forwardOf?: number };

export const AUTOSAVE_DELAY_MS = 1500;

export const isBlank = (v: ComposeValues) =>
  v.to.length + v.cc.length + v.bcc.length + v.attachments.length === 0 &&
  !v.subject.trim() &&
  !plainText(v.message) &&
  !/<img/i.test(v.message);

export const toBody = (v: ComposeValues, links: ComposeLinks, send: boolean): EmailComposeBody => ({
  to: v.to,
  cc: v.cc,
  bcc: v.bcc,
  subject: v.subject,
  message: v.message,
  attachmentIds: v.attachments.map((a) => a.id),
  ...links,
  send,
});

export type DraftState = 'idle' | 'saving' | 'saved' | 'error';

/**
 * Saves the message as a draft once typing pauses, one save at a time; the first save makes the draft,
 * the next ones update it. `send` waits for a save under way and sends that same draft.
 */
export function useDraftAutosave(values: ComposeValues, links: ComposeLinks) {
  const compose = useComposeEmail();
  const [state, setState] = useState<DraftState>(links.draftId ? 'saved' : 'idle');
  const draftId = useRef(links.draftId);
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const saved = useRef(JSON.stringify(values));
  const latest = useRef(values);
  latest.current = values;
  const closed = useRef(false);
  const { mutateAsync } = compose;
  const { replyTo, forwardOf } = links;

  const save = useCallback(() => {
    chain.current = chain.current.then(async () => {
      const v = latest.current;
      const snapshot = JSON.stringify(v);
      if (closed.current || snapshot === saved.current || (isBlank(v) && !draftId.current)) return;
      setState('saving');
      try {
        const answer = await mutateAsync(toBody(v, { draftId: draftId.current, replyTo, forwardOf }, false));
        draftId.current = answer.email.id;
        saved.current = snapshot;
        setState('saved');
      } catch {
        setState('error');
      }
    });
    return chain.current;
  }, [mutateAsync, replyTo, forwardOf]);

  const snapshot = JSON.stringify(values);
  useEffect(() => {
    if (snapshot === saved.current) return;
    const timer = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [snapshot, save]);

  // Leaving the page with words not yet saved still keeps them in the draft.
  useEffect(() => () => void save(), [save]);

  const send = useCallback(async (): Promise<ComposeAnswer> => {
    await chain.current;
    closed.current = true;
    try {
      return await mutateAsync(
        toBody(latest.current, { draftId: draftId.current, replyTo, forwardOf }, true),
      );
    } catch (error) {
      closed.current = false;
      throw error;
    }
  }, [mutateAsync, replyTo, forwardOf]);

  /** Saves what is unsaved now (closing the composer); answers whether a draft exists. */
  const flush = useCallback(async () => {
    await save();
    closed.current = true;
    return draftId.current !== undefined;
  }, [save]);

  const stop = useCallback(() => {
    closed.current = true;
    return draftId.current;
  }, []);

  return { state, send, flush, stop };
}
