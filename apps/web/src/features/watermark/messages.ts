import type { WatermarkPosition } from '@shop/contracts';

export const WATERMARK_MESSAGES = {
  heading: 'Preview watermark',
  intro:
    'Public previews are at most 1024 px on their longest edge. A watermark can be drawn on them too; originals bought through a download link never carry it.',
  loading: 'Loading the watermark settings...',
  loadFailed: 'The watermark settings could not be loaded.',
  enabledLabel: 'Draw a watermark on public previews',
  textLabel: 'Watermark text',
  opacityLabel: 'Opacity (%)',
  positionLabel: 'Position',
  positions: { 'bottom-right': 'Bottom right', center: 'Centre' } satisfies Record<WatermarkPosition, string>,
  sampleLabel: 'How the watermark looks on a preview',
  save: 'Save watermark',
  saving: 'Saving...',
  savedTitle: 'Watermark saved',
  savedOn: (text: string) => `Public previews now carry “${text}”.`,
  savedOff: 'Public previews carry no watermark.',
  saveFailedTitle: 'Could not save the watermark',
} as const;
