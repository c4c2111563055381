import MarkdownIt from 'markdown-it';

// The artist's Markdown (store policies) as HTML. Raw HTML is off, so a <script>, an
// <img onerror> or an <iframe> in the text is shown as text, never parsed; markdown-it's link
// check drops javascript:, vbscript:, file: and data: (but image) URLs. No autolinks or typography:
// the page shows what was typed.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** Safe HTML of `source`, for `dangerouslySetInnerHTML`. */
export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
