import { formatUsd, type LicenceTier } from '@shop/contracts';
import { RadioGroup } from 'radix-ui';
import { licensedCents } from '../licence-price';
import { LICENCE_MESSAGES as M } from '../messages';

/**
 * The artwork page's licence choice: one radio per tier, its name, its price for this work and
 * what it allows. Radix's radio group: arrow keys move between tiers, one tab stop.
 */
export function LicenceChoice({
  tiers,
  baseCents,
  value,
  onChange,
}: {
  tiers: readonly LicenceTier[];
  baseCents: number;
  value: string;
  onChange: (tierId: string) => void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend id="licence-choice-legend" className="mb-2 text-lg font-semibold">
        {M.chooseLegend}
      </legend>
      <RadioGroup.Root
        aria-labelledby="licence-choice-legend"
        value={value}
        onValueChange={onChange}
        className="space-y-2"
      >
        {tiers.map((tier) => {
          const id = `licence-${tier.id}`;
          return (
            <div
              key={tier.id}
              className="flex gap-3 rounded-lg bg-neutral-900 p-3 ring-1 ring-neutral-800 has-[[data-state=checked]]:ring-violet-400"
            >
              <RadioGroup.Item
                id={id}
                value={tier.id}
                aria-describedby={`${id}-text`}
                className="mt-1 h-4 w-4 shrink-0 rounded-full border border-neutral-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-400 data-[state=checked]:border-violet-400"
              >
                <RadioGroup.Indicator className="flex h-full w-full items-center justify-center after:block after:h-2 after:w-2 after:rounded-full after:bg-violet-400" />
              </RadioGroup.Item>
              <div className="min-w-0 flex-1">
                <label htmlFor={id} className="flex cursor-pointer justify-between gap-3 font-medium">
                  <span>{tier.name}</span>
                  <span className="text-violet-300">{formatUsd(licensedCents(baseCents, tier))}</span>
                </label>
                <p id={`${id}-text`} className="text-sm whitespace-pre-line text-neutral-400">
                  {tier.text}
                </p>
              </div>
            </div>
          );
        })}
      </RadioGroup.Root>
    </fieldset>
  );
}
