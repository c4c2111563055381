import {
  type CommissionDetail,
  deleteCommissionFile as deleteCommissionFileEndpoint,
  deliverCommission as deliverCommissionEndpoint,
  uploadCommissionFiles as uploadCommissionFilesEndpoint,
} from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/use-toast';
import { ApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/endpoint-client';
import { COMMISSIONS_MESSAGES as M } from '../messages';
import { commissionKeys } from './commission-keys';

export async function uploadCommissionFiles(id: string, files: readonly File[]): Promise<CommissionDetail> {
  const form = new FormData();
  for (const file of files) form.append(uploadCommissionFilesEndpoint.fileField, file, file.name);
  return callEndpoint(uploadCommissionFilesEndpoint, { params: { id }, form });
}

export async function removeCommissionFile(id: string, fileId: string): Promise<void> {
  await callEndpoint(deleteCommissionFileEndpoint, { params: { id, fileId } });
}

export async function deliverCommission(id: string): Promise<CommissionDetail> {
  return callEndpoint(deliverCommissionEndpoint, { params: { id } });
}

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage || error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Upload, remove and deliver for one commission: each refreshes it and the list, and says what happened. */
export function useCommissionActions(id: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: commissionKeys.all });
  const failed = (title: string) => (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' });

  return {
    upload: useMutation({
      mutationFn: (files: readonly File[]) => uploadCommissionFiles(id, files),
      onSuccess: (_detail, files) => toast(M.uploaded(files.length)),
      onError: failed(M.uploadFailed),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: ({ fileId }: { fileId: string; name: string }) => removeCommissionFile(id, fileId),
      onSuccess: (_none, { name }) => toast(M.fileRemoved(name)),
      onError: failed(M.removeFailed),
      onSettled: refresh,
    }),
    deliver: useMutation({
      mutationFn: () => deliverCommission(id),
      onSuccess: (detail) => toast(M.deliveredToast(detail.customerEmail)),
      onError: failed(M.deliverFailed),
      onSettled: refresh,
    }),
  };
}
