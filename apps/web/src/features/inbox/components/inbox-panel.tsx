import type { ContactMessage } from '@shop/contracts';
import { Mail, MailOpen, Reply } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { HeadedSection } from '../../../components/ui/headed-section';
import { EmptyState, LoadingState, PanelErrorState } from '../../../components/ui/status-views';
import { INBOX_PAGE_SIZE, useContactMessages } from '../api/get-contact-messages';
import { useMarkContactMessage } from '../api/mark-contact-message';
import { INBOX_MESSAGES as M } from '../messages';
import { useShopTime } from '../../../lib/dates';
import { ReplyForm } from './reply-form';
import { ReplyThread } from './reply-thread';

function MessageView({ message }: { message: ContactMessage }) {
  const mark = useMarkContactMessage();
  const time = useShopTime();
  const [isReplying, setIsReplying] = useState(false);
  const subject = encodeURIComponent(`Re: ${message.subject}`);
  return (
    <article
      aria-labelledby="inbox-message-subject"
      className="min-w-0 space-y-4 rounded-xl bg-neutral-900 p-5 ring-1 ring-neutral-800"
    >
      <header className="space-y-1">
        <h3 id="inbox-message-subject" className="text-xl font-semibold break-words">
          {message.subject}
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-neutral-400">{M.from}</dt>
          <dd className="break-all">
            {message.name} &lt;{message.email}&gt;
          </dd>
          <dt className="text-neutral-400">{M.received}</dt>
          <dd>{time.dateTime(message.createdAt)}</dd>
          <dt className="text-neutral-400">{M.emailed}</dt>
          <dd>{message.emailedAt ? time.dateTime(message.emailedAt) : M.notEmailedYet}</dd>
        </dl>
      </header>
      <p className="whitespace-pre-wrap break-words text-neutral-100">{message.message}</p>
      <ReplyThread messageId={message.id} replies={message.replies} />
      {isReplying ? <ReplyForm message={message} onClose={() => setIsReplying(false)} /> : null}
      <div className="flex flex-wrap gap-2">
        {isReplying ? null : (
          <Button size="sm" onClick={() => setIsReplying(true)}>
            <Reply className="h-4 w-4" aria-hidden />
            {M.reply}
          </Button>
        )}
        <a
          href={`mailto:${encodeURIComponent(message.email)}?subject=${subject}`}
          className="inline-flex h-8 items-center gap-2 rounded-md px-3 text-sm font-medium text-neutral-300 ring-1 ring-neutral-700 hover:bg-neutral-800"
        >
          <Mail className="h-4 w-4" aria-hidden />
          {M.replyInMailApp}
        </a>
        <Button
          variant="outline"
          size="sm"
          disabled={mark.isPending}
          onClick={() => mark.mutate({ id: message.id, isRead: !message.isRead })}
        >
          {message.isRead ? M.markUnread : M.markRead}
        </Button>
      </div>
    </article>
  );
}

/** The contact form's messages, newest first; opening one marks it read. */
export function InboxPanel() {
  const time = useShopTime();
  const [offset, setOffset] = useState(0);
  const [openId, setOpenId] = useState<string | undefined>(undefined);
  const messages = useContactMessages(offset);
  const mark = useMarkContactMessage();

  if (messages.isPending) return <LoadingState text={M.loading} />;
  if (messages.isError) {
    return (
      <PanelErrorState retryLabel={M.retry} onRetry={() => void messages.refetch()}>
        <p>{M.loadError}</p>
      </PanelErrorState>
    );
  }
  const { items, total, unread } = messages.data;
  const open = items.find((item) => item.id === openId);

  const openMessage = (message: ContactMessage) => {
    setOpenId(message.id);
    if (!message.isRead) mark.mutate({ id: message.id, isRead: true });
  };

  return (
    <HeadedSection
      heading={M.heading}
      headingId="inbox-heading"
      headingClassName="text-2xl font-semibold"
      className="space-y-4"
      subheading={<p className="text-sm text-neutral-400">{M.intro}</p>}
      headerClassName="flex flex-wrap items-baseline justify-between gap-2"
      aside={<p className="text-sm text-neutral-300">{M.unreadCount(unread, total)}</p>}
    >
      {items.length === 0 ? (
        <EmptyState title={M.emptyTitle} text={M.emptyText} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[2fr_3fr]">
          <div className="min-w-0 space-y-2">
            <ul aria-label={M.listLabel} className="divide-y divide-neutral-800 rounded-xl ring-1 ring-neutral-800">
              {items.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => openMessage(item)}
                    aria-current={item.id === openId ? 'true' : undefined}
                    className={cn(
                      'flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-neutral-900 focus-visible:outline-2 focus-visible:outline-violet-400',
                      item.id === openId && 'bg-neutral-900',
                    )}
                  >
                    {item.isRead ? (
                      <MailOpen className="mt-1 h-4 w-4 shrink-0 text-neutral-500" aria-hidden />
                    ) : (
                      <Mail className="mt-1 h-4 w-4 shrink-0 text-violet-300" aria-hidden />
                    )}
                    <span className="min-w-0 flex-1">
                      <span className={cn('block truncate', !item.isRead && 'font-semibold')}>{item.subject}</span>
                      <span className="block truncate text-sm text-neutral-400">
                        {item.name} · {time.dateTime(item.createdAt)}
                      </span>
                    </span>
                    {item.isRead ? null : (
                      <span className="shrink-0 rounded bg-violet-700 px-1.5 py-0.5 text-xs text-white">
                        {M.unread}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
            {total > INBOX_PAGE_SIZE ? (
              <div className="flex justify-between">
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={offset === 0}
                  onClick={() => setOffset(Math.max(0, offset - INBOX_PAGE_SIZE))}
                >
                  {M.previous}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={offset + INBOX_PAGE_SIZE >= total}
                  onClick={() => setOffset(offset + INBOX_PAGE_SIZE)}
                >
                  {M.next}
                </Button>
              </div>
            ) : null}
          </div>
          {open ? (
            <MessageView key={open.id} message={open} />
          ) : (
            <p className="min-w-0 text-neutral-400">{M.chooseMessage}</p>
          )}
        </div>
      )}
    </HeadedSection>
  );
}
