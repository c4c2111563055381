import { WELCOME_SUGGESTED_INTERESTS } from './welcome-options';
import { describe, expect, it } from 'vitest';
import {
  SHOWN_SUGGESTIONS,
  addInterest,
  generateWelcomeMessage,
  isNameValid,
  removeInterest,
  type WelcomeState,
} from './welcome-rules';

describe('welcome generator rules (SPEC §5, §9)', () => {
  it('adds an interest only if non-empty after trimming and not already present', () => {
    expect(addInterest([], '  Sci-fi  ')).toEqual(['Sci-fi']);
    expect(addInterest(['Sci-fi'], 'Sci-fi')).toEqual(['Sci-fi']);
    expect(addInterest(['Sci-fi'], ' Sci-fi ')).toEqual(['Sci-fi']);
    expect(addInterest(['Sci-fi'], '   ')).toEqual(['Sci-fi']);
    expect(removeInterest(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('shows the first 8 of the 15 suggested interests', () => {
    expect(WELCOME_SUGGESTED_INTERESTS).toHaveLength(15);
    expect(SHOWN_SUGGESTIONS).toEqual(WELCOME_SUGGESTED_INTERESTS.slice(0, 8));
  });

  it('requires a name after trimming', () => {
    expect(isNameValid('   ')).toBe(false);
    expect(isNameValid(' Ada ')).toBe(true);
  });

  it('uses the name, time of day, context and only the first 3 interests', () => {
    const message = generateWelcomeMessage({
      name: '  Ada ',
      tone: 'professional',
      context: 'returning_user',
      timeOfDay: 'morning',
      interests: ['AI art', 'Sci-fi', 'Futurism', 'Typography'],
    });
    expect(message).toMatch(/^Good morning, Ada\./);
    expect(message).toContain('Welcome back');
    expect(message).toContain('AI art, Sci-fi and Futurism');
    expect(message).not.toContain('Typography');
  });

  it("names the artist's shop", () => {
    const state = { name: 'Ada', tone: 'professional', timeOfDay: 'any', interests: [] } satisfies Omit<
      WelcomeState,
      'context'
    >;
    expect(generateWelcomeMessage({ ...state, context: 'general' }, 'Mira Prints')).toContain(
      'Welcome to Mira Prints.',
    );
    expect(generateWelcomeMessage({ ...state, context: 'general' })).toContain('Welcome to Algorithmic Art Gallery.');
  });

  it('writes a different message for each tone', () => {
    const tones = ['professional', 'friendly', 'casual', 'enthusiastic', 'warm', 'creative'] as const;
    const messages = tones.map((tone) =>
      generateWelcomeMessage({ name: 'Ada', tone, context: 'general', timeOfDay: 'any', interests: [] }),
    );
    expect(new Set(messages).size).toBe(tones.length);
  });
});
