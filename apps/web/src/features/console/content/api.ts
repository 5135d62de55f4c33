import {
  type FaqRequest,
  helpApi,
  homeApi,
  type NoticeRequest,
  noticesApi,
  type PageRequest,
  pagesApi,
  type TickerRequest,
} from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** Every query of the content screens starts with this key: a save refreshes them all. */
export const CONTENT_KEY = ['console', 'content'] as const;

export const useNotices = (page: number) =>
  useQuery({
    queryKey: [...CONTENT_KEY, 'notices', page],
    queryFn: async () => (await call(noticesApi.consoleList, { query: { page } })).Data,
  });

export const useNotice = (id: number | undefined) =>
  useQuery({
    queryKey: [...CONTENT_KEY, 'notice', id],
    queryFn: async () => (await call(noticesApi.consoleGet, { params: { id: id as number } })).Data,
    enabled: id !== undefined,
  });

export const createNotice = async (body: NoticeRequest) => (await call(noticesApi.create, { body })).Data.id;
export const editNotice = (id: number, body: NoticeRequest) => call(noticesApi.edit, { params: { id }, body });
export const setPublished = (id: number, published: boolean) =>
  call(published ? noticesApi.publish : noticesApi.unpublish, { params: { id } });
export function attachPdf(id: number, file: File) {
  const form = new FormData();
  form.append('file', file);
  return call(noticesApi.attach, { params: { id }, form });
}
export const detachPdf = (id: number) => call(noticesApi.detach, { params: { id } });

export const useTicker = () =>
  useQuery({ queryKey: [...CONTENT_KEY, 'ticker'], queryFn: async () => (await call(homeApi.ticker, {})).Data.items });
export const saveTicker = (body: TickerRequest) => call(homeApi.saveTicker, { body });

export const useFaqs = () =>
  useQuery({ queryKey: [...CONTENT_KEY, 'faq'], queryFn: async () => (await call(helpApi.consoleFaqs, {})).Data });
export const addFaq = (body: FaqRequest) => call(helpApi.addFaq, { body });
export const editFaq = (id: number, body: FaqRequest) => call(helpApi.editFaq, { params: { id }, body });
export const removeFaq = (id: number) => call(helpApi.removeFaq, { params: { id } });
export const orderFaqs = (ids: number[]) => call(helpApi.orderFaqs, { body: { ids } });

export const usePages = () =>
  useQuery({ queryKey: [...CONTENT_KEY, 'pages'], queryFn: async () => (await call(pagesApi.consoleList, {})).Data });
export const usePage = (slug: string) =>
  useQuery({
    queryKey: [...CONTENT_KEY, 'page', slug],
    queryFn: async () => (await call(pagesApi.consoleGet, { params: { slug } })).Data,
  });
export const savePage = (slug: string, body: PageRequest) => call(pagesApi.save, { params: { slug }, body });
