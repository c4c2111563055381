/** A page whose content arrives with its feature; the route and heading are already in place. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <main className="mx-auto max-w-5xl p-8">
      <h1 className="text-3xl font-bold">{title}</h1>
    </main>
  );
}
