import { z } from 'zod';

/** c2pa-rs's verdict on a manifest store: Trusted needs a certificate on a trust list. */
export const ProvenanceValidationStateSchema = z.enum(['Trusted', 'Valid', 'Invalid']);

/**
 * What a work's Content Credentials (C2PA manifest, read from its original at upload) say, as
 * the public pages show it. Absent when the original carries none.
 */
export const ProvenanceSchema = z.object({
  /** What made the work: the creating action's software agent, else the manifest's generator. */
  generator: z.string().nullable(),
  /** The manifest (or one of its ingredients') declares trained-model media as its source. */
  aiGenerated: z.boolean(),
  /** The actions of the active manifest in order, e.g. ["c2pa.created", "c2pa.resized"]. */
  actions: z.array(z.string()),
  /** Who signed the manifest (certificate common name) and its issuer organisation. */
  signer: z.string().nullable(),
  issuer: z.string().nullable(),
  validationState: ProvenanceValidationStateSchema,
});
export type Provenance = z.infer<typeof ProvenanceSchema>;

/** Actions that open or create the asset: the others are its edits. */
export const PROVENANCE_INCEPTION_ACTIONS: readonly string[] = ['c2pa.created', 'c2pa.opened'];

/** How many edits the credentials record. */
export const provenanceEditCount = (provenance: Pick<Provenance, 'actions'>): number =>
  provenance.actions.filter((action) => !PROVENANCE_INCEPTION_ACTIONS.includes(action)).length;
