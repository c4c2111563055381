import { Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/use-toast';
import { contactMessages as m } from '../messages';
import { CONTACT_DELAY_MS } from '../../../config/ui';

const EMPTY = { name: '', email: '', subject: '', message: '' };
type ContactForm = typeof EMPTY;

const inputClass =
  'w-full rounded-md border border-neutral-700 bg-neutral-900 px-3 py-2 text-neutral-100 focus-visible:outline-2 focus-visible:outline-violet-400';

/** SPEC §4: submit is simulated (about 1 s, no call), then the success notice and a cleared form. */
export function ContactForm() {
  const [form, setForm] = useState<ContactForm>(EMPTY);
  const [isSending, setSending] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const bind = (key: keyof ContactForm) => ({
    id: `${id}-${key}`,
    name: key,
    required: true,
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    setSending(true);
    timer.current = setTimeout(() => {
      setSending(false);
      setForm(EMPTY);
      toast({ title: m.sentTitle, description: m.sentText });
    }, CONTACT_DELAY_MS);
  };

  return (
    <form
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-xl bg-neutral-900 p-6 ring-1 ring-neutral-800"
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
      <Button type="submit" size="lg" disabled={isSending} aria-busy={isSending}>
        <Send className="h-4 w-4" aria-hidden />
        {isSending ? m.sending : m.send}
      </Button>
    </form>
  );
}
