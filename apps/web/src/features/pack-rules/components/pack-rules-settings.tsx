import { type PackRule, SavePackRuleBodySchema, type SavePackRuleBody } from '@shop/contracts';
import { useId } from 'react';
import { InputField } from '../../../components/ui/field';
import {
  SettingsFormFooter,
  SettingsPanel,
  SettingsToggle,
  useSettingsDraft,
} from '../../../components/ui/settings-panel';
import { Button } from '../../../components/ui/button';
import { usePackRules, useResetPackRule, useSavePackRule } from '../api/pack-rules';
import { PACK_RULES_MESSAGES as M } from '../messages';

interface RuleDraft {
  everyCategory: boolean;
  categories: string[];
  maxPrice: string;
}

const toDraft = (rule: PackRule): RuleDraft => ({
  everyCategory: rule.categories === null,
  categories: rule.categories ?? rule.categoryChoices,
  maxPrice: rule.maxPrice ?? '',
});

const toBody = (draft: RuleDraft): SavePackRuleBody => ({
  categories: draft.everyCategory ? null : draft.categories,
  maxPrice: draft.maxPrice.trim() === '' ? null : draft.maxPrice.trim(),
});

/** Beside the shop's prices, the artist sets which works each pack can take. */
export function PackRulesSettingsPanel() {
  return (
    <SettingsPanel messages={M} settings={usePackRules()}>
      {(saved) => (
        <div className="grid gap-4 lg:grid-cols-2">
          {saved.rules.map((rule) => (
            <PackRuleForm key={rule.packageId} rule={rule} />
          ))}
        </div>
      )}
    </SettingsPanel>
  );
}

function PackRuleForm({ rule }: { rule: PackRule }) {
  const save = useSavePackRule();
  const reset = useResetPackRule();
  const id = useId();
  const { draft, change, submit, invalidProps, footer } = useSettingsDraft({
    initial: toDraft(rule),
    parse: (value) => {
      const parsed = SavePackRuleBodySchema.safeParse(toBody(value));
      return parsed.success ? { success: true, data: value } : parsed;
    },
    save: {
      mutate: (value: RuleDraft) => save.mutate({ packageId: rule.packageId, body: toBody(value) }),
      isPending: save.isPending,
    },
    problemId: `${id}-problem`,
  });
  const toggleCategory = (category: string, on: boolean) =>
    change({
      categories: on
        ? rule.categoryChoices.filter((name) => name === category || draft.categories.includes(name))
        : draft.categories.filter((name) => name !== category),
    });

  return (
    <form
      onSubmit={submit}
      aria-label={rule.name}
      className="space-y-3 rounded-md border border-neutral-800 p-4"
      noValidate
    >
      <h3 className="font-semibold">{rule.name}</h3>
      <p className="text-sm text-neutral-400">
        {rule.isDefault
          ? M.defaultSummary(rule.maxPrice)
          : M.summary(rule.categories === null ? M.everyCategoryShort : rule.categories.join(', '), rule.maxPrice)}
      </p>
      {rule.categoryChoices.length > 1 ? (
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">{M.categoriesLegend}</legend>
          <SettingsToggle
            label={M.everyCategory}
            checked={draft.everyCategory}
            onChange={(everyCategory) => change({ everyCategory })}
          />
          {draft.everyCategory
            ? null
            : rule.categoryChoices.map((category) => (
                <SettingsToggle
                  key={category}
                  label={category}
                  checked={draft.categories.includes(category)}
                  onChange={(on) => toggleCategory(category, on)}
                />
              ))}
        </fieldset>
      ) : null}
      <InputField
        id={`${id}-max-price`}
        label={M.maxPriceLabel}
        inputMode="decimal"
        value={draft.maxPrice}
        {...invalidProps}
        onChange={(event) => change({ maxPrice: event.target.value })}
      />
      {/* The problem, if any, on its own line above the buttons. */}
      <div className="flex flex-wrap items-center gap-2 [&>p]:basis-full">
        <SettingsFormFooter {...footer} messages={{ save: M.save(rule.name), saving: M.saving }} />
        {rule.isDefault ? null : (
          <Button
            type="button"
            variant="outline"
            disabled={reset.isPending || save.isPending}
            onClick={() => reset.mutate(rule.packageId, { onSuccess: (back) => change(toDraft(back)) })}
          >
            {reset.isPending ? M.resetting : M.useDefault}
          </Button>
        )}
      </div>
    </form>
  );
}
