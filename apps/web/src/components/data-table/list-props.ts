/** A list page's props: its state as the URL gives it, and how to change it. */
export type ListProps<S> = {
  search: S;
  /** Merges into the URL's search; a change of filter, sort or page size goes back to page 1. */
  onSearchChange: (patch: Partial<S>) => void;
};
