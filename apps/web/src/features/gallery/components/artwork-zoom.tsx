import type { Artwork } from '@shop/contracts';
import { Minus, Plus } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { DialogCloseIconButton } from '../../../components/ui/dialog';
import { usePreviewUrlVersion } from '../../../lib/preview-version';
import { previewSrcSet, previewUrl } from '../../../lib/previews';
import { galleryMessages } from '../messages';

const m = galleryMessages.artworkPage;
const ZOOM_LEVELS = [1, 2, 3] as const;
/** The widest preview rendition (SPEC's ?w=1600). */
const ZOOM_WIDTH = 1600;

/**
 * The zoomed view of an artwork: a full-screen Radix dialog (focus trapped, Escape
 * closes) whose image is 2× (or 1× / 3×) the screen's width inside a scrolling area: touch and
 * the wheel pan natively, a mouse drags, and the arrow keys scroll the focused area. In
 * its own chunk, loaded when the page's button first asks for it (the page's first render does
 * without the dialog's code), so the button is the page's and not a Dialog.Trigger.
 */
export default function ArtworkZoom({
  artwork,
  open,
  onOpenChange,
  triggerRef,
}: {
  artwork: Pick<Artwork, 'filename' | 'title' | 'width' | 'height'> & Partial<Pick<Artwork, 'updatedAt'>>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the view (focus returns to it on close). */
  triggerRef: RefObject<HTMLElement | null>;
}) {
  const [level, setLevel] = useState(1);
  const version = usePreviewUrlVersion(artwork.updatedAt);
  const area = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number } | null>(null);
  const zoom = ZOOM_LEVELS[level] ?? 2;

  // Each zoom level starts at the middle of the piece (its size is known before it loads).
  useEffect(() => {
    const element = area.current;
    if (!open || !element) return;
    element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
    element.scrollTop = (element.scrollHeight - element.clientHeight) / 2;
  }, [open, zoom]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'mouse' || !area.current) return;
    drag.current = { x: event.clientX, y: event.clientY, left: area.current.scrollLeft, top: area.current.scrollTop };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !area.current) return;
    area.current.scrollLeft = drag.current.left - (event.clientX - drag.current.x);
    area.current.scrollTop = drag.current.top - (event.clientY - drag.current.y);
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/90" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-black text-neutral-100 focus:outline-none"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            area.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          <header className="flex items-center gap-2 border-b border-neutral-800 bg-neutral-950/90 px-4 py-2">
            <div className="min-w-0 flex-1">
              <Dialog.Title className="truncate font-semibold">{m.zoomTitle(artwork.title)}</Dialog.Title>
              <Dialog.Description className="truncate text-xs text-neutral-400">{m.zoomDescription}</Dialog.Description>
            </div>
            <Button
              variant="ghost"
              size="icon"
              aria-label={m.zoomOut}
              disabled={level === 0}
              onClick={() => setLevel((current) => Math.max(0, current - 1))}
            >
              <Minus className="h-5 w-5" aria-hidden />
            </Button>
            <span className="w-10 text-center text-sm tabular-nums" aria-live="polite">
              {zoom}×
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={m.zoomIn}
              disabled={level === ZOOM_LEVELS.length - 1}
              onClick={() => setLevel((current) => Math.min(ZOOM_LEVELS.length - 1, current + 1))}
            >
              <Plus className="h-5 w-5" aria-hidden />
            </Button>
            <DialogCloseIconButton label={m.closeZoom} />
          </header>
          <div
            ref={area}
            tabIndex={0}
            role="region"
            aria-label={m.zoomArea}
            data-testid="artwork-zoom-area"
            data-zoom={zoom}
            className="flex-1 cursor-grab touch-pan-x touch-pan-y overflow-auto overscroll-contain focus-visible:outline-2 focus-visible:outline-violet-400 active:cursor-grabbing"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerLeave={endDrag}
          >
            {/* Zoomed in, always the widest (watermarked) rendition: 2× of a 960 px one is blurry. */}
            <img
              src={previewUrl(artwork.filename, ZOOM_WIDTH, version)}
              srcSet={zoom > 1 ? undefined : previewSrcSet(artwork.filename, version)}
              sizes={zoom > 1 ? undefined : `${zoom * 100}vw`}
              width={artwork.width ?? 1024}
              height={artwork.height ?? 1024}
              alt={artwork.title}
              draggable={false}
              className="m-auto block h-auto max-w-none select-none"
              style={{ width: `${zoom * 100}%` }}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
