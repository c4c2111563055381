import { describe, expect, it } from 'vitest';
import { CURATION_MESSAGES } from '../messages';
import { updateToastText } from './update-toast';

const artwork = { title: 'Neon Dreams', category: 'Sci-Fi' };

describe('updateToastText', () => {
  it("keeps SPEC's texts for a status change", () => {
    expect(updateToastText({ status: 'approved' }, artwork)).toEqual({
      title: CURATION_MESSAGES.updateSuccessTitle,
      description: CURATION_MESSAGES.updateSuccessDescription,
    });
  });

  it('names the new category for a category change', () => {
    expect(updateToastText({ category: 'Sci-Fi' }, artwork)).toEqual({
      title: 'Category changed',
      description: '«Neon Dreams» moved to Sci-Fi.',
    });
  });

  it('says the text was saved for a text change', () => {
    expect(updateToastText({ ocrText: 'Hello' }, artwork)).toEqual({
      title: CURATION_MESSAGES.textSavedTitle,
      description: CURATION_MESSAGES.textSavedDescription('Neon Dreams'),
    });
  });
});
