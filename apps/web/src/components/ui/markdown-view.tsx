import { renderMarkdown } from '../../lib/markdown';
import { cn } from './cn';

// Typography for rendered Markdown, in the shop's dark palette (no typography plugin).
const proseClass = [
  'space-y-4 leading-relaxed text-neutral-200',
  '[&_h1]:text-3xl [&_h1]:font-bold [&_h1]:text-neutral-50',
  '[&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-neutral-50',
  '[&_h3]:mt-6 [&_h3]:font-semibold',
  '[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6',
  '[&_a]:text-violet-300 [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-violet-200',
  '[&_strong]:text-neutral-50 [&_code]:rounded [&_code]:bg-neutral-800 [&_code]:px-1',
  '[&_blockquote]:border-l-2 [&_blockquote]:border-neutral-700 [&_blockquote]:pl-4 [&_hr]:border-neutral-800',
].join(' ');

/** Markdown shown as formatted text; raw HTML in it stays text (lib/markdown). */
export function MarkdownView({ markdown, className }: { markdown: string; className?: string }) {
  return <div className={cn(proseClass, className)} dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown) }} />;
}
