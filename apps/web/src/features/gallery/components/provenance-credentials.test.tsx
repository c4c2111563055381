import type { Provenance } from '@shop/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { provenanceLine, provenanceSigner } from '../provenance';
import { ProvenanceCredentials, ProvenanceMark } from './provenance-credentials';

const dreamed: Provenance = {
  generator: 'Dream Model 3',
  aiGenerated: true,
  actions: ['c2pa.created', 'c2pa.color_adjustments', 'c2pa.cropped'],
  signer: 'Test Generator Signer',
  issuer: 'Test Generator Inc',
  validationState: 'Valid',
};

describe('the Content Credentials summary', () => {
  it('says what made the work, that it is AI-generated, and how many edits follow its creation', () => {
    expect(provenanceLine(dreamed)).toBe('made with Dream Model 3 · AI-generated · 2 edits');
    expect(provenanceLine({ ...dreamed, actions: ['c2pa.opened', 'c2pa.resized'] })).toBe(
      'made with Dream Model 3 · AI-generated · 1 edit',
    );
    expect(provenanceLine({ ...dreamed, generator: null, aiGenerated: false, actions: ['c2pa.created'] })).toBe('');
  });

  it('says so when the signature no longer matches the file', () => {
    expect(provenanceLine({ ...dreamed, actions: [], validationState: 'Invalid' })).toBe(
      'made with Dream Model 3 · AI-generated · signature does not match the file',
    );
  });

  it('names the signer by its issuer, with the certificate name when it differs', () => {
    expect(provenanceSigner(dreamed)).toBe('Signed by Test Generator Inc (Test Generator Signer)');
    expect(provenanceSigner({ ...dreamed, signer: null })).toBe('Signed by Test Generator Inc');
    expect(provenanceSigner({ ...dreamed, signer: null, issuer: null })).toBeNull();
  });

  it('shows on the artwork page under the details, and nothing for a work without credentials', () => {
    const { unmount } = render(<ProvenanceCredentials artwork={{ provenance: dreamed }} />);
    expect(screen.getByTestId('artwork-provenance')).toHaveTextContent(
      'Content Credentials: made with Dream Model 3 · AI-generated · 2 edits',
    );
    unmount();
    const { container } = render(<ProvenanceCredentials artwork={{}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("marks a card 'AI-generated (C2PA)', or 'CR' for credentials that do not say AI", () => {
    const { unmount } = render(<ProvenanceMark artwork={{ provenance: dreamed }} />);
    expect(screen.getByTestId('card-provenance')).toHaveTextContent('AI-generated (C2PA)');
    unmount();
    render(<ProvenanceMark artwork={{ provenance: { ...dreamed, aiGenerated: false, generator: 'Camera' } }} />);
    const mark = screen.getByTestId('card-provenance');
    expect(mark).toHaveTextContent('CR');
    expect(mark).toHaveAccessibleName('Content Credentials: made with Camera · 2 edits');
  });
});
