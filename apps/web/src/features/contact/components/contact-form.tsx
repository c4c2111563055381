import { CONTACT_LIMITS } from '@shop/contracts';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/use-toast';
import { useSendContactMessage } from '../api/send-contact-message';
import { contactMessages as m } from '../messages';
import { contactError, type ContactField } from './contact-errors';

const EMPTY = { name: '', email: '', subject: '', message: '' };
type ContactForm = typeof EMPTY;

const MAX_LENGTH: Record<ContactField, number> = {
  name: CONTACT_LIMITS.nameMax,
  email: CONTACT_LIMITS.emailMax,
  subject: CONTACT_LIMITS.subjectMax,
  message: CONTACT_LIMITS.messageMax,
};

const inputClass =
  'w-full rounded-md border border-neutral-700 bg-neutral-900 px-3 py-2 text-neutral-100 focus-visible:outline-2 focus-visible:outline-violet-400 aria-[invalid=true]:border-red-500';

/**
 * SPEC §2/§4 contact form, made real: the message is sent to the shop (stored, in the
 * curator's Inbox, e-mailed to the artist). Success shows SPEC's notice and clears the form; a
 * refusal is said in words, next to its field when it names one, and what was typed stays.
 */
export function ContactForm() {
  const [form, setForm] = useState<ContactForm>(EMPTY);
  const [website, setWebsite] = useState('');
  const send = useSendContactMessage();
  const id = useId();
  const error = send.isError ? contactError(send.error) : undefined;

  const bind = (key: ContactField) => ({
    id: `${id}-${key}`,
    name: key,
    required: true,
    maxLength: MAX_LENGTH[key],
    value: form[key],
    'aria-invalid': error?.field === key ? true : undefined,
    'aria-describedby': error?.field === key ? `${id}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    send.mutate(
      { ...form, ...(website ? { website } : {}) },
      {
        onSuccess: () => {
          setForm(EMPTY);
          toast({ title: m.sentTitle, description: m.sentText });
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      className="relative space-y-4 rounded-xl bg-neutral-900 p-6 ring-1 ring-neutral-800"
    >
      <h2 id={`${id}-heading`} className="text-2xl font-semibold">
        {m.formHeading}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-name`} label={m.name} layout="block">
          <input {...bind('name')} autoComplete="name" className={inputClass} />
        </Field>
        <Field id={`${id}-email`} label={m.email} layout="block">
          <input {...bind('email')} type="email" autoComplete="email" className={inputClass} />
        </Field>
      </div>
      <Field id={`${id}-subject`} label={m.subject} layout="block">
        <input {...bind('subject')} className={inputClass} />
      </Field>
      <Field id={`${id}-message`} label={m.message} layout="block">
        <textarea {...bind('message')} rows={6} className={inputClass} />
      </Field>
      {/* A field people never see or reach: only robots fill it in (the server then keeps nothing). */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{m.honeypot}</label>
        <input
          id={`${id}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(event) => setWebsite(event.target.value)}
        />
      </div>
      {error ? (
        <p
          id={`${id}-error`}
          role="alert"
          className="rounded-md bg-red-950 px-3 py-2 text-sm text-red-200 ring-1 ring-red-800"
        >
          {error.field ? `${m[error.field]}: ${error.text}` : error.text}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={send.isPending} aria-busy={send.isPending}>
        <Send className="h-4 w-4" aria-hidden />
        {send.isPending ? m.sending : m.send}
      </Button>
    </form>
  );
}
