import type { Artwork } from '@shop/contracts';
import { provenanceLine, provenanceMessages as m, provenanceSigner } from '../provenance';

/** Under the artwork page's details, what the original's Content Credentials say. */
export function ProvenanceCredentials({ artwork }: { artwork: Pick<Artwork, 'provenance'> }) {
  const { provenance } = artwork;
  if (!provenance) return null;
  const line = provenanceLine(provenance);
  const signer = provenanceSigner(provenance);
  return (
    <p className="text-sm text-neutral-300" data-testid="artwork-provenance">
      <span className="font-semibold text-neutral-100">{m.heading}</span>
      {line ? `: ${line}` : null}
      {signer ? <span className="block text-xs text-neutral-400">{signer}</span> : null}
    </p>
  );
}

/** A card's small mark: "AI-generated (C2PA)", or "CR" for other credentials. */
export function ProvenanceMark({ artwork }: { artwork: Pick<Artwork, 'provenance'> }) {
  const { provenance } = artwork;
  if (!provenance) return null;
  const label = m.cardLabel(provenanceLine(provenance) || m.heading);
  return (
    <span
      title={label}
      aria-label={label}
      data-testid="card-provenance"
      className="inline-flex items-center rounded-full bg-black/70 px-2 py-0.5 text-[11px] font-semibold text-white"
    >
      {provenance.aiGenerated ? m.cardAi : m.cardMark}
    </span>
  );
}
