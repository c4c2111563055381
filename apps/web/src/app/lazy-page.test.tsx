import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function renderInSuspense(Page: ComponentType<{ name: string }>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Page name="Ada" />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('renders a preloaded page in the first render, without its Suspense fallback', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Greeting }));
    await Page.preload();
    renderInSuspense(Page);
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('loads a page that was not preloaded when it is first rendered', async () => {
    const Page = lazyPage(() => Promise.resolve({ default: Greeting }));
    renderInSuspense(Page);
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });
});
