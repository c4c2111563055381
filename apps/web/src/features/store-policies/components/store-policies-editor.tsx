import { SaveStorePolicyBodySchema, type StorePolicy, type StorePolicySlug } from '@shop/contracts';
import { useState } from 'react';
import { Field, inputClass } from '../../../components/ui/field';
import { MarkdownEditor } from '../../../components/ui/markdown-editor';
import { SettingsFormFooter, SettingsPanel, useSettingsDraft } from '../../../components/ui/settings-panel';
import { useSaveStorePolicy, useStorePolicies } from '../api/store-policies';
import { STORE_POLICY_MESSAGES as M } from '../messages';

const PROBLEM_ID = 'store-policy-problem';

/** The artist writes the store's five policies in Markdown, with a preview. */
export function StorePoliciesEditor() {
  return (
    <SettingsPanel messages={M} settings={useStorePolicies()}>
      {({ policies }) => <PolicyChooser policies={policies} />}
    </SettingsPanel>
  );
}

function PolicyChooser({ policies }: { policies: StorePolicy[] }) {
  const [slug, setSlug] = useState<StorePolicySlug>(policies[0]?.slug ?? 'terms');
  const policy = policies.find((item) => item.slug === slug);
  return (
    <div className="space-y-4">
      <Field id="store-policy-choice" label={M.policyTabs}>
        <select
          id="store-policy-choice"
          className={`${inputClass} max-w-xs`}
          value={slug}
          onChange={(event) => setSlug(event.target.value as StorePolicySlug)}
        >
          {policies.map((item) => (
            <option key={item.slug} value={item.slug}>
              {item.title}
            </option>
          ))}
        </select>
      </Field>
      {/* Keyed: another policy starts its own draft from its saved text. */}
      {policy ? <PolicyForm key={policy.slug} policy={policy} /> : null}
    </div>
  );
}

function PolicyForm({ policy }: { policy: StorePolicy }) {
  const save = useSaveStorePolicy();
  const { draft, change, submit, invalidProps, footer } = useSettingsDraft({
    initial: { markdown: policy.markdown },
    parse: (value) => SaveStorePolicyBodySchema.safeParse(value),
    save: { mutate: ({ markdown }) => save.mutate({ slug: policy.slug, markdown }), isPending: save.isPending },
    problemId: PROBLEM_ID,
  });
  const textareaId = `store-policy-${policy.slug}`;
  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      {policy.updatedAt === null ? <p className="text-sm text-amber-300">{M.shippedText}</p> : null}
      <MarkdownEditor
        id={textareaId}
        label={M.markdownLabel(policy.title)}
        previewLabel={M.preview}
        markdown={draft.markdown}
        onChange={(markdown) => change({ markdown })}
        className="min-h-80"
        textareaProps={invalidProps}
      />
      <SettingsFormFooter {...footer} messages={M} />
    </form>
  );
}
