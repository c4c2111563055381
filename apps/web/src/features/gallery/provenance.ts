import { provenanceEditCount, type Provenance } from '@shop/contracts';

/** What the pages say of a work's Content Credentials (C2PA), read from its original. */
export const provenanceMessages = {
  heading: 'Content Credentials',
  madeWith: (generator: string) => `made with ${generator}`,
  aiGenerated: 'AI-generated',
  edits: (count: number) => (count === 1 ? '1 edit' : `${count} edits`),
  invalid: 'signature does not match the file',
  signedBy: (who: string) => `Signed by ${who}`,
  cardAi: 'AI-generated (C2PA)',
  cardMark: 'CR',
  cardLabel: (line: string) => `Content Credentials: ${line}`,
} as const;

const m = provenanceMessages;

/** "made with Dream Model 3 · AI-generated · 2 edits": the credentials in one line. */
export function provenanceLine(provenance: Provenance): string {
  const parts: string[] = [];
  if (provenance.generator) parts.push(m.madeWith(provenance.generator));
  if (provenance.aiGenerated) parts.push(m.aiGenerated);
  const edits = provenanceEditCount(provenance);
  if (edits > 0) parts.push(m.edits(edits));
  if (provenance.validationState === 'Invalid') parts.push(m.invalid);
  return parts.join(' · ');
}

/** Who signed them: the issuing organisation, with the certificate's name when it differs. */
export function provenanceSigner(provenance: Provenance): string | null {
  const { signer, issuer } = provenance;
  if (issuer && signer && signer !== issuer) return m.signedBy(`${issuer} (${signer})`);
  const who = issuer ?? signer;
  return who ? m.signedBy(who) : null;
}
