import type { Artwork, PublicArtworkFile } from '@shop/contracts';
import { extraFileSummary } from '../../../lib/file-sizes';
import { fileFactsOf } from '../file-facts';
import { galleryMessages } from '../messages';

const m = galleryMessages.artworkPage;

/**
 * What the buyer downloads: the original's format, pixel size and file size, then each of the
 * work's extra files (a print-size TIFF, a PDF of print instructions) with its own.
 */
export function WhatYouGet({
  artwork,
}: {
  artwork: Pick<Artwork, 'mimeType' | 'width' | 'height' | 'fileSize' | 'files'>;
}) {
  const facts = fileFactsOf(artwork, { format: m.fileFormat, pixelSize: m.filePixelSize, fileSize: m.fileSize });
  const files = artwork.files ?? [];
  return (
    <section aria-labelledby="artwork-file-heading" className="space-y-2">
      <h2 id="artwork-file-heading" className="text-lg font-semibold">
        {m.fileHeading}
      </h2>
      {files.length > 0 ? <p className="text-sm font-medium text-neutral-100">{m.mainImage}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm" data-testid="artwork-file-facts">
        {facts.map((fact) => (
          <div key={fact.label} className="contents">
            <dt className="text-neutral-400">{fact.label}</dt>
            <dd className="text-neutral-100 tabular-nums">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ExtraFiles files={files} />
    </section>
  );
}

function ExtraFiles({ files }: { files: readonly PublicArtworkFile[] }) {
  if (files.length === 0) return null;
  return (
    <div className="space-y-1 pt-1 text-sm">
      <p className="text-neutral-400">{m.extraFilesLabel}</p>
      <ul className="space-y-1" data-testid="artwork-extra-files">
        {files.map((file) => (
          <li key={file.id} className="flex flex-wrap gap-x-3">
            <span className="font-medium text-neutral-100">{file.label}</span>
            <span className="text-neutral-300 tabular-nums">{extraFileSummary(file)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
