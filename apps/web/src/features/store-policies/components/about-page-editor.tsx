import { SaveAboutPageBodySchema, type AboutPage } from '@shop/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { Field, inputClass } from '../../../components/ui/field';
import { MarkdownView } from '../../../components/ui/markdown-view';
import { SettingsFormFooter, SettingsPanel, useSettingsDraft } from '../../../components/ui/settings-panel';
import { useAboutPage, useSaveAboutPage } from '../api/about-page';
import { STORE_POLICY_MESSAGES as M } from '../messages';

const PROBLEM_ID = 'about-page-problem';
const TEXTAREA_ID = 'about-page-markdown';

/** The artist writes their About page in Markdown, with a preview, as they write the policies. */
export function AboutPageEditor() {
  return (
    <SettingsPanel
      heading={M.aboutHeading}
      intro={M.aboutIntro}
      loadingText={M.aboutLoading}
      loadFailedText={M.aboutLoadFailed}
      settings={useAboutPage()}
    >
      {(page) => <AboutPageForm page={page} />}
    </SettingsPanel>
  );
}

function AboutPageForm({ page }: { page: AboutPage }) {
  const save = useSaveAboutPage();
  const { draft, change, submit, invalidProps, footer } = useSettingsDraft({
    initial: { markdown: page.markdown },
    parse: (value) => SaveAboutPageBodySchema.safeParse(value),
    save: { mutate: ({ markdown }) => save.mutate(markdown), isPending: save.isPending },
    problemId: PROBLEM_ID,
  });
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      {page.updatedAt === null ? (
        <p className="text-sm text-amber-300">{M.aboutNotWritten}</p>
      ) : (
        <Link to={paths.about} className="text-sm text-violet-300 underline underline-offset-4">
          {M.aboutView}
        </Link>
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <Field id={TEXTAREA_ID} label={M.aboutMarkdownLabel}>
          <textarea
            id={TEXTAREA_ID}
            className={`${inputClass} min-h-60 font-mono`}
            value={draft.markdown}
            {...invalidProps}
            onChange={(event) => change({ markdown: event.target.value })}
          />
        </Field>
        <section aria-label={M.preview} className="rounded-md border border-neutral-800 bg-neutral-950 p-4">
          <h3 className="mb-3 text-xs font-semibold tracking-wide text-neutral-400 uppercase">{M.preview}</h3>
          <MarkdownView markdown={draft.markdown} className="text-sm" />
        </section>
      </div>
      <SettingsFormFooter {...footer} messages={{ save: M.aboutSave, saving: M.saving }} />
    </form>
  );
}
