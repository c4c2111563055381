import { CONTACT_REPLY_LIMITS, type ContactMessage } from '@shop/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Field, inputClass } from '../../../components/ui/field';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { useReplyToContactMessage } from '../api/reply-to-contact-message';
import { INBOX_MESSAGES as M } from '../messages';

/** A reply written in the dashboard; the server keeps it, then e-mails it to the sender. */
export function ReplyForm({ message, onClose }: { message: ContactMessage; onClose: () => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const send = useReplyToContactMessage(message.id);
  const fieldId = `reply-${message.id}`;
  const isEmpty = text.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isEmpty || send.isPending) return;
    setError(undefined);
    send.mutate(
      { text },
      {
        onSuccess: (reply) => {
          // Failed or not, the reply is kept: it shows in the thread, with "Send again" when it failed.
          if (reply.status === 'failed') {
            toast({ title: M.replyNotSent, description: reply.failureReason ?? '', variant: 'destructive' });
          } else {
            toast({ title: M.replySent });
          }
          onClose();
        },
        onError: (failure) => setError(failure instanceof ApiError ? failure.serverMessage : String(failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-2" aria-label={M.replyLabel(message.name)}>
      <Field id={fieldId} label={M.replyLabel(message.name)}>
        <textarea
          id={fieldId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={CONTACT_REPLY_LIMITS.textMax}
          rows={6}
          disabled={send.isPending}
          aria-describedby={`${fieldId}-hint`}
          aria-invalid={error ? true : undefined}
          className={cn(inputClass, 'w-full resize-y')}
        />
      </Field>
      <p id={`${fieldId}-hint`} className="text-xs text-neutral-400 break-words">
        {M.replyHint(message.email)}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-400">
          {M.replyFailed}: {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={isEmpty || send.isPending}>
          {send.isPending ? M.sending : M.send}
        </Button>
        <Button type="button" variant="ghost" size="sm" disabled={send.isPending} onClick={onClose}>
          {M.cancel}
        </Button>
      </div>
    </form>
  );
}
