import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { CardSkeleton } from '@/components/card-skeleton';
import { FiguresUnavailable } from './figures-unavailable';

type Props<T> = {
  area: 'shop' | 'crm';
  allowed: boolean;
  query: UseQueryResult<T>;
  /** The skeleton's height while the figures load. */
  height: number;
  children: (data: T) => ReactNode;
};

/** A card over real figures: its skeleton while they load, a retry when they fail, a lock when not allowed. */
export function WithFigures<T>({ area, allowed, query, height, children }: Props<T>) {
  if (!allowed || (query.isError && !query.data)) {
    return (
      <FiguresUnavailable
        area={area}
        allowed={allowed}
        failed={query.isError}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return query.data ? children(query.data) : <CardSkeleton height={height} />;
}
