import type { Email } from '@app/contracts';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Drawer from '@mui/material/Drawer';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { HiddenPageTitle } from '@/components/hidden-page-title';
import { useToast } from '@/components/toast/use-toast';
import { useSession } from '@/lib/session/session-store';
import { useDeleteForever, useUndoSend, useUpdateEmails } from '../api/email-mutations';
import { emailsKey, emailsQueryOptions } from '../api/get-emails';
import type { EmailChange } from '../email-cache';
import { type EmailSearch, toEmailsQuery, type EmailView as View } from '../email-search';
import { useEmailShortcuts } from '../use-email-shortcuts';
import { EmailComposeDialog } from './email-compose-dialog';
import type { ComposeInit } from './email-composer';
import { EmailListPane } from './email-list-pane';
import { EmailShortcutsDialog } from './email-shortcuts-dialog';
import { EmailSidebar } from './email-sidebar';
import { EmailUndoSnackbar, type SentNotice } from './email-undo-snackbar';
import { EmailView } from './email-view';

type Props = { view: View; search: EmailSearch; onSearchChange: (patch: Partial<EmailSearch>) => void };

const BLANK: ComposeInit = { to: [], cc: [], bcc: [], subject: '', message: '', attachments: [] };

const draftInit = (email: Email): ComposeInit => ({
  to: email.to.map((a) => a.email),
  cc: email.cc,
  bcc: email.bcc,
  subject: email.subject,
  message: email.message,
  attachments: email.attachments,
  draftId: email.id,
});

/** The mailbox: folders and labels, the list of the chosen view, the open e-mail, compose. */
export function EmailPage({ view, search, onSearchChange }: Props) {
  const { t } = useTranslation('email');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  const sidebarFixed = useMediaQuery(theme.breakpoints.up('md'));
  const me = useSession()?.userData.email ?? '';
  const { notify } = useToast();
  const queryClient = useQueryClient();
  const query = toEmailsQuery(view, search);
  const list = useInfiniteQuery(emailsQueryOptions(query));
  const emails = useMemo(() => list.data?.pages.flatMap((p) => p.emails) ?? [], [list.data]);
  const meta = list.data?.pages[0]?.emailsMeta;
  const trash = view.filter === 'trashed';
  const openId = search.id;

  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [cursorId, setCursorId] = useState<number>();
  const [compose, setCompose] = useState<{ init: ComposeInit; key: number } | null>(null);
  const [notice, setNotice] = useState<SentNotice | null>(null);
  const [help, setHelp] = useState(false);
  const [menu, setMenu] = useState(false);
  const [forever, setForever] = useState<Email[] | null>(null);
  const [replySignal, setReplySignal] = useState(0);
  const searchRef = useRef<HTMLInputElement>(null);
  const update = useUpdateEmails();
  const undo = useUndoSend();
  const deleteForever = useDeleteForever();

  const viewKey = `${view.filter ?? ''}/${view.label ?? ''}/${search.q ?? ''}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new view starts with nothing selected
  useEffect(() => {
    setSelected(new Set());
    setCursorId(undefined);
  }, [viewKey]);

  // Once the undo delay is over the message leaves the outbox: its delivery state is then known.
  useEffect(() => {
    if (!notice?.undoUntil) return;
    const wait = Math.max(0, new Date(notice.undoUntil).getTime() - Date.now()) + 1500;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: emailsKey }), wait);
    return () => clearTimeout(timer);
  }, [notice, queryClient]);

  const openCompose = (init: ComposeInit) => setCompose({ init, key: Date.now() });
  const open = useCallback(
    (email: Email) => {
      setCursorId(email.id);
      if (email.folder === 'draft' && !email.isDeleted)
        setCompose({ init: draftInit(email), key: Date.now() });
      else onSearchChange({ id: email.id });
    },
    [onSearchChange],
  );
  const close = () => onSearchChange({ id: undefined });

  const index = openId === undefined ? -1 : emails.findIndex((e) => e.id === openId);
  const neighbour = (step: number) => emails[index + step];

  const change = (chosen: Email[], next: EmailChange) => {
    const leaving = next.data?.isDeleted !== undefined || next.data?.folder !== undefined;
    if (leaving && openId !== undefined && chosen.some((e) => e.id === openId)) {
      const after = neighbour(1) ?? neighbour(-1);
      onSearchChange({ id: after && !chosen.includes(after) ? after.id : undefined });
    }
    update.mutate(
      { emails: chosen, change: next },
      {
        onSuccess: () => {
          if (next.data?.isDeleted === true) notify(t('toast.trashed', { count: chosen.length }));
          else if (next.data?.isDeleted === false) notify(t('toast.restored', { count: chosen.length }));
          else if (next.data?.folder)
            notify(t('toast.moved', { count: chosen.length, folder: t(`filters.${next.data.folder}`) }));
        },
        onError: (e) => notify(e.message, 'error'),
      },
    );
    if (leaving) setSelected(new Set());
  };
  const changeOne = (email: Email, next: EmailChange) => change([email], next);

  const confirmForever = () => {
    if (!forever) return;
    const ids = forever.map((e) => e.id);
    deleteForever.mutate(ids, {
      onSuccess: () => {
        notify(t('toast.deletedForever', { count: ids.length }));
        if (openId !== undefined && ids.includes(openId)) close();
        setSelected(new Set());
        setForever(null);
      },
    });
  };

  const composerClosed = ({ draftId, discarded }: { draftId?: number; discarded: boolean }) => {
    setCompose(null);
    if (discarded && draftId) {
      update.mutate({ emails: [{ id: draftId, labels: [] }], change: { data: { isDeleted: true } } });
      notify(t('toast.draftDiscarded'));
    } else if (draftId) notify(t('toast.draftSaved'));
  };

  const shortcut = (action: Parameters<Parameters<typeof useEmailShortcuts>[0]>[0]): boolean => {
    const current = openId ?? cursorId;
    const at = emails.findIndex((e) => e.id === current);
    const target = emails[at];
    const move = (step: number) => {
      const next = emails[at === -1 ? 0 : at + step];
      if (!next) return;
      setCursorId(next.id);
      if (openId !== undefined) open(next);
      document.querySelector(`[data-email-id="${next.id}"]`)?.scrollIntoView({ block: 'nearest' });
    };
    switch (action) {
      case 'next':
        move(1);
        return true;
      case 'previous':
        move(-1);
        return true;
      case 'open':
        if (!target || openId !== undefined) return false;
        open(target);
        return true;
      case 'back':
        if (openId === undefined) return false;
        close();
        return true;
      case 'reply':
        if (openId === undefined) return false;
        setReplySignal((n) => n + 1);
        return true;
      case 'archive': {
        const chosen = selected.size ? emails.filter((e) => selected.has(e.id)) : target ? [target] : [];
        if (!chosen.length) return false;
        update.mutate({ emails: chosen, change: { data: { isRead: true } } });
        setSelected(new Set());
        move(1);
        return true;
      }
      case 'delete': {
        const chosen = selected.size ? emails.filter((e) => selected.has(e.id)) : target ? [target] : [];
        if (!chosen.length) return false;
        if (trash) setForever(chosen);
        else change(chosen, { data: { isDeleted: true } });
        return true;
      }
      case 'search':
        searchRef.current?.focus();
        return true;
      case 'help':
        setHelp(true);
        return true;
      case 'compose':
        openCompose(BLANK);
        return true;
    }
  };
  useEmailShortcuts(shortcut);

  const select = useCallback((email: Email, checked: boolean) => {
    setSelected((s) => {
      const next = new Set(s);
      if (checked) next.add(email.id);
      else next.delete(email.id);
      return next;
    });
  }, []);
  const star = useCallback(
    (email: Email) => update.mutate({ emails: [email], change: { data: { isStarred: !email.isStarred } } }),
    [update.mutate],
  );

  const viewName = view.filter ? t(`filters.${view.filter}`) : t(`labels.${view.label}`);
  const sidebar = (
    <EmailSidebar
      view={view}
      meta={meta}
      onCompose={() => openCompose(BLANK)}
      onNavigate={() => setMenu(false)}
    />
  );
  const showList = openId === undefined || wide;

  return (
    <>
      <HiddenPageTitle>{t('pageTitle', { view: viewName })}</HiddenPageTitle>
      <Card
        sx={{
          display: 'flex',
          height: { xs: 'calc(100dvh - 8.5rem)', md: 'calc(100dvh - 11rem)' },
          minHeight: 520,
          overflow: 'hidden',
        }}
      >
        {sidebarFixed ? (
          <Box sx={{ width: 240, flexShrink: 0, borderRight: 1, borderColor: 'divider' }}>{sidebar}</Box>
        ) : (
          <Drawer open={menu} onClose={() => setMenu(false)} slotProps={{ paper: { sx: { width: 260 } } }}>
            {sidebar}
          </Drawer>
        )}
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex' }}>
          {showList && (
            <Box
              component="section"
              aria-label={viewName}
              sx={{
                // Beside an open mail the list takes a third: at 1280 px a fixed 400 px left the mail 330.
                width: openId !== undefined ? 'clamp(300px, 36%, 400px)' : '100%',
                flexShrink: 0,
                minWidth: 0,
                borderRight: openId !== undefined ? 1 : 0,
                borderColor: 'divider',
              }}
            >
              <EmailListPane
                emails={emails}
                status={list.status}
                refreshing={list.isFetching}
                q={search.q ?? ''}
                trash={trash}
                selected={selected}
                activeId={openId}
                cursorId={cursorId}
                compact={openId !== undefined}
                hasMore={list.hasNextPage}
                loadingMore={list.isFetchingNextPage}
                searchRef={searchRef}
                onMenu={sidebarFixed ? undefined : () => setMenu(true)}
                onSearch={(q) => onSearchChange({ q: q || undefined })}
                onSelectAll={(checked) => setSelected(checked ? new Set(emails.map((e) => e.id)) : new Set())}
                onSelect={select}
                onStar={star}
                onOpen={open}
                onChange={change}
                onDeleteForever={setForever}
                onLoadMore={() => void list.fetchNextPage()}
                onRefresh={() => void list.refetch()}
                onHelp={() => setHelp(true)}
              />
            </Box>
          )}
          {openId !== undefined && (
            <Box component="section" aria-label={t('view.label')} sx={{ flex: 1, minWidth: 0 }}>
              <EmailView
                id={openId}
                me={me}
                trash={trash}
                replySignal={replySignal}
                hasPrev={index > 0}
                hasNext={index !== -1 && index < emails.length - 1}
                onPrev={() => neighbour(-1) && open(neighbour(-1))}
                onNext={() => neighbour(1) && open(neighbour(1))}
                onBack={close}
                onChange={changeOne}
                onDeleteForever={(email) => setForever([email])}
                onSent={(answer) =>
                  setNotice({ id: answer.email.id, undoUntil: answer.undoUntil, key: Date.now() })
                }
                onComposerClosed={composerClosed}
              />
            </Box>
          )}
        </Box>
      </Card>
      {compose && (
        <EmailComposeDialog
          key={compose.key}
          init={compose.init}
          onSent={(answer) => {
            setCompose(null);
            setNotice({ id: answer.email.id, undoUntil: answer.undoUntil, key: Date.now() });
          }}
          onClose={composerClosed}
        />
      )}
      <EmailUndoSnackbar
        notice={notice}
        undoing={undo.isPending}
        onClose={() => setNotice(null)}
        onUndo={(id) =>
          undo.mutate(id, {
            onSuccess: ({ email }) => {
              setNotice(null);
              notify(t('undo.done'));
              openCompose(draftInit(email));
            },
            onError: (e) => {
              setNotice(null);
              notify(e.message || t('undo.tooLate'), 'error');
            },
          })
        }
      />
      <EmailShortcutsDialog open={help} onClose={() => setHelp(false)} />
      <ConfirmDialog
        open={forever !== null}
        title={t('forever.title', { count: forever?.length ?? 0 })}
        description={t('forever.text', { count: forever?.length ?? 0 })}
        confirmLabel={t('actions.deleteForever')}
        color="error"
        pending={deleteForever.isPending}
        error={deleteForever.error?.message}
        onConfirm={confirmForever}
        onClose={() => {
          setForever(null);
          deleteForever.reset();
        }}
      />
    </>
  );
}
