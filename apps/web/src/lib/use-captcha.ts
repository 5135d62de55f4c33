import type { CaptchaKind } from '@portal/shared';
import { captchaApi } from '@portal/shared/api/captcha';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { CaptchaState } from '../ui/domain/captcha';
import { call, endpointHref } from './api';

const captchaKey = (kind: CaptchaKind) => ['captcha', kind] as const;

/**
 * GET /api/Captcha: a server-issued challenge for the `Captcha` field, and the link to its spoken
 * answer (GET /api/Captcha/audio). Each answer is single use, so call `reload()` after a failed
 * submit and on form reset. The challenge's id travels with the typed text: given the form's
 * `setValue`, the hook puts it into the form's `CaptchaId` as each challenge comes.
 */
export function useCaptcha(kind: CaptchaKind, setValue?: (name: 'CaptchaId', id: string) => void): CaptchaState {
  const query = useQuery({
    queryKey: captchaKey(kind),
    queryFn: () => call(captchaApi.challenge, { query: { kind } }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: 1,
    // each visitor's own challenge: never in a server-rendered page
    meta: { browserOnly: true },
  });
  const id = query.data?.CaptchaId;
  const image = query.data?.Image;
  const { isFetching, isError, refetch } = query;
  useEffect(() => setValue?.('CaptchaId', id ?? ''), [id, setValue]);
  // the same object until the challenge changes: a memo'd form section that shows it (decision 077)
  // then renders only when it does
  return useMemo(
    () => ({
      kind,
      id,
      image,
      isLoading: isFetching,
      isError,
      reload: () => void refetch(),
      audioSrc: (lang) => (id ? endpointHref(captchaApi.audio, { CaptchaId: id, lang }) : undefined),
    }),
    [kind, id, image, isFetching, isError, refetch],
  );
}

/**
 * A new challenge for the `kind` shown by `useCaptcha` elsewhere, without subscribing to it: a form
 * whose captcha field is a component of its own (the challenge's arrival then renders that field, not
 * the whole form: decision 077) calls this after a failed submit and on reset.
 */
export function useCaptchaReload(kind: CaptchaKind): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.refetchQueries({ queryKey: captchaKey(kind) }), [queryClient, kind]);
}
