import { z } from 'zod';

/**
 * Custom-logo commissions: every logo unit bought becomes one commission that the
 * curator works on and delivers as files. A commission waits for the buyer's brief, then for the
 * curator; the first uploaded file starts the work (the brief is then frozen), delivery turns the
 * files into the order's download grants.
 */
export const COMMISSION_STATUSES = ['awaiting_brief', 'brief_received', 'in_progress', 'delivered'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];

/** Statuses in which the curator has something to do: the dashboard counts these. */
export const COMMISSION_STATUSES_AWAITING_WORK: readonly CommissionStatus[] = ['brief_received', 'in_progress'];

/** Logo commissions in one unit of each package (a Smart Bundle holds one logo with its artworks). */
export const LOGO_COMMISSIONS_PER_PACKAGE: Readonly<Record<string, number>> = {
  'package-custom-logo': 1,
  'package-smart-bundle-3': 1,
};

export function logoCommissionsOf(packageId: string, quantity: number): number {
  // Own keys only: a package id such as "toString" must not reach the object's prototype.
  const perUnit = Object.hasOwn(LOGO_COMMISSIONS_PER_PACKAGE, packageId) ? LOGO_COMMISSIONS_PER_PACKAGE[packageId] : 0;
  return (perUnit ?? 0) * quantity;
}

export const COMMISSION_BRIEF_LIMITS = { brandName: 100, purpose: 500, style: 500, notes: 2000 } as const;

/** Files the curator delivers: what logo work comes as. SVG and PDF are sent as attachments only. */
export const COMMISSION_FILE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
  'application/pdf': 'pdf',
  'application/zip': 'zip',
} as const;
export type CommissionFileType = keyof typeof COMMISSION_FILE_TYPES;
export const MAX_COMMISSION_FILE_BYTES = 25 * 1024 * 1024;
export const MAX_COMMISSION_FILES_PER_UPLOAD = 10;

export const COMMISSION_MESSAGES = {
  briefLocked: 'Work on this logo has started, so the brief can no longer be changed.',
  alreadyDelivered: 'This commission has been delivered, so its files can no longer change.',
  deliverWithoutFiles: 'Upload at least one finished file before delivering this commission.',
  noFile: 'Choose at least one file to upload.',
  unsupportedType: 'Only PNG, JPEG, SVG, PDF and ZIP files can be delivered.',
  tooLarge: 'Each file must be 25 MB or smaller.',
  notFound: 'Commission not found.',
  fileNotFound: 'File not found in this commission.',
} as const;

/** The brief form's messages: the server's 400 and the web form say the same. */
export const COMMISSION_BRIEF_MESSAGES = {
  brandNameRequired: 'Please enter the business or brand name.',
  purposeRequired: 'Please say what the logo is for.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  invalidCharacters: (label: string) => `${label} contains invalid characters.`,
} as const;

export const COMMISSION_BRIEF_LABELS = {
  brandName: 'Business or brand name',
  purpose: 'What the logo is for',
  style: 'Style and colours',
  notes: 'Notes',
} as const;

const briefText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, COMMISSION_BRIEF_MESSAGES.tooLong(label, max))
    // Control characters other than line breaks and tabs have no place in a brief.
    .refine(
      (value) => !/\p{Cc}/u.test(value.replace(/[\n\r\t]/g, '')),
      COMMISSION_BRIEF_MESSAGES.invalidCharacters(label),
    );

export const CommissionBriefBodySchema = z.object({
  brandName: briefText(COMMISSION_BRIEF_LABELS.brandName, COMMISSION_BRIEF_LIMITS.brandName).pipe(
    z.string().min(1, COMMISSION_BRIEF_MESSAGES.brandNameRequired),
  ),
  purpose: briefText(COMMISSION_BRIEF_LABELS.purpose, COMMISSION_BRIEF_LIMITS.purpose).pipe(
    z.string().min(1, COMMISSION_BRIEF_MESSAGES.purposeRequired),
  ),
  style: briefText(COMMISSION_BRIEF_LABELS.style, COMMISSION_BRIEF_LIMITS.style).default(''),
  notes: briefText(COMMISSION_BRIEF_LABELS.notes, COMMISSION_BRIEF_LIMITS.notes).default(''),
});
export type CommissionBriefBody = z.infer<typeof CommissionBriefBodySchema>;
export type CommissionBriefInput = z.input<typeof CommissionBriefBodySchema>;

export const CommissionBriefSchema = z.object({
  brandName: z.string(),
  purpose: z.string(),
  style: z.string(),
  notes: z.string(),
  submittedAt: z.string(),
});
export type CommissionBrief = z.infer<typeof CommissionBriefSchema>;

/** What the buyer sees of a commission on the success and download pages. */
export const PublicCommissionSchema = z.object({
  id: z.string(),
  /** 1-based among the order's commissions, for "Logo 2 of 3". */
  number: z.number().int(),
  productName: z.string(),
  status: z.enum(COMMISSION_STATUSES),
  isBriefEditable: z.boolean(),
  brief: CommissionBriefSchema.nullable(),
  deliveredAt: z.string().nullable(),
  /** Filled once delivered: the same links as the order's download_links. */
  files: z.array(z.object({ originalName: z.string(), downloadUrl: z.string() })),
});
export type PublicCommission = z.infer<typeof PublicCommissionSchema>;

export const OrderCommissionsSchema = z.object({ commissions: z.array(PublicCommissionSchema) });
export type OrderCommissions = z.infer<typeof OrderCommissionsSchema>;

export const OrderCommissionParamsSchema = z.object({ id: z.string().max(100), commissionId: z.string().max(100) });
export const CommissionParamsSchema = z.object({ id: z.string().max(100) });
export const CommissionFileParamsSchema = z.object({ id: z.string().max(100), fileId: z.string().max(100) });

export const ListCommissionsQuerySchema = z.object({ status: z.enum(COMMISSION_STATUSES).optional() });
export type ListCommissionsQuery = z.infer<typeof ListCommissionsQuerySchema>;

export const CommissionFileSchema = z.object({
  id: z.string(),
  originalName: z.string(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});
export type CommissionFile = z.infer<typeof CommissionFileSchema>;

export const CommissionSummarySchema = z.object({
  id: z.string(),
  orderId: z.string(),
  /** The order number the Orders tab shows: the first 8 characters of the order id, upper case. */
  orderNumber: z.string(),
  productName: z.string(),
  status: z.enum(COMMISSION_STATUSES),
  brandName: z.string().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  fileCount: z.number().int(),
  createdAt: z.string(),
});
export type CommissionSummary = z.infer<typeof CommissionSummarySchema>;

export const CommissionListSchema = z.object({
  commissions: z.array(CommissionSummarySchema),
  counts: z.object({
    awaiting_brief: z.number().int(),
    brief_received: z.number().int(),
    in_progress: z.number().int(),
    delivered: z.number().int(),
  }),
  awaitingWork: z.number().int(),
});
export type CommissionList = z.infer<typeof CommissionListSchema>;

export const CommissionDetailSchema = CommissionSummarySchema.extend({
  brief: CommissionBriefSchema.nullable(),
  files: z.array(CommissionFileSchema),
  deliveredAt: z.string().nullable(),
});
export type CommissionDetail = z.infer<typeof CommissionDetailSchema>;

export function orderNumberOf(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}
