import { type ContactMessageList, listContactMessages } from '@shop/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/endpoint-client';

export const INBOX_PAGE_SIZE = 50;

export const contactMessageKeys = {
  all: [listContactMessages.path] as const,
  list: (offset: number) => [...contactMessageKeys.all, 'list', offset] as const,
};

export async function getContactMessages(offset: number): Promise<ContactMessageList> {
  const params = new URLSearchParams({ limit: String(INBOX_PAGE_SIZE), offset: String(offset) });
  return callEndpoint(listContactMessages, { query: params });
}

export function contactMessagesQueryOptions(offset: number) {
  return queryOptions({
    queryKey: contactMessageKeys.list(offset),
    queryFn: () => getContactMessages(offset),
    placeholderData: keepPreviousData,
    // New messages arrive while the dashboard is open: the unread count in the tab follows.
    refetchInterval: 60_000,
  });
}

export function useContactMessages(offset = 0) {
  return useQuery(contactMessagesQueryOptions(offset));
}

/** The tab label's count: the first page's answer carries the total unread. */
export function useInboxUnreadCount(): number {
  return useContactMessages(0).data?.unread ?? 0;
}
