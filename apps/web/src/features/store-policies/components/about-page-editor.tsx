import { SaveAboutPageBodySchema, type AboutPage } from '@shop/contracts';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { MarkdownEditor } from '../../../components/ui/markdown-editor';
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
      <MarkdownEditor
        id={TEXTAREA_ID}
        label={M.aboutMarkdownLabel}
        previewLabel={M.preview}
        markdown={draft.markdown}
        onChange={(markdown) => change({ markdown })}
        className="min-h-60"
        textareaProps={invalidProps}
      />
      <SettingsFormFooter {...footer} messages={{ save: M.aboutSave, saving: M.saving }} />
    </form>
  );
}
