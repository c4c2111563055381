import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  COMMISSION_MESSAGES,
  COMMISSION_STATUSES_AWAITING_WORK,
  isId,
  type CommissionDetail,
  type CommissionList,
  type ListCommissionsQuery,
} from '@shop/contracts';
import { Conflict, NotFound, type Logger, type ObjectStorage } from '@shop/platform';
import { downloadToken, hashDownloadToken } from '../downloads/download-tokens.js';
import { toDetail, toSummary } from './commission-mappers.js';
import { removeStoredFiles, storeCommissionUpload, type MultipartPart } from './commission-uploads.js';
import type { WithTransaction } from '../repositories.js';
import type { CommissionRepository } from './commissions.repository.js';

export interface AdminCommissionServiceDeps {
  commissions: CommissionRepository;
  withTransaction: WithTransaction;
  storage: ObjectStorage;
  log: Logger;
  downloadTokenSecret: string;
  now?: () => Date;
}

/** The curator's side of logo commissions: brief in, files up, delivered as grants. */
export function createAdminCommissionService(deps: AdminCommissionServiceDeps) {
  const { commissions, withTransaction, storage, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function detail(id: string): Promise<CommissionDetail> {
    const row = isId(id) ? await commissions.findWithOrder(id) : undefined;
    if (!row) throw new NotFound(COMMISSION_MESSAGES.notFound);
    return toDetail(row, await commissions.listFiles(row.id));
  }

  return {
    async list(query: ListCommissionsQuery): Promise<CommissionList> {
      const [rows, counts] = await Promise.all([commissions.listForAdmin(query.status), commissions.countByStatus()]);
      return {
        commissions: rows.map(toSummary),
        counts,
        awaitingWork: COMMISSION_STATUSES_AWAITING_WORK.reduce((sum, status) => sum + counts[status], 0),
      };
    },

    get: detail,

    /** Stores the files, then records them; the first upload starts the work and freezes the brief. */
    async addFiles(id: string, parts: AsyncIterable<MultipartPart>): Promise<CommissionDetail> {
      const before = await detail(id);
      if (before.status === 'delivered') throw new Conflict(COMMISSION_MESSAGES.alreadyDelivered);
      const files = await storeCommissionUpload(parts, { commissionId: before.id, storage, log });
      const outcome = await withTransaction((locked) => locked.commissions.addFiles(before.id, files)).catch(
        async (error: unknown) => {
          await removeStoredFiles(files, { storage, log });
          throw error;
        },
      );
      if (outcome !== 'added') {
        await removeStoredFiles(files, { storage, log });
        if (outcome === 'delivered') throw new Conflict(COMMISSION_MESSAGES.alreadyDelivered);
        throw new NotFound(COMMISSION_MESSAGES.notFound);
      }
      log.info({ commissionId: before.id, files: files.length }, 'commission files uploaded');
      return detail(before.id);
    },

    async removeFile(id: string, fileId: string): Promise<void> {
      if (!isId(id)) throw new NotFound(COMMISSION_MESSAGES.notFound);
      if (!isId(fileId)) throw new NotFound(COMMISSION_MESSAGES.fileNotFound);
      const outcome = await withTransaction((locked) => locked.commissions.removeFile(id, fileId));
      if (outcome === 'no_commission') throw new NotFound(COMMISSION_MESSAGES.notFound);
      if (outcome === 'no_file') throw new NotFound(COMMISSION_MESSAGES.fileNotFound);
      if (outcome === 'delivered') throw new Conflict(COMMISSION_MESSAGES.alreadyDelivered);
      // After the commit: an object left behind by a failed remove is only logged, never served.
      await removeStoredFiles([outcome], { storage, log });
    },

    /** Idempotent: a second delivery answers the delivered commission and adds no grant. */
    async deliver(id: string): Promise<CommissionDetail> {
      if (!isId(id)) throw new NotFound(COMMISSION_MESSAGES.notFound);
      const outcome = await withTransaction((locked) =>
        locked.commissions.deliver(
          id,
          (files) =>
            files.map((file) => {
              const grantId = randomUUID();
              return {
                id: grantId,
                fileId: file.id,
                tokenHash: hashDownloadToken(downloadToken(deps.downloadTokenSecret, grantId)),
                storageKey: file.storage_key,
                originalName: file.original_name,
                mimeType: file.mime_type,
              };
            }),
          now(),
        ),
      );
      if (outcome === undefined) throw new NotFound(COMMISSION_MESSAGES.notFound);
      if (outcome === 'no_files') throw new Conflict(COMMISSION_MESSAGES.deliverWithoutFiles);
      if (outcome === 'refunded') {
        throw new Conflict('This logo was refunded, so its files cannot be delivered.', ERROR_CODES.alreadyRefunded);
      }
      if (outcome === 'delivered') log.info({ commissionId: id }, 'commission delivered');
      return detail(id);
    },
  };
}

export type AdminCommissionService = ReturnType<typeof createAdminCommissionService>;
