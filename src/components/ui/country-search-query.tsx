/**
 * The country search's request (GET /countries), apart from its field (country-search.tsx): the
 * typed client, the query hooks and the error wording load when a user reaches for the search,
 * not with the home page. Renders nothing; it reports what the search found.
 */
import { useEffect } from 'react';
import { describeError, errorSentence } from '@/api/describe-error';
import { countryQueries } from '@/api/queries/countries';
import type { TradeSource } from '@/api/queries/keys';
import { keepPrevious, useSourceQuery } from '@/api/queries/use-source-query';
import { useTradeSource } from '@/api/use-trade-source';

type CountryMatch = Awaited<ReturnType<TradeSource['client']['searchCountries']>>['data'][number];

export interface SearchFound {
  /** A base URL and a key are present. */
  ready: boolean;
  /** The matches of `q` (the previous word's while the next one loads). */
  results: readonly CountryMatch[];
  fetching: boolean;
  failure: { sentence: string; requestId: string | null; canRetry: boolean } | null;
  retry: () => void;
}

export interface CountrySearchQueryProps {
  /** The debounced, trimmed text; '' asks for nothing. */
  q: string;
  limit: number;
  onFound: (found: SearchFound) => void;
}

export function CountrySearchQuery({ q, limit, onFound }: CountrySearchQueryProps) {
  const source = useTradeSource();
  const query = useSourceQuery({
    ...countryQueries.search(source, { q, limit }),
    ...keepPrevious,
    enabled: q !== '',
  });
  const { ready } = source;
  const { data, isFetching, isError, error, refetch } = query;
  useEffect(() => {
    const failure = isError ? describeError(error) : null;
    onFound({
      ready,
      results: data?.data ?? [],
      fetching: isFetching,
      failure: failure
        ? {
            sentence: errorSentence(failure),
            requestId: failure.requestId ?? null,
            canRetry: failure.canRetry,
          }
        : null,
      retry: () => void refetch(),
    });
  }, [ready, data, isFetching, isError, error, refetch, onFound]);
  return null;
}
