import { Copy, Plus, Sparkles, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/use-toast';
import { CONTEXT_LABELS, TIME_LABELS, TONE_LABELS, welcomeMessages as m } from '../messages';
import {
  SHOWN_SUGGESTIONS,
  addInterest,
  generateWelcomeMessage,
  isNameValid,
  removeInterest,
  type WelcomeState,
} from '../welcome-rules';
import { WELCOME_GENERATOR_DELAY_MS } from '../../../config/ui';
import { WELCOME_CONTEXTS, WELCOME_TIMES, WELCOME_TONES } from '../welcome-options';

const fieldClass =
  'w-full rounded-md border border-neutral-700 bg-neutral-900 px-3 py-2 text-neutral-100 focus-visible:outline-2 focus-visible:outline-violet-400';

const isOneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** A labelled select of fixed choices, each shown by its label. */
function ChoiceSelect<T extends string>({
  id,
  label,
  value,
  choices,
  labels,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  choices: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T) => void;
}) {
  return (
    <Field id={id} label={label} layout="block">
      <select
        id={id}
        value={value}
        onChange={(e) => isOneOf(choices, e.target.value) && onChange(e.target.value)}
        className={fieldClass}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {labels[choice]}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** SPEC §4: idle → generating (1.5 s) → message shown. No call is made. */
/** `shopName`, the shop's name as the artist set it, which the messages say. */
export function WelcomeGenerator({ shopName }: { shopName?: string } = {}) {
  const id = useId();
  const [state, setState] = useState<WelcomeState>({
    name: '',
    tone: 'friendly',
    context: 'first_visit',
    interests: [],
    timeOfDay: 'any',
  });
  const [draft, setDraft] = useState('');
  const [isGenerating, setGenerating] = useState(false);
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (patch: Partial<WelcomeState>) => setState((current) => ({ ...current, ...patch }));
  const commitDraft = () => {
    update({ interests: addInterest(state.interests, draft) });
    setDraft('');
  };

  const onDraftKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    }
  };

  const generate = (event: FormEvent) => {
    event.preventDefault();
    if (isGenerating) return;
    if (!isNameValid(state.name)) {
      toast({ title: m.nameRequiredTitle, description: m.nameRequiredText, variant: 'destructive' });
      return;
    }
    setGenerating(true);
    const snapshot = state;
    timer.current = setTimeout(() => {
      setMessage(generateWelcomeMessage(snapshot, shopName));
      setGenerating(false);
    }, WELCOME_GENERATOR_DELAY_MS);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(message);
      toast({ title: m.copiedTitle, description: m.copiedText });
    } catch (error) {
      console.error('Copy failed', error);
      toast({ title: m.copyFailedTitle, description: m.copyFailedText, variant: 'destructive' });
    }
  };

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <form onSubmit={generate} noValidate className="space-y-5 rounded-xl bg-neutral-900 p-6 ring-1 ring-neutral-800">
        <Field id={`${id}-name`} label={m.name} layout="block">
          <input
            id={`${id}-name`}
            value={state.name}
            onChange={(e) => update({ name: e.target.value })}
            placeholder={m.namePlaceholder}
            autoComplete="off"
            aria-required="true"
            className={fieldClass}
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <ChoiceSelect
            id={`${id}-tone`}
            label={m.tone}
            value={state.tone}
            choices={WELCOME_TONES}
            labels={TONE_LABELS}
            onChange={(tone) => update({ tone })}
          />
          <ChoiceSelect
            id={`${id}-context`}
            label={m.context}
            value={state.context}
            choices={WELCOME_CONTEXTS}
            labels={CONTEXT_LABELS}
            onChange={(context) => update({ context })}
          />
          <ChoiceSelect
            id={`${id}-time`}
            label={m.timeOfDay}
            value={state.timeOfDay}
            choices={WELCOME_TIMES}
            labels={TIME_LABELS}
            onChange={(timeOfDay) => update({ timeOfDay })}
          />
        </div>

        <fieldset className="space-y-3">
          <legend className="text-sm font-medium">{m.interests}</legend>
          <div className="flex gap-2">
            <input
              aria-label={m.addInterest}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onDraftKey}
              placeholder={m.interestPlaceholder}
              className={fieldClass}
            />
            <Button variant="secondary" onClick={commitDraft}>
              <Plus className="h-4 w-4" aria-hidden />
              {m.add}
            </Button>
          </div>
          {state.interests.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={m.interests}>
              {state.interests.map((interest) => (
                <li
                  key={interest}
                  className="inline-flex items-center gap-1 rounded-full bg-violet-600/30 py-1 pr-1 pl-3 text-sm text-violet-100"
                >
                  {interest}
                  <button
                    type="button"
                    aria-label={m.removeInterest(interest)}
                    onClick={() => update({ interests: removeInterest(state.interests, interest) })}
                    className="rounded-full p-0.5 hover:bg-violet-500/40 focus-visible:outline-2 focus-visible:outline-violet-300"
                  >
                    <X className="h-3.5 w-3.5" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div>
            <p className="text-xs text-neutral-400">{m.suggestions}</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {SHOWN_SUGGESTIONS.map((interest) => (
                <li key={interest}>
                  <button
                    type="button"
                    aria-label={m.suggestAdd(interest)}
                    onClick={() => update({ interests: addInterest(state.interests, interest) })}
                    className="rounded-full border border-neutral-700 px-3 py-1 text-sm hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-violet-400"
                  >
                    + {interest}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <p className="text-xs text-neutral-400">{m.interestsNote}</p>
        </fieldset>

        <Button type="submit" size="lg" className="w-full" disabled={isGenerating} aria-busy={isGenerating}>
          <Sparkles className="h-4 w-4" aria-hidden />
          {isGenerating ? m.generating : m.generate}
        </Button>
      </form>

      <section
        aria-labelledby={`${id}-output-label`}
        className="flex flex-col gap-3 rounded-xl bg-neutral-900 p-6 ring-1 ring-neutral-800"
      >
        <label id={`${id}-output-label`} htmlFor={`${id}-output`} className="text-lg font-semibold">
          {m.output}
        </label>
        <textarea
          id={`${id}-output`}
          readOnly
          value={message}
          placeholder={m.outputPlaceholder}
          rows={10}
          aria-live="polite"
          className={`${fieldClass} flex-1`}
        />
        <Button variant="outline" onClick={() => void copy()} disabled={message === ''} className="self-end">
          <Copy className="h-4 w-4" aria-hidden />
          {m.copy}
        </Button>
      </section>
    </div>
  );
}
