import type { ContactReply } from '@shop/contracts';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useResendContactReply } from '../api/resend-contact-reply';
import { INBOX_MESSAGES as M } from '../messages';
import { useShopTime } from '../../../lib/dates';

/** The server takes a send back after this long without an outcome (its process was cut off). */
const STALE_SENDING_MS = 2 * 60_000;

/** A failed reply, or one whose send never finished, can be sent again. */
const canSendAgain = (reply: ContactReply, now: number) =>
  reply.status === 'failed' ||
  (reply.status === 'sending' && now - new Date(reply.createdAt).getTime() > STALE_SENDING_MS);

function statusOf(reply: ContactReply, dateTime: (iso: string) => string): string {
  if (reply.status === 'sent') return M.replyStatusSent(dateTime(reply.sentAt ?? reply.createdAt));
  return reply.status === 'failed' ? M.replyStatusFailed : M.replyStatusSending;
}

/** The answers sent from the dashboard, under the message, oldest first. */
export function ReplyThread({ messageId, replies }: { messageId: string; replies: readonly ContactReply[] }) {
  const resend = useResendContactReply(messageId);
  const time = useShopTime();
  if (replies.length === 0) return null;
  const now = Date.now();
  return (
    <section aria-label={M.repliesLabel} className="space-y-2">
      <h4 className="text-sm font-semibold text-neutral-300">{M.repliesLabel}</h4>
      <ol className="space-y-2">
        {replies.map((reply) => (
          <li key={reply.id} className="space-y-1 rounded-lg border-l-2 border-violet-500 bg-neutral-950 p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-xs text-neutral-400">
              <span className="break-words">{reply.subject}</span>
              <span className={cn(reply.status === 'failed' && 'font-medium text-red-400')}>
                {statusOf(reply, time.dateTime)}
              </span>
            </div>
            <p className="whitespace-pre-wrap break-words text-sm text-neutral-100">{reply.text}</p>
            {canSendAgain(reply, now) ? (
              <div className="flex flex-wrap items-center gap-2">
                {reply.failureReason ? <p className="text-xs text-red-300 break-words">{reply.failureReason}</p> : null}
                <Button variant="outline" size="sm" disabled={resend.isPending} onClick={() => resend.mutate(reply.id)}>
                  {resend.isPending && resend.variables === reply.id ? M.sending : M.sendAgain}
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
