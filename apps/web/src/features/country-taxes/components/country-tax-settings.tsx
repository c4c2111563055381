import { COUNTRY_CODES, US_COUNTRY_CODE, type CountryTax, type PutCountryTaxBody } from '@shop/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { compactInputClass } from '../../../components/ui/field';
import { SettingsPanel } from '../../../components/ui/settings-panel';
import { countryName } from '../../../lib/country-name';
import { percentToRate, ratePercentNumber } from '../../../lib/tax-rate';
import { useCountryTaxTable, useSaveCountryTax } from '../api/country-taxes';
import { COUNTRY_TAX_MESSAGES as M } from '../messages';

interface Draft {
  taxName: string;
  percent: string;
  enabled: boolean;
  checkedOn: string;
}

/** The body to save, or the first problem with the draft. */
function parseDraft(draft: Draft): { body: PutCountryTaxBody } | { problem: string } {
  const taxName = draft.taxName.trim();
  if (taxName === '' || taxName.length > 40) return { problem: M.badName };
  const rate = percentToRate(draft.percent);
  if (rate === undefined) return { problem: M.badRate };
  return {
    body: { taxName, rate, enabled: draft.enabled, ...(draft.checkedOn ? { checkedOn: draft.checkedOn } : {}) },
  };
}

/** The artist's tax per country for buyers outside the US (dashboard shop settings). */
export function CountryTaxSettingsPanel() {
  return (
    <SettingsPanel
      heading={M.heading}
      intro={M.intro}
      loadingText={M.loading}
      loadFailedText={M.loadFailed}
      settings={useCountryTaxTable()}
    >
      {(table) => (
        <div className="space-y-4">
          <ul className="space-y-2">
            {[...table.countries]
              .sort((a, b) => countryName(a.countryCode).localeCompare(countryName(b.countryCode)))
              .map((row) => (
                <li key={row.countryCode}>
                  <CountryTaxRow row={row} />
                </li>
              ))}
          </ul>
          <AddCountryForm taken={new Set(table.countries.map((row) => row.countryCode))} />
        </div>
      )}
    </SettingsPanel>
  );
}

function TaxFields({
  country,
  draft,
  change,
  problemId,
  problem,
}: {
  country: string;
  draft: Draft;
  change: (patch: Partial<Draft>) => void;
  problemId: string;
  problem: string | undefined;
}) {
  const invalid = problem ? { 'aria-invalid': true, 'aria-describedby': problemId } : {};
  return (
    <>
      <input
        aria-label={M.fieldLabel(M.taxName, country)}
        className={`${compactInputClass} w-36`}
        value={draft.taxName}
        onChange={(event) => change({ taxName: event.target.value })}
        {...invalid}
      />
      <input
        aria-label={M.fieldLabel(M.ratePercent, country)}
        className={`${compactInputClass} w-24`}
        inputMode="decimal"
        value={draft.percent}
        onChange={(event) => change({ percent: event.target.value })}
        {...invalid}
      />
      <label className="flex items-center gap-1 text-sm">
        <input
          type="checkbox"
          aria-label={M.fieldLabel(M.enabled, country)}
          checked={draft.enabled}
          onChange={(event) => change({ enabled: event.target.checked })}
        />
        <span aria-hidden>{M.enabled}</span>
      </label>
      <input
        type="date"
        aria-label={M.fieldLabel(M.checkedOn, country)}
        className={compactInputClass}
        value={draft.checkedOn}
        onChange={(event) => change({ checkedOn: event.target.value })}
      />
    </>
  );
}

function useTaxDraft(initial: Draft, save: (body: PutCountryTaxBody) => void) {
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string>();
  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setProblem(undefined);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseDraft(draft);
    if ('problem' in parsed) setProblem(parsed.problem);
    else save(parsed.body);
  };
  return { draft, change, submit, problem };
}

function Problem({ id, problem }: { id: string; problem: string | undefined }) {
  return problem ? (
    <p id={id} role="alert" className="basis-full text-sm text-red-400">
      {problem}
    </p>
  ) : null;
}

function CountryTaxRow({ row }: { row: CountryTax }) {
  const save = useSaveCountryTax();
  const problemId = useId();
  const country = countryName(row.countryCode);
  const { draft, change, submit, problem } = useTaxDraft(
    { taxName: row.taxName, percent: ratePercentNumber(row.rate), enabled: row.enabled, checkedOn: row.checkedOn },
    (body) => save.mutate({ countryCode: row.countryCode, body }),
  );
  return (
    <form aria-label={M.rowLabel(country)} onSubmit={submit} className="flex flex-wrap items-center gap-2" noValidate>
      <span className="w-44 text-sm">{country}</span>
      <TaxFields country={country} draft={draft} change={change} problemId={problemId} problem={problem} />
      <Button type="submit" size="sm" disabled={save.isPending}>
        {save.isPending ? M.saving : M.save}
      </Button>
      <Problem id={problemId} problem={problem} />
    </form>
  );
}

function AddCountryForm({ taken }: { taken: ReadonlySet<string> }) {
  const save = useSaveCountryTax();
  const problemId = useId();
  const [countryCode, setCountryCode] = useState('');
  const [noCountry, setNoCountry] = useState(false);
  const { draft, change, submit, problem } = useTaxDraft(
    { taxName: '', percent: '', enabled: true, checkedOn: '' },
    (body) => {
      if (countryCode === '') setNoCountry(true);
      else save.mutate({ countryCode, body }, { onSuccess: () => setCountryCode('') });
    },
  );
  const choices = COUNTRY_CODES.filter((code) => code !== US_COUNTRY_CODE && !taken.has(code))
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const shown = problem ?? (noCountry ? M.noCountry : undefined);
  return (
    <form aria-label={M.addHeading} onSubmit={submit} className="flex flex-wrap items-center gap-2" noValidate>
      <select
        aria-label={M.country}
        className={`${compactInputClass} w-44`}
        value={countryCode}
        onChange={(event) => {
          setCountryCode(event.target.value);
          setNoCountry(false);
        }}
      >
        <option value="">{M.addCountryPlaceholder}</option>
        {choices.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.name}
          </option>
        ))}
      </select>
      <TaxFields country={M.addHeading} draft={draft} change={change} problemId={problemId} problem={shown} />
      <Button type="submit" size="sm" disabled={save.isPending}>
        {M.add}
      </Button>
      <Problem id={problemId} problem={shown} />
    </form>
  );
}
