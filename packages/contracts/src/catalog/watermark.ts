import { z } from 'zod';

/** Where the watermark sits on a public preview. */
export const WATERMARK_POSITIONS = ['bottom-right', 'center'] as const;
export type WatermarkPosition = (typeof WATERMARK_POSITIONS)[number];

export const WATERMARK_TEXT_MAX = 60;
export const WATERMARK_OPACITY_MIN = 0.05;
export const WATERMARK_OPACITY_MAX = 0.6;

/**
 * Public previews can carry a subtle watermark the curator sets in the dashboard.
 * Applied to previews only; originals (through a paid link) and the curator's own view never.
 */
export const WatermarkSettingsSchema = z.object({
  enabled: z.boolean(),
  text: z
    .string()
    .trim()
    .min(1, 'The watermark needs some text.')
    .max(WATERMARK_TEXT_MAX, `The watermark text can be at most ${WATERMARK_TEXT_MAX} characters.`)
    // Printable text only: it is drawn on the image, so control characters have no meaning there.
    .refine((text) => !/[\p{Cc}\p{Cs}]/u.test(text), 'The watermark text cannot hold control characters.'),
  opacity: z
    .number()
    .min(WATERMARK_OPACITY_MIN, `Opacity must be between ${WATERMARK_OPACITY_MIN} and ${WATERMARK_OPACITY_MAX}.`)
    .max(WATERMARK_OPACITY_MAX, `Opacity must be between ${WATERMARK_OPACITY_MIN} and ${WATERMARK_OPACITY_MAX}.`),
  position: z.enum(WATERMARK_POSITIONS),
});
export type WatermarkSettings = z.infer<typeof WatermarkSettingsSchema>;

export const DEFAULT_WATERMARK: WatermarkSettings = {
  enabled: false,
  text: 'Algorithmic Art Gallery',
  opacity: 0.3,
  position: 'bottom-right',
};
