import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { HeadedSection } from './headed-section';
import { ErrorState, LoadingState } from './status-views';

/** A settings feature's texts, as its messages.ts names them. */
export interface SettingsMessages {
  heading: string;
  intro: string;
  loading: string;
  loadFailed: string;
  save: string;
  saving: string;
}

type PanelTexts =
  | { messages: Omit<SettingsMessages, 'save' | 'saving'> }
  | { heading: string; intro: string; loadingText: string; loadFailedText: string };

const panelTexts = (texts: PanelTexts) =>
  'messages' in texts
    ? {
        heading: texts.messages.heading,
        intro: texts.messages.intro,
        loadingText: texts.messages.loading,
        loadFailedText: texts.messages.loadFailed,
      }
    : texts;

/** A shop-wide setting's dashboard card: its heading and intro, then its form once the saved value loads. */
export function SettingsPanel<T>({
  settings,
  children,
  ...texts
}: PanelTexts & {
  settings: UseQueryResult<T>;
  /** The form, seeded with the saved value. */
  children: (saved: T) => ReactNode;
}) {
  const { heading, intro, loadingText, loadFailedText } = panelTexts(texts);
  return (
    <HeadedSection
      heading={heading}
      headingClassName="text-xl font-semibold"
      className="space-y-3 rounded-lg border border-neutral-800 bg-neutral-900 p-6"
    >
      <p className="text-sm text-neutral-400">{intro}</p>
      {settings.isPending ? (
        <LoadingState text={loadingText} className="py-6" />
      ) : settings.isError ? (
        <ErrorState title={loadFailedText} onRetry={() => void settings.refetch()} />
      ) : (
        children(settings.data)
      )}
    </HeadedSection>
  );
}

type ParseResult<T> = { success: true; data: T } | { success: false; error: { issues: { message: string }[] } };

/**
 * A settings form's draft: edits clear the last problem; submitting parses the draft (a zod
 * `safeParse`) and saves it only when valid, else shows the first issue.
 */
export function useSettingsDraft<T extends object>({
  initial,
  parse,
  save,
  problemId,
}: {
  initial: T;
  parse: (draft: T) => ParseResult<T>;
  /** The save mutation. */
  save: { mutate: (settings: T) => void; isPending: boolean };
  /** The id of the problem's message, which the invalid control points to. */
  problemId: string;
}) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const change = (patch: Partial<T>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem(undefined);
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parse(draft);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    save.mutate(parsed.data);
  }
  const invalidProps = {
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
  } as const;
  const footer = { problemId, problem, isSaving: save.isPending };
  return { draft, change, submit, invalidProps, footer };
}

/** The end of a settings form: the draft's problem, if any, above the save button. */
export function SettingsFormFooter({
  problemId,
  problem,
  isSaving,
  messages,
}: {
  problemId: string;
  problem: string | undefined;
  isSaving: boolean;
  messages: Pick<SettingsMessages, 'save' | 'saving'>;
}) {
  return (
    <>
      {problem ? (
        <p id={problemId} role="alert" className="text-sm text-red-400">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={isSaving}>
        {isSaving ? messages.saving : messages.save}
      </Button>
    </>
  );
}

/** The setting's on/off switch: a labelled checkbox. */
export function SettingsToggle({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
