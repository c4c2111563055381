import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster';
import { resetToasts } from '../../../components/ui/use-toast';
import { welcomeMessages as m } from '../messages';
import { WelcomeGenerator } from './welcome-generator';

describe('welcome generator', () => {
  afterEach(() => {
    act(() => resetToasts());
    vi.useRealTimers();
  });

  it('asks for a name, then shows Generating... for 1.5 s before the message', () => {
    vi.useFakeTimers();
    render(
      <>
        <WelcomeGenerator />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: m.generate }));
    expect(screen.getByText(m.nameRequiredTitle)).toBeInTheDocument();
    expect(screen.getByText(m.nameRequiredText)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(m.name), { target: { value: 'Ada' } });
    const draft = screen.getByRole('textbox', { name: m.addInterest });
    fireEvent.change(draft, { target: { value: ' Robots ' } });
    fireEvent.keyDown(draft, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: m.suggestAdd('AI art') }));
    fireEvent.click(screen.getByRole('button', { name: m.suggestAdd('AI art') })); // already there: ignored
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    expect(
      screen.getAllByRole('button', { name: /^Add / }).filter((b) => b.getAttribute('aria-label')?.startsWith('Add ')),
    ).toHaveLength(8);

    fireEvent.click(screen.getByRole('button', { name: m.generate }));
    expect(screen.getByRole('button', { name: m.generating })).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(1499);
    });
    expect(screen.getByRole('textbox', { name: m.output })).toHaveValue('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const output = screen.getByRole('textbox', { name: m.output });
    expect((output as HTMLTextAreaElement).value).toContain('Hello, Ada!');
    expect((output as HTMLTextAreaElement).value).toContain('Robots and AI art');
    expect(screen.getByRole('button', { name: m.copy })).toBeEnabled();
  });
});
