import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeadedSection } from './headed-section';

describe('HeadedSection', () => {
  it('is a region named by its own heading, at the level asked for', () => {
    render(
      <>
        <HeadedSection heading="Payment">body</HeadedSection>
        <HeadedSection heading="Flagged words" level={3} headingClassName="text-sm">
          words
        </HeadedSection>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Payment' })).toHaveTextContent('body');
    expect(screen.getByRole('heading', { name: 'Payment', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Flagged words' })).toHaveTextContent('words');
    expect(screen.getByRole('heading', { name: 'Flagged words', level: 3 })).toHaveClass('text-sm');
  });

  it('keeps a given heading id', () => {
    render(<HeadedSection heading="Upload" headingId="upload-heading" />);
    expect(screen.getByRole('heading', { name: 'Upload' })).toHaveAttribute('id', 'upload-heading');
    expect(screen.getByRole('region', { name: 'Upload' })).toHaveAttribute('aria-labelledby', 'upload-heading');
  });

  it('sets what goes with the heading beside it, in the header of the region', () => {
    render(
      <HeadedSection heading="Promo codes" aside={<p>Codes buyers type at checkout.</p>} headerClassName="space-y-1">
        table
      </HeadedSection>,
    );
    const region = screen.getByRole('region', { name: 'Promo codes' });
    const header = screen.getByRole('heading', { name: 'Promo codes' }).parentElement;
    expect(header?.tagName).toBe('HEADER');
    expect(header).toHaveClass('space-y-1');
    expect(header).toHaveTextContent('Codes buyers type at checkout.');
    expect(region).toHaveTextContent('table');
  });

  it('keeps a subheading with the heading, apart from the aside', () => {
    render(
      <HeadedSection heading="Inbox" subheading={<p>Messages from the contact form.</p>} aside={<p>2 unread</p>} />,
    );
    const heading = screen.getByRole('heading', { name: 'Inbox' });
    expect(heading.parentElement).toHaveTextContent(/^InboxMessages from the contact form\.$/);
    expect(heading.parentElement?.parentElement?.tagName).toBe('HEADER');
    expect(screen.getByRole('region', { name: 'Inbox' })).toHaveTextContent('2 unread');
  });

  it('draws an icon before the heading text without changing its name', () => {
    render(<HeadedSection heading="Paid" icon={<svg data-testid="icon" aria-hidden />} />);
    const heading = screen.getByRole('heading', { name: 'Paid' });
    expect(heading.firstChild).toBe(screen.getByTestId('icon'));
    expect(screen.getByRole('region', { name: 'Paid' })).toBeInTheDocument();
  });
});
