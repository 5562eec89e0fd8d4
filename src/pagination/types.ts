/**
 * What a paginated table shows of the whole: plain data shared by the table, the URL hook and
 * server code.
 */

/**
 * What is shown of the whole. The table reads only these two numbers: they drive the results
 * text ("Showing {pageSize} of {totalCount}") and whether "Load more" appears
 * (`pageSize < totalCount`). Where the next page starts is up to `loadMore.href`: the demo,
 * for one, links to `nextCursor + 10`.
 */
export interface Pagination {
  /**
   * Number of rows in the whole data set.
   * @default none (required)
   */
  totalCount: number;
  /**
   * Number of rows shown now, not the size of one page: after two Load mores of 10 it is 30.
   * (`useUrlPagination`'s `pageSize` option is the size of one page; it returns this object.)
   * @default none (required)
   */
  pageSize: number;
  /**
   * Offset the shown rows were loaded from. Not read by the table; carry it if your
   * `loadMore` link is built from it.
   * @default undefined
   */
  nextCursor?: number | undefined;
}
